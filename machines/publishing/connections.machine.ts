import { assign, fromPromise, setup } from 'xstate';
import type { ConnectableLabel, ConnectionDraft, ConnectionSummary, SaveConnectionResponse } from '../../src/shared/contracts/publishing';
import { PUBLISHING_MESSAGES, type Notice } from '../../src/shared/messages';
import { draftOf, testableBeforeSaving, type FieldName } from './connection-draft';

export interface ConnectionsContext {
  connections: ConnectionSummary[];
  /** The open connection form: the card it is for and what has been typed. */
  form: { label: ConnectableLabel; fields: Partial<Record<FieldName, string>> } | null;
  /** The last connection check: of the form (connectionId null) or of a saved connection. */
  check: { ok: boolean; text: string; connectionId: string | null } | null;
  /** A new webhook's signing secret, shown once after saving. */
  signingSecret: string | null;
  /** The saved connection being tested or disconnected. */
  busyId: string | null;
  error: string | null;
}

export type ConnectionsEvent =
  | { type: 'user.retry' }
  | { type: 'user.connect'; label: ConnectableLabel }
  | { type: 'user.field'; name: FieldName; value: string }
  | { type: 'user.test' }
  | { type: 'user.save' }
  | { type: 'user.cancel' }
  | { type: 'user.done' }
  | { type: 'user.testSaved'; id: string }
  | { type: 'user.disconnect'; id: string };

type TestableDraft = Exclude<ConnectionDraft, { kind: 'webhook' }>;

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : PUBLISHING_MESSAGES.loadFailed);
const draftFrom = (context: ConnectionsContext) => draftOf(context.form!.label, context.form!.fields);

/**
 * The CMS screen for a subscriber (issue 17): load the connections; a card's form (editing →
 * testing → editing with the check's result; saving → saved, which shows a webhook's signing
 * secret once); a saved connection tested or disconnected. The calls are placeholder actors the
 * React edge provides.
 */
export const connectionsMachine = setup({
  types: {
    context: {} as ConnectionsContext,
    events: {} as ConnectionsEvent,
  },
  actors: {
    loadConnections: fromPromise<ConnectionSummary[]>(() => {
      throw new Error('loadConnections is provided by the edge');
    }),
    testDraft: fromPromise<string, TestableDraft>(() => {
      throw new Error('testDraft is provided by the edge');
    }),
    saveConnection: fromPromise<SaveConnectionResponse, ConnectionDraft>(() => {
      throw new Error('saveConnection is provided by the edge');
    }),
    testSaved: fromPromise<string, { id: string }>(() => {
      throw new Error('testSaved is provided by the edge');
    }),
    deleteConnection: fromPromise<void, { id: string }>(() => {
      throw new Error('deleteConnection is provided by the edge');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    testable: ({ context }) => context.form !== null && testableBeforeSaving(context.form.label),
    known: ({ context, event }) => 'id' in event && context.connections.some((c) => c.id === event.id),
  },
}).createMachine({
  id: 'connections',
  context: { connections: [], form: null, check: null, signingSecret: null, busyId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConnections',
        src: 'loadConnections',
        onDone: { target: 'ready', actions: assign({ connections: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      on: {
        'user.connect': { target: 'editing', actions: assign({ form: ({ event }) => ({ label: event.label, fields: {} }), check: null, error: null }) },
        'user.testSaved': { guard: 'known', target: 'testingSaved', actions: assign({ busyId: ({ event }) => event.id, check: null, error: null }) },
        'user.disconnect': { guard: 'known', target: 'disconnecting', actions: assign({ busyId: ({ event }) => event.id, check: null, error: null }) },
      },
    },
    editing: {
      on: {
        'user.field': { actions: assign({ form: ({ context, event }) => ({ ...context.form!, fields: { ...context.form!.fields, [event.name]: event.value } }) }) },
        'user.test': { guard: 'testable', target: 'testing', actions: assign({ check: null, error: null }) },
        'user.save': { target: 'saving', actions: assign({ check: null, error: null }) },
        'user.cancel': { target: 'ready', actions: assign({ form: null, check: null, error: null }) },
      },
    },
    testing: {
      invoke: {
        id: 'testDraft',
        src: 'testDraft',
        input: ({ context }) => draftFrom(context) as TestableDraft,
        onDone: { target: 'editing', actions: assign({ check: ({ event }) => ({ ok: true, text: event.output, connectionId: null }) }) },
        onError: { target: 'editing', actions: assign({ check: ({ event }) => ({ ok: false, text: errorText(event.error), connectionId: null }) }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveConnection',
        src: 'saveConnection',
        input: ({ context }) => draftFrom(context),
        onDone: {
          target: 'saved',
          actions: [
            assign({
              connections: ({ context, event }) => [...context.connections.filter((c) => c.label !== event.output.connection!.label), event.output.connection!],
              signingSecret: ({ event }) => event.output.signingSecret,
            }),
            { type: 'notify', params: ({ context }) => PUBLISHING_MESSAGES.connected(context.form!.label) },
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    saved: {
      on: { 'user.done': { target: 'ready', actions: assign({ form: null, signingSecret: null }) } },
    },
    testingSaved: {
      invoke: {
        id: 'testSaved',
        src: 'testSaved',
        input: ({ context }) => ({ id: context.busyId! }),
        onDone: { target: 'ready', actions: assign({ check: ({ context, event }) => ({ ok: true, text: event.output, connectionId: context.busyId }), busyId: null }) },
        onError: {
          target: 'ready',
          actions: assign({ check: ({ context, event }) => ({ ok: false, text: errorText(event.error), connectionId: context.busyId }), busyId: null }),
        },
      },
    },
    disconnecting: {
      invoke: {
        id: 'deleteConnection',
        src: 'deleteConnection',
        input: ({ context }) => ({ id: context.busyId! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'notify', params: ({ context }) => PUBLISHING_MESSAGES.disconnected(context.connections.find((c) => c.id === context.busyId)?.label ?? '') },
            assign({ connections: ({ context }) => context.connections.filter((c) => c.id !== context.busyId), busyId: null }),
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error), busyId: null }) },
      },
    },
  },
});

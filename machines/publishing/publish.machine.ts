import { assign, fromPromise, setup } from 'xstate';
import type { ConnectionSummary, Publication, PublishRequest } from '../../src/shared/contracts/publishing';
import { PUBLISHING_MESSAGES } from '../../src/shared/messages';

export interface PublishContext {
  articleId: string;
  connections: ConnectionSummary[];
  /** The chosen connection (the first one by default). */
  connectionId: string | null;
  status: 'draft' | 'publish';
  /** The last successful publish of this article from this panel. */
  publication: Publication | null;
  error: string | null;
}

export type PublishEvent =
  | { type: 'user.choose'; connectionId: string }
  | { type: 'user.status'; status: 'draft' | 'publish' }
  | { type: 'user.publish' }
  | { type: 'user.retry' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : PUBLISHING_MESSAGES.failed);

/**
 * An open article's Publish panel (issue 17): load the subscriber's connections, choose one and
 * draft or live, publish; a failure shows the CMS's reason and retrying is one event (the article
 * is never changed by a failure). The calls are placeholder actors the React edge provides.
 */
export const publishMachine = setup({
  types: {
    context: {} as PublishContext,
    events: {} as PublishEvent,
    input: {} as { articleId: string },
  },
  actors: {
    loadConnections: fromPromise<ConnectionSummary[]>(() => {
      throw new Error('loadConnections is provided by the edge');
    }),
    publish: fromPromise<Publication, PublishRequest>(() => {
      throw new Error('publish is provided by the edge');
    }),
  },
  guards: {
    chosen: ({ context }) => context.connections.some((c) => c.id === context.connectionId),
    known: ({ context, event }) => event.type === 'user.choose' && context.connections.some((c) => c.id === event.connectionId),
  },
}).createMachine({
  id: 'publish',
  context: ({ input }) => ({ articleId: input.articleId, connections: [], connectionId: null, status: 'draft', publication: null, error: null }),
  initial: 'loading',
  // The choices can change at any time; a publish already running keeps the ones it started with.
  on: {
    'user.choose': { guard: 'known', actions: assign({ connectionId: ({ event }) => event.connectionId }) },
    'user.status': { actions: assign({ status: ({ event }) => event.status }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadConnections',
        src: 'loadConnections',
        onDone: {
          target: 'ready',
          actions: assign({ connections: ({ event }) => event.output, connectionId: ({ event }) => event.output[0]?.id ?? null }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'user.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'user.publish': { guard: 'chosen', target: 'publishing', actions: assign({ error: null }) },
      },
    },
    publishing: {
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => ({ articleId: context.articleId, connectionId: context.connectionId!, status: context.status }),
        onDone: { target: 'published', actions: assign({ publication: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    published: {
      on: { 'user.publish': 'publishing' },
    },
    failed: {
      on: { 'user.retry': { target: 'publishing', actions: assign({ error: null }) } },
    },
  },
});

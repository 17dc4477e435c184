import type { SnapshotFrom } from 'xstate';
import type { ConnectableLabel } from '../../src/shared/contracts/publishing';
import { FORM_FIELDS, testableBeforeSaving } from './connection-draft';
import type { connectionsMachine } from './connections.machine';

type ConnectionsSnapshot = SnapshotFrom<typeof connectionsMachine>;

/** What the CMS screen shows a subscriber, from the machine's snapshot (views only render this). */
export function connectionsView(snapshot: ConnectionsSnapshot) {
  const { context } = snapshot;
  const form = context.form;
  const formBusy = snapshot.matches('testing') || snapshot.matches('saving');
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    error: context.error,
    /** The saved connection of a card, if any. */
    connectionOf: (label: ConnectableLabel) => context.connections.find((c) => c.label === label) ?? null,
    form: form
      ? {
          label: form.label,
          fields: FORM_FIELDS[form.label].map((name) => ({ name, value: form.fields[name] ?? '' })),
          canTest: testableBeforeSaving(form.label),
          testing: snapshot.matches('testing'),
          saving: snapshot.matches('saving'),
          busy: formBusy,
          saved: snapshot.matches('saved'),
          check: context.check?.connectionId === null ? context.check : null,
          signingSecret: context.signingSecret,
        }
      : null,
    /** The result of testing a saved connection, by its id. */
    checkOf: (id: string) => (context.check?.connectionId === id ? context.check : null),
    busyId: context.busyId,
    testingSaved: snapshot.matches('testingSaved'),
    disconnecting: snapshot.matches('disconnecting'),
  };
}
export type ConnectionsView = ReturnType<typeof connectionsView>;

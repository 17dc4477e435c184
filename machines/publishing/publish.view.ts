import type { SnapshotFrom } from 'xstate';
import type { publishMachine } from './publish.machine';

type PublishSnapshot = SnapshotFrom<typeof publishMachine>;

/** What an article's Publish panel shows, from the machine's snapshot (views only render this). */
export function publishView(snapshot: PublishSnapshot) {
  const { context } = snapshot;
  return {
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    /** Loaded, and nothing to publish to: the panel points to the CMS screen. */
    noConnections: !snapshot.matches('loading') && !snapshot.matches('loadFailed') && context.connections.length === 0,
    connections: context.connections,
    connectionId: context.connectionId,
    status: context.status,
    canPublish: snapshot.can({ type: 'user.publish' }),
    publishing: snapshot.matches('publishing'),
    published: snapshot.matches('published') ? context.publication : null,
    failed: snapshot.matches('failed'),
    error: context.error,
  };
}
export type PublishView = ReturnType<typeof publishView>;

import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';

type InspectObserver = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

let forward: ((event: InspectionEvent) => void) | undefined;

/**
 * The `inspect` option for every actor the screens create: in development with `?inspect` it sends
 * all actors to the Stately inspector, otherwise it is undefined. The inspector package is
 * imported dynamically behind import.meta.env.DEV, so production bundles never contain it; events
 * raised while it loads are buffered so the first snapshots are not lost.
 */
export function devInspect(): InspectObserver | undefined {
  // Kept as the first statement so the production build drops the dynamic import below entirely.
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(globalThis.location?.search ?? '').has('inspect')) return undefined;
  if (!forward) {
    const buffered: InspectionEvent[] = [];
    let send: ((event: InspectionEvent) => void) | undefined;
    forward = (event) => (send ? send(event) : buffered.push(event));
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const { inspect } = createBrowserInspector();
      const next = typeof inspect === 'function' ? inspect : (event: InspectionEvent) => inspect.next?.(event);
      send = next;
      buffered.splice(0).forEach(next);
    });
  }
  return forward;
}

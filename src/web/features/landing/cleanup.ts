/** Collects what undoes an enhancer's start (listeners, observers, workers, timers) and runs it once. */
export function createCleanup() {
  const undo: (() => void)[] = [];
  return {
    add(fn: () => void) {
      undo.push(fn);
    },
    listen<E extends Event>(target: EventTarget, type: string, fn: (event: E) => void, options?: AddEventListenerOptions) {
      const listener = fn as EventListener;
      target.addEventListener(type, listener, options);
      undo.push(() => target.removeEventListener(type, listener, options));
    },
    run() {
      undo.splice(0).forEach((fn) => fn());
    },
  };
}

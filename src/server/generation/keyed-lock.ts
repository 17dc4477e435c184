/**
 * Runs tasks with the same key one after another (in this process). Used per user so that a burst
 * of requests for one credit costs one writer call, not fifty: the ones that wait then see the
 * credit gone before writing. Correctness does not rest on it — the database transaction
 * re-checks the credit — it only saves work.
 */
export function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

import type { Queryable } from '../../db/db';
import type { Logger } from '../../logger';
import { readJobs, type GenerationJob } from './job-store';

type Listener = (job: GenerationJob | null) => void;

/**
 * Follows jobs through the database, so a request or an event stream learns of progress made by a
 * worker in any process. One query per tick reads every followed job; a local worker pokes it
 * after each stage so a job run here is seen at once. A job that no longer exists is told as null.
 */
export function jobWatcher(db: Queryable, logger: Logger, intervalMs: number) {
  const listeners = new Map<string, Set<Listener>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let again = false;

  async function tick(): Promise<void> {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    clearTimeout(timer);
    try {
      do {
        again = false;
        const ids = [...listeners.keys()];
        if (!ids.length) break;
        const byId = new Map((await readJobs(db, ids)).map((j) => [j.id, j]));
        for (const id of ids) for (const listener of [...(listeners.get(id) ?? [])]) listener(byId.get(id) ?? null);
      } while (again);
    } catch (err) {
      logger.warn(`jobs: reading progress failed (${err instanceof Error ? err.message : String(err)}); trying again`);
    } finally {
      ticking = false;
      if (listeners.size) {
        timer = setTimeout(() => void tick(), intervalMs);
        timer.unref();
      }
    }
  }

  return {
    /** Calls `listener` with the job now and at every tick until the returned function is called. */
    watch(id: string, listener: Listener): () => void {
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      void tick();
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(id);
        if (!listeners.size) clearTimeout(timer);
      };
    },
    poke: () => void tick(),
  };
}

export type JobWatcher = ReturnType<typeof jobWatcher>;

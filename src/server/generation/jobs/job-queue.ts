import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../../db/db';
import type { Logger } from '../../logger';

/** The queue of generation jobs, and where the jobs that failed every attempt go to be settled. */
export const GENERATE_QUEUE = 'generate-article';
export const GENERATE_DEAD_LETTER = 'generate-article-failed';

export interface QueueSettings {
  /**
   * How long one attempt may hold a job. A worker that dies keeps it that long; pg-boss's
   * maintenance then fails the attempt and another worker retries the job.
   */
  leaseSeconds: number;
  /** Attempts after the first: a crash or a lease that ran out, never a writer's own error. */
  retryLimit: number;
}

/**
 * pg-boss's "bring your own database" adapter over our Db, so the queue runs on whatever the
 * server runs on: node-postgres, or PGlite in the same process (no socket server). Statements
 * with parameters go through `query`; pg-boss's parameterless scripts (its schema migrations,
 * several statements in one BEGIN … COMMIT) through `exec`, which answers the last one's rows.
 */
export function bossDb(db: Queryable): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } {
  return { executeSql: (text, values) => (values?.length ? db.query(text, values) : db.exec(text)) };
}

/**
 * Starts pg-boss on the database (creating or upgrading its `pgboss` schema: the library's own
 * migrations) and the two queues. `singleton` lets one job of a singleton key (the user) be active
 * at a time across every process: a user's jobs run one after another, others' side by side.
 */
export async function startQueue(db: Db, logger: Logger, settings: QueueSettings): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossDb(db),
    // Expired leases are found by maintenance: a quarter of the lease, so a dead worker's job
    // waits at most 1.25 leases; pg-boss elects one instance per interval through the database.
    maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.round(settings.leaseSeconds / 4))),
    // Cron schedules are not used.
    schedule: false,
  });
  boss.on('error', (err: Error) => logger.warn(`jobs: ${err.message}`));
  // Two processes starting at once on one Postgres create the same queues' partitions side by
  // side; Postgres breaks that deadlock by failing one of them, which simply tries again.
  await retryOnDeadlock(() => boss.start(), logger);
  await retryOnDeadlock(() => boss.createQueue(GENERATE_DEAD_LETTER, { name: GENERATE_DEAD_LETTER }), logger);
  const queue = {
    name: GENERATE_QUEUE,
    policy: 'singleton' as const,
    expireInSeconds: settings.leaseSeconds,
    retryLimit: settings.retryLimit,
    retryDelay: 0,
    deadLetter: GENERATE_DEAD_LETTER,
  };
  await retryOnDeadlock(() => boss.createQueue(GENERATE_QUEUE, queue), logger);
  // An existing queue keeps the options it was created with until told the current ones.
  await retryOnDeadlock(() => boss.updateQueue(GENERATE_QUEUE, queue), logger);
  return boss;
}

/** Postgres's code for a transaction it aborted to break a deadlock. */
const DEADLOCK = '40P01';
const DEADLOCK_ATTEMPTS = 5;

/**
 * Runs a setup step, again after a short pause while Postgres reports it the victim of a deadlock
 * (another process doing the same setup at the same moment); any other error is thrown at once.
 */
export async function retryOnDeadlock<T>(step: () => Promise<T>, logger: Pick<Logger, 'warn'>, attempts = DEADLOCK_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      const { code, message } = err as { code?: unknown; message?: unknown };
      const deadlock = code === DEADLOCK || (typeof message === 'string' && /deadlock detected/i.test(message));
      if (!deadlock || attempt >= attempts) throw err;
      logger.warn(`jobs: setup deadlocked with another process; trying again (${attempt}/${attempts - 1})`);
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.floor(Math.random() * 50)));
    }
  }
}

import type PgBoss from 'pg-boss';
import { STAGE_SHARE, type JobStage } from '../../../shared/contracts/jobs';
import type { Db } from '../../db/db';
import { LlmError } from '../../llm/llm-client';
import type { Logger } from '../../logger';
import type { FailureReason, GenerateOutcome } from '../generation-outcome';
import type { GenerationService } from '../generation.service';
import { bossDb, GENERATE_DEAD_LETTER, GENERATE_QUEUE } from './job-queue';
import { createOrJoinJob, finishJob, readJob, setStage } from './job-store';
import { jobWatcher } from './job-watcher';

export interface GenerationJobsDeps {
  db: Db;
  boss: PgBoss;
  service: GenerationService;
  logger: Logger;
  /** The lease an attempt holds (the queue's expireInSeconds): an attempt past it is abandoned here too. */
  leaseSeconds: number;
  /** How often followed jobs are read back (jobs run by another process). */
  pollMs?: number;
}

interface JobData {
  jobId: string;
}

/** A worker's wait between empty polls of the queue (pg-boss's minimum); a local submit wakes it at once. */
const QUEUE_POLL_SECONDS = 0.5;
const DEFAULT_POLL_MS = 250;

function failureReason(err: LlmError): FailureReason {
  if (err.kind === 'refused' || err.kind === 'timeout') return err.kind;
  return 'unavailable';
}

/**
 * Generation as durable jobs: `submit` records a job (or joins the user's open one for the record)
 * and queues it in the same transaction; workers in any process run it; `wait` and `watch` follow
 * it through the database. A job outlives the request that asked for it.
 */
export function generationJobs(deps: GenerationJobsDeps) {
  const { db, boss, logger } = deps;
  const watcher = jobWatcher(db, logger, deps.pollMs ?? DEFAULT_POLL_MS);
  const workerIds: string[] = [];
  const attempts = new Set<AbortController>();

  /**
   * The job for this request: the user's open one for the record, or a new one queued; or the
   * outcome at once when the request cannot start (no credit, no analysis, not the user's record).
   */
  async function submit(job: { userId: string; contentId: string; topic: string }): Promise<{ id: string; created: boolean } | { outcome: GenerateOutcome }> {
    const refused = await deps.service.refusal(job.userId, job.contentId);
    if (refused) return { outcome: refused };
    const submitted = await db.transaction(async (tx) => {
      const found = await createOrJoinJob(tx, job);
      if (found?.created) {
        const data: JobData = { jobId: found.id };
        await boss.send(GENERATE_QUEUE, data, { id: found.id, singletonKey: job.userId, db: bossDb(tx) });
      }
      return found;
    });
    if (!submitted) return { outcome: { kind: 'not-found' } };
    if (submitted.created) for (const id of workerIds) boss.notifyWorker(id);
    return submitted;
  }

  /** The job's outcome once it is done; resolves null if `signal` aborts first. */
  function wait(id: string, signal?: AbortSignal): Promise<GenerateOutcome | null> {
    return new Promise((resolve) => {
      const stop = watcher.watch(id, (job) => {
        if (job && job.state !== 'done') return;
        finish(job?.outcome ?? { kind: 'not-found' });
      });
      const onAbort = () => finish(null);
      signal?.addEventListener('abort', onAbort, { once: true });
      function finish(outcome: GenerateOutcome | null) {
        stop();
        signal?.removeEventListener('abort', onAbort);
        resolve(outcome);
      }
    });
  }

  async function run(jobId: string): Promise<void> {
    const job = await readJob(db, jobId);
    // Settled by an earlier attempt whose process died before telling the queue.
    if (!job || job.state === 'done') return;
    const attempt = new AbortController();
    attempts.add(attempt);
    // pg-boss gives the job to another worker once the lease runs out; this attempt stops then.
    const signal = AbortSignal.any([attempt.signal, AbortSignal.timeout(deps.leaseSeconds * 1000)]);
    const onStage = async (stage: JobStage) => {
      await setStage(db, jobId, stage, STAGE_SHARE[stage]);
      watcher.poke();
    };
    try {
      const outcome = await deps.service.generate({ jobId, userId: job.userId, contentId: job.contentId, topic: job.topic, signal, onStage });
      await finishJob(db, jobId, outcome);
    } catch (err) {
      // Given back (shutdown, lease): the queue retries it elsewhere.
      if (signal.aborted) throw err;
      if (!(err instanceof LlmError)) throw err;
      logger.warn(`generation: ${err.message}`);
      await finishJob(db, jobId, { kind: 'failed', reason: failureReason(err) });
    } finally {
      attempts.delete(attempt);
      watcher.poke();
    }
  }

  return {
    submit,
    wait,
    watch: watcher.watch,

    /** Runs up to `count` jobs at once in this process (one pg-boss worker each). */
    async startWorkers(count: number): Promise<void> {
      for (let i = 0; i < count; i++) {
        workerIds.push(
          await boss.work<JobData>(GENERATE_QUEUE, { pollingIntervalSeconds: QUEUE_POLL_SECONDS, batchSize: 1 }, async ([job]) => {
            if (job) await run(job.data.jobId);
          }),
        );
      }
      if (count > 0) {
        // A job that failed every attempt (workers kept dying on it) is settled, so nobody waits forever.
        await boss.work<JobData>(GENERATE_DEAD_LETTER, { pollingIntervalSeconds: 5 }, async (jobs) => {
          for (const job of jobs) {
            logger.error(`generation: job ${job.data.jobId} failed on every attempt`);
            await finishJob(db, job.data.jobId, { kind: 'failed', reason: 'internal' });
          }
          watcher.poke();
        });
      }
    },

    /**
     * SIGTERM: takes no more jobs, lets running ones finish for up to `graceMs`, then gives the rest
     * back to the queue (failed attempts, retried by another worker) and stops their writers.
     */
    async stop(graceMs: number): Promise<void> {
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
      for (const attempt of attempts) attempt.abort(new Error('shutting down'));
    },
  };
}

export type GenerationJobs = ReturnType<typeof generationJobs>;

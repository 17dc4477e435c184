// Generation jobs (issue 18) on Debian's PostgreSQL: jobs per second and time-to-article through
// the queue with a fake LLM answering every call in a fixed time, one worker process (`npm run
// worker`, started as tests/support/server-process.ts does) against two on the same database, with
// this process submitting and waiting as a web server with JOB_WORKERS=0 would; and the queue's own
// overhead per job (in this process): time-to-article minus the time the generation itself took.
import type { Db } from '../../src/server/db/db';
import { prepareEmbeddedSchema } from '../../src/server/db/open-db';
import { openPgDb } from '../../src/server/db/pg-db';
import { generationService, type GenerationService } from '../../src/server/generation/generation.service';
import { generationJobs, type GenerationJobs } from '../../src/server/generation/jobs/generation-jobs';
import { startQueue } from '../../src/server/generation/jobs/job-queue';
import { createOrJoinJob } from '../../src/server/generation/jobs/job-store';
import { llmWriter } from '../../src/server/generation/writer/llm.writer';
import { writeOffline } from '../../src/server/generation/writer/offline.writer';
import { createLlmClient } from '../../src/server/llm/llm-client';
import { silentLogger } from '../../src/server/logger';
import { PLAN_IDS } from '../../src/shared/plans';
import { startFakeLlmServer } from '../../tests/support/fake-llm-server';
import { startPostgresServer } from '../../tests/support/postgres-server';
import { freePort, startWorkerProcess, type RunningServer } from '../../tests/support/server-process';
import { fixture, writeInput } from './generation.bench';
import type { Figures } from './run-benchmarks';

/** Each fake LLM call's answer time; the overhead target is stated against a 10 s call. */
const LLM_DELAY_MS = 300;
const REFERENCE_CALL_MS = 10_000;
const WORKERS_PER_INSTANCE = 4;
const SEQUENTIAL_JOBS = 8;
const LOAD_USERS = 16;
const LOAD_JOBS_PER_USER = 2;
const TOPIC = 'How to Dial In Home Espresso';

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

interface Instance {
  jobs: GenerationJobs;
  stop(): Promise<void>;
}

export async function runJobsBench(): Promise<Figures> {
  const analysis = fixture('coffee-roaster');
  const draft = writeOffline(writeInput(TOPIC, analysis));
  const [postgres, fake] = await Promise.all([startPostgresServer(), startFakeLlmServer()]);
  fake.setFallback(() => ({ content: JSON.stringify(draft), delayMs: LLM_DELAY_MS }));
  const admin = openPgDb(postgres.url, silentLogger, 4);
  const writer = llmWriter(createLlmClient({ baseUrl: fake.baseUrl, apiKey: 'bench', model: 'bench', timeoutMs: 30_000 }));
  /** How long each job's generation itself took, by job id: the rest of its time-to-article is the queue's. */
  const generationMs = new Map<string, number>();

  function measured(service: GenerationService): GenerationService {
    return {
      ...service,
      async generate(cmd) {
        const t = performance.now();
        try {
          return await service.generate(cmd);
        } finally {
          generationMs.set(cmd.jobId, performance.now() - t);
        }
      },
    };
  }

  /** The queue in this process with `workers` workers (0: it only submits and follows jobs). */
  async function startInstance(workers: number): Promise<Instance> {
    const db = openPgDb(postgres.url, silentLogger, 10);
    const boss = await startQueue(db, silentLogger, { leaseSeconds: 600, retryLimit: 2 });
    const service = measured(generationService({ db, writer, providers: [], logger: silentLogger, researchTimeoutMs: 1000 }));
    const jobs = generationJobs({ db, boss, service, logger: silentLogger, leaseSeconds: 600 });
    await jobs.startWorkers(workers);
    return { jobs, stop: async () => (await jobs.stop(1000), await db.close()) };
  }

  /** `npm run worker` in its own process: the same fake LLM, no research providers, loopback only. */
  async function startWorker(): Promise<RunningServer> {
    return startWorkerProcess(
      {
        DATABASE_URL: postgres.url,
        SUPABASE_URL: `http://127.0.0.1:${await freePort()}`,
        SUPABASE_ANON_KEY: 'anon',
        SUPABASE_JWT_SECRET: 'bench-jwt-secret-0123456789abcdef-0123',
        LLM_BASE_URL: fake.baseUrl,
        LLM_API_KEY: 'bench',
        LLM_MODEL: 'bench',
        JOB_WORKERS: String(WORKERS_PER_INSTANCE),
        JOB_LEASE_SECONDS: '600',
      },
      { unset: ['BRAVE_SEARCH_API_KEY', 'SERPER_API_KEY', 'REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET', 'YOUTUBE_API_KEY', 'LLM_IMAGES'] },
    );
  }

  /** A subscriber with room for every article asked of them, and `records` analysed records. */
  async function subscriber(db: Db, n: number, records: number): Promise<{ userId: string; contentIds: string[] }> {
    const { rows } = await db.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [`bench-${n}@example.com`]);
    const userId = rows[0]!.id;
    await db.query("insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', $2)", [userId, PLAN_IDS.Ultimate]);
    const contentIds: string[] = [];
    for (let i = 0; i < records; i++) {
      const { rows: r } = await db.query<{ id: string }>(
        'insert into public.scraped_contents (user_id, url, analysis, credits) values ($1, $2, $3::jsonb, 0) returning id',
        [userId, analysis.url, JSON.stringify(analysis)],
      );
      contentIds.push(r[0]!.id);
    }
    return { userId, contentIds };
  }

  /** Submits and waits; answers the time to the article and the queue's share of it. */
  async function throughQueue(jobs: GenerationJobs, userId: string, contentId: string): Promise<{ ttaMs: number; overheadMs: number }> {
    const t = performance.now();
    const job = await jobs.submit({ userId, contentId, topic: TOPIC });
    if ('outcome' in job) throw new Error(`benchmark job refused: ${job.outcome.kind}`);
    const outcome = await jobs.wait(job.id);
    const ttaMs = performance.now() - t;
    if (outcome?.kind !== 'saved') throw new Error(`benchmark job answered ${outcome?.kind ?? 'nothing'}`);
    return { ttaMs, overheadMs: ttaMs - generationMs.get(job.id)! };
  }

  /** Every job submitted at once through `web` (no workers of its own); the worker processes run them. */
  async function load(web: Instance, offset: number): Promise<{ jobsPerSecond: number; p50: number; p99: number }> {
    const users = await Promise.all(Array.from({ length: LOAD_USERS }, (_, i) => subscriber(admin, offset + i, LOAD_JOBS_PER_USER)));
    const t = performance.now();
    const tta = await Promise.all(
      users.flatMap((u) =>
        u.contentIds.map(async (contentId) => {
          const started = performance.now();
          const job = await web.jobs.submit({ userId: u.userId, contentId, topic: TOPIC });
          if ('outcome' in job) throw new Error(`benchmark job refused: ${job.outcome.kind}`);
          const outcome = await web.jobs.wait(job.id);
          if (outcome?.kind !== 'saved') throw new Error(`benchmark job answered ${outcome?.kind ?? 'nothing'}`);
          return performance.now() - started;
        }),
      ),
    );
    const seconds = (performance.now() - t) / 1000;
    return { jobsPerSecond: tta.length / seconds, p50: percentile(tta, 50), p99: percentile(tta, 99) };
  }

  try {
    await prepareEmbeddedSchema(admin);
    let one: Instance | undefined = await startInstance(WORKERS_PER_INSTANCE);
    let web: Instance | undefined;
    const workers: RunningServer[] = [];
    try {
      // Direct calls first (the service without the queue), then the same jobs through it, one at a time.
      const direct = await subscriber(admin, 0, SEQUENTIAL_JOBS);
      const directMs: number[] = [];
      const directService = generationService({ db: admin, writer, providers: [], logger: silentLogger, researchTimeoutMs: 1000 });
      for (const contentId of direct.contentIds) {
        const { id: jobId } = (await createOrJoinJob(admin, { userId: direct.userId, contentId, topic: TOPIC }))!;
        const t = performance.now();
        await directService.generate({ jobId, userId: direct.userId, contentId, topic: TOPIC });
        directMs.push(performance.now() - t);
      }
      const queued = await subscriber(admin, 1, SEQUENTIAL_JOBS);
      const sequential: { ttaMs: number; overheadMs: number }[] = [];
      for (const contentId of queued.contentIds) sequential.push(await throughQueue(one.jobs, queued.userId, contentId));
      const overhead = percentile(sequential.map((s) => s.overheadMs), 50);

      // From here this process only submits and waits, as a web server with JOB_WORKERS=0.
      await one.stop();
      one = undefined;
      web = await startInstance(0);
      workers.push(await startWorker());
      const single = await load(web, 100);
      workers.push(await startWorker());
      const double = await load(web, 200);
      return {
        fake_llm_call_ms: LLM_DELAY_MS,
        workers_per_process: WORKERS_PER_INSTANCE,
        direct_call_p50_ms: Math.round(percentile(directMs, 50)),
        queued_one_at_a_time_p50_ms: Math.round(percentile(sequential.map((s) => s.ttaMs), 50)),
        queue_overhead_p50_ms: round(overhead),
        queue_overhead_p99_ms: round(percentile(sequential.map((s) => s.overheadMs), 99)),
        'queue_overhead_vs_10s_call_%': round((overhead * 100) / REFERENCE_CALL_MS, 2),
        'target_<=2%_of_10s': overhead <= REFERENCE_CALL_MS * 0.02 ? 'met' : 'missed',
        [`one_worker_process_${LOAD_USERS * LOAD_JOBS_PER_USER}_jobs_per_s`]: round(single.jobsPerSecond, 2),
        one_worker_process_tta_p50_ms: Math.round(single.p50),
        one_worker_process_tta_p99_ms: Math.round(single.p99),
        [`two_worker_processes_${LOAD_USERS * LOAD_JOBS_PER_USER}_jobs_per_s`]: round(double.jobsPerSecond, 2),
        two_worker_processes_tta_p50_ms: Math.round(double.p50),
        two_worker_processes_tta_p99_ms: Math.round(double.p99),
      };
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await web?.stop();
      await one?.stop();
    }
  } finally {
    await admin.close();
    await fake.close();
    await postgres.stop();
  }
}

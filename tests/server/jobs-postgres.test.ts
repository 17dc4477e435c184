import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hs256Signer } from '../../src/server/auth/jwt';
import type { Db } from '../../src/server/db/db';
import { prepareEmbeddedSchema } from '../../src/server/db/open-db';
import { openPgDb } from '../../src/server/db/pg-db';
import { silentLogger } from '../../src/server/logger';
import { generateResponseSchema } from '../../src/shared/contracts/api';
import { PLAN_IDS } from '../../src/shared/plans';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord } from '../fixtures/analyses/records';
import { pipelineResponder } from '../fixtures/llm/pipeline-replies';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server';
import { freePort, startServerProcess, type RunningServer } from '../support/server-process';

/**
 * Issue 18's proof on real PostgreSQL (Debian's package, as supabase-mode.test.ts): two server
 * processes on one database, each running generation workers, against a fake LLM on loopback.
 * Both processes are `src/server/main.ts` as `npm start` runs it, so a SIGKILL is a real crash.
 */
const JWT_SECRET = 'jobs-postgres-jwt-secret-0123456789abcdef';
/** Long enough for a generation on a busy CI machine; the crash test shortens it to wait less. */
const LEASE_SECONDS = 10;
const SHORT_LEASE_SECONDS = 2;
const PROCESS_TIMEOUT_MS = 180_000;

let postgres: PostgresServer;
let owner: Db;
let llm: FakeLlmServer;
let supabaseUrl: string;
/** How long the fake model holds each answer; HOLD catches a generation in the middle. */
let replyDelayMs = 0;
const HOLD = 60_000;

function serverEnv(): Record<string, string> {
  return {
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: 'anon',
    DATABASE_URL: postgres.url,
    SUPABASE_JWT_SECRET: JWT_SECRET,
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'sk-fake',
    LLM_MODEL: 'fake-writer',
    JOB_WORKERS: '3',
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    RATE_LIMIT_GENERATE: '0',
  };
}

beforeAll(async () => {
  [postgres, llm] = await Promise.all([startPostgresServer(), startFakeLlmServer()]);
  owner = openPgDb(postgres.url, silentLogger, 4);
  await prepareEmbeddedSchema(owner);
  supabaseUrl = `http://127.0.0.1:${await freePort()}`;
  const script = pipelineResponder();
  llm.setFallback((req) => {
    const reply = script(req);
    return 'content' in reply ? { ...reply, delayMs: replyDelayMs } : reply;
  });
}, 60_000);

afterAll(async () => {
  await owner?.close();
  await llm?.close();
  await postgres?.stop();
});

async function user(email: string): Promise<{ userId: string; token: string }> {
  const { rows } = await owner.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email]);
  const userId = rows[0]!.id;
  const token = await hs256Signer(JWT_SECRET).sign(
    { iss: `${supabaseUrl}/auth/v1`, sub: userId, aud: 'authenticated', role: 'authenticated', email, session_id: crypto.randomUUID() },
    3600,
  );
  return { userId, token };
}

function generate(server: RunningServer, token: string, contentId: string, signal?: AbortSignal) {
  return fetch(`${server.url}/api/generate-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic: 'How to Dial In Home Espresso', contentId }),
    signal,
  });
}

async function articlesOf(userId: string): Promise<{ count: number; credits: number }> {
  const { rows } = await owner.query<{ count: number; credits: number }>(
    `select coalesce(sum(jsonb_array_length(generated_articles)), 0)::int as count, coalesce(sum(credits), 0)::int as credits
       from public.scraped_contents where user_id = $1`,
    [userId],
  );
  return rows[0]!;
}

async function until<T>(read: () => Promise<T | null | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function jobStage(contentId: string): Promise<string | null> {
  const { rows } = await owner.query<{ stage: string }>('select stage from public.generation_jobs where content_id = $1 order by created_at desc limit 1', [contentId]);
  return rows[0]?.stage ?? null;
}

describe('two server processes on one Postgres', () => {
  it(
    '50 concurrent requests from 10 users: exactly the articles credits and quotas allow, none lost, none charged twice',
    async () => {
      const [a, b] = await Promise.all(['a', 'b'].map((name) => startServerProcess({ ...serverEnv(), LLM_MODEL: `writer-${name}` })));
      const seen = llm.requests.length;
      try {
        const analysis = loadAnalysis('coffee-roaster');
        // Five free users with five records each, holding 1, 1, 1, 0, 0 credits: 3 articles each.
        // Five Starter subscribers (2 a month) with one article already this month: 1 article each.
        const users = await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            const u = await user(`load-${i}@example.com`);
            const subscriber = i >= 5;
            if (subscriber) {
              await owner.query("insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', $2)", [u.userId, PLAN_IDS.Starter]);
            }
            const records: string[] = [];
            for (let r = 0; r < 5; r++) records.push(await insertAnalysedRecord(owner, u.userId, analysis, subscriber ? 0 : r < 3 ? 1 : 0));
            if (subscriber) {
              const earlier = await insertAnalysedRecord(owner, u.userId, analysis, 0);
              await owner.query(`update public.scraped_contents set generated_articles = jsonb_build_array(jsonb_build_object('content', '# Earlier', 'created_at', now())) where id = $1`, [earlier]);
            }
            return { ...u, subscriber, records, allowed: subscriber ? 1 : 3, before: subscriber ? 1 : 0 };
          }),
        );
        const requests = users.flatMap((u) => u.records.map((contentId, r) => ({ u, contentId, server: r % 2 ? a! : b! })));
        const answers = await Promise.all(
          requests.map(async ({ u, contentId, server }) => {
            const res = await generate(server, u.token, contentId);
            return { u, contentId, status: res.status, json: generateResponseSchema.parse(await res.json()) };
          }),
        );
        expect(answers).toHaveLength(50);
        for (const u of users) {
          const mine = answers.filter((x) => x.u === u);
          const saved = mine.filter((x) => x.status === 200);
          expect(saved).toHaveLength(u.allowed);
          expect(mine.filter((x) => x.status === 402)).toHaveLength(5 - u.allowed);
          // Every article answered is stored, once, on the record it was asked for.
          for (const s of saved) {
            const { rows } = await owner.query<{ contents: string[] }>(
              "select jsonb_path_query_array(generated_articles, '$[*].content') as contents from public.scraped_contents where id = $1",
              [s.contentId],
            );
            expect(rows[0]!.contents).toEqual([s.json.article]);
          }
          const stored = await articlesOf(u.userId);
          expect(stored.count).toBe(u.before + u.allowed);
          // Free users paid one credit an article (3 credits → 0); subscribers' records are untouched.
          expect(stored.credits).toBe(0);
        }
        const { rows: open } = await owner.query("select count(*)::int as n from public.generation_jobs where state <> 'done'");
        expect(open[0]).toEqual({ n: 0 });
        // Both processes wrote articles.
        expect(new Set(llm.requests.slice(seen).map((r) => r.body.model))).toEqual(new Set(['writer-a', 'writer-b']));
      } finally {
        await Promise.all([a!.stop(), b!.stop()]);
      }
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'a worker killed mid-generation: the other process completes the job after the lease, one article, one charge',
    async () => {
      // Each process names its own model, so the fake LLM's log tells which one is writing.
      const servers = await Promise.all(['a', 'b'].map((name) => startServerProcess({ ...serverEnv(), JOB_WORKERS: '1', JOB_LEASE_SECONDS: String(SHORT_LEASE_SECONDS), LLM_MODEL: `writer-${name}` })));
      try {
        const u = await user('crash@example.com');
        const contentId = await insertAnalysedRecord(owner, u.userId, loadAnalysis('coffee-roaster'), 1);
        replyDelayMs = HOLD;
        const seen = llm.requests.length;
        const pending = generate(servers[0]!, u.token, contentId).then(
          async (res) => ({ status: res.status, json: generateResponseSchema.parse(await res.json()) }),
          (err: unknown) => err,
        );
        const first = await until(async () => llm.requests[seen]);
        const victim = first.body.model === 'writer-a' ? 0 : 1;
        const survivor = servers[1 - victim]!;
        servers[victim]!.process.kill('SIGKILL');
        replyDelayMs = 0;

        // The survivor's maintenance finds the lease run out and its worker retries the job.
        await until(async () => (await jobStage(contentId)) === 'saved');
        expect(await articlesOf(u.userId)).toEqual({ count: 1, credits: 0 });
        const { rows } = await owner.query<{ model: string }>("select generated_articles->0->>'model' as model from public.scraped_contents where id = $1", [contentId]);
        expect(rows[0]!.model).toBe(victim === 0 ? 'writer-b' : 'writer-a');
        const answer = await pending;
        // A client connected to the killed process lost its answer; the other one got the article.
        if (survivor === servers[0]) expect(answer).toMatchObject({ status: 200, json: { creditsRemaining: 0, engine: 'llm', error: null } });
        else expect(answer).toBeInstanceOf(Error);
      } finally {
        replyDelayMs = 0;
        await Promise.all(servers.map((server) => server.stop()));
      }
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'a client that drops the connection mid-generation: the job finishes, the article is saved and charged once',
    async () => {
      // A held answer times out and is asked again (the LLM client's retry), by then answered at once.
      const a = await startServerProcess({ ...serverEnv(), LLM_TIMEOUT_MS: '2000' });
      try {
        const u = await user('dropped@example.com');
        const contentId = await insertAnalysedRecord(owner, u.userId, loadAnalysis('coffee-roaster'), 1);
        replyDelayMs = HOLD;
        const client = new AbortController();
        const pending = generate(a, u.token, contentId, client.signal).catch((err: unknown) => err);
        await until(async () => (await jobStage(contentId)) === 'sections');
        client.abort();
        expect(await pending).toBeInstanceOf(Error);
        replyDelayMs = 0;
        // The job goes on and saves what the spec's on-load rule shows (the record's last article).
        await until(async () => (await jobStage(contentId)) === 'saved');
        expect(await articlesOf(u.userId)).toEqual({ count: 1, credits: 0 });
      } finally {
        replyDelayMs = 0;
        await a.stop();
      }
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'SIGTERM: the process takes no more jobs, finishes the running one, saves it and exits cleanly',
    async () => {
      // A lease longer than the generation: the job is finished here, not retried elsewhere.
      const a = await startServerProcess({ ...serverEnv(), JOB_WORKERS: '1', JOB_LEASE_SECONDS: '60' });
      try {
        const u = await user('sigterm@example.com');
        const contentId = await insertAnalysedRecord(owner, u.userId, loadAnalysis('coffee-roaster'), 1);
        replyDelayMs = 300;
        const pending = generate(a, u.token, contentId).catch((err: unknown) => err);
        await until(async () => (await jobStage(contentId)) === 'sections');
        const exited = new Promise<number | null>((resolve) => a.process.once('exit', (code) => resolve(code)));
        a.process.kill('SIGTERM');
        expect(await exited).toBe(0);
        await pending;
        expect(await jobStage(contentId)).toBe('saved');
        expect(await articlesOf(u.userId)).toEqual({ count: 1, credits: 0 });
      } finally {
        replyDelayMs = 0;
        await a.stop();
      }
    },
    PROCESS_TIMEOUT_MS,
  );
});

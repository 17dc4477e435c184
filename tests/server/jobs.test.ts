import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../src/shared/contracts/api';
import { currentJobResponseSchema, JOB_STAGES, jobEventSchema, type JobEvent } from '../../src/shared/contracts/jobs';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { pacedPipelineResponder } from '../fixtures/llm/pipeline-replies';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The generation jobs in one process on embedded PGlite: progress as Server-Sent Events, the
 * current job for a reloaded chat, joining a running job, and a request that goes away.
 */
let server: TestServer;
let llm: FakeLlmServer;
/** Each model answer waits this long, so a generation can be watched while it runs. */
const pace = { ms: 0 };

beforeAll(async () => {
  llm = await startFakeLlmServer();
  llm.setFallback(pacedPipelineResponder(pace));
  server = await startTestServer({ env: { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-fake', LLM_MODEL: 'fake-writer' } });
});
afterAll(async () => {
  await server.stop();
  await llm.close();
});

const topic = 'How to Dial In Home Espresso';

function generate(token: string, contentId: string, signal?: AbortSignal) {
  return fetch(`${server.url}/api/generate-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic, contentId }),
    signal,
  });
}

async function currentJob(token: string) {
  const res = await fetch(`${server.url}/api/jobs/current`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return currentJobResponseSchema.parse(await res.json()).job;
}

async function until<T>(read: () => Promise<T | null | undefined>): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

/** Reads a text/event-stream to its end, as the browser's fetch reader does. */
async function readEvents(res: Response): Promise<JobEvent[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: progress'))
    .map((block) => jobEventSchema.parse(JSON.parse(block.split('\n').find((l) => l.startsWith('data: '))!.slice('data: '.length))));
}

describe('GET /api/jobs/:id/events', () => {
  it('streams the stages of the owner’s job in order with a growing share, ending with saved', async () => {
    pace.ms = 150;
    const { accessToken, userId } = await server.signIn('events@example.com');
    const contentId = await insertAnalysedRecord(server.db, userId, loadAnalysis('coffee-roaster'));
    const pending = generate(accessToken, contentId);
    const job = await until(() => currentJob(accessToken));
    expect(job).toMatchObject({ contentId, topic, done: false });

    const res = await fetch(`${server.url}/api/jobs/${job.jobId}/events`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(res);
    const answer = generateResponseSchema.parse(await (await pending).json());
    expect(answer.article).toBeTruthy();

    const stages = events.map((e) => e.stage);
    expect(stages.at(-1)).toBe('saved');
    expect(events.at(-1)).toMatchObject({ progress: 1, done: true, jobId: job.jobId });
    // In the order the pipeline runs them, never back, and never done before the article is saved.
    const order = stages.map((s) => JOB_STAGES.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(stages).toContain('sections');
    const shares = events.map((e) => e.progress);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(events.slice(0, -1).every((e) => !e.done && e.progress < 1)).toBe(true);
    expect(await currentJob(accessToken)).toBeNull();
  });

  it('answers 404 for another user’s job, 400 for a malformed id and 401 without a session', async () => {
    pace.ms = 0;
    const owner = await server.signIn('owner-of-job@example.com');
    const other = await server.signIn('not-the-owner@example.com');
    const contentId = await insertAnalysedRecord(server.db, owner.userId, loadAnalysis('coffee-roaster'));
    const pending = generate(owner.accessToken, contentId);
    const { rows } = await until(async () => {
      const found = await server.db.query<{ id: string }>('select id from public.generation_jobs where content_id = $1', [contentId]);
      return found.rows.length ? found : null;
    });
    const id = rows[0]!.id;
    expect((await fetch(`${server.url}/api/jobs/${id}/events`, { headers: { authorization: `Bearer ${other.accessToken}` } })).status).toBe(404);
    expect(await currentJob(other.accessToken)).toBeNull();
    expect((await fetch(`${server.url}/api/jobs/not-a-uuid/events`, { headers: { authorization: `Bearer ${owner.accessToken}` } })).status).toBe(400);
    expect((await fetch(`${server.url}/api/jobs/${id}/events`)).status).toBe(401);
    expect((await pending).status).toBe(200);
  });
});

describe('POST /api/generate-article on jobs', () => {
  it('a second request for the same record while the job runs joins it: one article, one charge, both answered', async () => {
    pace.ms = 100;
    const { accessToken, userId } = await server.signIn('joiner@example.com');
    const contentId = await insertAnalysedRecord(server.db, userId, loadAnalysis('coffee-roaster'), 2);
    const first = generate(accessToken, contentId);
    await until(() => currentJob(accessToken));
    const second = generate(accessToken, contentId);
    const answers = await Promise.all([first, second].map(async (p) => generateResponseSchema.parse(await (await p).json())));
    expect(answers[0]!.article).toBeTruthy();
    expect(answers[1]).toEqual(answers[0]);
    const stored = await readRecord(server.db, contentId);
    expect(stored.credits).toBe(1);
    expect(stored.generated_articles).toHaveLength(1);
  });

  it('a request whose client goes away leaves its job running: the article is saved and charged once', async () => {
    pace.ms = 150;
    const { accessToken, userId } = await server.signIn('goes-away@example.com');
    const contentId = await insertAnalysedRecord(server.db, userId, loadAnalysis('coffee-roaster'));
    const client = new AbortController();
    const pending = generate(accessToken, contentId, client.signal).catch((err: unknown) => err);
    await until(async () => (await currentJob(accessToken))?.stage === 'sections');
    client.abort();
    expect(await pending).toBeInstanceOf(Error);
    await until(async () => ((await readRecord(server.db, contentId)).generated_articles.length ? true : null));
    expect(await readRecord(server.db, contentId)).toMatchObject({ credits: 0, paywall_shown: true });
    expect(await currentJob(accessToken)).toBeNull();
  });
});

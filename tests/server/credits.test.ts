import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitArticle, type SavedArticle } from '../../src/server/generation/article-store';
import { createOrJoinJob } from '../../src/server/generation/jobs/job-store';
import { generateResponseSchema } from '../../src/shared/contracts/api';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { startTestServer, type TestServer } from '../support/test-server';

const topic = 'Companion Planting in a Raised Bed';

function post(server: TestServer, accessToken: string, contentId: string) {
  return fetch(`${server.url}/api/generate-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ topic, contentId }),
  });
}

describe('credits under concurrency', () => {
  it('50 concurrent requests against a record with 1 credit: one article for all who joined its job, paywalls after, never below 0', async () => {
    const server = await startTestServer();
    try {
      const { accessToken, userId } = await server.signIn('race@example.com');
      const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'), 1);
      const answers = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const res = await post(server, accessToken, id);
          return { status: res.status, json: generateResponseSchema.parse(await res.json()) };
        }),
      );
      // Requests that arrive while the job runs join it and get its article; later ones start a
      // job of their own, which finds the credit gone.
      const saved = answers.filter((a) => a.status === 200);
      const paywalled = answers.filter((a) => a.status === 402);
      expect(saved.length).toBeGreaterThanOrEqual(1);
      expect(new Set(saved.map((s) => s.json.article)).size).toBe(1);
      expect(saved.every((s) => s.json.creditsRemaining === 0)).toBe(true);
      expect(saved.length + paywalled.length).toBe(50);
      for (const p of paywalled) {
        expect(p.json).toMatchObject({ article: null, showPaywall: true, error: 'No credits remaining. Please subscribe to continue.' });
      }
      const record = await readRecord(server.db, id);
      expect(record.credits).toBe(0);
      expect(record.generated_articles).toHaveLength(1);
      expect(record.paywall_shown).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

describe('the credit commit itself', () => {
  it('is idempotent on the job: 50 concurrent commits of one job (retried attempts) save one article and charge once', async () => {
    const server = await startTestServer();
    try {
      const { userId } = await server.signIn('commit-race@example.com');
      const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'), 2);
      const job = (await createOrJoinJob(server.db, { userId, contentId: id, topic }))!;
      const article = { content: '# A\n', created_at: new Date().toISOString(), topic } as unknown as SavedArticle;
      const results = await Promise.all(Array.from({ length: 50 }, () => commitArticle(server.db, { id: job.id, userId, contentId: id }, article, new Date())));
      for (const r of results) expect(r).toEqual({ kind: 'saved', article, creditsRemaining: 1 });
      expect(await readRecord(server.db, id)).toMatchObject({ credits: 1, paywall_shown: false });
      expect((await readRecord(server.db, id)).generated_articles).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  it('re-checks the credit in its transaction: a later job on a record without credits saves nothing', async () => {
    const server = await startTestServer();
    try {
      const { userId } = await server.signIn('commit-recheck@example.com');
      const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'), 1);
      const article = { content: '# A\n', created_at: new Date().toISOString(), topic } as unknown as SavedArticle;
      const first = (await createOrJoinJob(server.db, { userId, contentId: id, topic }))!;
      expect(await commitArticle(server.db, { id: first.id, userId, contentId: id }, article, new Date())).toMatchObject({ kind: 'saved', creditsRemaining: 0 });
      const second = (await createOrJoinJob(server.db, { userId, contentId: id, topic }))!;
      expect(second.id).not.toBe(first.id);
      expect(await commitArticle(server.db, { id: second.id, userId, contentId: id }, article, new Date())).toEqual({ kind: 'no-credits' });
      expect(await readRecord(server.db, id)).toMatchObject({ credits: 0, paywall_shown: true });
      expect((await readRecord(server.db, id)).generated_articles).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});

describe('persistence across a restart', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('keeps articles and credits when the server restarts between requests', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rankscribe-credits-'));
    dirs.push(dataDir);

    const first = await startTestServer({ dataDir });
    const { accessToken, userId } = await first.signIn('restart@example.com');
    const id = await insertAnalysedRecord(first.db, userId, loadAnalysis('garden-blog'), 2);
    const one = generateResponseSchema.parse(await (await post(first, accessToken, id)).json());
    expect(one.creditsRemaining).toBe(1);
    await first.stop();

    const second = await startTestServer({ dataDir });
    try {
      const again = await second.signIn('restart@example.com');
      expect(again.userId).toBe(userId);
      const before = await readRecord(second.db, id);
      expect(before.credits).toBe(1);
      expect(before.generated_articles).toHaveLength(1);
      expect(before.generated_articles[0]!.content).toBe(one.article);

      const two = generateResponseSchema.parse(await (await post(second, again.accessToken, id)).json());
      expect(two.creditsRemaining).toBe(0);
      const after = await readRecord(second.db, id);
      expect(after.generated_articles.map((a) => a.content)).toEqual([one.article, two.article]);
    } finally {
      await second.stop();
    }
  });
});

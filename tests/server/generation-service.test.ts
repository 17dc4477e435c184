import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationService } from '../../src/server/generation/generation.service';
import { createOrJoinJob } from '../../src/server/generation/jobs/job-store';
import type { ResearchProvider } from '../../src/server/generation/research/research-source';
import { offlineWriter } from '../../src/server/generation/writer/offline.writer';
import { silentLogger } from '../../src/server/logger';
import { FREE_ARTICLE_LACKS, PLAN_IDS } from '../../src/shared/plans';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A provider standing in at the edge: what a search API returned, recorded calls. */
function fakeProvider(calls: string[]): ResearchProvider {
  return {
    name: 'competitors',
    label: 'Fake search',
    research: async ({ topic }) => {
      calls.push(topic);
      return [
        {
          kind: 'competitor',
          url: 'https://irs-guide.example/estimated-taxes',
          title: 'Estimated taxes, explained',
          facts: [
            {
              text: 'Estimated tax payments are due four times a year.',
              passage: 'Estimated tax payments are due four times a year. Each payment covers income earned in the previous months.',
            },
          ],
        },
      ];
    },
  };
}

const topic = 'Quarterly Estimated Taxes for Freelancers';

/** The job a generation runs as (its commit is idempotent on the job's id). */
async function jobFor(userId: string, contentId: string, jobTopic = topic): Promise<string> {
  return (await createOrJoinJob(server.db, { userId, contentId, topic: jobTopic }))!.id;
}

describe('generation service: research reaches the article only for paid plans', () => {
  it('a subscriber gets research facts, linked to the fetched source and recorded in the ledger', async () => {
    const calls: string[] = [];
    const service = generationService({ db: server.db, writer: offlineWriter(), providers: [fakeProvider(calls)], logger: silentLogger, researchTimeoutMs: 1000 });
    const { userId } = await server.signIn('paid-research@example.com');
    await server.db.query("insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', $2)", [userId, PLAN_IDS.Growth]);
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('sample-site'), 0);

    const outcome = await service.generate({ jobId: await jobFor(userId, id), userId, contentId: id, topic });
    expect(outcome.kind).toBe('saved');
    if (outcome.kind !== 'saved') return;
    expect(calls).toEqual([topic]);
    expect(outcome.article.content).toContain(
      'Estimated tax payments are due four times a year. ([Estimated taxes, explained](https://irs-guide.example/estimated-taxes))',
    );
    const ledger = outcome.article.sources.find((s) => s.kind === 'competitor')!;
    expect(ledger).toEqual({
      id: 'S1',
      kind: 'competitor',
      url: 'https://irs-guide.example/estimated-taxes',
      title: 'Estimated taxes, explained',
      claims: [{ text: 'Estimated tax payments are due four times a year.', passage: expect.stringContaining('due four times a year') }],
    });
    expect(outcome.article.research).toEqual({ used: ['competitors'], failed: [] });
    expect(outcome.article.score.checks.find((c) => c.id === 'external-links')!.ok).toBe(true);
  });

  it('a free article calls no provider and lacks exactly what FREE_ARTICLE_LACKS lists', async () => {
    expect(FREE_ARTICLE_LACKS.map((f) => f.feature)).toEqual(['research', 'externalLinks', 'images', 'fullLength']);
    const calls: string[] = [];
    const service = generationService({ db: server.db, writer: offlineWriter(), providers: [fakeProvider(calls)], logger: silentLogger, researchTimeoutMs: 1000 });
    const { userId } = await server.signIn('free-research@example.com');
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('sample-site'));

    const outcome = await service.generate({ jobId: await jobFor(userId, id), userId, contentId: id, topic });
    expect(outcome.kind).toBe('saved');
    if (outcome.kind !== 'saved') return;
    expect(calls).toEqual([]);
    expect(outcome.article.content).not.toContain('irs-guide.example');
    expect(outcome.article.sources.every((s) => s.kind === 'site')).toBe(true);
    expect(outcome.article.score.checks.find((c) => c.id === 'external-links')).toBeUndefined();
    expect((await readRecord(server.db, id)).credits).toBe(0);
  });

  it('a writer failure takes nothing', async () => {
    const failing = { engine: 'llm' as const, model: 'broken', write: () => Promise.reject(new Error('writer exploded')) };
    const service = generationService({ db: server.db, writer: failing, providers: [], logger: silentLogger, researchTimeoutMs: 1000 });
    const { userId } = await server.signIn('writer-fails@example.com');
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'));
    await expect(service.generate({ jobId: await jobFor(userId, id, 'Composting at Home'), userId, contentId: id, topic: 'Composting at Home' })).rejects.toThrow('writer exploded');
    expect(await readRecord(server.db, id)).toMatchObject({ credits: 1, paywall_shown: false, generated_articles: [] });
  });
});

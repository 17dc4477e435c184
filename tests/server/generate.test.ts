import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema, type GenerateResponse } from '../../src/shared/contracts/api';
import { FREE_TRIAL, MAX_WORDS_PER_ARTICLE, PLAN_IDS } from '../../src/shared/plans';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function generate(token: string | null, body: unknown): Promise<{ status: number; json: GenerateResponse }> {
  const res = await fetch(`${server.url}/api/generate-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = generateResponseSchema.parse(await res.json());
  return { status: res.status, json };
}

const topic = 'How to Dial In Home Espresso';

describe('POST /api/generate-article: contract and errors', () => {
  it('answers 401 Authentication Required without a session, in the contract shape', async () => {
    const { status, json } = await generate(null, { topic, contentId: crypto.randomUUID() });
    expect(status).toBe(401);
    expect(json).toEqual({ article: null, creditsRemaining: 0, showPaywall: false, contentId: null, error: 'Authentication Required' });
  });

  it("answers the CORS preflight for the app's own origin only (the service may be deployed apart)", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/generate-article`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
    const own = await preflight(server.url);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(own.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect((await preflight('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 400 for bad input', async () => {
    const { accessToken } = await server.signIn('bad-input@example.com');
    for (const body of [{}, { topic: '', contentId: crypto.randomUUID() }, { topic, contentId: 'not-a-uuid' }, { topic: 'x'.repeat(201), contentId: crypto.randomUUID() }]) {
      const { status, json } = await generate(accessToken, body);
      expect(status).toBe(400);
      expect(json.article).toBeNull();
      expect(json.error).toMatch(/topic/);
    }
  });

  it("answers 404 for another user's record and takes nothing from it", async () => {
    const owner = await server.signIn('owner@example.com');
    const other = await server.signIn('other@example.com');
    const id = await insertAnalysedRecord(server.db, owner.userId, loadAnalysis('coffee-roaster'));
    const { status, json } = await generate(other.accessToken, { topic, contentId: id });
    expect(status).toBe(404);
    expect(json.article).toBeNull();
    expect(await readRecord(server.db, id)).toMatchObject({ credits: 1, generated_articles: [] });
    expect((await generate(other.accessToken, { topic, contentId: crypto.randomUUID() })).status).toBe(404);
  });
});

describe('POST /api/generate-article: free trial with the offline engine', () => {
  it('writes, scores and saves one article, then answers the paywall', async () => {
    const { accessToken, userId } = await server.signIn('free@example.com');
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('coffee-roaster'));

    const first = await generate(accessToken, { topic, contentId: id });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ creditsRemaining: 0, showPaywall: false, contentId: id, error: null, engine: 'offline' });
    expect(first.json.article).toMatch(/^# How to Dial In Home Espresso\n/);
    expect(first.json.score!.score).toBeGreaterThan(0);

    const stored = await readRecord(server.db, id);
    expect(stored.credits).toBe(0);
    expect(stored.paywall_shown).toBe(true);
    expect(stored.generated_articles).toHaveLength(1);
    const saved = stored.generated_articles[0]!;
    expect(saved).toMatchObject({ content: first.json.article, topic, engine: 'offline', model: 'offline' });
    // The offline engine writes as much as the site supports (issue 15: specific beats padded), within the free limit.
    expect(saved.word_count as number).toBeGreaterThan(100);
    expect(saved.word_count as number).toBeLessThanOrEqual(FREE_TRIAL.maxWords);
    expect(first.json.score!.checks.find((c) => c.id === 'claims-supported')!.ok).toBe(true);
    expect(new Date(saved.created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(saved.score).toEqual(first.json.score);
    expect((saved.sources as unknown[]).length).toBeGreaterThan(0);
    expect(saved.research).toEqual({ used: [], failed: [] });

    const second = await generate(accessToken, { topic, contentId: id });
    expect(second.status).toBe(402);
    expect(second.json).toEqual({
      article: null,
      creditsRemaining: 0,
      showPaywall: true,
      contentId: id,
      error: 'No credits remaining. Please subscribe to continue.',
    });
    expect((await readRecord(server.db, id)).generated_articles).toHaveLength(1);
  });
});

describe('POST /api/generate-article: subscribers', () => {
  async function subscriber(email: string, sub: { status: string; plan: keyof typeof PLAN_IDS; endsAt?: Date | null }) {
    const user = await server.signIn(email);
    await server.db.query(
      `insert into public.user_subscriptions (user_id, status, plan_id, current_period_start, current_period_end, ends_at)
       values ($1, $2, $3, now() - interval '3 days', now() + interval '27 days', $4)`,
      [user.userId, sub.status, PLAN_IDS[sub.plan], sub.endsAt ?? null],
    );
    return user;
  }

  it("counts the plan's monthly quota over the billing period, across records, without touching record credits", async () => {
    const { accessToken, userId } = await subscriber('starter@example.com', { status: 'active', plan: 'Starter' });
    const a = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'), 0);
    const b = await insertAnalysedRecord(server.db, userId, loadAnalysis('dental-clinic'), 0);
    // An article from last period does not count against this one.
    await server.db.query(
      `update public.scraped_contents set generated_articles = jsonb_build_array(jsonb_build_object('content', 'old', 'created_at', (now() - interval '40 days')::text)) where id = $1`,
      [a],
    );

    const one = await generate(accessToken, { topic: 'Companion Planting in a Raised Bed', contentId: a });
    expect(one.status).toBe(200);
    expect(one.json.creditsRemaining).toBe(1);
    const two = await generate(accessToken, { topic: 'Teeth Whitening vs Whitening Toothpaste', contentId: b });
    expect(two.json.creditsRemaining).toBe(0);
    const three = await generate(accessToken, { topic: 'Companion Planting in a Raised Bed', contentId: a });
    expect(three.status).toBe(402);
    expect(three.json.showPaywall).toBe(true);
    expect((await readRecord(server.db, a)).credits).toBe(0);
    expect((await readRecord(server.db, a)).generated_articles).toHaveLength(2);
  });

  it('gives subscribers the full article: no free-trial word cap', async () => {
    const { accessToken, userId } = await subscriber('growth@example.com', { status: 'on_trial', plan: 'Growth' });
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('coffee-roaster'), 0);
    const { status, json } = await generate(accessToken, { topic, contentId: id });
    expect(status).toBe(200);
    expect(json.creditsRemaining).toBe(19);
    const saved = (await readRecord(server.db, id)).generated_articles[0]!;
    expect(saved.word_count as number).toBeLessThanOrEqual(MAX_WORDS_PER_ARTICLE);
    // Scored as a subscriber's article: images are expected of it, unlike the free one.
    expect(json.score!.checks.map((c) => c.id)).toContain('images');
  });

  it('honours a cancelled subscription until ends_at, then falls back to record credits', async () => {
    const grace = await subscriber('grace@example.com', { status: 'cancelled', plan: 'Beginner', endsAt: new Date(Date.now() + 86_400_000) });
    const g = await insertAnalysedRecord(server.db, grace.userId, loadAnalysis('saas-invoicing'), 0);
    expect((await generate(grace.accessToken, { topic: 'Invoicing Software for Freelancers', contentId: g })).json.creditsRemaining).toBe(9);

    const lapsed = await subscriber('lapsed@example.com', { status: 'cancelled', plan: 'Beginner', endsAt: new Date(Date.now() - 86_400_000) });
    const l = await insertAnalysedRecord(server.db, lapsed.userId, loadAnalysis('saas-invoicing'), 0);
    expect((await generate(lapsed.accessToken, { topic: 'Invoicing Software for Freelancers', contentId: l })).status).toBe(402);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLemonPayload } from '../../src/server/billing/lemon-signature';
import { simulatedSubscriptionEvent } from '../../src/server/billing/simulated-event';
import { PLANS, type PlanName } from '../../src/shared/plans';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord } from '../fixtures/analyses/records';
import { startTestServer, type TestServer } from '../support/test-server';

const SECRET = 'quota-test-webhook-secret-0123';
const DAY = 86_400_000;

/**
 * Quotas end to end: the subscription arrives through the signed webhook (not a hand-written row),
 * then the plan's monthly articles are spent through POST /api/generate-article.
 */
describe('monthly quotas per plan', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LEMONSQUEEZY_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function webhook(payload: unknown) {
    const raw = JSON.stringify(payload);
    const res = await fetch(`${server.url}/api/webhooks/lemonsqueezy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signLemonPayload(SECRET, raw) },
      body: raw,
    });
    return ((await res.json()) as { outcome: string }).outcome;
  }

  async function generate(token: string, contentId: string) {
    const res = await fetch(`${server.url}/api/generate-article`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ topic: 'How to Choose a Bookkeeper for a Small Business', contentId }),
    });
    return { status: res.status, json: (await res.json()) as { creditsRemaining: number; showPaywall: boolean; article: string | null } };
  }

  /** A subscriber whose current period began 20 days ago, with `used` articles already written in it. */
  async function subscriberWithArticles(plan: PlanName, used: number) {
    const { accessToken, userId } = await server.signIn(`${plan.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`);
    expect(await webhook(simulatedSubscriptionEvent({ planName: plan, userId, now: new Date(Date.now() - 20 * DAY) }))).toBe('applied');
    const contentId = await insertAnalysedRecord(server.db, userId, loadAnalysis('sample-site'), 0);
    const recent = new Date(Date.now() - 60_000).toISOString();
    await server.db.query(
      `update public.scraped_contents
          set generated_articles = (select coalesce(jsonb_agg(jsonb_build_object('content', 'earlier', 'created_at', $2::text)), '[]'::jsonb)
                                      from generate_series(1, $3::int))
        where id = $1`,
      [contentId, recent, used],
    );
    return { accessToken, userId, contentId };
  }

  it.each(PLANS.map((p) => [p.name, p.articlesPerMonth] as const))(
    '%s: article number %i is the last one this period, the next is paywalled',
    async (plan, quota) => {
      const { accessToken, contentId } = await subscriberWithArticles(plan, quota - 1);
      const last = await generate(accessToken, contentId);
      expect(last.status).toBe(200);
      expect(last.json.article).toBeTruthy();
      expect(last.json.creditsRemaining).toBe(0);
      const next = await generate(accessToken, contentId);
      expect(next.json.showPaywall).toBe(true);
      expect(next.json.article).toBeNull();
    },
  );

  it('a renewal starts a new billing period with a fresh count', async () => {
    const { accessToken, userId, contentId } = await subscriberWithArticles('Starter', 2);
    expect((await generate(accessToken, contentId)).json.showPaywall).toBe(true);
    // Lemon Squeezy's renewal: subscription_updated with the next renews_at, newer updated_at.
    expect(await webhook(simulatedSubscriptionEvent({ planName: 'Starter', userId, eventName: 'subscription_updated' }))).toBe('applied');
    const fresh = await generate(accessToken, contentId);
    expect(fresh.status).toBe(200);
    expect(fresh.json.creditsRemaining).toBe(1);
  });

  it('an expired subscription falls back to the free rules', async () => {
    const { accessToken, userId, contentId } = await subscriberWithArticles('Ultimate', 0);
    expect(await webhook(simulatedSubscriptionEvent({ planName: 'Ultimate', userId, status: 'expired', eventName: 'subscription_expired' }))).toBe('applied');
    const res = await generate(accessToken, contentId);
    expect(res.json.showPaywall).toBe(true);
  });
});

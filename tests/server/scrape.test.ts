import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeResponseSchema } from '../../src/shared/contracts/api';
import { PLAN_IDS } from '../../src/shared/plans';
import { startFixtureSite, staticSite, type FixtureSite } from '../support/fixture-sites';
import { startTestServer, type TestServer } from '../support/test-server';

/** The credits rule, concurrency and the failure answers of POST /api/analyze/scrape. */
let server: TestServer;
let business: FixtureSite;
let faults: FixtureSite;

beforeAll(async () => {
  [server, business, faults] = await Promise.all([
    startTestServer({ env: { FETCH_TIMEOUT_MS: '2500', ANALYSES_PER_HOUR: '2', CRAWL_MAX_PAGES: '3' } }),
    startFixtureSite(staticSite('business')),
    startFixtureSite((req, res) => {
      switch (req.url) {
        case '/report.pdf':
          res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
          return;
        case '/busy':
          res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Busy</h1>');
          return;
        case '/gone':
          res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Gone</h1>');
          return;
        case '/huge':
          res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${'big '.repeat(1_000_000)}</p>`);
          return;
        case '/hang':
          return;
        default:
          res.writeHead(404).end();
      }
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.stop(), business.close(), faults.close()]);
});

async function scrape(token: string, url: string) {
  const res = await fetch(`${server.url}/api/analyze/scrape`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url }),
  });
  return { status: res.status, json: scrapeResponseSchema.parse(await res.json()) };
}

async function rowsOf(userId: string) {
  const { rows } = await server.db.query<{ id: string; paywall_shown: boolean; credits: number; analysed: boolean }>(
    'select id, paywall_shown, credits, analysis is not null as analysed from public.scraped_contents where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

describe('free trial: one analysis', () => {
  it('analyses once, then answers showPaywall without crawling and marks the newest record', async () => {
    const { accessToken, userId } = await server.signIn('free@example.com');
    const first = await scrape(accessToken, `${business.origin}/`);
    expect(first.status).toBe(200);
    expect(first.json.success).toBe(true);
    const requestsAfterFirst = business.requests.length;

    const second = await scrape(accessToken, `${business.origin}/services.html`);
    expect(second.status).toBe(402);
    expect(second.json).toMatchObject({ success: false, showPaywall: true, retryable: false, contentId: first.json.contentId });
    expect(business.requests.length).toBe(requestsAfterFirst);
    expect(await rowsOf(userId)).toEqual([{ id: first.json.contentId, paywall_shown: true, credits: 1, analysed: true }]);
  });

  it('lets concurrent analyses by one free user create at most one row', async () => {
    const { accessToken, userId } = await server.signIn('racer@example.com');
    const answers = await Promise.all([1, 2, 3, 4].map(() => scrape(accessToken, `${business.origin}/`)));
    expect(answers.filter((a) => a.json.success)).toHaveLength(1);
    for (const a of answers.filter((x) => !x.json.success)) {
      expect([402, 409]).toContain(a.status);
    }
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('does not spend the trial on a failed analysis', async () => {
    const { accessToken, userId } = await server.signIn('unlucky@example.com');
    expect((await scrape(accessToken, `${faults.origin}/gone`)).status).toBe(422);
    expect(await rowsOf(userId)).toEqual([]);
    expect((await scrape(accessToken, `${business.origin}/`)).json.success).toBe(true);
  });
});

describe('subscribers', () => {
  it('analyse beyond the trial within the fair-use limit', async () => {
    const { accessToken, userId } = await server.signIn('subscriber@example.com');
    await server.db.query("insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', $2)", [userId, PLAN_IDS.Growth]);
    expect((await scrape(accessToken, `${business.origin}/`)).json.success).toBe(true);
    expect((await scrape(accessToken, `${business.origin}/about.html`)).json.success).toBe(true);
    const third = await scrape(accessToken, `${business.origin}/contact.html`);
    expect(third.status).toBe(429);
    expect(third.json).toMatchObject({ success: false, showPaywall: false, retryable: false, error: expect.stringContaining('2 analyses per hour') });
  });

  it('keeps a cancelled subscription working until it ends, then applies the trial rule', async () => {
    const { accessToken, userId } = await server.signIn('leaving@example.com');
    await server.db.query(
      "insert into public.user_subscriptions (user_id, status, plan_id, ends_at) values ($1, 'cancelled', $2, now() + interval '3 days')",
      [userId, PLAN_IDS.Starter],
    );
    expect((await scrape(accessToken, `${business.origin}/`)).json.success).toBe(true);
    expect((await scrape(accessToken, `${business.origin}/`)).json.success).toBe(true);
    await server.db.query("update public.user_subscriptions set ends_at = now() - interval '1 day' where user_id = $1", [userId]);
    expect((await scrape(accessToken, `${business.origin}/`)).json.showPaywall).toBe(true);
  });
});

describe('failures carry the right retryable', () => {
  let token: string;
  beforeAll(async () => {
    const { accessToken, userId } = await server.signIn('failures@example.com');
    // A subscriber, so every attempt is analysed rather than paywalled.
    await server.db.query("insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'on_trial', $2)", [userId, PLAN_IDS.Ultimate]);
    token = accessToken;
  });

  it.each([
    ['a non-HTML URL', '/report.pdf', 422, false, /does not point to a web page/],
    ['a missing page', '/gone', 422, false, /HTTP 404/],
    ['a huge page', '/huge', 422, false, /too large/],
    ['a server error', '/busy', 502, true, /HTTP 503/],
    ['a server that never answers', '/hang', 502, true, /too long/],
  ])('%s', async (_name, path, status, retryable, message) => {
    const answer = await scrape(token, `${faults.origin}${path}`);
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ success: false, contentId: null, showPaywall: false, retryable });
    expect(answer.json.error).toMatch(message);
  });

  it('a page robots.txt disallows is refused without being fetched', async () => {
    const answer = await scrape(token, `${business.origin}/private/secret.html`);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ retryable: false, error: expect.stringContaining('robots.txt') });
    expect(business.requests).not.toContain('/private/secret.html');
  });
});

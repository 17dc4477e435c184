import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeResponseSchema, topicsResponseSchema } from '../../src/shared/contracts/api';
import { siteAnalysisSchema } from '../../src/shared/site-analysis';
import { BLOCKED_DOMAIN_MESSAGE, INVALID_URL_MESSAGE } from '../../src/shared/url-rules';
import { startTestServer, type TestServer } from '../support/test-server';

/** The whole analysis flow against the real app, analysing the bundled sample site it serves. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function post(path: string, token: string | null, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}
const scrape = async (token: string | null, url: unknown) => {
  const { status, json } = await post('/api/analyze/scrape', token, { url });
  return { status, json: scrapeResponseSchema.parse(json) };
};
const topics = async (token: string | null, contentId: unknown) => {
  const { status, json } = await post('/api/analyze/topics', token, { contentId });
  return { status, json: topicsResponseSchema.parse(json) };
};

describe('the sample site', () => {
  it('is served with its sitemap and robots.txt pointing at this server', async () => {
    const home = await fetch(`${server.url}/sample-site/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('Harbor &amp; Pine Bookkeeping');
    const sitemap = await (await fetch(`${server.url}/sample-site/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/sample-site/blog/</loc>`);
    const robots = await (await fetch(`${server.url}/sample-site/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sample-site/sitemap.xml`);
    expect((await fetch(`${server.url}/sample-site/nope.html`)).status).toBe(404);
    const bare = await fetch(`${server.url}/sample-site`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/sample-site/');
  });
});

describe('POST /api/analyze/scrape then /api/analyze/topics on the sample site', () => {
  let token: string;
  let contentId: string;

  beforeAll(async () => {
    token = (await server.signIn('owner@example.com', 'Owner')).accessToken;
    const { status, json } = await scrape(token, `${server.url}/sample-site/`);
    expect(json).toEqual({ success: true, contentId: expect.any(String), showPaywall: false, retryable: false, error: null });
    expect(status).toBe(200);
    contentId = json.contentId!;
  });

  it('stores the analysis in the caller’s scraped_contents row, crawling only under /sample-site/', async () => {
    const { rows } = await server.db.query<{ url: string; site_title: string; analysis: unknown; credits: number; pages: { url: string }[] }>(
      'select url, site_title, analysis, credits, pages from public.scraped_contents where id = $1',
      [contentId],
    );
    const row = rows[0]!;
    expect(row).toMatchObject({ url: `${server.url}/sample-site/`, site_title: 'Harbor & Pine Bookkeeping', credits: 1 });
    const analysis = siteAnalysisSchema.parse(row.analysis);
    expect(analysis.pages.map((p) => new URL(p.url).pathname).sort()).toEqual([
      '/sample-site/',
      '/sample-site/about.html',
      '/sample-site/blog/',
      '/sample-site/blog/cash-vs-accrual-accounting.html',
      '/sample-site/blog/month-end-close-checklist.html',
      '/sample-site/blog/portland-bakery-bookkeeping-case-study.html',
      '/sample-site/blog/quarterly-estimated-taxes-for-freelancers.html',
      '/sample-site/contact.html',
      '/sample-site/pricing.html',
      '/sample-site/services.html',
    ]);
    expect(analysis.audience).toBe('freelancers and small businesses');
    expect(analysis.offering).toBe('monthly bookkeeping, payroll and tax preparation');
    expect(analysis.summary).toContain('Portland, Maine');
    expect(analysis.existingArticles).toHaveLength(4);
    expect(analysis.keyphrases.map((k) => k.phrase)).toEqual(expect.arrayContaining(['payroll', 'tax preparation', 'bookkeeping']));
    expect(analysis.seoChecklist.find((c) => c.id === 'thin-content')?.urls).toContain(`${server.url}/sample-site/contact.html`);
    expect(row.pages.length).toBeGreaterThanOrEqual(10);
  });

  it('proposes specific, distinct topics grounded in the site, not repeating its articles, and stores their plans', async () => {
    const { status, json } = await topics(token, contentId);
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.topics.length).toBeGreaterThanOrEqual(6);
    expect(json.topics.length).toBeLessThanOrEqual(10);
    expect(new Set(json.topics.map((t) => t.toLowerCase())).size).toBe(json.topics.length);
    const grounding = ['bookkeeping', 'payroll', 'tax preparation', 'financial report', 'plan'];
    for (const topic of json.topics) {
      expect(grounding.some((g) => topic.toLowerCase().includes(g)), topic).toBe(true);
    }
    const existing = ['Quarterly Estimated Taxes', 'Cash vs. Accrual', 'Month-End Close', 'Portland Bakery'];
    for (const title of existing) {
      expect(json.topics.some((t) => t.includes(title))).toBe(false);
    }
    expect(json.analysis_summary).toContain('Harbor & Pine Bookkeeping offers monthly bookkeeping, payroll and tax preparation');

    // The writer reads keyphrase, intent and grounding from the stored analysis.
    const { rows } = await server.db.query<{ analysis: unknown }>('select analysis from public.scraped_contents where id = $1', [contentId]);
    const stored = siteAnalysisSchema.parse(rows[0]!.analysis);
    expect(stored.topicPlans?.map((p) => p.title)).toEqual(json.topics);
    expect(stored.facts?.offerings.map((o) => o.name)).toEqual(expect.arrayContaining(['Monthly bookkeeping', 'Catch-up bookkeeping']));
    for (const plan of stored.topicPlans ?? []) expect(plan.grounding[0]!.url.startsWith(`${server.url}/sample-site/`)).toBe(true);
  });

  it('answers 404 for another user’s analysis and for an unknown id, the same way', async () => {
    const other = (await server.signIn('intruder@example.com')).accessToken;
    const foreign = await topics(other, contentId);
    const unknown = await topics(other, crypto.randomUUID());
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(unknown.json);
    expect(foreign.json).toMatchObject({ success: false, topics: [], error: expect.any(String) });
  });

  it('answers 401 without a token, in the contract shapes', async () => {
    const s = await scrape(null, `${server.url}/sample-site/`);
    expect(s.status).toBe(401);
    expect(s.json).toEqual({ success: false, contentId: null, showPaywall: false, retryable: false, error: 'Authentication Required' });
    const t = await topics(null, contentId);
    expect(t.status).toBe(401);
    expect(t.json).toEqual({ success: false, topics: [], analysis_summary: '', error: 'Authentication Required' });
    const bad = await topics('not-a-token', contentId);
    expect(bad.status).toBe(401);
  });

  it('answers 400 with the spec messages for refused addresses, without using the trial', async () => {
    const fresh = (await server.signIn('validator@example.com')).accessToken;
    expect(await scrape(fresh, 'https://www.github.com/me')).toEqual({
      status: 400,
      json: { success: false, contentId: null, showPaywall: false, retryable: false, error: BLOCKED_DOMAIN_MESSAGE },
    });
    expect((await scrape(fresh, 'http://exa mple.com')).json.error).toBe(INVALID_URL_MESSAGE);
    expect((await scrape(fresh, 'ftp://example.com/')).status).toBe(400);
    expect((await scrape(fresh, 42)).status).toBe(400);
    expect((await topics(fresh, 'not-a-uuid')).status).toBe(400);
    const { rows } = await server.db.query(
      "select 1 from public.scraped_contents c join auth.users u on u.id = c.user_id where u.email = 'validator@example.com'",
    );
    expect(rows).toHaveLength(0);
  });
});

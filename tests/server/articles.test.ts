import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleListResponseSchema,
  articleResponseSchema,
  deleteArticleResponseSchema,
  quotaResponseSchema,
  type ArticleListResponse,
} from '../../src/shared/contracts/articles';
import { generateResponseSchema } from '../../src/shared/contracts/api';
import { PLAN_IDS } from '../../src/shared/plans';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function list(token: string | null) {
  const res = await fetch(`${server.url}/api/articles`, { headers: auth(token) });
  return { status: res.status, json: articleListResponseSchema.parse(await res.json()) };
}
async function open(token: string | null, id: string) {
  const res = await fetch(`${server.url}/api/articles/${id}`, { headers: auth(token) });
  return { status: res.status, json: articleResponseSchema.parse(await res.json()) };
}
async function remove(token: string | null, id: string) {
  const res = await fetch(`${server.url}/api/articles/${id}`, { method: 'DELETE', headers: auth(token) });
  return { status: res.status, json: deleteArticleResponseSchema.parse(await res.json()) };
}
async function generate(token: string, topic: string, contentId: string) {
  const res = await fetch(`${server.url}/api/generate-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(token) },
    body: JSON.stringify({ topic, contentId }),
  });
  return { status: res.status, json: generateResponseSchema.parse(await res.json()) };
}

async function subscriber(email: string, plan: keyof typeof PLAN_IDS) {
  const user = await server.signIn(email);
  await server.db.query(
    `insert into public.user_subscriptions (user_id, status, plan_id, current_period_start, current_period_end)
     values ($1, 'active', $2, now() - interval '3 days', now() + interval '27 days')`,
    [user.userId, PLAN_IDS[plan]],
  );
  return user;
}

describe('/api/articles: contract and errors', () => {
  it('answers 401 Authentication Required without a session, in each endpoint’s shape', async () => {
    const id = crypto.randomUUID();
    expect(await list(null)).toEqual({ status: 401, json: { articles: [], quota: null, error: 'Authentication Required' } });
    expect(await open(null, id)).toEqual({ status: 401, json: { article: null, error: 'Authentication Required' } });
    expect(await remove(null, id)).toEqual({ status: 401, json: { deleted: false, error: 'Authentication Required' } });
    const quota = await fetch(`${server.url}/api/quota`);
    expect([quota.status, await quota.json()]).toEqual([401, { quota: null, error: 'Authentication Required' }]);
  });

  it('answers 400 for an id that is not a uuid, and 404 for an unknown one', async () => {
    const { accessToken } = await server.signIn('ids@example.com');
    expect(await open(accessToken, 'not-a-uuid')).toEqual({ status: 400, json: { article: null, error: 'An article id (uuid) is required.' } });
    expect((await remove(accessToken, 'x')).status).toBe(400);
    expect(await open(accessToken, crypto.randomUUID())).toEqual({ status: 404, json: { article: null, error: 'Article not found.' } });
    expect(await remove(accessToken, crypto.randomUUID())).toEqual({ status: 404, json: { deleted: false, error: 'Article not found.' } });
  });
});

describe('/api/articles: a subscriber’s workspace', () => {
  it('lists every article newest first with its site, topic, words, score and engine, and opens one in full', async () => {
    const { accessToken, userId } = await subscriber('workspace@example.com', 'Growth');
    const garden = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'), 0);
    const dental = await insertAnalysedRecord(server.db, userId, loadAnalysis('dental-clinic'), 0);
    const first = await generate(accessToken, 'Companion Planting in a Raised Bed', garden);
    const second = await generate(accessToken, 'Teeth Whitening vs Whitening Toothpaste', dental);
    expect([first.status, second.status]).toEqual([200, 200]);

    const { status, json } = await list(accessToken);
    expect(status).toBe(200);
    expect(json.articles.map((a) => a.topic)).toEqual(['Teeth Whitening vs Whitening Toothpaste', 'Companion Planting in a Raised Bed']);
    const [newest, older] = json.articles as [ArticleListResponse['articles'][0], ArticleListResponse['articles'][0]];
    expect(newest).toMatchObject({
      contentId: dental,
      title: second.json.title,
      siteUrl: loadAnalysis('dental-clinic').url,
      siteName: loadAnalysis('dental-clinic').siteName,
      seoScore: second.json.score!.score,
      engine: 'offline',
    });
    expect(newest.wordCount).toBeGreaterThan(100);
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt));
    expect(json.quota).toMatchObject({ plan: 'Growth', limit: 20, used: 2, remaining: 18 });
    expect(Date.parse(json.quota!.renewsAt)).toBeGreaterThan(Date.now() + 26 * 86_400_000);
    // The shell's quota line reads the same numbers.
    const quota = await fetch(`${server.url}/api/quota`, { headers: auth(accessToken) });
    expect(quotaResponseSchema.parse(await quota.json())).toEqual({ quota: json.quota, error: null });

    const opened = await open(accessToken, older.id);
    expect(opened.status).toBe(200);
    expect(opened.json.article).toMatchObject({ id: older.id, content: first.json.article, metaDescription: first.json.metaDescription });
    expect(opened.json.article!.score).toEqual(first.json.score);
    expect(opened.json.article!.sources.map((s) => s.url)).toEqual(first.json.sources!.map((s) => s.url));
    expect(opened.json.article!.sources.every((s) => s.claims.every((c) => typeof c.passage === 'string'))).toBe(true);
  });

  it('reads articles stored in the older, shorter shape (content and created_at only)', async () => {
    const { accessToken, userId } = await subscriber('older@example.com', 'Starter');
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'), 0);
    await server.db.query(
      `update public.scraped_contents set generated_articles = jsonb_build_array(jsonb_build_object('content', E'# Old Title\\n\\nSome words here.', 'created_at', now()::text)) where id = $1`,
      [id],
    );
    const { json } = await list(accessToken);
    expect(json.articles).toHaveLength(1);
    expect(json.articles[0]).toMatchObject({ title: 'Old Title', topic: '', wordCount: 5, seoScore: null, engine: null });
    expect((await open(accessToken, json.articles[0]!.id)).json.article!.content).toBe('# Old Title\n\nSome words here.');
  });

  it('never shows, opens or deletes another user’s article (the database’s RLS agrees)', async () => {
    const owner = await subscriber('owner-ws@example.com', 'Beginner');
    const other = await subscriber('other-ws@example.com', 'Beginner');
    const id = await insertAnalysedRecord(server.db, owner.userId, loadAnalysis('coffee-roaster'), 0);
    expect((await generate(owner.accessToken, 'How to Dial In Home Espresso', id)).status).toBe(200);
    const [article] = (await list(owner.accessToken)).json.articles;

    expect((await list(other.accessToken)).json.articles).toEqual([]);
    expect((await open(other.accessToken, article!.id)).status).toBe(404);
    expect((await remove(other.accessToken, article!.id)).status).toBe(404);
    expect((await readRecord(server.db, id)).generated_articles).toHaveLength(1);

    // The owner deletes; as the other user, the database shows none of the owner's rows.
    expect((await remove(owner.accessToken, article!.id)).json).toEqual({ deleted: true, error: null });
    const asUser = (userId: string) =>
      server.db.transaction(async (tx) => {
        await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: userId, role: 'authenticated' }),
        ]);
        const tombstones = await tx.query('select article_id from public.deleted_articles');
        const records = await tx.query('select id from public.scraped_contents');
        return { tombstones: tombstones.rows.length, records: records.rows.length };
      });
    expect(await asUser(other.userId)).toEqual({ tombstones: 0, records: 0 });
    // Nor can a client write tombstones (or erase them to win back quota).
    const write = await server.db
      .transaction(async (tx) => {
        await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: owner.userId, role: 'authenticated' }),
        ]);
        return (await tx.query('delete from public.deleted_articles')).affectedRows;
      })
      .catch(() => 'refused');
    expect(write).toBe('refused');
    const mine = await server.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: owner.userId, role: 'authenticated' }),
      ]);
      return (await tx.query<{ article_id: string }>('select article_id from public.deleted_articles')).rows;
    });
    expect(mine).toEqual([{ article_id: article!.id }]);
  });

  it('deletes an article for good without giving back quota or touching credits', async () => {
    const { accessToken, userId } = await subscriber('delete@example.com', 'Starter');
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'), 1);
    expect((await generate(accessToken, 'Companion Planting in a Raised Bed', id)).status).toBe(200);
    expect((await generate(accessToken, 'How to Start a Raised Bed Garden', id)).status).toBe(200);
    const before = await list(accessToken);
    expect(before.json.quota).toMatchObject({ limit: 2, used: 2, remaining: 0 });
    const [newest, older] = before.json.articles;

    expect(await remove(accessToken, older!.id)).toEqual({ status: 200, json: { deleted: true, error: null } });
    const after = await list(accessToken);
    expect(after.json.articles.map((a) => a.id)).toEqual([newest!.id]);
    expect(after.json.quota).toMatchObject({ used: 2, remaining: 0 });
    expect((await open(accessToken, older!.id)).status).toBe(404);
    expect((await remove(accessToken, older!.id)).status).toBe(404);
    const record = await readRecord(server.db, id);
    expect(record.credits).toBe(1);
    expect(record.generated_articles).toHaveLength(1);
    expect(record.generated_articles[0]!.topic).toBe(newest!.topic);
    // The quota is still used up: deleting does not buy another article.
    const third = await generate(accessToken, 'Companion Planting in a Raised Bed', id);
    expect(third.status).toBe(402);
  });

  it('a free user gets their own article and no quota', async () => {
    const { accessToken, userId } = await server.signIn('free-ws@example.com');
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('coffee-roaster'));
    expect((await generate(accessToken, 'How to Dial In Home Espresso', id)).status).toBe(200);
    const { json } = await list(accessToken);
    expect(json.articles).toHaveLength(1);
    expect(json.quota).toBeNull();
    const quota = await fetch(`${server.url}/api/quota`, { headers: auth(accessToken) });
    expect(await quota.json()).toEqual({ quota: null, error: null });
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hs256Signer } from '../../src/server/auth/jwt';
import { signLemonPayload } from '../../src/server/billing/lemon-signature';
import { simulatedSubscriptionEvent } from '../../src/server/billing/simulated-event';
import type { Db, Queryable } from '../../src/server/db/db';
import { prepareEmbeddedSchema } from '../../src/server/db/open-db';
import { openPgDb } from '../../src/server/db/pg-db';
import { silentLogger, type Logger } from '../../src/server/logger';
import { generateResponseSchema, scrapeResponseSchema, topicsResponseSchema } from '../../src/shared/contracts/api';
import { PLAN_IDS } from '../../src/shared/plans';
import { runtimeConfigSchema } from '../../src/shared/runtime-config';
import { startFixtureSite, staticSite, type FixtureSite } from '../support/fixture-sites';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server';
import { articleListResponseSchema } from '../../src/shared/contracts/articles';
import { freePort } from '../support/server-process';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Supabase mode against a real PostgreSQL server: node-postgres, the migrations, RLS and tokens
 * signed the way a Supabase project signs them. The database is prepared as `supabase db push`
 * leaves a project: what Supabase provides (embedded-bootstrap.sql), then our migrations.
 */
const JWT_SECRET = 'supabase-project-jwt-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'supabase-mode-webhook-secret-0123';
const ANON_KEY = 'anon';

let postgres: PostgresServer;
let owner: Db;
let supabaseUrl: string;
let business: FixtureSite;
const dataDirs: string[] = [];
const servers: TestServer[] = [];

/** The app in Supabase mode on the Postgres server; dataDir makes startTestServer open DATABASE_URL. */
async function startSupabaseServer(env: Record<string, string> = {}, logger?: Logger): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rankscribe-supabase-'));
  dataDirs.push(dataDir);
  const server = await startTestServer({
    dataDir,
    logger,
    env: {
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      DATABASE_URL: postgres.url,
      SUPABASE_JWT_SECRET: JWT_SECRET,
      LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...env,
    },
  });
  servers.push(server);
  return server;
}

/** A user as Supabase Auth creates one, and an access token with Supabase's claims. */
async function supabaseUser(email: string, secret = JWT_SECRET): Promise<{ userId: string; token: string }> {
  const { rows } = await owner.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email]);
  const userId = rows[0]!.id;
  const token = await hs256Signer(secret).sign(
    { iss: `${supabaseUrl}/auth/v1`, sub: userId, aud: 'authenticated', role: 'authenticated', email, session_id: crypto.randomUUID(), aal: 'aal1' },
    3600,
  );
  return { userId, token };
}

async function post(server: TestServer, route: string, token: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

async function recordsOf(userId: string) {
  const { rows } = await owner.query<{ id: string; credits: number; analysed: boolean; articles: number }>(
    `select id, credits, analysis is not null as analysed, jsonb_array_length(generated_articles) as articles
       from public.scraped_contents where user_id = $1`,
    [userId],
  );
  return rows;
}

beforeAll(async () => {
  postgres = await startPostgresServer();
  owner = openPgDb(postgres.url, silentLogger, 2);
  await prepareEmbeddedSchema(owner);
  // Nothing listens there: in Supabase mode the server must never need the project's URL itself.
  supabaseUrl = `http://127.0.0.1:${await freePort()}`;
  business = await startFixtureSite(staticSite('business'));
}, 60_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await owner?.close();
  await business?.close();
  await postgres?.stop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('Supabase mode on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSupabaseServer();
  });

  it('serves no local /auth/v1 or /rest/v1 and reports the project in /api/config', async () => {
    for (const route of ['/auth/v1/settings', '/auth/v1/user', '/rest/v1/scraped_contents?select=*']) {
      const res = await fetch(`${server.url}${route}`, { headers: { apikey: ANON_KEY } });
      expect(res.headers.get('content-type') ?? '', route).not.toMatch(/json/);
    }
    const config = runtimeConfigSchema.parse(await (await fetch(`${server.url}/api/config`)).json());
    expect(config).toMatchObject({ mode: 'supabase', supabaseUrl, supabaseAnonKey: ANON_KEY });
  });

  it('refuses a loopback site because private networks are off by default, and keeps the trial', async () => {
    const { userId, token } = await supabaseUser('private@example.com');
    const { status, json } = await post(server, '/api/analyze/scrape', token, { url: `${business.origin}/` });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(scrapeResponseSchema.parse(json)).toMatchObject({
      success: false,
      retryable: false,
      showPaywall: false,
      error: 'This address points to a private or local network, which cannot be analyzed.',
    });
    expect(business.requests).toEqual([]);
    expect((await recordsOf(userId)).filter((r) => r.analysed)).toEqual([]);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const { token } = await supabaseUser('forged@example.com', 'another-secret-that-is-long-enough-0123456789');
    const { status } = await post(server, '/api/analyze/scrape', token, { url: 'https://example.com/' });
    expect(status).toBe(401);
  });

  it('upserts user_subscriptions in Postgres for a signed Lemon Squeezy webhook', async () => {
    const { userId } = await supabaseUser('buyer@example.com');
    const send = async (planName: 'Growth' | 'Ultimate') => {
      const raw = JSON.stringify(simulatedSubscriptionEvent({ planName, userId }));
      return fetch(`${server.url}/api/webhooks/lemonsqueezy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signLemonPayload(WEBHOOK_SECRET, raw) },
        body: raw,
      });
    };
    const subscription = async () =>
      (await owner.query('select status, plan_id from public.user_subscriptions where user_id = $1', [userId])).rows;

    expect(await (await send('Growth')).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscription()).toEqual([{ status: 'active', plan_id: PLAN_IDS.Growth }]);
    expect((await send('Ultimate')).status).toBe(200);
    expect(await subscription()).toEqual([{ status: 'active', plan_id: PLAN_IDS.Ultimate }]);
  });
});

describe('Supabase mode on PostgreSQL with ALLOW_PRIVATE_NETWORKS=true', () => {
  let server: TestServer;
  let a: { userId: string; token: string };
  let b: { userId: string; token: string };
  let contentId: string;
  beforeAll(async () => {
    server = await startSupabaseServer({ ALLOW_PRIVATE_NETWORKS: 'true' });
    a = await supabaseUser('alice@example.com');
    b = await supabaseUser('bob@example.com');
  });

  it('analyses a fixture site into Postgres, suggests topics and writes one article for the one credit', async () => {
    const scrape = await post(server, '/api/analyze/scrape', a.token, { url: `${business.origin}/` });
    expect(scrape.status).toBe(200);
    const scraped = scrapeResponseSchema.parse(scrape.json);
    expect(scraped).toMatchObject({ success: true, error: null });
    contentId = scraped.contentId!;
    expect(await recordsOf(a.userId)).toEqual([{ id: contentId, credits: 1, analysed: true, articles: 0 }]);

    const topics = await post(server, '/api/analyze/topics', a.token, { contentId });
    expect(topics.status).toBe(200);
    const suggested = topicsResponseSchema.parse(topics.json);
    expect(suggested.success).toBe(true);
    expect(suggested.topics.length).toBeGreaterThan(0);

    const first = await post(server, '/api/generate-article', a.token, { topic: suggested.topics[0], contentId });
    expect(first.status).toBe(200);
    expect(generateResponseSchema.parse(first.json)).toMatchObject({ contentId, creditsRemaining: 0, error: null });
    expect(generateResponseSchema.parse(first.json).article).toMatch(/^# /);

    const second = await post(server, '/api/generate-article', a.token, { topic: suggested.topics[1] ?? suggested.topics[0], contentId });
    expect(second.status).toBe(402);
    expect(generateResponseSchema.parse(second.json)).toMatchObject({ article: null, showPaywall: true, contentId });
    expect(await recordsOf(a.userId)).toEqual([{ id: contentId, credits: 0, analysed: true, articles: 1 }]);
  });

  it('a subscriber made by the webhook analyses again where the free trial would show the paywall', async () => {
    const { userId, token } = await supabaseUser('subscriber@example.com');
    const raw = JSON.stringify(simulatedSubscriptionEvent({ planName: 'Growth', userId }));
    const webhook = await fetch(`${server.url}/api/webhooks/lemonsqueezy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signLemonPayload(WEBHOOK_SECRET, raw) },
      body: raw,
    });
    expect(webhook.status).toBe(200);
    for (const page of ['/', '/services.html']) {
      const { status, json } = await post(server, '/api/analyze/scrape', token, { url: `${business.origin}${page}` });
      expect(status, page).toBe(200);
      expect(scrapeResponseSchema.parse(json)).toMatchObject({ success: true, showPaywall: false });
    }
    expect((await recordsOf(userId)).filter((r) => r.analysed)).toHaveLength(2);
  });

  it("RLS on Postgres: role authenticated with A's claims sees only A's rows, anon sees none", async () => {
    await owner.query('insert into public.scraped_contents (user_id, url) values ($1, $2)', [b.userId, 'https://bob.example/']);
    const visibleAs = (role: string, claims: Record<string, unknown>) =>
      owner.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
        const { rows } = await tx.query<{ user_id: string }>('select user_id from public.scraped_contents');
        return rows.map((r) => r.user_id);
      });
    const all = await owner.query<{ n: number }>('select count(distinct user_id)::int as n from public.scraped_contents');
    expect(all.rows[0]!.n).toBeGreaterThanOrEqual(2);

    expect(await visibleAs('authenticated', { sub: a.userId, role: 'authenticated' })).toEqual([a.userId]);
    expect(await visibleAs('authenticated', { sub: b.userId, role: 'authenticated' })).toEqual([b.userId]);
    expect(await visibleAs('anon', { role: 'anon' })).toEqual([]);
  });
});

describe('Supabase mode on PostgreSQL: Your Articles (issue 17)', () => {
  it('lists, opens and deletes an article on Postgres; a deleted article still counts and credits stay', async () => {
    const server = await startSupabaseServer();
    const a = await supabaseUser('articles-a@example.com');
    const b = await supabaseUser('articles-b@example.com');
    const { rows } = await owner.query<{ id: string }>(
      `insert into public.scraped_contents (user_id, url, site_title, credits, generated_articles)
       values ($1, 'https://site.example/', 'Site', 0, $2::jsonb) returning id`,
      [a.userId, JSON.stringify([{ content: '# One\n\nFirst words.', created_at: new Date().toISOString(), topic: 'One' }])],
    );
    const get = (route: string, token: string, method = 'GET') =>
      fetch(`${server.url}${route}`, { method, headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, json: await r.json() }));
    const list = await get('/api/articles', a.token);
    expect(list.status).toBe(200);
    const [article] = articleListResponseSchema.parse(list.json).articles;
    expect(article).toMatchObject({ contentId: rows[0]!.id, title: 'One', siteName: 'Site', wordCount: 3 });
    expect((await get(`/api/articles/${article!.id}`, a.token)).json).toMatchObject({ article: { content: '# One\n\nFirst words.' } });
    expect((await get(`/api/articles/${article!.id}`, b.token, 'DELETE')).status).toBe(404);
    expect((await get(`/api/articles/${article!.id}`, a.token, 'DELETE')).json).toEqual({ deleted: true, error: null });
    expect(await recordsOf(a.userId)).toEqual([{ id: rows[0]!.id, credits: 0, analysed: false, articles: 0 }]);
    const tombstones = await owner.query<{ article_id: string }>('select article_id from public.deleted_articles where user_id = $1', [a.userId]);
    expect(tombstones.rows).toEqual([{ article_id: article!.id }]);
  });
});

describe('Supabase mode on PostgreSQL: publishing (issue 17)', () => {
  const subscribe = (userId: string) =>
    owner.query(
      `insert into public.user_subscriptions (user_id, status, plan_id, current_period_start, current_period_end)
       values ($1, 'active', $2, now() - interval '1 day', now() + interval '29 days')`,
      [userId, PLAN_IDS.Growth],
    );

  it('is off without PUBLISHING_SECRET_KEY; with it, credentials are ciphertext no client role reads, and a loopback CMS is refused', async () => {
    const off = await startSupabaseServer();
    const early = await supabaseUser('publish-off@example.com');
    await subscribe(early.userId);
    const refused = await fetch(`${off.url}/api/publishing/connections`, { headers: { authorization: `Bearer ${early.token}` } });
    expect([refused.status, await refused.json()]).toEqual([503, { connections: [], error: 'Publishing is not configured on this server (PUBLISHING_SECRET_KEY).' }]);

    const server = await startSupabaseServer({ PUBLISHING_SECRET_KEY: 'publishing-key-for-the-postgres-test-0123' });
    const a = await supabaseUser('publish-a@example.com');
    await subscribe(a.userId);
    const draft = { kind: 'wordpress', siteUrl: business.origin, username: 'editor', applicationPassword: 'abcd EFGH ijkl MNOP' };
    const saved = await post(server, '/api/publishing/connections', a.token, draft);
    expect(saved.status).toBe(201);
    expect(JSON.stringify(saved.json)).not.toContain('EFGH');
    const { rows } = await owner.query<{ credentials: string }>('select credentials from public.publishing_connections where user_id = $1', [a.userId]);
    expect(rows[0]!.credentials).toMatch(/^v1\./);
    expect(rows[0]!.credentials).not.toContain('EFGH');
    for (const [role, claims] of [
      ['authenticated', { sub: a.userId, role: 'authenticated' }],
      ['anon', { role: 'anon' }],
    ] as const) {
      const read = await owner
        .transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
          return (await tx.query('select credentials from public.publishing_connections')).rows;
        })
        .catch((err: unknown) => (err as Error).message);
      expect(read, role).toMatch(/permission denied/);
    }
    // Private networks are off in Supabase mode: the loopback "CMS" is refused before any request.
    const before = business.requests.length;
    const tested = await post(server, '/api/publishing/connections/test', a.token, draft);
    expect(tested.status).toBe(422);
    expect(business.requests.length).toBe(before);
  });
});

describe('Supabase mode on PostgreSQL: user_settings (issue 17)', () => {
  it('as PostgREST runs it, a user upserts only their own row and reads no other', async () => {
    const a = await supabaseUser('settings-pg-a@example.com');
    const b = await supabaseUser('settings-pg-b@example.com');
    const asUser = <T>(userId: string, run: (tx: Queryable) => Promise<T>) =>
      owner.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: userId, role: 'authenticated' }),
        ]);
        return run(tx);
      });
    const upsert = (tx: Queryable, userId: string, alerts: boolean) =>
      tx.query(
        `insert into public.user_settings (user_id, campaign_alerts) values ($1, $2)
         on conflict (user_id) do update set user_id = excluded.user_id, campaign_alerts = excluded.campaign_alerts`,
        [userId, alerts],
      );
    await asUser(a.userId, (tx) => upsert(tx, a.userId, false));
    await asUser(a.userId, (tx) => upsert(tx, a.userId, true));
    await asUser(b.userId, (tx) => upsert(tx, b.userId, false));
    await expect(asUser(a.userId, (tx) => upsert(tx, b.userId, true))).rejects.toMatchObject({ code: '42501' });
    expect(await asUser(a.userId, async (tx) => (await tx.query('select user_id, campaign_alerts from public.user_settings')).rows)).toEqual([
      { user_id: a.userId, campaign_alerts: true },
    ]);
    const bRow = await owner.query('select campaign_alerts from public.user_settings where user_id = $1', [b.userId]);
    expect(bRow.rows).toEqual([{ campaign_alerts: false }]);
  });
});

describe('Supabase mode when Postgres ends the connections (restart, failover, pooler timeout)', () => {
  it('logs, reconnects and keeps serving instead of crashing the process', async () => {
    const warnings: string[] = [];
    const server = await startSupabaseServer({}, { ...silentLogger, warn: (m) => warnings.push(m) });
    const { userId } = await supabaseUser('reconnect@example.com');
    const webhook = async () => {
      const raw = JSON.stringify(simulatedSubscriptionEvent({ planName: 'Growth', userId }));
      const res = await fetch(`${server.url}/api/webhooks/lemonsqueezy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signLemonPayload(WEBHOOK_SECRET, raw) },
        body: raw,
      });
      return res.status;
    };
    expect(await webhook()).toBe(200);

    await owner.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(warnings.join('\n')).toMatch(/database: a connection was closed/));
    // Each pooled connection (the job workers keep several) reports its end on its own; a request
    // sent before the last report could be handed a connection that is already gone.
    await new Promise((r) => setTimeout(r, 300));
    expect(await webhook()).toBe(200);
    expect((await owner.query('select plan_id from public.user_subscriptions where user_id = $1', [userId])).rows).toEqual([
      { plan_id: PLAN_IDS.Growth },
    ]);
  });
});

import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy } from '../../src/server/analysis/address-policy';
import { createSafeAgent } from '../../src/server/analysis/safe-fetch';
import { PublishFailure } from '../../src/server/publishing/http';
import { postFromArticle } from '../../src/server/publishing/post';
import { publishToGhost } from '../../src/server/publishing/ghost';
import { safeHttpFetch } from '../../src/server/publishing/publishing-fetch';
import { publishToWebhook } from '../../src/server/publishing/webhook';
import { verifySignature } from '../../src/server/publishing/webhook-signature';
import { articleListResponseSchema } from '../../src/shared/contracts/articles';
import { MAX_JSON_BODY_BYTES } from '../../src/shared/contracts/api';
import {
  EMPTY_PUBLISH_RESPONSE,
  EMPTY_SAVE_CONNECTION,
  EMPTY_TEST_CONNECTION,
  connectionListResponseSchema,
  publishResponseSchema,
  saveConnectionResponseSchema,
  testConnectionResponseSchema,
  type ConnectionDraft,
  type PublishRequest,
} from '../../src/shared/contracts/publishing';
import { PLAN_IDS } from '../../src/shared/plans';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { startFakeGhost, type FakeGhost } from '../support/fake-ghost';
import { startFakeWordPress, type FakeWordPress } from '../support/fake-wordpress';
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites';
import { startTestServer, type TestServer } from '../support/test-server';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

let server: TestServer;
let site: FixtureSite;
let wp: FakeWordPress;
let ghost: FakeGhost;
/** The webhook receiver: verifies each delivery's signature with `secret`; `failures` 503s first. */
const hook = { secret: '', failures: 0, deliveries: [] as { body: string; verified: boolean; delivery: string }[] };
let receiver: FixtureSite;
/** A CMS that never answers (the timeout). */
let silent: FixtureSite;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLISH_TIMEOUT_MS: '1500' } });
  site = await startFixtureSite((req, res) =>
    req.url === '/img/bed.png' ? res.writeHead(200, { 'content-type': 'image/png' }).end(PNG) : res.writeHead(404).end(),
  );
  wp = await startFakeWordPress();
  ghost = await startFakeGhost();
  receiver = await startFixtureSite((req, res) => {
    void readBody(req).then((body) => {
      const verified = verifySignature(
        hook.secret,
        body,
        { timestamp: String(req.headers['x-rankscribe-timestamp'] ?? ''), signature: String(req.headers['x-rankscribe-signature'] ?? '') },
        new Date(),
      );
      hook.deliveries.push({ body, verified, delivery: String(req.headers['x-rankscribe-delivery'] ?? '') });
      if (hook.failures > 0) {
        hook.failures--;
        return res.writeHead(503).end('busy');
      }
      if (!verified) return res.writeHead(401).end('bad signature');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'cms-42', url: 'https://cms.example/posts/42' }));
    });
  });
  silent = await startFixtureSite(() => {});
});
afterAll(async () => {
  await Promise.all([server.stop(), site.close(), wp.close(), ghost.close(), receiver.close(), silent.close()]);
});

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const api = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server.url}/api/publishing${path}`, { method: init.method ?? 'GET', headers: auth(token), body: init.body === undefined ? undefined : JSON.stringify(init.body) });

async function subscriber(email: string) {
  const user = await server.signIn(email);
  await server.db.query(
    `insert into public.user_subscriptions (user_id, status, plan_id, current_period_start, current_period_end)
     values ($1, 'active', $2, now() - interval '3 days', now() + interval '27 days')`,
    [user.userId, PLAN_IDS.Growth],
  );
  return user;
}

/** An article as generation stores it, with a picture from its site; returns its id and record. */
async function withArticle(token: string, userId: string) {
  const record = await insertAnalysedRecord(server.db, userId, loadAnalysis('garden-blog'), 0);
  const article = {
    content: `# Companion Planting in a Raised Bed\n\nMarigolds keep pests away.\n\n## What to plant together\n\nBasil and tomatoes.\n\n![A raised bed](${site.origin}/img/bed.png)\n`,
    created_at: new Date().toISOString(),
    topic: 'Companion Planting',
    title: 'Companion Planting in a Raised Bed',
    meta_description: 'Which plants to grow together in a raised bed.',
    keyphrase: 'companion planting',
    engine: 'offline',
  };
  await server.db.query(`update public.scraped_contents set generated_articles = jsonb_build_array($1::jsonb) where id = $2`, [JSON.stringify(article), record]);
  const list = articleListResponseSchema.parse(await (await fetch(`${server.url}/api/articles`, { headers: auth(token) })).json());
  return { articleId: list.articles[0]!.id, record };
}

async function connect(token: string, draft: ConnectionDraft) {
  const res = await api(token, '/connections', { method: 'POST', body: draft });
  return { status: res.status, json: saveConnectionResponseSchema.parse(await res.json()) };
}
async function publish(token: string, body: PublishRequest) {
  const res = await api(token, '/publish', { method: 'POST', body });
  return { status: res.status, json: publishResponseSchema.parse(await res.json()) };
}
const wordpressDraft = (): ConnectionDraft => ({ kind: 'wordpress', siteUrl: wp.url, username: wp.username, applicationPassword: wp.applicationPassword });

describe('/api/publishing: who may use it', () => {
  it('answers 401 without a session and 403 for a free user, in each endpoint’s shape', async () => {
    expect((await fetch(`${server.url}/api/publishing/connections`)).status).toBe(401);
    const free = await server.signIn('free-publisher@example.com');
    const list = await api(free.accessToken, '/connections');
    expect([list.status, await list.json()]).toEqual([403, { connections: [], error: 'Publishing to your CMS is part of every plan. Choose a plan to connect one.' }]);
    const saved = await connect(free.accessToken, wordpressDraft());
    expect(saved).toEqual({ status: 403, json: { connection: null, signingSecret: null, error: expect.stringContaining('every plan') } });
  });

  it('refuses a connection with missing or malformed details (400)', async () => {
    const { accessToken } = await subscriber('bad-details@example.com');
    expect((await connect(accessToken, { kind: 'wordpress', siteUrl: 'ftp://x', username: 'a', applicationPassword: 'b' })).status).toBe(400);
    const ghostKey = await connect(accessToken, { kind: 'ghost', adminUrl: ghost.url, adminApiKey: 'not-a-key' });
    expect(ghostKey.status).toBe(400);
    expect((await api(accessToken, '/publish', { method: 'POST', body: { articleId: 'x' } })).status).toBe(400);
  });
});

describe('/api/publishing: refused bodies', () => {
  it('a too-large (413) or malformed (400) body is answered in each endpoint’s own shape, before anything is sent', async () => {
    const { accessToken } = await subscriber('bad-bodies@example.com');
    const saved = await connect(accessToken, wordpressDraft());
    const requestsBefore = wp.requests.length;
    const send = (path: string, body: string, type = 'application/json') =>
      fetch(`${server.url}/api/publishing${path}`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': type }, body });
    const huge = JSON.stringify({ ...wordpressDraft(), username: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const endpoints = [
      { path: '/connections', empty: EMPTY_SAVE_CONNECTION },
      { path: '/connections/test', empty: EMPTY_TEST_CONNECTION },
      { path: `/connections/${saved.json.connection!.id}/test`, empty: EMPTY_TEST_CONNECTION },
      { path: '/publish', empty: EMPTY_PUBLISH_RESPONSE },
    ];
    for (const { path, empty } of endpoints) {
      const tooLarge = await send(path, huge);
      expect([tooLarge.status, await tooLarge.json()], path).toEqual([413, { ...empty, error: 'The request body is too large.' }]);
    }
    for (const { path, empty } of endpoints.filter((e) => !e.path.endsWith(`${saved.json.connection!.id}/test`))) {
      for (const [body, type] of [
        ['{"kind": ', 'application/json'],
        ['', 'application/json'],
        [JSON.stringify(wordpressDraft()), 'text/plain'],
      ] as const) {
        const malformed = await send(path, body, type);
        expect([malformed.status, await malformed.json()], `${path} ${type} ${body.slice(0, 20)}`).toEqual([400, { ...empty, error: expect.any(String) }]);
      }
    }
    expect(wp.requests.slice(requestsBefore)).toEqual([]);
  });
});

describe('/api/publishing: WordPress', () => {
  it('connects, tests, publishes a draft with its picture, and the articles list shows where it went', async () => {
    const { accessToken, userId } = await subscriber('wp-publisher@example.com');
    const { articleId } = await withArticle(accessToken, userId);

    const tested = await api(accessToken, '/connections/test', { method: 'POST', body: wordpressDraft() });
    expect(testConnectionResponseSchema.parse(await tested.json())).toEqual({ ok: true, message: `Signed in to WordPress at ${wp.url} as Edith Editor.`, error: null });

    const saved = await connect(accessToken, wordpressDraft());
    expect(saved.status).toBe(201);
    expect(saved.json.connection).toMatchObject({ kind: 'wordpress', label: 'WordPress', siteUrl: wp.url, account: 'editor', secretHint: '5678' });
    expect(saved.json.signingSecret).toBeNull();
    const id = saved.json.connection!.id;
    const listed = await api(accessToken, '/connections');
    const listText = await listed.text();
    expect(connectionListResponseSchema.parse(JSON.parse(listText)).connections.map((c) => c.id)).toEqual([id]);
    expect(listText).not.toContain(wp.applicationPassword.replace(/\s+/g, '').slice(0, 8));
    expect(testConnectionResponseSchema.parse(await (await api(accessToken, `/connections/${id}/test`, { method: 'POST' })).json()).ok).toBe(true);

    const result = await publish(accessToken, { articleId, connectionId: id, status: 'draft', categories: ['Gardening'] });
    expect(result.status).toBe(200);
    const post = wp.posts.at(-1)!;
    expect(result.json.publication).toMatchObject({ connectionId: id, target: 'WordPress', remoteId: String(post.id), url: `${wp.url}/?p=${post.id}`, status: 'draft' });
    expect(post).toMatchObject({ title: 'Companion Planting in a Raised Bed', status: 'draft', excerpt: 'Which plants to grow together in a raised bed.' });
    expect(post.featured_media).toBe(wp.media.at(-1)!.id);
    expect(post.content).toContain(wp.media.at(-1)!.sourceUrl);
    // The keyphrase is the default tag.
    expect(wp.terms.tags.filter((t) => post.tags.includes(t.id)).map((t) => t.name)).toEqual(['companion planting']);

    const articles = articleListResponseSchema.parse(await (await fetch(`${server.url}/api/articles`, { headers: auth(accessToken) })).json());
    expect(articles.articles[0]!.publications).toEqual([result.json.publication]);

    // Connecting the card again replaces its secret in the same row, which the publication keeps pointing at.
    const again = await connect(accessToken, wordpressDraft());
    expect([again.status, again.json.connection!.id]).toEqual([201, id]);
    // Publishing the article again updates the post it made (POST /wp/v2/posts/<id>), no second post.
    const postsBefore = wp.posts.length;
    const updated = await publish(accessToken, { articleId, connectionId: id, status: 'publish' });
    expect(updated.status).toBe(200);
    expect(wp.posts).toHaveLength(postsBefore);
    expect(wp.requests.filter((r) => r.startsWith('POST /wp/v2/posts')).slice(-2)).toEqual(['POST /wp/v2/posts', `POST /wp/v2/posts/${post.id}`]);
    expect(post.status).toBe('publish');
    expect(updated.json.publication).toMatchObject({ id: result.json.publication!.id, remoteId: String(post.id), url: `${wp.url}/${post.slug}/`, status: 'publish' });
    const relisted = articleListResponseSchema.parse(await (await fetch(`${server.url}/api/articles`, { headers: auth(accessToken) })).json());
    expect(relisted.articles[0]!.publications).toEqual([updated.json.publication]);

    // A post deleted in WordPress since (404 on its id) is made again, and that is what is kept.
    wp.posts.splice(wp.posts.indexOf(post), 1);
    const remade = await publish(accessToken, { articleId, connectionId: id, status: 'draft' });
    expect(remade.status).toBe(200);
    const fresh = wp.posts.at(-1)!;
    expect(fresh.id).not.toBe(post.id);
    expect(remade.json.publication).toMatchObject({ id: result.json.publication!.id, remoteId: String(fresh.id), status: 'draft' });
  });

  it('a refusing CMS gives a clear message, records nothing and leaves the article as it was; the same call then succeeds', async () => {
    const { accessToken, userId } = await subscriber('wp-refused@example.com');
    const { articleId, record } = await withArticle(accessToken, userId);
    const before = await readRecord(server.db, record);
    const wrong = await connect(accessToken, { ...wordpressDraft(), applicationPassword: 'wrong wrong wrong' } as ConnectionDraft);
    const connectionId = wrong.json.connection!.id;

    const refused = await publish(accessToken, { articleId, connectionId, status: 'draft' });
    expect(refused).toEqual({
      status: 502,
      json: {
        publication: null,
        error: 'WordPress refused the credentials (HTTP 401): The provided password is an invalid application password. Check them on the CMS screen and try again.',
      },
    });
    wp.failNext('/wp/v2/posts', 500);
    const fixed = (await connect(accessToken, wordpressDraft())).json.connection!.id;
    const down = await publish(accessToken, { articleId, connectionId: fixed, status: 'draft' });
    expect(down.status).toBe(502);
    expect(down.json.error).toContain('HTTP 500');
    expect(await readRecord(server.db, record)).toEqual(before);
    const { rows } = await server.db.query('select 1 from public.article_publications where user_id = $1', [userId]);
    expect(rows).toEqual([]);

    const retried = await publish(accessToken, { articleId, connectionId: fixed, status: 'draft' });
    expect(retried.status).toBe(200);
    expect(await readRecord(server.db, record)).toEqual(before);
  });

  it('a CMS that does not answer times out with a message', async () => {
    const { accessToken, userId } = await subscriber('wp-timeout@example.com');
    const { articleId } = await withArticle(accessToken, userId);
    const saved = await connect(accessToken, { ...wordpressDraft(), siteUrl: silent.origin } as ConnectionDraft);
    const result = await publish(accessToken, { articleId, connectionId: saved.json.connection!.id, status: 'draft' });
    expect(result).toEqual({ status: 504, json: { publication: null, error: 'WordPress did not answer in time. Nothing was changed here; try again.' } });
  });
});

describe('/api/publishing: Ghost and webhooks', () => {
  it('publishes to Ghost with a short-lived Admin API token, HTML and the feature image', async () => {
    const { accessToken, userId } = await subscriber('ghost-publisher@example.com');
    const { articleId } = await withArticle(accessToken, userId);
    const saved = await connect(accessToken, { kind: 'ghost', adminUrl: `${ghost.url}/ghost/`, adminApiKey: ghost.adminApiKey });
    expect(saved.json.connection).toMatchObject({ label: 'Ghost', account: ghost.adminApiKey.split(':')[0], secretHint: ghost.adminApiKey.slice(-4) });
    const result = await publish(accessToken, { articleId, connectionId: saved.json.connection!.id, status: 'publish', tags: ['Gardening'] });
    expect(result.status).toBe(200);
    expect(ghost.refusals).toEqual([]);
    const [post] = ghost.posts;
    expect(post).toMatchObject({ status: 'published', slug: 'companion-planting-in-a-raised-bed', custom_excerpt: 'Which plants to grow together in a raised bed.', tags: [{ name: 'Gardening' }] });
    expect(ghost.images).toEqual([expect.objectContaining({ fileName: 'bed.png', contentType: 'image/png', size: PNG.length })]);
    expect(post!.feature_image).toBe(ghost.images[0]!.url);
    expect(post!.html).toContain(`src="${ghost.images[0]!.url}"`);
    expect(result.json.publication).toMatchObject({ target: 'Ghost', remoteId: post!.id, url: `${ghost.url}/${post!.slug}/`, status: 'published' });

    // Again: the same post is edited (PUT with the updated_at the fake checks), no second post.
    const again = await publish(accessToken, { articleId, connectionId: saved.json.connection!.id, status: 'draft' });
    expect(again.status).toBe(200);
    expect(ghost.posts).toHaveLength(1);
    expect(ghost.posts[0]).toMatchObject({ id: post!.id, status: 'draft' });
    expect(again.json.publication).toMatchObject({ id: result.json.publication!.id, remoteId: post!.id, url: `${ghost.url}/p/${post!.id}/`, status: 'draft' });
  });

  it('a Ghost token signed with another secret is refused', async () => {
    const post = postFromArticle({ title: 'T', content: '# T\n\nBody.', metaDescription: '' }, { status: 'draft', categories: [], tags: [] });
    const forged = `${ghost.adminApiKey.split(':')[0]}:${'b2'.repeat(32)}`;
    const err = await publishToGhost({ adminUrl: ghost.url, adminApiKey: forged }, post, fetch).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'credentials', status: 401 });
    expect(ghost.refusals.at(-1)).toContain('signature');
  });

  it('a webhook gets a signed delivery, its signing secret is shown once, and a busy receiver is retried', async () => {
    const { accessToken, userId } = await subscriber('hook-publisher@example.com');
    const { articleId } = await withArticle(accessToken, userId);
    const saved = await connect(accessToken, { kind: 'webhook', label: 'Zapier', url: `${receiver.origin}/hooks/catch/1` });
    expect(saved.json.signingSecret).toMatch(/^whsec_/);
    hook.secret = saved.json.signingSecret!;
    const listText = await (await api(accessToken, '/connections')).text();
    expect(listText).not.toContain(hook.secret);
    expect(listText).toContain(`"secretHint":"${hook.secret.slice(-4)}"`);

    hook.failures = 1;
    hook.deliveries.length = 0;
    const result = await publish(accessToken, { articleId, connectionId: saved.json.connection!.id, status: 'draft' });
    expect(result.status).toBe(200);
    expect(result.json.publication).toMatchObject({ target: 'Zapier', remoteId: 'cms-42', url: 'https://cms.example/posts/42', status: 'delivered' });
    expect(hook.deliveries.map((d) => d.verified)).toEqual([true, true]);
    expect(new Set(hook.deliveries.map((d) => d.delivery)).size).toBe(1);
    const payload = JSON.parse(hook.deliveries[1]!.body) as { event: string; delivery_id: string; article: { id: string; title: string; html: string; markdown: string; status: string } };
    expect(payload).toMatchObject({ event: 'article.publish', article: { id: articleId, title: 'Companion Planting in a Raised Bed', status: 'draft' } });
    expect(payload.article.html).toContain('<h2>What to plant together</h2>');
    expect(payload.article.markdown).toContain('## What to plant together');

    // Again: a new delivery, an `article.update` of the same article naming what the receiver made.
    hook.deliveries.length = 0;
    const again = await publish(accessToken, { articleId, connectionId: saved.json.connection!.id, status: 'publish' });
    expect(again.status).toBe(200);
    expect(hook.deliveries).toHaveLength(1);
    expect(hook.deliveries[0]!.verified).toBe(true);
    const update = JSON.parse(hook.deliveries[0]!.body) as { event: string; delivery_id: string; previous_id: string; article: { id: string; status: string } };
    expect(update).toMatchObject({ event: 'article.update', previous_id: 'cms-42', article: { id: articleId, status: 'publish' } });
    expect(update.delivery_id).not.toBe(payload.delivery_id);
    expect(hook.deliveries[0]!.delivery).toBe(update.delivery_id);
    expect(again.json.publication).toMatchObject({ id: result.json.publication!.id, remoteId: 'cms-42' });
    const { rows } = await server.db.query('select 1 from public.article_publications where user_id = $1', [userId]);
    expect(rows).toHaveLength(1);
  });

  it('retries network failures and 5xx with exponential backoff, at most four attempts, and never a 4xx', async () => {
    const post = postFromArticle({ title: 'T', content: '# T\n\nBody.', metaDescription: 'm' }, { status: 'draft', categories: [], tags: [] });
    const waits: number[] = [];
    const sleep = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    hook.secret = 'whsec_test';
    hook.failures = 2;
    hook.deliveries.length = 0;
    const ok = await publishToWebhook({ url: receiver.origin, signingSecret: 'whsec_test' }, post, 'a1', fetch, { sleep });
    expect(ok.remoteId).toBe('cms-42');
    expect(hook.deliveries).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);

    waits.length = 0;
    hook.failures = 10;
    const down = await publishToWebhook({ url: receiver.origin, signingSecret: 'whsec_test' }, post, 'a1', fetch, { sleep }).catch((e: unknown) => e);
    expect(down).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(waits).toEqual([1000, 2000, 4000]);
    hook.failures = 0;

    waits.length = 0;
    const wrongSecret = await publishToWebhook({ url: receiver.origin, signingSecret: 'whsec_other' }, post, 'a1', fetch, { sleep }).catch((e: unknown) => e);
    expect(wrongSecret).toMatchObject({ kind: 'credentials', status: 401 });
    expect(waits).toEqual([]);

    const unreachable = await publishToWebhook({ url: 'http://127.0.0.1:9/hook', signingSecret: 'x' }, post, 'a1', fetch, { sleep }).catch((e: unknown) => e);
    expect(unreachable).toBeInstanceOf(PublishFailure);
    expect(unreachable).toMatchObject({ kind: 'network' });
    expect(waits).toEqual([1000, 2000, 4000]);
  });
});

describe('credentials are secrets', () => {
  it('are ciphertext at rest, and neither the REST API nor a client session reads them', async () => {
    const { accessToken, userId } = await subscriber('secrets@example.com');
    await connect(accessToken, wordpressDraft());
    const { rows } = await server.db.query<{ credentials: string }>('select credentials from public.publishing_connections where user_id = $1', [userId]);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.credentials;
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const piece of [wp.applicationPassword, wp.applicationPassword.replace(/\s+/g, ''), 'EFGH']) expect(stored).not.toContain(piece);

    const rest = await fetch(`${server.url}/rest/v1/publishing_connections?select=*`, {
      headers: { apikey: server.auth.anonKey, authorization: `Bearer ${accessToken}` },
    });
    const restText = await rest.text();
    expect(rest.status).not.toBe(200);
    expect(restText).not.toContain(stored.slice(3, 20));
    // As the database sees a client session: no grant at all.
    const asClient = await server.db
      .transaction(async (tx) => {
        await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: userId, role: 'authenticated' })]);
        return (await tx.query('select credentials from public.publishing_connections')).rows;
      })
      .catch((err: unknown) => (err as Error).message);
    expect(asClient).toMatch(/permission denied/);
  });

  it('a sealed value copied onto another user’s row does not open', async () => {
    const a = await subscriber('copy-a@example.com');
    const b = await subscriber('copy-b@example.com');
    const { articleId } = await withArticle(b.accessToken, b.userId);
    await connect(a.accessToken, wordpressDraft());
    const bConnection = (await connect(b.accessToken, { ...wordpressDraft(), applicationPassword: 'other other' } as ConnectionDraft)).json.connection!;
    await server.db.query(
      `update public.publishing_connections set credentials = (select credentials from public.publishing_connections where user_id = $1) where user_id = $2`,
      [a.userId, b.userId],
    );
    const result = await publish(b.accessToken, { articleId, connectionId: bConnection.id, status: 'draft' });
    expect(result.status).toBe(409);
    expect(result.json.error).toContain('Connect it again');
  });
});

describe('publishing in production configuration', () => {
  it('refuses a private-network address, and the server there receives nothing', async () => {
    const production = await startTestServer({ env: { ALLOW_PRIVATE_NETWORKS: 'false' } });
    try {
      const user = await production.signIn('prod@example.com');
      await production.db.query(
        `insert into public.user_subscriptions (user_id, status, plan_id, current_period_start, current_period_end)
         values ($1, 'active', $2, now() - interval '1 day', now() + interval '29 days')`,
        [user.userId, PLAN_IDS.Growth],
      );
      const before = wp.requests.length;
      const res = await fetch(`${production.url}/api/publishing/connections/test`, { method: 'POST', headers: auth(user.accessToken), body: JSON.stringify(wordpressDraft()) });
      expect(res.status).toBe(422);
      expect(testConnectionResponseSchema.parse(await res.json()).error).toBe(`${new URL(wp.url).host} is a private or local address, which this server does not publish to.`);
      expect(wp.requests.length).toBe(before);
    } finally {
      await production.stop();
    }
  });

  it('judges a name by what it resolves to (the resolver as data: no traffic leaves loopback)', async () => {
    const resolver = (host: string) => Promise.resolve(host === 'cms.example.com' ? [{ address: '10.1.2.3', family: 4 as const }] : []);
    const agent = createSafeAgent({ policy: addressPolicy(false), resolver, connectTimeoutMs: 500 });
    const guarded = safeHttpFetch(agent, 1000);
    const post = postFromArticle({ title: 'T', content: '# T\n\nBody.', metaDescription: '' }, { status: 'draft', categories: [], tags: [] });
    const err = await publishToWebhook({ url: 'https://cms.example.com/hook', signingSecret: 's' }, post, 'a1', guarded, { sleep: () => Promise.resolve() }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'blocked', retryable: false });
    await agent.close();
  });
});

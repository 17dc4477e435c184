import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { generateResponseSchema, scrapeResponseSchema, topicsResponseSchema } from '../../src/shared/contracts/api';
import { hs256Signer } from '../../src/server/auth/jwt';
import { signLemonPayload } from '../../src/server/billing/lemon-signature';
import { simulatedSubscriptionEvent } from '../../src/server/billing/simulated-event';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every JSON endpoint gets hostile input: malformed JSON, wrong types, bodies over the limit,
 * unicode edge cases, missing/invalid tokens. Each answers 4xx in its contract's shape with a
 * human message, and the server stays up. Traffic goes to the loopback test server only.
 */
const UUID = '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const HUGE = 'x'.repeat(2 * 1024 * 1024);

const endpoints: { path: string; schema: z.ZodType; valid: unknown }[] = [
  { path: '/api/analyze/scrape', schema: scrapeResponseSchema, valid: { url: 'https://example.com' } },
  { path: '/api/analyze/topics', schema: topicsResponseSchema, valid: { contentId: UUID } },
  { path: '/api/generate-article', schema: generateResponseSchema, valid: { topic: 'A topic', contentId: UUID } },
];

// Bodies of the right shape but hostile content may also be refused later (e.g. 422: not a site).
const hostileBodies: [string, string, 'exactly 400' | 'any 4xx'][] = [
  ['malformed JSON', '{"url": ', 'exactly 400'],
  ['a JSON array', '[]', 'exactly 400'],
  ['a JSON string', '"https://example.com"', 'exactly 400'],
  ['null', 'null', 'exactly 400'],
  ['wrong types', '{"url": 42, "contentId": ["x"], "topic": {"a": 1}}', 'exactly 400'],
  ['unknown fields only', '{"foo": "bar"}', 'exactly 400'],
  ['a lone surrogate', '{"url": "https://exa\\ud800mple.com", "contentId": "\\ud800", "topic": "\\udfff"}', 'any 4xx'],
  ['NUL and RTL overrides', '{"url": "https://a\\u0000b.com/\\u202e", "contentId": "\\u0000", "topic": "\\u202e\\u0000"}', 'any 4xx'],
  ['emoji and combining marks', '{"url": "🦄://🦄", "contentId": "é́́́", "topic": "👩‍👩‍👧‍👦"}', 'any 4xx'],
  ['an over-long string', JSON.stringify({ url: `https://e.com/${'a'.repeat(10_000)}`, contentId: 'a'.repeat(10_000), topic: 'a'.repeat(10_000) }), 'any 4xx'],
];

describe('API fuzzing', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.signIn('fuzz@example.com')).accessToken;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  /**
   * The server answers 413 before reading the whole body and closes that connection; a pooled
   * client connection would then fail the next test's request, so this one gets its own.
   */
  function postOnOwnConnection(path: string, body: string, bearer: string): Promise<Response> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${server.url}${path}`,
        { method: 'POST', agent: false, headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0 })));
        },
      );
      // The server may close the socket while the body is still being written: that is the point.
      req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
      req.end(body);
    });
  }

  async function expectContractError(res: Response, schema: z.ZodType, status?: number) {
    if (status) expect(res.status).toBe(status);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const json = (await res.json()) as { error?: unknown };
    expect(schema.safeParse(json).success, JSON.stringify(json).slice(0, 300)).toBe(true);
    expect(typeof json.error).toBe('string');
    expect(json.error).not.toMatch(/at .+\.(ts|js):\d+/);
  }

  for (const { path, schema, valid } of endpoints) {
    describe(path, () => {
      it.each(hostileBodies)('answers 4xx in the contract shape for %s', async (_name, body, expected) => {
        await expectContractError(await post(path, body, { authorization: `Bearer ${token}` }), schema, expected === 'exactly 400' ? 400 : undefined);
      });

      it('answers 413 in the contract shape for a body over the limit', async () => {
        const res = await postOnOwnConnection(path, JSON.stringify({ ...(valid as object), pad: HUGE }), token);
        await expectContractError(res, schema, 413);
      });

      it.each([
        ['no token', {}],
        ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
        ['the wrong scheme', { authorization: `Basic ${token}` }],
        ['alg none', { authorization: `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: UUID, role: 'authenticated', exp: 9999999999 })).toString('base64url')}.` }],
      ])('answers 401 in the contract shape with %s', async (_name, headers) => {
        await expectContractError(await post(path, JSON.stringify(valid), headers as Record<string, string>), schema, 401);
      });

      it('answers 401 for a token signed with another key and for an expired one', async () => {
        const forged = await hs256Signer('another-secret-that-is-long-enough-000').sign({ sub: UUID, role: 'authenticated', aud: 'authenticated' }, 3600);
        await expectContractError(await post(path, JSON.stringify(valid), { authorization: `Bearer ${forged}` }), schema, 401);
        const secret = server.config.auth.jwtSecret;
        if (secret) {
          const expired = await hs256Signer(secret).sign({ sub: UUID, role: 'authenticated', aud: 'authenticated' }, -10);
          await expectContractError(await post(path, JSON.stringify(valid), { authorization: `Bearer ${expired}` }), schema, 401);
        }
      });

      it('tampering with a valid token makes it invalid', async () => {
        const [h, p, s] = token.split('.');
        const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
        const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: UUID })).toString('base64url')}.${s}`;
        await expectContractError(await post(path, JSON.stringify(valid), { authorization: `Bearer ${tampered}` }), schema, 401);
      });
    });
  }

  it('is still up and serving after all of that', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

/**
 * Text Postgres cannot store, in each text field on its own with everything else valid: every
 * JSON endpoint answers 400 in its own shape before the text reaches the database, never 500.
 * JSON.stringify writes a lone surrogate as a `\ud800` escape, so the raw JSON carries it as an
 * attacker would send it. Form bodies are UTF-8 on the wire and cannot carry a lone surrogate.
 */
const UNSAFE_TEXT: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udfffb'],
];
const WEBHOOK_SECRET = 'fuzz-webhook-secret-0123456789';

describe('NUL and lone surrogates in every text field', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    token = (await server.signIn('unsafe-text@example.com')).accessToken;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body });

  it('/api: each field of scrape, topics and generate-article answers 400 in the contract shape', async () => {
    const fields: { path: string; schema: z.ZodType; body: (text: string) => unknown }[] = [
      // A loopback address that refuses connections: today's code would try it, nothing leaves the machine.
      { path: '/api/analyze/scrape', schema: scrapeResponseSchema, body: (t) => ({ url: `http://127.0.0.1:1/${t}` }) },
      { path: '/api/analyze/topics', schema: topicsResponseSchema, body: (t) => ({ contentId: t }) },
      { path: '/api/generate-article', schema: generateResponseSchema, body: (t) => ({ topic: `Baking ${t} bread`, contentId: UUID }) },
      { path: '/api/generate-article', schema: generateResponseSchema, body: (t) => ({ topic: 'Baking bread', contentId: t }) },
    ];
    for (const { path, schema, body } of fields) {
      for (const [name, text] of UNSAFE_TEXT) {
        const res = await send('POST', path, JSON.stringify(body(text)), { authorization: `Bearer ${token}` });
        const json = (await res.json()) as { error?: unknown };
        expect(res.status, `${path} ${JSON.stringify(body(text))} (${name})`).toBe(400);
        expect(schema.safeParse(json).success, JSON.stringify(json)).toBe(true);
        expect(typeof json.error).toBe('string');
      }
    }
  });

  it('/auth/v1: refresh token, user metadata (values, keys, nested) and PKCE fields answer 400 { code, message }', async () => {
    const cases: { method: string; path: string; body: (text: string) => unknown; auth?: boolean }[] = [
      { method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', body: (t) => ({ refresh_token: t }) },
      { method: 'PUT', path: '/auth/v1/user', body: (t) => ({ data: { full_name: t } }), auth: true },
      { method: 'PUT', path: '/auth/v1/user', body: (t) => ({ data: { [`key ${t}`]: 'value' } }), auth: true },
      { method: 'PUT', path: '/auth/v1/user', body: (t) => ({ data: { profile: { aliases: ['ok', t] } } }), auth: true },
      { method: 'PUT', path: '/auth/v1/user', body: (t) => ({ data: {}, code_challenge: t, code_challenge_method: 's256' }), auth: true },
    ];
    for (const { method, path, body, auth } of cases) {
      for (const [name, text] of UNSAFE_TEXT) {
        const headers: Record<string, string> = { apikey: server.auth.anonKey, ...(auth ? { authorization: `Bearer ${token}` } : {}) };
        const res = await send(method, path, JSON.stringify(body(text)), headers);
        expect(res.status, `${method} ${path} ${JSON.stringify(body(text))} (${name})`).toBe(400);
        expect(await res.json()).toEqual({ code: 'validation_failed', message: expect.stringContaining('NUL') });
      }
    }
    // The metadata was never touched.
    const res = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.auth.anonKey, authorization: `Bearer ${token}` } });
    const user = (await res.json()) as { user_metadata: Record<string, unknown> };
    expect(Object.keys(user.user_metadata).filter((k) => k === 'full_name' || k === 'profile' || k.startsWith('key '))).toEqual([]);
  });

  it('/auth/v1/authorize: a NUL in the sign-in form’s name, e-mail or redirect answers the 400 page', async () => {
    const form = { provider: 'google', redirect_to: `${server.url}/`, name: 'Ada', email: 'ada-form@example.com' };
    for (const [field, value] of [
      ['name', 'Ada\u0000Lovelace'],
      ['email', 'ada\u0000@example.com'],
      ['redirect_to', `${server.url}/\u0000`],
    ] as const) {
      const res = await fetch(`${server.url}/auth/v1/authorize`, {
        method: 'POST',
        headers: { origin: server.url },
        body: new URLSearchParams({ ...form, [field]: value }),
        redirect: 'manual',
      });
      expect(res.status, field).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('/rest/v1: a NUL in a filter value or a parameter name is refused before the query runs (PGRST100)', async () => {
    for (const query of ['url=eq.a%00b', 'url=in.(a,%00)', 'ur%00l=eq.a']) {
      const res = await fetch(`${server.url}/rest/v1/scraped_contents?select=url&${query}`, {
        headers: { apikey: server.auth.anonKey, authorization: `Bearer ${token}` },
      });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'PGRST100', details: expect.stringContaining('NUL') });
    }
  });

  it('/api/webhooks/lemonsqueezy: a signed body with unsafe text anywhere answers 400 { error } and stores nothing', async () => {
    const events = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from public.webhook_events')).rows[0]!.n);
    const before = await events();
    for (const [name, text] of UNSAFE_TEXT) {
      for (const payload of [
        simulatedSubscriptionEvent({ planName: 'Growth', userEmail: `buyer${text}@example.com` }),
        { ...simulatedSubscriptionEvent({ planName: 'Growth' }), meta: { event_name: 'subscription_created', custom_data: { [`note ${text}`]: 1 } } },
      ]) {
        const raw = JSON.stringify(payload);
        const res = await send('POST', '/api/webhooks/lemonsqueezy', raw, { 'x-signature': signLemonPayload(WEBHOOK_SECRET, raw) });
        expect(res.status, name).toBe(400);
        expect(await res.json()).toEqual({ error: expect.any(String) });
      }
    }
    expect(await events()).toBe(before);
  });
});

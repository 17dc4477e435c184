import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { generateResponseSchema, scrapeResponseSchema, topicsResponseSchema } from '../../src/shared/contracts/api';
import { EMPTY_DELETE_CONNECTION, EMPTY_PUBLISH_RESPONSE, EMPTY_TEST_CONNECTION } from '../../src/shared/contracts/publishing';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Rate limits at the HTTP layer, with a limit of 2 per window so no test needs many requests.
 * Bodies are invalid on purpose: the limit is counted before any work, and nothing is fetched.
 * All traffic goes to the loopback test server.
 */
const LIMIT = 2;
const SMALL_LIMITS = {
  RATE_LIMIT_WINDOW_SECONDS: '60',
  RATE_LIMIT_SIGN_IN: String(LIMIT),
  RATE_LIMIT_TOKEN_REFRESH: String(LIMIT),
  RATE_LIMIT_SCRAPE: String(LIMIT),
  RATE_LIMIT_TOPICS: String(LIMIT),
  RATE_LIMIT_GENERATE: String(LIMIT),
  RATE_LIMIT_PUBLISHING: String(LIMIT),
};

const endpoints: { path: string; schema: z.ZodType }[] = [
  { path: '/api/analyze/scrape', schema: scrapeResponseSchema },
  { path: '/api/analyze/topics', schema: topicsResponseSchema },
  { path: '/api/generate-article', schema: generateResponseSchema },
];

function expectRetryAfter(res: Response, windowSeconds = 60) {
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: SMALL_LIMITS });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: '{}',
    });

  it.each(endpoints)('$path: 429 in the contract shape with Retry-After after the limit, per signed-in user', async ({ path, schema }) => {
    const a = await server.signIn(`limit-a-${path.length}@example.com`);
    const b = await server.signIn(`limit-b-${path.length}@example.com`);
    for (let i = 0; i < LIMIT; i++) expect((await post(path, a.accessToken)).status).toBe(400);

    const refused = await post(path, a.accessToken);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    const body = (await refused.json()) as { error?: unknown };
    expect(schema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    expect(body.error).toMatch(/Too many requests\. Please try again in \d+ seconds?\./);

    // Another user has a count of their own.
    expect((await post(path, b.accessToken)).status).toBe(400);
  });

  it('a refused generate-article still answers CORS for an allowed origin (a generation service on its own origin)', async () => {
    const user = await server.signIn('limit-cors@example.com');
    const path = '/api/generate-article';
    for (let i = 0; i < LIMIT; i++) await post(path, user.accessToken, { origin: server.url });
    const refused = await post(path, user.accessToken, { origin: server.url });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('access-control-allow-origin')).toBe(server.url);
    const foreign = await post(path, user.accessToken, { origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(429);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('/api/publishing: one count per user over its endpoints that do work, each refusal in its endpoint’s shape; reads do not count', async () => {
    const a = await server.signIn('limit-publisher-a@example.com');
    const b = await server.signIn('limit-publisher-b@example.com');
    const call = (method: string, path: string, token: string) =>
      fetch(`${server.url}/api/publishing${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: method === 'GET' ? undefined : '{}' });
    // Free users: each counted call is answered 403 (no plan), so nothing is ever sent anywhere.
    for (let i = 0; i < LIMIT; i++) expect((await call('POST', '/publish', a.accessToken)).status).toBe(403);
    for (let i = 0; i < 3; i++) expect((await call('GET', '/connections', a.accessToken)).status).toBe(403);

    const refusals = [
      ['POST', '/publish', EMPTY_PUBLISH_RESPONSE],
      ['POST', '/connections/test', EMPTY_TEST_CONNECTION],
      ['DELETE', '/connections/00000000-0000-4000-8000-000000000000', EMPTY_DELETE_CONNECTION],
    ] as const;
    for (const [method, path, empty] of refusals) {
      const refused = await call(method, path, a.accessToken);
      expect(refused.status, `${method} ${path}`).toBe(429);
      expectRetryAfter(refused);
      expect(await refused.json()).toEqual({ ...empty, error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/) });
    }
    expect((await call('POST', '/publish', b.accessToken)).status).toBe(403);
  });

  it('counts requests without a valid token per address, apart from signed-in users', async () => {
    const path = '/api/analyze/topics';
    for (let i = 0; i < LIMIT; i++) expect((await post(path, 'not.a.token')).status).toBe(401);
    const refused = await post(path);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect(topicsResponseSchema.safeParse(await refused.json()).success).toBe(true);
    const user = await server.signIn('limit-signed-in@example.com');
    expect((await post(path, user.accessToken)).status).toBe(400);
  });

  it('limits the local sign-in form per address with a 429 page; loading the form does not count', async () => {
    const submit = (email: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/auth/v1/authorize`, {
        method: 'POST',
        headers: { origin: server.url, ...headers },
        body: new URLSearchParams({ provider: 'google', redirect_to: `${server.url}/`, email }),
        redirect: 'manual',
      });
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/auth/v1/authorize?provider=google`)).status).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await submit(`form-${i}@example.com`)).status).toBe(303);

    const refused = await submit('form-over@example.com');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect(refused.headers.get('content-type')).toMatch(/text\/html/);
    expect(await refused.text()).toMatch(/Too many sign-in attempts from this address\. Please try again in \d+ seconds?\./);

    // X-Forwarded-For is not believed without TRUST_PROXY: a forged one is still this address.
    expect((await submit('form-forged@example.com', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
  });

  it('limits token refresh per address with Supabase Auth’s error shape', async () => {
    const refresh = (token: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: server.auth.anonKey },
        body: JSON.stringify({ refresh_token: token }),
      });
    for (let i = 0; i < LIMIT; i++) expect((await refresh(`guess-${i}`)).status).toBe(400);
    const refused = await refresh('guess-over');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect(refused.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: expect.stringMatching(/^Request rate limit reached\./) });
  });
});

describe('rate limits behind a trusted proxy, and their window', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...SMALL_LIMITS, RATE_LIMIT_WINDOW_SECONDS: '1', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const topics = (forwardedFor: string) =>
    fetch(`${server.url}/api/analyze/topics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: '{}',
    });

  it('keys on the address the proxy appended (the last X-Forwarded-For entry)', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await topics(`198.51.100.1, 192.0.2.${i}`)).status).toBe(401);
    // The client may write anything before the proxy's entry; a third request from .0 is over.
    expect((await topics('198.51.100.99, 192.0.2.0')).status).toBe(401);
    expect((await topics('198.51.100.99, 192.0.2.0')).status).toBe(429);
    expect((await topics('192.0.2.50')).status).toBe(401);
  });

  it('lets a client in again once the window has passed', async () => {
    for (let i = 0; i < LIMIT; i++) await topics('192.0.2.77');
    const refused = await topics('192.0.2.77');
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await topics('192.0.2.77')).status).toBe(401);
  });
});

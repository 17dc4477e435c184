import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMPTY_GENERATE_RESPONSE, EMPTY_SCRAPE_RESPONSE, EMPTY_TOPICS_RESPONSE } from '../../src/shared/contracts/api';
import { contractBody } from '../../src/server/http/request-body';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The one request-body validator of the JSON endpoints (@hono/zod-validator with one hook): every
 * refusal is 400 with the endpoint's empty answer and its message, whatever is wrong with the body.
 */
describe('contractBody', () => {
  const app = new Hono().post('/', contractBody(z.object({ topic: z.string().trim().min(1) }), { article: null }, 'Send a topic.'), (c) =>
    c.json({ got: c.req.valid('json') }),
  );
  const send = (body: string, type = 'application/json') => app.request('/', { method: 'POST', headers: { 'content-type': type }, body });

  it('hands the handler the parsed data, not the raw body', async () => {
    const res = await send('{"topic": "  Espresso  ", "extra": 1}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: { topic: 'Espresso' } });
  });

  it.each([
    ['a wrong shape', '{"topic": 42}', 'application/json'],
    ['unparsable JSON', '{"topic": ', 'application/json'],
    ['JSON not declared as JSON', '{"topic": "Espresso"}', 'text/plain'],
  ])('answers %s with 400 in the given shape', async (_name, body, type) => {
    const res = await send(body, type);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ article: null, error: 'Send a topic.' });
  });
});

const UUID = '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';

describe('the JSON endpoints refuse every bad body alike, in their own shape', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.signIn('contract-body@example.com')).accessToken;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${token}` }, body });

  // A well-formed body of each, for the content-type case (a loopback port that refuses connections for the URL).
  const endpoints = [
    { path: '/api/analyze/scrape', empty: EMPTY_SCRAPE_RESPONSE, valid: { url: 'http://127.0.0.1:1/' } },
    { path: '/api/analyze/topics', empty: EMPTY_TOPICS_RESPONSE, valid: { contentId: UUID } },
    { path: '/api/generate-article', empty: EMPTY_GENERATE_RESPONSE, valid: { topic: 'Espresso at home', contentId: UUID } },
  ];

  it.each(endpoints)('$path', async ({ path, empty, valid }) => {
    const wrongShape = await post(path, '{"foo": "bar"}');
    expect(wrongShape.status).toBe(400);
    const refusal = (await wrongShape.json()) as Record<string, unknown>;
    expect(refusal).toEqual({ ...empty, error: expect.any(String) });

    for (const [body, type] of [
      ['{"url": ', 'application/json'],
      ['', 'application/json'],
      [JSON.stringify(valid), 'text/plain'],
      [JSON.stringify(valid), 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await post(path, body, type);
      expect(res.status, `${type} ${body}`).toBe(400);
      expect(await res.json()).toEqual(refusal);
    }

    // Declared with a charset, the same body passes validation and reaches the handler.
    const accepted = await post(path, JSON.stringify(valid), 'application/json; charset=utf-8');
    expect(accepted.status).not.toBe(400);
  });
});

describe('the embedded Auth subset validates its bodies with the same validator, answering as before', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const refresh = (body: string, type = 'application/json') =>
    fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, { method: 'POST', headers: { apikey: server.auth.anonKey, 'content-type': type }, body });

  it('refresh: unparsable 400 bad_json, a wrong or undeclared body 422 validation_failed', async () => {
    const malformed = await refresh('{"refresh_token": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 'bad_json', message: 'Could not parse request body as JSON' });
    for (const [body, type] of [
      ['{"refresh_token": 42}', 'application/json'],
      ['{"refresh_token": "some-token"}', 'text/plain'],
    ]) {
      const res = await refresh(body!, type);
      expect(res.status, `${type} ${body}`).toBe(422);
      expect(await res.json()).toEqual({ code: 'validation_failed', message: expect.stringMatching(/^refresh_token: /) });
    }
  });

  it('sign-in form: an unreadable or non-form body answers the 400 page, a bad field shows the form again', async () => {
    const submit = (body: string, type: string) =>
      fetch(`${server.url}/auth/v1/authorize`, { method: 'POST', headers: { origin: server.url, 'content-type': type }, body, redirect: 'manual' });
    for (const [body, type] of [
      ['--x\r\nnot a part', 'multipart/form-data; boundary=x'],
      [JSON.stringify({ provider: 'google', email: 'ada@example.com' }), 'application/json'],
    ] as const) {
      const res = await submit(body, type);
      expect(res.status, type).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('This sign-in request is not valid.');
    }
    const form = new URLSearchParams({ provider: 'google', redirect_to: `${server.url}/app`, name: '<b>Ada</b>', email: 'not-an-address' });
    const again = await submit(form.toString(), 'application/x-www-form-urlencoded');
    expect(again.status).toBe(400);
    const page = await again.text();
    expect(page).toContain('Please enter a valid e-mail address');
    expect(page).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"');
  });

  it('user update: the session is checked before the body', async () => {
    const res = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: server.auth.anonKey, 'content-type': 'application/json' },
      body: '{"data": ',
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('no_authorization');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { rawRequest } from '../support/raw-http';

// Issue 13: the local sign-in form accepted `Origin: null` (a sandboxed frame on another site could
// sign the victim in as the attacker), and took the server's own origin from the Host header.
describe('local sign-in: only its own origin, from configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const form = (redirectTo: string) =>
    new URLSearchParams({ provider: 'google', redirect_to: redirectTo, email: 'csrf-victim@example.com' }).toString();
  const post = (headers: Record<string, string>, redirectTo = `${server.url}/app`) =>
    rawRequest(`${server.url}/auth/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: form(redirectTo),
    });

  it('signs in from its own origin', async () => {
    const res = await post({ Origin: server.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(303);
    expect(String(res.headers.location)).toMatch(new RegExp(`^${server.url}/app#access_token=`));
  });

  it('refuses Origin: null (a sandboxed frame or a data: document on another site)', async () => {
    const res = await post({ Origin: 'null', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain('access_token');
  });

  it('refuses a form without Origin that the browser says came from another site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await post({ 'Sec-Fetch-Site': site });
      expect(res.status, site).toBe(403);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('a spoofed Host does not become an allowed origin or redirect target', async () => {
    const spoofed = { Host: 'evil.example' };
    const page = await rawRequest(
      `${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('http://evil.example/app')}`,
      { headers: spoofed },
    );
    expect(page.status).toBe(400);
    expect(page.body).toContain('not allowed');

    const asEvil = await post({ ...spoofed, Origin: 'http://evil.example' }, 'http://evil.example/app');
    expect(asEvil.status).toBe(403);
    const toEvil = await post({ ...spoofed, Origin: server.url }, 'http://evil.example/app');
    expect(toEvil.status).toBe(400);
    expect(toEvil.headers.location).toBeUndefined();
  });
});

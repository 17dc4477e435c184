import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authIssuer, hs256Signer } from '../../src/server/auth/jwt';
import { supabaseClient } from '../support/auth-helpers';
import { startTestServer, type TestServer, type TestSignIn } from '../support/test-server';

const SECRET = 'rls-test-secret-that-is-long-enough-0123456789';

describe('row-level security through /rest/v1', () => {
  let server: TestServer;
  let a: TestSignIn;
  let b: TestSignIn;
  const get = (path: string, token?: string) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      headers: { apikey: server.auth.anonKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    server = await startTestServer({ env: { JWT_SECRET: SECRET } });
    a = await server.signIn('alice@example.com');
    b = await server.signIn('bob@example.com');
    for (const u of [a, b]) {
      await server.db.query('insert into public.scraped_contents (user_id, url, paywall_shown) values ($1, $2, true)', [u.userId, `https://${u.userId}.test`]);
      await server.db.query(`insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', '684399')`, [u.userId]);
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('user A never sees B’s rows, whatever the query or filter', async () => {
    const queries = [
      'scraped_contents?select=*',
      `scraped_contents?select=user_id&user_id=eq.${b.userId}`,
      `scraped_contents?select=user_id&user_id=in.(${a.userId},${b.userId})`,
      `scraped_contents?select=user_id&user_id=neq.${a.userId}`,
      'scraped_contents?select=user_id&paywall_shown=eq.true&order=created_at.desc&limit=10',
      'user_subscriptions?select=*',
      `user_subscriptions?select=user_id&user_id=eq.${b.userId}`,
    ];
    for (const q of queries) {
      const res = await get(q, a.accessToken);
      expect(res.status, q).toBe(200);
      const rows = (await res.json()) as { user_id: string }[];
      expect(rows.every((r) => r.user_id === a.userId), q).toBe(true);
    }
    const own = (await (await get('scraped_contents?select=user_id', a.accessToken)).json()) as unknown[];
    expect(own).toHaveLength(1);
  });

  it('the supabase-js client of A gets nothing for B', async () => {
    const client = supabaseClient(server.url, server.auth.anonKey);
    await client.auth.setSession({ access_token: a.accessToken, refresh_token: a.refreshToken });
    const { data } = await client.from('user_subscriptions').select('status, plan_id').eq('user_id', b.userId);
    expect(data).toEqual([]);
  });

  it('anon (the anon key, or no token at all) reads nothing', async () => {
    for (const token of [server.auth.anonKey, undefined]) {
      for (const table of ['scraped_contents', 'user_subscriptions']) {
        const res = await get(`${table}?select=*`, token);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual([]);
      }
    }
  });

  it('refuses a token signed with the wrong key, an expired one, and a service role', async () => {
    // Right issuer and audience, so only the key or the expiry is wrong.
    const claims = { iss: authIssuer(server.config.publicUrl), sub: a.userId, role: 'authenticated', aud: 'authenticated' };
    const forged = await hs256Signer('another-secret-that-is-long-enough-0123456789').sign(claims, 3600);
    const forgedRes = await get('scraped_contents?select=*', forged);
    expect(forgedRes.status).toBe(401);
    expect(await forgedRes.json()).toMatchObject({ code: 'PGRST301' });

    const expired = await hs256Signer(SECRET).sign(claims, -60);
    const expiredRes = await get('scraped_contents?select=*', expired);
    expect(expiredRes.status).toBe(401);
    expect(expiredRes.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await expiredRes.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const service = await hs256Signer(SECRET).sign({ role: 'service_role' }, 3600);
    expect((await get('scraped_contents?select=*', service)).status).toBe(401);
    expect((await get('scraped_contents?select=*', 'not.a.jwt')).status).toBe(401);
  });
});

import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUser, type AuthVariables } from '../../src/server/auth/require-user';
import { signInThroughLocalPage, supabaseClient } from '../support/auth-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

describe('embedded Supabase Auth with the real supabase-js client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const anonKey = () => server.auth.anonKey;
  const postToken = (grant: string, body: string) =>
    fetch(`${server.url}/auth/v1/token?grant_type=${grant}`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json;charset=UTF-8', 'X-Supabase-Api-Version': '2024-01-01' },
      body,
    });

  it('signs in through the local page and redirects back with the implicit-flow fragment', async () => {
    const client = supabaseClient(server.url, anonKey());
    const { redirect, tokens, page } = await signInThroughLocalPage(client, server.url, { email: 'Ada@Example.com', name: 'Ada Lovelace' });
    expect(page).toContain('local development provider');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${server.url}/app`);
    expect(tokens.token_type).toBe('bearer');
    expect(Number(tokens.expires_in)).toBe(3600);
    expect(Number(tokens.expires_at)).toBeGreaterThan(Date.now() / 1000);

    const { data, error } = await client.auth.setSession({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('ada@example.com');
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: data.user?.id, role: 'authenticated', aud: 'authenticated', email: 'ada@example.com', aal: 'aal1' });
    expect(claims.session_id).toEqual(expect.any(String));

    const user = await client.auth.getUser();
    expect(user.data.user?.user_metadata.full_name).toBe('Ada Lovelace');
    expect(user.data.user?.app_metadata.provider).toBe('google');
  });

  it('signing in again with the same e-mail finds the same user', async () => {
    const first = await server.signIn('same@example.com', 'Same');
    const again = await signInThroughLocalPage(supabaseClient(server.url, anonKey()), server.url, { email: 'same@example.com' });
    const claims = JSON.parse(Buffer.from(again.tokens.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string };
    expect(claims.sub).toBe(first.userId);
  });

  it('updateUser merges user_metadata and a null deletes a key', async () => {
    const client = supabaseClient(server.url, anonKey());
    const { tokens } = await signInThroughLocalPage(client, server.url, { email: 'meta@example.com', name: 'Meta' });
    await client.auth.setSession({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    const set = await client.auth.updateUser({ data: { lemon_customer_id: '12345' } });
    expect(set.error).toBeNull();
    expect(set.data.user?.user_metadata).toMatchObject({ full_name: 'Meta', lemon_customer_id: '12345' });
    const cleared = await client.auth.updateUser({ data: { lemon_customer_id: null } });
    expect(cleared.data.user?.user_metadata).not.toHaveProperty('lemon_customer_id');
    expect(cleared.data.user?.user_metadata.full_name).toBe('Meta');
  });

  it('rotates refresh tokens, and reusing a spent one revokes the whole session', async () => {
    const client = supabaseClient(server.url, anonKey());
    const { tokens } = await signInThroughLocalPage(client, server.url, { email: 'rotate@example.com' });
    await client.auth.setSession({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session!.refresh_token;
    expect(next).not.toBe(tokens.refresh_token);

    const reuse = await postToken('refresh_token', JSON.stringify({ refresh_token: tokens.refresh_token }));
    expect(reuse.status).toBe(400);
    expect(reuse.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await reuse.json()).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    // The leak was detected: the still-unused child token dies with its session.
    const child = await postToken('refresh_token', JSON.stringify({ refresh_token: next }));
    expect(child.status).toBe(400);
    expect(((await child.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });

  it('signOut revokes the session: its access token no longer reads the user, its refresh token is dead', async () => {
    const client = supabaseClient(server.url, anonKey());
    const { tokens } = await signInThroughLocalPage(client, server.url, { email: 'leave@example.com' });
    await client.auth.setSession({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    const out = await client.auth.signOut();
    expect(out.error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const user = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: anonKey(), Authorization: `Bearer ${tokens.access_token}` } });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
    const refresh = await postToken('refresh_token', JSON.stringify({ refresh_token: tokens.refresh_token }));
    expect(refresh.status).toBe(400);
  });

  it('refuses a redirect to an origin that is not allowed', async () => {
    const res = await fetch(`${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('http://127.0.0.2:9/app')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('not allowed');
    const post = await fetch(`${server.url}/auth/v1/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ provider: 'google', redirect_to: 'http://127.0.0.2:9/app', email: 'x@example.com' }),
      redirect: 'manual',
    });
    expect(post.status).toBe(400);
  });

  it('refuses a sign-in form posted from another site', async () => {
    const res = await fetch(`${server.url}/auth/v1/authorize`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.3:8080' },
      body: new URLSearchParams({ provider: 'google', redirect_to: `${server.url}/app`, email: 'csrf@example.com' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
  });

  it('answers bad input with 4xx and a clear message, and keeps serving', async () => {
    const malformed = await postToken('refresh_token', '{"refresh_token":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 'bad_json', message: 'Could not parse request body as JSON' });

    const grant = await postToken('password', JSON.stringify({ email: 'a@b.c', password: 'x' }));
    expect(grant.status).toBe(400);
    expect(((await grant.json()) as { code: string }).code).toBe('unsupported_grant_type');

    const missing = await postToken('refresh_token', '{}');
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { message: string }).message).toContain('refresh_token');

    const huge = await postToken('refresh_token', JSON.stringify({ refresh_token: 'x'.repeat(100_000) }));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('request_too_large');

    const badEmail = await fetch(`${server.url}/auth/v1/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ provider: 'google', redirect_to: `${server.url}/app`, email: 'not-an-email' }),
      redirect: 'manual',
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain('Please enter a valid e-mail address');

    const noToken = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: anonKey() } });
    expect(noToken.status).toBe(401);
    const anonAsUser = await fetch(`${server.url}/auth/v1/user`, { headers: { Authorization: `Bearer ${anonKey()}` } });
    expect(anonAsUser.status).toBe(403);

    const { tokens } = await signInThroughLocalPage(supabaseClient(server.url, anonKey()), server.url, { email: 'put@example.com' });
    const putEmail = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'other@example.com' }),
    });
    expect(putEmail.status).toBe(422);

    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('requireUser on /api routes', () => {
  let server: TestServer;
  let api: Hono<{ Variables: AuthVariables }>;
  beforeAll(async () => {
    server = await startTestServer({ env: { JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789' } });
    api = new Hono<{ Variables: AuthVariables }>();
    api.use('*', requireUser(server.auth.verifier, { success: false }));
    api.get('/who', (c) => c.json(c.get('user')));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('exposes the signed-in user', async () => {
    const { accessToken, userId } = await server.signIn('api@example.com');
    const res = await api.request('/who', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: userId, email: 'api@example.com' });
  });

  it('answers 401 with the route contract fields for missing, anon, forged and expired tokens', async () => {
    const { hs256Signer } = await import('../../src/server/auth/jwt');
    const { userId } = await server.signIn('expired@example.com');
    const claims = { sub: userId, role: 'authenticated', aud: 'authenticated' };
    const forged = await hs256Signer('some-other-secret-that-is-long-enough-9876543210').sign(claims, 3600);
    const expired = await hs256Signer('a-test-secret-that-is-long-enough-0123456789').sign(claims, -120);
    for (const header of [undefined, `Bearer ${server.auth.anonKey}`, `Bearer ${forged}`, `Bearer ${expired}`, 'Basic abc']) {
      const res = await api.request('/who', { headers: header ? { Authorization: header } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: 'Authentication Required' });
    }
  });
});

describe('sign-in redirect allow-list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { REDIRECT_ALLOW_LIST: 'http://localhost:5173/anything, https://preview.example.com' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const submit = (redirectTo: string) =>
    fetch(`${server.url}/auth/v1/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ provider: 'google', redirect_to: redirectTo, email: 'dev@example.com' }),
      redirect: 'manual',
    });

  it('returns to a listed origin, and to PUBLIC_URL when no redirect_to is given', async () => {
    const listed = await submit('http://localhost:5173/app');
    expect(listed.status).toBe(303);
    expect(listed.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/app#access_token=/);
    const none = await submit('');
    expect(none.headers.get('location')).toMatch(new RegExp(`^${server.url}/#access_token=`));
  });

  it('refuses a look-alike origin', async () => {
    expect((await submit('https://preview.example.com.evil.test/app')).status).toBe(400);
    expect((await submit('http://localhost:5174/app')).status).toBe(400);
    expect((await submit('javascript:alert(1)')).status).toBe(400);
  });
});

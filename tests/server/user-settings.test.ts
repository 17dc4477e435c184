import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../support/auth-helpers';
import { startTestServer, type TestServer, type TestSignIn } from '../support/test-server';

/**
 * Settings for subscribers (issue 17) on the embedded backend, through the real supabase-js
 * client: the display name through PUT /auth/v1/user, the toggles through a REST upsert of
 * user_settings that the migration's grants and RLS policies confine to the user's own row.
 */
describe('settings: PUT /auth/v1/user and user_settings under RLS', () => {
  let server: TestServer;
  let a: TestSignIn;
  let b: TestSignIn;
  let clientA: SupabaseClient;
  let clientB: SupabaseClient;

  const signedInClient = async (user: TestSignIn) => {
    const client = supabaseClient(server.url, server.auth.anonKey);
    await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    return client;
  };
  const rowOf = async (userId: string) =>
    (await server.db.query('select email_notifications, campaign_alerts from public.user_settings where user_id = $1', [userId])).rows[0];
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      method: 'POST',
      headers: { apikey: server.auth.anonKey, 'Content-Type': 'application/json', ...headers },
      body,
    });

  beforeAll(async () => {
    server = await startTestServer();
    a = await server.signIn('settings-a@example.com', 'Ada Google');
    b = await server.signIn('settings-b@example.com');
    clientA = await signedInClient(a);
    clientB = await signedInClient(b);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('saves the display name into user_metadata, keeps it across a new sign-in, and deletes it with null', async () => {
    const { data, error } = await clientA.auth.updateUser({ data: { display_name: 'Ada L.' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Ada L.', full_name: 'Ada Google' });
    const fetched = await clientA.auth.getUser();
    expect(fetched.data.user?.user_metadata.display_name).toBe('Ada L.');

    // The provider's profile (full_name) is merged in again at each sign-in; the chosen name stays.
    await server.signIn('settings-a@example.com', 'Ada Google Again');
    const stored = await server.db.query<{ meta: Record<string, unknown> }>('select raw_user_meta_data as meta from auth.users where id = $1', [a.userId]);
    expect(stored.rows[0]!.meta).toMatchObject({ display_name: 'Ada L.', full_name: 'Ada Google Again' });

    const cleared = await clientA.auth.updateUser({ data: { display_name: null } });
    expect(cleared.data.user?.user_metadata).not.toHaveProperty('display_name');
  });

  it('refuses PUT /auth/v1/user without a session (401) or with the anon key (403), and unsafe text (400)', async () => {
    const put = (headers: Record<string, string>, body: unknown) =>
      fetch(`${server.url}/auth/v1/user`, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const none = await put({ apikey: server.auth.anonKey }, { data: { display_name: 'x' } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a Bearer token' });
    expect((await put({ Authorization: `Bearer ${server.auth.anonKey}` }, { data: { display_name: 'x' } })).status).toBe(403);
    const unsafe = await put({ Authorization: `Bearer ${b.accessToken}` }, { data: { display_name: 'a\u0000b' } });
    expect(unsafe.status).toBe(400);
    expect(((await unsafe.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('upserts the user’s own toggles: the first save creates the row, the next one changes it', async () => {
    expect((await clientA.from('user_settings').select('email_notifications, campaign_alerts').eq('user_id', a.userId).maybeSingle()).data).toBeNull();

    const first = await clientA.from('user_settings').upsert({ user_id: a.userId, email_notifications: false, campaign_alerts: true }, { onConflict: 'user_id' });
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    expect(await rowOf(a.userId)).toEqual({ email_notifications: false, campaign_alerts: true });

    const second = await clientA
      .from('user_settings')
      .upsert({ user_id: a.userId, email_notifications: true, campaign_alerts: false }, { onConflict: 'user_id' })
      .select('email_notifications, campaign_alerts')
      .single();
    expect(second.error).toBeNull();
    expect(second.data).toEqual({ email_notifications: true, campaign_alerts: false });

    const read = await clientA.from('user_settings').select('email_notifications, campaign_alerts').eq('user_id', a.userId).maybeSingle();
    expect(read.data).toEqual({ email_notifications: true, campaign_alerts: false });
  });

  it('one user can neither read nor write another’s row', async () => {
    await clientB.from('user_settings').upsert({ user_id: b.userId, email_notifications: true, campaign_alerts: true }, { onConflict: 'user_id' });
    const before = await rowOf(b.userId);
    expect(before).toEqual({ email_notifications: true, campaign_alerts: true });

    const readB = await clientA.from('user_settings').select('*').eq('user_id', b.userId);
    expect(readB.data).toEqual([]);
    const all = await clientA.from('user_settings').select('user_id');
    expect(all.data).toEqual([{ user_id: a.userId }]);

    // Overwriting B's existing row, and creating a row in the name of a user without one.
    const overwrite = await clientA.from('user_settings').upsert({ user_id: b.userId, email_notifications: false, campaign_alerts: false }, { onConflict: 'user_id' });
    expect(overwrite.status).toBe(403);
    expect(overwrite.error?.code).toBe('42501');
    const c = await server.signIn('settings-c@example.com');
    const plant = await clientA.from('user_settings').insert({ user_id: c.userId, email_notifications: false, campaign_alerts: false });
    expect(plant.status).toBe(403);

    expect(await rowOf(b.userId)).toEqual(before);
    expect(await rowOf(c.userId)).toBeUndefined();
  });

  it('anon holds no grant on the table: reading and writing are refused', async () => {
    const anon = supabaseClient(server.url, server.auth.anonKey);
    const read = await anon.from('user_settings').select('*');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    const write = await anon.from('user_settings').upsert({ user_id: a.userId, email_notifications: false }, { onConflict: 'user_id' });
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('42501');
  });

  it('answers PostgREST errors for bodies, columns and tables it will not write', async () => {
    const auth = { Authorization: `Bearer ${a.accessToken}` };
    const codeOf = async (res: Response) => ({ status: res.status, code: ((await res.json()) as { code: string }).code });
    expect(await codeOf(await post('user_settings', '{not json', auth))).toEqual({ status: 400, code: 'PGRST102' });
    expect(await codeOf(await post('user_settings', '"a string"', auth))).toEqual({ status: 400, code: 'PGRST102' });
    expect(await codeOf(await post('user_settings', JSON.stringify({ user_id: a.userId, secret: 1 }), auth))).toEqual({ status: 400, code: 'PGRST204' });
    expect(await codeOf(await post('user_settings', JSON.stringify({ user_id: a.userId, campaign_alerts: 'loud' }), auth))).toEqual({ status: 400, code: '22P02' });
    expect(await codeOf(await post('user_settings', JSON.stringify({ user_id: a.userId }), auth))).toEqual({ status: 409, code: '23505' });
    expect(await codeOf(await post('scraped_contents', JSON.stringify({ url: 'https://x.test' }), auth))).toEqual({ status: 405, code: 'PGRST105' });
    expect(await codeOf(await post('webhook_events', JSON.stringify({ id: 'x' }), auth))).toEqual({ status: 400, code: '42P01' });
    const patch = await fetch(`${server.url}/rest/v1/user_settings?user_id=eq.${a.userId}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ campaign_alerts: true }),
    });
    expect(patch.status).toBe(405);
  });
});

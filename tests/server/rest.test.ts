import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../support/auth-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

describe('embedded REST subset: the app’s four reads through the real supabase-js client', () => {
  let server: TestServer;
  let client: SupabaseClient;
  let userId: string;
  let paywalled: { old: string; newest: string };

  beforeAll(async () => {
    server = await startTestServer();
    const user = await server.signIn('reader@example.com');
    userId = user.userId;
    client = supabaseClient(server.url, server.auth.anonKey);
    await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    const insert = (url: string, credits: number, paywall: boolean, createdAt: string, articles: unknown[] = []) =>
      server.db
        .query<{ id: string }>(
          `insert into public.scraped_contents (user_id, url, credits, paywall_shown, created_at, generated_articles)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [userId, url, credits, paywall, createdAt, JSON.stringify(articles)],
        )
        .then((r) => r.rows[0]!.id);
    paywalled = {
      old: await insert('https://a.test', 0, true, '2025-03-01T00:00:00Z'),
      newest: await insert('https://b.test', 0, true, '2025-03-03T00:00:00Z'),
    };
    await insert('https://c.test', 1, false, '2025-03-04T00:00:00Z', [{ content: '# Hi', created_at: '2025-03-04T01:00:00Z' }]);
    await server.db.query(`insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', '684404')`, [userId]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('newest paywalled record: select id, paywall_shown … order created_at desc, limit 1', async () => {
    const { data, error } = await client
      .from('scraped_contents')
      .select('id, paywall_shown')
      .eq('user_id', userId)
      .eq('paywall_shown', true)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toEqual({ id: paywalled.newest, paywall_shown: true });
  });

  it('credits of the user’s records', async () => {
    const { data, error } = await client.from('scraped_contents').select('credits').eq('user_id', userId);
    expect(error).toBeNull();
    expect(data?.map((r) => r.credits).sort()).toEqual([0, 0, 1]);
  });

  it('credits with generated articles', async () => {
    const { data, error } = await client.from('scraped_contents').select('credits, generated_articles').eq('user_id', userId);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(data).toContainEqual({ credits: 1, generated_articles: [{ content: '# Hi', created_at: '2025-03-04T01:00:00Z' }] });
  });

  it('subscription status and plan', async () => {
    const { data, error } = await client.from('user_subscriptions').select('status, plan_id').eq('user_id', userId);
    expect(error).toBeNull();
    expect(data).toEqual([{ status: 'active', plan_id: '684404' }]);
  });

  it('supports neq, is, in and single() as postgrest-js sends them', async () => {
    const neq = await client.from('scraped_contents').select('id').neq('id', paywalled.old);
    expect(neq.data).toHaveLength(2);
    const isNull = await client.from('user_subscriptions').select('status').is('lemon_subscription_id', null);
    expect(isNull.data).toEqual([{ status: 'active' }]);
    const inList = await client.from('scraped_contents').select('id').in('id', [paywalled.old, paywalled.newest]);
    expect(inList.data?.map((r) => r.id).sort()).toEqual([paywalled.old, paywalled.newest].sort());
    const one = await client.from('user_subscriptions').select('plan_id').single();
    expect(one.data).toEqual({ plan_id: '684404' });
    const none = await client.from('scraped_contents').select('id').eq('url', 'https://none.test').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const injected = await client.from('scraped_contents').select('id').eq('url', "x' or 1=1--");
    expect(injected.data).toEqual([]);
  });

  it('answers PostgREST errors with 4xx for bad tables, columns, operators and values', async () => {
    const headers = { apikey: server.auth.anonKey, Authorization: `Bearer ${server.auth.anonKey}` };
    const get = async (path: string) => {
      const res = await fetch(`${server.url}/rest/v1/${path}`, { headers });
      return { status: res.status, body: (await res.json()) as { code: string; message: string } };
    };
    expect(await get('nope?select=id')).toMatchObject({ status: 400, body: { code: '42P01' } });
    expect(await get('webhook_events?select=id')).toMatchObject({ status: 400, body: { code: '42P01' } });
    expect(await get('scraped_contents?select=id,secret')).toMatchObject({ status: 400, body: { code: '42703' } });
    expect(await get('scraped_contents?secret=eq.1')).toMatchObject({ status: 400, body: { code: '42703' } });
    expect(await get('scraped_contents?user_id=like.abc')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await get('scraped_contents?user_id=is.maybe')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await get('scraped_contents?order=created_at.sideways')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await get('scraped_contents?limit=-1')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await get('scraped_contents?select=id;drop%20table%20x')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await get('scraped_contents?user_id=eq.not-a-uuid')).toMatchObject({ status: 400, body: { code: '22P02' } });

    const write = await fetch(`${server.url}/rest/v1/scraped_contents`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://x.test' }),
    });
    expect(write.status).toBe(405);
    const huge = await fetch(`${server.url}/rest/v1/scraped_contents`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'x'.repeat(50_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { startTestServer, type TestServer } from '../support/test-server';
import { rawRequest } from '../support/raw-http';
import { LOCAL_CHECKOUT_MAX_BODY_BYTES } from '../../src/server/billing/local-checkout.routes';
import { PLAN_IDS } from '../../src/shared/plans';

// Issue 13: `POST /checkout/local/<product>` with any user id, from any origin, with no token,
// activated a paid plan. Now the app opens the page by posting the user's access token from its own
// origin, and only the page's token (bound to that user and product) completes the purchase.
describe('local checkout (embedded mode)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const linkFor = (product: string, userId: string, redirect = `${server.url}/`) =>
    `${server.url}/checkout/local/${product}?checkout%5Bcustom%5D%5Buser_id%5D=${userId}&checkout%5Bredirect_url%5D=${encodeURIComponent(redirect)}`;
  const open = (link: string, accessToken: string, headers: Record<string, string> = { Origin: server.url }) =>
    fetch(link, { method: 'POST', headers: { ...FORM, ...headers }, body: new URLSearchParams({ access_token: accessToken }) });
  const complete = (product: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: server.url }) =>
    fetch(`${server.url}/checkout/local/${product}/complete`, {
      method: 'POST',
      headers: { ...FORM, ...headers },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const tokenIn = (page: string) => /name="checkout_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const subscriptionOf = async (userId: string) =>
    (await server.db.query('select status, plan_id from public.user_subscriptions where user_id = $1', [userId])).rows;

  it('signed in: offers both plans of the shared Starter/Beginner link, activates the chosen one and returns home', async () => {
    const { userId, accessToken } = await server.signIn('local-buyer@example.com');
    const page = await open(linkFor('starter-beginner', userId), accessToken);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Local development checkout');
    expect(text).toContain('value="Starter"');
    expect(text).toContain('value="Beginner"');
    expect(text).not.toContain(accessToken);

    const res = await complete('starter-beginner', { checkout_token: tokenIn(text), plan: 'Beginner', redirect_url: `${server.url}/` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${server.url}/`);
    expect(await subscriptionOf(userId)).toEqual([{ status: 'active', plan_id: PLAN_IDS.Beginner }]);
  });

  it('without a session: the link alone, a bare user id or a made-up token activates nothing', async () => {
    const { userId } = await server.signIn('no-session@example.com');
    const link = linkFor('growth', userId);
    expect((await fetch(link)).status).toBe(400);
    // Today's attack: the old form fields, posted with no token.
    const bare = await fetch(link, { method: 'POST', headers: { ...FORM, Origin: server.url }, body: new URLSearchParams({ plan: 'Growth', user_id: userId }) });
    expect(bare.status).toBe(401);
    const anon = await open(link, server.auth.anonKey);
    expect(anon.status).toBe(401);
    expect((await complete('growth', { plan: 'Growth', user_id: userId })).status).toBe(403);
    const forged = await sign({ sub: userId, product: 'growth', aud: 'rankscribe:local-checkout', exp: Math.floor(Date.now() / 1000) + 600 }, 'not-the-server-secret-0123456789');
    expect((await complete('growth', { checkout_token: forged, plan: 'Growth' })).status).toBe(403);
    expect(await subscriptionOf(userId)).toEqual([]);
  });

  it("refuses another user's id, and a page token used for another product", async () => {
    const attacker = await server.signIn('attacker@example.com');
    const victim = await server.signIn('victim@example.com');
    const res = await open(linkFor('ultimate', victim.userId), attacker.accessToken);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('checkout_token');

    const growthPage = await (await open(linkFor('growth', attacker.userId), attacker.accessToken)).text();
    expect((await complete('ultimate', { checkout_token: tokenIn(growthPage), plan: 'Ultimate' })).status).toBe(403);
    expect(await subscriptionOf(victim.userId)).toEqual([]);
    expect(await subscriptionOf(attacker.userId)).toEqual([]);
  });

  it('refuses forms from another origin, Origin: null, and cross-site requests without Origin', async () => {
    const { userId, accessToken } = await server.signIn('cross-site@example.com');
    const link = linkFor('growth', userId);
    const token = tokenIn(await (await open(link, accessToken)).text());
    expect(token).not.toBe('');
    const foreign: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }];
    for (const headers of foreign) {
      expect((await open(link, accessToken, headers)).status, JSON.stringify(headers)).toBe(403);
      expect((await complete('growth', { checkout_token: token, plan: 'Growth' }, headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(await subscriptionOf(userId)).toEqual([]);
  });

  it('refuses an oversized body with 413 and keeps serving', async () => {
    const { accessToken } = await server.signIn('big-body@example.com');
    const res = await fetch(`${server.url}/checkout/local/growth`, {
      method: 'POST',
      headers: { ...FORM, Origin: server.url },
      body: new URLSearchParams({ access_token: accessToken, pad: 'x'.repeat(LOCAL_CHECKOUT_MAX_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('answers an unreadable form with the 400 page, and a body that is not a form like an empty one', async () => {
    for (const path of ['/checkout/local/growth', '/checkout/local/growth/complete']) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', Origin: server.url },
        body: '--x\r\nnot a part',
      });
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain('The checkout form was incomplete.');
    }
    const { accessToken } = await server.signIn('json-body@example.com');
    const json = await fetch(`${server.url}/checkout/local/growth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: server.url },
      body: JSON.stringify({ access_token: accessToken }),
    });
    expect(json.status).toBe(401);
  });

  it('refuses a plan the link does not sell; returns only to configured origins, whatever the Host header says', async () => {
    const { userId, accessToken } = await server.signIn('redirects@example.com');
    const token = async () => tokenIn(await (await open(linkFor('growth', userId), accessToken)).text());
    expect((await complete('growth', { checkout_token: await token(), plan: 'Ultimate' })).status).toBe(400);

    const foreign = await complete('growth', { checkout_token: await token(), plan: 'Growth', redirect_url: 'https://evil.example/' });
    expect(foreign.status).toBe(200);
    expect(await foreign.text()).toContain('subscription is active');

    const spoofed = await rawRequest(`${server.url}/checkout/local/growth/complete`, {
      method: 'POST',
      headers: { ...FORM, Host: 'evil.example', Origin: server.url },
      body: new URLSearchParams({ checkout_token: await token(), plan: 'Growth', redirect_url: 'http://evil.example/' }).toString(),
    });
    expect(spoofed.status).toBe(200);
    expect(spoofed.headers.location).toBeUndefined();
    const spoofedOrigin = await rawRequest(`${server.url}/checkout/local/growth/complete`, {
      method: 'POST',
      headers: { ...FORM, Host: 'evil.example', Origin: 'http://evil.example' },
      body: new URLSearchParams({ checkout_token: await token(), plan: 'Growth', redirect_url: 'http://evil.example/' }).toString(),
    });
    expect(spoofedOrigin.status).toBe(403);
  });
});

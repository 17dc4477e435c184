import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { signLemonPayload } from '../../src/server/billing/lemon-signature';
import { simulatedSubscriptionEvent } from '../../src/server/billing/simulated-event';
import { PLAN_IDS } from '../../src/shared/plans';

const SECRET = 'test-webhook-secret-0123456789';

describe('POST /api/webhooks/lemonsqueezy', () => {
  let server: TestServer;
  let userId: string;

  const post = (raw: string, signature: string | null) =>
    fetch(`${server.url}/api/webhooks/lemonsqueezy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-signature': signature }) },
      body: raw,
    });
  const signed = (payload: unknown) => {
    const raw = JSON.stringify(payload);
    return post(raw, signLemonPayload(SECRET, raw));
  };
  const subscription = async () =>
    (
      await server.db.query<{ status: string; plan_id: string; current_period_end: Date | null }>(
        'select status, plan_id, current_period_end from public.user_subscriptions where user_id = $1',
        [userId],
      )
    ).rows;
  const eventCount = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from public.webhook_events')).rows[0]!.n);

  beforeAll(async () => {
    server = await startTestServer({ env: { LEMONSQUEEZY_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    await server.db.query('delete from public.user_subscriptions');
    await server.db.query('delete from public.webhook_events');
    userId = (await server.signIn(`buyer-${Math.random().toString(36).slice(2)}@example.com`)).userId;
  });

  it('upserts the subscription for a correctly signed event', async () => {
    const res = await signed(simulatedSubscriptionEvent({ planName: 'Growth', userId }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    const rows = await subscription();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', plan_id: PLAN_IDS.Growth });
    expect(rows[0]!.current_period_end).not.toBeNull();
  });

  it('finds the user by e-mail when the checkout carried no user id', async () => {
    const email = `mail-${Math.random().toString(36).slice(2)}@example.com`;
    const other = await server.signIn(email);
    const res = await signed(simulatedSubscriptionEvent({ planName: 'Ultimate', userEmail: email.toUpperCase() }));
    expect(await res.json()).toMatchObject({ outcome: 'applied' });
    const row = await server.db.query('select plan_id from public.user_subscriptions where user_id = $1', [other.userId]);
    expect(row.rows).toEqual([{ plan_id: PLAN_IDS.Ultimate }]);
  });

  it.each([
    ['missing', () => null],
    ['forged', () => 'ab'.repeat(32)],
    ['truncated', (raw: string) => signLemonPayload(SECRET, raw).slice(0, 40)],
    ['signed with another secret', (raw: string) => signLemonPayload('not-the-secret-at-all', raw)],
  ])('refuses a %s signature with 401 and writes nothing', async (_name, sign) => {
    const raw = JSON.stringify(simulatedSubscriptionEvent({ planName: 'Growth', userId }));
    const res = await post(raw, sign(raw));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect(await subscription()).toEqual([]);
    expect(await eventCount()).toBe(0);
  });

  it('answers 400 for a signed body that is not JSON or not a webhook payload', async () => {
    for (const [raw, error] of [
      ['{not json', 'Body is not valid JSON'],
      ['[]', 'Body is not a Lemon Squeezy webhook payload'],
      ['{"meta":{}}', 'Body is not a Lemon Squeezy webhook payload'],
      // A field the schema does not keep is still stored with the raw body.
      [
        JSON.stringify({ ...simulatedSubscriptionEvent({ planName: 'Starter', userId }), extra: 'a\u0000b' }),
        'Body contains NUL characters or unpaired UTF-16 surrogates',
      ],
    ]) {
      const res = await post(raw!, signLemonPayload(SECRET, raw!));
      expect(res.status, raw).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    expect(await eventCount()).toBe(0);
  });

  it('applies a replayed delivery once', async () => {
    const payload = simulatedSubscriptionEvent({ planName: 'Starter', userId });
    const first = await signed(payload);
    const again = await signed(payload);
    expect(await first.json()).toMatchObject({ outcome: 'applied' });
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await eventCount()).toBe(1);
    expect(await subscription()).toHaveLength(1);
  });

  it('does not let an older subscription_updated regress a newer state', async () => {
    const newer = simulatedSubscriptionEvent({ planName: 'Ultimate', userId, eventName: 'subscription_updated', now: new Date('2026-05-02T00:00:00Z') });
    const older = simulatedSubscriptionEvent({
      planName: 'Starter',
      userId,
      status: 'expired',
      eventName: 'subscription_updated',
      now: new Date('2026-05-01T00:00:00Z'),
    });
    expect(await (await signed(newer)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await signed(older)).json()).toMatchObject({ outcome: 'stale' });
    expect((await subscription())[0]).toMatchObject({ status: 'active', plan_id: PLAN_IDS.Ultimate });
  });

  it('never lets an event without updated_at overwrite dated state, but applies it to a row without any', async () => {
    const dated = simulatedSubscriptionEvent({ planName: 'Ultimate', userId, eventName: 'subscription_updated', now: new Date('2026-05-02T00:00:00Z') });
    const undated = simulatedSubscriptionEvent({ planName: 'Starter', userId, status: 'expired', eventName: 'subscription_expired' });
    const { updated_at: _dropped, ...undatedAttributes } = undated.data.attributes;
    const withoutDate = { ...undated, data: { ...undated.data, attributes: undatedAttributes } };

    expect(await (await signed(dated)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await signed(withoutDate)).json()).toMatchObject({ outcome: 'stale' });
    expect((await subscription())[0]).toMatchObject({ status: 'active', plan_id: PLAN_IDS.Ultimate });

    await server.db.query('delete from public.user_subscriptions');
    expect(await (await signed({ ...withoutDate, meta: { ...withoutDate.meta, test_mode: false } })).json()).toMatchObject({ outcome: 'applied' });
    expect((await subscription())[0]).toMatchObject({ status: 'expired', plan_id: PLAN_IDS.Starter });
  });

  it('acknowledges events it does not act on', async () => {
    const res = await signed({ meta: { event_name: 'order_created' }, data: { type: 'orders', id: 1, attributes: {} } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'ignored' });
    expect(await subscription()).toEqual([]);
  });

  it('refuses an oversized body with 413', async () => {
    const raw = JSON.stringify({ pad: 'x'.repeat(300 * 1024) });
    const res = await post(raw, signLemonPayload(SECRET, raw));
    expect(res.status).toBe(413);
    // The server is still up.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

// The local checkout page that sends these webhooks: tests/server/local-checkout.test.ts.

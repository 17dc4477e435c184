import { describe, expect, it } from 'vitest';
import { signLemonPayload, verifyLemonSignature } from '../../src/server/billing/lemon-signature';
import { parseVariantPlans, resolvePlanId } from '../../src/server/billing/plan-mapping';
import type { SubscriptionAttributes } from '../../src/server/billing/lemon-event';
import { billingPeriod, entitledPlan, isEntitled, quotaRemaining } from '../../src/shared/subscription-rules';
import { PLAN_IDS, PLANS } from '../../src/shared/plans';

describe('Lemon Squeezy signature', () => {
  const secret = 'whsec_test_secret';
  const body = '{"meta":{"event_name":"subscription_created"}}';
  const good = signLemonPayload(secret, body);

  it('accepts the hex HMAC-SHA256 of the raw body, in either case', () => {
    expect(good).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyLemonSignature(secret, body, good)).toBe(true);
    expect(verifyLemonSignature(secret, body, good.toUpperCase())).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['truncated', good.slice(0, 63)],
    ['not hex', 'z'.repeat(64)],
    ['another secret', signLemonPayload('other', body)],
    ['another body', signLemonPayload(secret, `${body} `)],
  ])('refuses a %s signature', (_label, header) => {
    expect(verifyLemonSignature(secret, body, header)).toBe(false);
  });
});

describe('plan mapping', () => {
  const attrs = (a: Partial<SubscriptionAttributes>): SubscriptionAttributes => ({ status: 'active', ...a });

  it('maps configured store variant ids first', () => {
    const map = parseVariantPlans('111:Starter, 222:Growth');
    expect(resolvePlanId(attrs({ variant_id: '222', product_name: 'Ultimate' }), map)).toBe(PLAN_IDS.Growth);
  });

  it('accepts the spec ids themselves and plan names', () => {
    const none = new Map();
    expect(resolvePlanId(attrs({ variant_id: '684406' }), none)).toBe('684406');
    expect(resolvePlanId(attrs({ variant_id: '9', variant_name: 'Beginner' }), none)).toBe(PLAN_IDS.Beginner);
    expect(resolvePlanId(attrs({ product_name: 'Growth – monthly' }), none)).toBe(PLAN_IDS.Growth);
    expect(resolvePlanId(attrs({ product_name: 'Something else' }), none)).toBeNull();
  });

  it('rejects a malformed LEMONSQUEEZY_VARIANT_PLANS', () => {
    expect(() => parseVariantPlans('111:Platinum')).toThrow(/variant id/);
    expect(() => parseVariantPlans('Starter')).toThrow();
  });
});

describe('subscription rules', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  const sub = (status: string, extra: object = {}) => ({ status, plan_id: PLAN_IDS.Growth, ...extra });

  it('entitles active and on_trial subscribers on a known plan', () => {
    expect(isEntitled(sub('active'), now)).toBe(true);
    expect(isEntitled(sub('on_trial'), now)).toBe(true);
    expect(isEntitled({ status: 'active', plan_id: '1' }, now)).toBe(false);
    expect(isEntitled(null, now)).toBe(false);
  });

  it('keeps a cancelled subscription until ends_at, then not', () => {
    expect(isEntitled(sub('cancelled', { ends_at: '2026-03-20T00:00:00Z' }), now)).toBe(true);
    expect(isEntitled(sub('cancelled', { ends_at: '2026-03-01T00:00:00Z' }), now)).toBe(false);
    expect(isEntitled(sub('cancelled'), now)).toBe(false);
    for (const s of ['expired', 'past_due', 'unpaid', 'paused']) expect(isEntitled(sub(s), now)).toBe(false);
  });

  it('uses the provider period when it covers now, else the UTC calendar month', () => {
    const period = { current_period_start: '2026-03-10T00:00:00Z', current_period_end: '2026-04-10T00:00:00Z' };
    expect(billingPeriod(sub('active', period), now)).toEqual({
      start: new Date('2026-03-10T00:00:00Z'),
      end: new Date('2026-04-10T00:00:00Z'),
    });
    const old = { current_period_start: '2026-01-10T00:00:00Z', current_period_end: '2026-02-10T00:00:00Z' };
    expect(billingPeriod(sub('active', old), now)).toEqual({
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('counts the quota down to zero, never below', () => {
    const growth = entitledPlan(sub('active'), now)!;
    expect(growth.articlesPerMonth).toBe(20);
    expect(quotaRemaining(growth, 19)).toBe(1);
    expect(quotaRemaining(growth, 25)).toBe(0);
    expect(PLANS.map((p) => p.articlesPerMonth)).toEqual([2, 10, 20, 50]);
  });
});

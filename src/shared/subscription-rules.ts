import { planById, type Plan } from './plans';

/**
 * Who counts as a subscriber, and over which billing period their quota is counted. One module
 * for the analysis and generation services and the webhook, so they can never disagree.
 */
export interface SubscriptionRecord {
  status: string;
  plan_id: string | null;
  current_period_start?: string | Date | null;
  current_period_end?: string | Date | null;
  ends_at?: string | Date | null;
}

const toDate = (v: string | Date | null | undefined) => (v == null ? null : v instanceof Date ? v : new Date(v));

/**
 * Entitled to the plan's quota: 'active' or 'on_trial', or 'cancelled' while its paid period
 * (ends_at) has not run out — Lemon Squeezy's grace period.
 */
export function isEntitled(sub: SubscriptionRecord | null | undefined, now: Date): boolean {
  if (!sub || !planById(sub.plan_id)) return false;
  if (sub.status === 'active' || sub.status === 'on_trial') return true;
  if (sub.status === 'cancelled') {
    const endsAt = toDate(sub.ends_at);
    return endsAt !== null && endsAt.getTime() > now.getTime();
  }
  return false;
}

/** The plan an entitled subscriber is on, else undefined (a free user). */
export function entitledPlan(sub: SubscriptionRecord | null | undefined, now: Date): Plan | undefined {
  return isEntitled(sub, now) ? planById(sub!.plan_id) : undefined;
}

/**
 * The billing period containing `now`: the provider's current period when it covers `now`,
 * otherwise the calendar month in UTC (a period we have not heard about yet must still reset).
 */
export function billingPeriod(sub: SubscriptionRecord | null | undefined, now: Date): { start: Date; end: Date } {
  const start = toDate(sub?.current_period_start);
  const end = toDate(sub?.current_period_end);
  if (start && end && start.getTime() <= now.getTime() && now.getTime() < end.getTime()) {
    return { start, end };
  }
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start: monthStart, end: monthEnd };
}

/** Articles left this period for a subscriber who has written `used` of them. */
export function quotaRemaining(plan: Plan, used: number): number {
  return Math.max(0, plan.articlesPerMonth - used);
}

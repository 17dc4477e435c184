import type { Plan } from '../../shared/plans';
import { billingPeriod, entitledPlan, quotaRemaining, type SubscriptionRecord } from '../../shared/subscription-rules';

/**
 * Who may have one more article, and what is left afterwards. Pure: the article store calls it
 * with what it read under lock, the billing side can call it with what it read for display.
 */
export function countArticlesInPeriod(createdAts: readonly (string | Date)[], period: { start: Date; end: Date }): number {
  return createdAts.filter((v) => {
    const t = (v instanceof Date ? v : new Date(v)).getTime();
    return t >= period.start.getTime() && t < period.end.getTime();
  }).length;
}

export interface AllowanceInput {
  subscription: SubscriptionRecord | null;
  now: Date;
  /** Credits on the scraped_contents record the article is for (the free trial's budget). */
  recordCredits: number;
  /** created_at of every article the user has, across all their records (the plan quota's budget). */
  articleDates: readonly (string | Date)[];
}

export type Allowance =
  | { allowed: true; plan: Plan | null; remainingAfter: number }
  | { allowed: false; plan: Plan | null; remainingAfter: 0 };

/**
 * Subscribers are limited by their plan's monthly quota, counted over the current billing
 * period; everyone else by the record's credits (the free trial starts with 1).
 */
export function allowance({ subscription, now, recordCredits, articleDates }: AllowanceInput): Allowance {
  const plan = entitledPlan(subscription, now) ?? null;
  if (plan) {
    const used = countArticlesInPeriod(articleDates, billingPeriod(subscription, now));
    const left = quotaRemaining(plan, used);
    return left > 0 ? { allowed: true, plan, remainingAfter: left - 1 } : { allowed: false, plan, remainingAfter: 0 };
  }
  return recordCredits > 0 ? { allowed: true, plan: null, remainingAfter: recordCredits - 1 } : { allowed: false, plan: null, remainingAfter: 0 };
}

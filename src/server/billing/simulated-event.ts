import { randomInt } from 'node:crypto';
import { PLAN_IDS, type PlanName } from '../../shared/plans';

export interface SimulatedSubscription {
  planName: PlanName;
  userId?: string;
  userEmail?: string;
  status?: 'active' | 'on_trial' | 'cancelled' | 'expired';
  eventName?: string;
  now?: Date;
}

/**
 * A subscription webhook payload shaped like Lemon Squeezy's, for the local checkout page and
 * `npm run billing:simulate`. It goes through the same signature check and handler as a real one.
 */
export function simulatedSubscriptionEvent(s: SimulatedSubscription) {
  const now = s.now ?? new Date();
  const renews = new Date(now);
  renews.setUTCMonth(renews.getUTCMonth() + 1);
  return {
    meta: {
      event_name: s.eventName ?? 'subscription_created',
      test_mode: true,
      custom_data: s.userId ? { user_id: s.userId } : {},
    },
    data: {
      type: 'subscriptions',
      id: String(randomInt(1_000_000, 9_999_999)),
      attributes: {
        customer_id: randomInt(1_000_000, 9_999_999),
        product_id: Number(PLAN_IDS[s.planName]),
        variant_id: Number(PLAN_IDS[s.planName]),
        product_name: s.planName,
        variant_name: s.planName,
        user_email: s.userEmail ?? null,
        status: s.status ?? 'active',
        renews_at: renews.toISOString(),
        ends_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
    },
  };
}

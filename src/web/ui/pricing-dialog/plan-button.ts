import { planById, type Plan } from '../../../shared/plans';

export type PlanButtonLabel = 'Current Plan' | 'Upgrade Plan' | 'Change Plan' | 'Get Started';

export interface PlanButtonState {
  label: PlanButtonLabel;
  disabled: boolean;
}

export interface Subscription {
  /** plan_id from user_subscriptions, or null when the user never subscribed. */
  currentPlanId: string | null;
  /** True only for status 'active' (spec §4). */
  isSubscriber: boolean;
}

/**
 * The label of a plan's button in the pricing dialog (spec §2). A plan id without an active
 * subscription is not a current plan: a lapsed subscriber starts again like anyone else.
 */
export function planButton(plan: Plan, { currentPlanId, isSubscriber }: Subscription): PlanButtonState {
  if (!isSubscriber) return { label: 'Get Started', disabled: false };
  if (plan.id === currentPlanId) return { label: 'Current Plan', disabled: true };
  const current = planById(currentPlanId);
  if (current && plan.price > current.price) return { label: 'Upgrade Plan', disabled: false };
  return { label: 'Change Plan', disabled: false };
}

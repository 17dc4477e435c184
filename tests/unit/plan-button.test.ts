import { describe, expect, it } from 'vitest';
import { planButton } from '../../src/web/ui/pricing-dialog/plan-button';
import { PLAN_IDS, PLANS, type PlanName } from '../../src/shared/plans';

const plan = (name: PlanName) => {
  const found = PLANS.find((p) => p.name === name);
  if (!found) throw new Error(`no plan ${name}`);
  return found;
};

describe('planButton', () => {
  it('offers Get Started on every plan to a user with no plan', () => {
    for (const p of PLANS) {
      expect(planButton(p, { currentPlanId: null, isSubscriber: false })).toEqual({ label: 'Get Started', disabled: false });
    }
  });

  it('marks the subscribed plan as Current Plan and disables it', () => {
    expect(planButton(plan('Growth'), { currentPlanId: PLAN_IDS.Growth, isSubscriber: true })).toEqual({
      label: 'Current Plan',
      disabled: true,
    });
  });

  it('offers Upgrade Plan on plans priced above the current one', () => {
    const sub = { currentPlanId: PLAN_IDS.Beginner, isSubscriber: true };
    expect(planButton(plan('Growth'), sub)).toEqual({ label: 'Upgrade Plan', disabled: false });
    expect(planButton(plan('Ultimate'), sub)).toEqual({ label: 'Upgrade Plan', disabled: false });
  });

  it('offers Change Plan on plans priced below the current one', () => {
    const sub = { currentPlanId: PLAN_IDS.Growth, isSubscriber: true };
    expect(planButton(plan('Starter'), sub)).toEqual({ label: 'Change Plan', disabled: false });
    expect(planButton(plan('Beginner'), sub)).toEqual({ label: 'Change Plan', disabled: false });
  });

  it('labels each plan for a Beginner subscriber', () => {
    const sub = { currentPlanId: PLAN_IDS.Beginner, isSubscriber: true };
    expect(PLANS.map((p) => planButton(p, sub).label)).toEqual(['Change Plan', 'Current Plan', 'Upgrade Plan', 'Upgrade Plan']);
  });

  it('offers Change Plan everywhere when an active subscription names an unknown plan', () => {
    const sub = { currentPlanId: 'retired-plan', isSubscriber: true };
    expect(PLANS.map((p) => planButton(p, sub).label)).toEqual(['Change Plan', 'Change Plan', 'Change Plan', 'Change Plan']);
  });

  it('treats a plan id without an active subscription as no plan', () => {
    const lapsed = { currentPlanId: PLAN_IDS.Growth, isSubscriber: false };
    expect(PLANS.map((p) => planButton(p, lapsed))).toEqual(PLANS.map(() => ({ label: 'Get Started', disabled: false })));
  });
});

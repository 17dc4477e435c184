import { PLAN_IDS, planByName, type PlanName } from '../../shared/plans';
import type { SubscriptionAttributes } from './lemon-event';

/**
 * Maps a subscription to one of the spec's plan ids (684399/684403/684404/684406). Order:
 * the store's own variant/product ids from LEMONSQUEEZY_VARIANT_PLANS, the ids themselves when
 * the store uses the spec's ids, then the variant or product name ("Growth", "Growth – monthly").
 */
export function resolvePlanId(attrs: SubscriptionAttributes, variantPlans: ReadonlyMap<string, PlanName>): string | null {
  for (const id of [attrs.variant_id, attrs.product_id]) {
    if (!id) continue;
    const mapped = variantPlans.get(id);
    if (mapped) return PLAN_IDS[mapped];
    if (Object.values(PLAN_IDS).includes(id)) return id;
  }
  for (const name of [attrs.variant_name, attrs.product_name]) {
    const byWhole = planByName(name);
    if (byWhole) return byWhole.id;
    const firstWord = name?.trim().split(/[\s\-–—(]/)[0];
    const byWord = planByName(firstWord);
    if (byWord) return byWord.id;
  }
  return null;
}

/** Parses LEMONSQUEEZY_VARIANT_PLANS, e.g. "123456:Starter,123457:Beginner,123458:Growth". */
export function parseVariantPlans(spec: string | undefined): Map<string, PlanName> {
  const map = new Map<string, PlanName>();
  for (const pair of (spec ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [id, name] = pair.split(':').map((s) => s.trim());
    const plan = planByName(name);
    if (!id || !plan) throw new Error(`LEMONSQUEEZY_VARIANT_PLANS: "${pair}" is not <variant id>:<plan name>`);
    map.set(id, plan.name);
  }
  return map;
}

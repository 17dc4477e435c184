import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import type { PlanName } from '../../shared/plans';
import { SUBSCRIPTION_EVENTS, subscriptionAttributesSchema, type LemonPayload } from './lemon-event';
import { resolvePlanId } from './plan-mapping';

export type WebhookOutcome =
  | { kind: 'applied'; userId: string; status: string; planId: string }
  | { kind: 'duplicate' }
  | { kind: 'stale' }
  | { kind: 'ignored'; reason: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Lemon Squeezy sends no event id, and a retry resends the same bytes: the body's hash is the
 * idempotency key.
 */
export function webhookEventId(rawBody: string): string {
  return createHash('sha256').update(rawBody, 'utf8').digest('hex');
}

function oneMonthBefore(iso: string): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString();
}

/**
 * Records the event once and applies it, all in one transaction: a replay is a no-op, and an
 * event older than what the row already reflects (by the provider's updated_at) never regresses it.
 * An event without updated_at cannot be placed in time, so it only fills a row that has no dated
 * state yet; it never overwrites one that has.
 */
export async function applyLemonEvent(
  db: Db,
  rawBody: string,
  payload: LemonPayload,
  variantPlans: ReadonlyMap<string, PlanName>,
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx.query(
      `insert into public.webhook_events (id, event_name, payload) values ($1, $2, $3::jsonb)
       on conflict (id) do nothing returning id`,
      [webhookEventId(rawBody), payload.meta.event_name, rawBody],
    );
    if (recorded.rows.length === 0) return { kind: 'duplicate' };
    if (!SUBSCRIPTION_EVENTS.has(payload.meta.event_name) || payload.data.type !== 'subscriptions') {
      return { kind: 'ignored', reason: `event ${payload.meta.event_name} needs no action` };
    }
    return applySubscription(tx, payload, variantPlans);
  });
}

/**
 * The checkout's custom user_id identifies the user; a checkout opened without it (e.g. from the
 * store page) falls back to the buyer's e-mail. The signature already proved the sender.
 */
async function findUser(tx: Queryable, customUserId: unknown, email: string | null | undefined): Promise<string | null> {
  if (typeof customUserId === 'string' && UUID.test(customUserId)) {
    const byId = await tx.query<{ id: string }>('select id from auth.users where id = $1', [customUserId]);
    return byId.rows[0]?.id ?? null;
  }
  if (!email) return null;
  const byEmail = await tx.query<{ id: string }>('select id from auth.users where lower(email) = lower($1) limit 1', [email]);
  return byEmail.rows[0]?.id ?? null;
}

async function applySubscription(
  tx: Queryable,
  payload: LemonPayload,
  variantPlans: ReadonlyMap<string, PlanName>,
): Promise<WebhookOutcome> {
  const attrs = subscriptionAttributesSchema.safeParse(payload.data.attributes);
  if (!attrs.success) return { kind: 'ignored', reason: 'subscription attributes are incomplete' };
  const userId = await findUser(tx, payload.meta.custom_data?.user_id, attrs.data.user_email);
  if (!userId) return { kind: 'ignored', reason: 'no user matches meta.custom_data.user_id or user_email' };
  const planId = resolvePlanId(attrs.data, variantPlans);
  if (!planId) return { kind: 'ignored', reason: 'the subscription matches none of the four plans' };

  const a = attrs.data;
  const updated = await tx.query(
    `insert into public.user_subscriptions as s
       (user_id, status, plan_id, lemon_subscription_id, lemon_customer_id,
        current_period_start, current_period_end, ends_at, provider_updated_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     on conflict (user_id) do update set
       status = excluded.status, plan_id = excluded.plan_id,
       lemon_subscription_id = excluded.lemon_subscription_id, lemon_customer_id = excluded.lemon_customer_id,
       current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
       ends_at = excluded.ends_at, provider_updated_at = excluded.provider_updated_at, updated_at = now()
     where s.provider_updated_at is null or excluded.provider_updated_at >= s.provider_updated_at
     returning user_id`,
    [
      userId,
      a.status,
      planId,
      payload.data.id,
      a.customer_id ?? null,
      a.renews_at ? oneMonthBefore(a.renews_at) : null,
      a.renews_at ?? null,
      a.ends_at ?? null,
      a.updated_at ?? null,
    ],
  );
  if (updated.rows.length === 0) return { kind: 'stale' };
  return { kind: 'applied', userId, status: a.status, planId };
}

import { z } from 'zod';

/**
 * The part of a Lemon Squeezy webhook payload we act on. Everything else is kept verbatim in
 * webhook_events for audit; unknown events are acknowledged and ignored.
 */
const idLike = z.union([z.string(), z.number()]).transform(String);
const timestamp = z.iso.datetime({ offset: true }).nullable().optional();

export const lemonPayloadSchema = z.object({
  meta: z.object({
    event_name: z.string().min(1),
    custom_data: z.record(z.string(), z.unknown()).nullable().optional(),
    test_mode: z.boolean().optional(),
  }),
  data: z.object({
    type: z.string(),
    id: idLike,
    attributes: z.record(z.string(), z.unknown()),
  }),
});
export type LemonPayload = z.infer<typeof lemonPayloadSchema>;

export const subscriptionAttributesSchema = z.object({
  customer_id: idLike.nullable().optional(),
  product_id: idLike.nullable().optional(),
  variant_id: idLike.nullable().optional(),
  product_name: z.string().nullable().optional(),
  variant_name: z.string().nullable().optional(),
  user_email: z.string().nullable().optional(),
  status: z.enum(['on_trial', 'active', 'paused', 'past_due', 'unpaid', 'cancelled', 'expired']),
  renews_at: timestamp,
  ends_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
});
export type SubscriptionAttributes = z.infer<typeof subscriptionAttributesSchema>;

export const SUBSCRIPTION_EVENTS = new Set([
  'subscription_created',
  'subscription_updated',
  'subscription_cancelled',
  'subscription_resumed',
  'subscription_expired',
  'subscription_paused',
  'subscription_unpaused',
]);

import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { PlanName } from '../../shared/plans';
import { lemonPayloadSchema } from './lemon-event';
import { verifyLemonSignature } from './lemon-signature';
import { applyLemonEvent } from './subscription-store';
import { isUnsafeTextError, safeJson } from '../../shared/safe-text';
import { jsonBody } from '../http/request-body';

export interface WebhookDeps {
  db: Db;
  logger: Logger;
  /** LEMONSQUEEZY_WEBHOOK_SECRET; null → every delivery is refused (nothing can be verified). */
  secret: string | null;
  variantPlans: ReadonlyMap<string, PlanName>;
}

export const WEBHOOK_BODY_LIMIT = 256 * 1024;

// The raw body is stored as jsonb, which refuses NUL and lone surrogates anywhere in it, so the
// whole payload is checked, not only the fields the schema keeps.
const webhookBodySchema = safeJson(z.unknown()).pipe(lemonPayloadSchema);

/**
 * POST /api/webhooks/lemonsqueezy. 401 for a missing/bad signature, 400 for a malformed body,
 * 200 for everything verified (applied, replayed, stale or ignored): a non-200 makes Lemon
 * Squeezy retry, which only helps for faults on our side (those surface as 500 via onError).
 */
export function lemonWebhookRoutes(deps: WebhookDeps) {
  const app = new Hono();
  // The signature covers the raw bytes, so it is checked before anything parses them.
  const signed: MiddlewareHandler = async (c, next) => {
    if (!deps.secret) {
      return c.json({ error: 'Webhook signing secret is not configured (LEMONSQUEEZY_WEBHOOK_SECRET)' }, 401);
    }
    if (!verifyLemonSignature(deps.secret, await c.req.text(), c.req.header('x-signature'))) {
      return c.json({ error: 'Invalid or missing X-Signature' }, 401);
    }
    await next();
  };
  const payload = jsonBody(webhookBodySchema, (c, issues) => {
    if (!issues) return c.json({ error: 'Body is not valid JSON' }, 400);
    if (isUnsafeTextError({ issues })) return c.json({ error: 'Body contains NUL characters or unpaired UTF-16 surrogates' }, 400);
    return c.json({ error: 'Body is not a Lemon Squeezy webhook payload' }, 400);
  });

  app.post(
    '/',
    bodyLimit({
      maxSize: WEBHOOK_BODY_LIMIT,
      onError: (c) => c.json({ error: 'Webhook body is too large' }, 413),
    }),
    signed,
    payload,
    async (c) => {
      const event = c.req.valid('json');
      const outcome = await applyLemonEvent(deps.db, await c.req.text(), event, deps.variantPlans);
      if (outcome.kind === 'ignored') deps.logger.info(`webhook ${event.meta.event_name} ignored: ${outcome.reason}`);
      if (outcome.kind === 'applied') {
        deps.logger.info(`subscription of ${outcome.userId} is now ${outcome.status} on plan ${outcome.planId}`);
      }
      return c.json({ received: true, outcome: outcome.kind });
    },
  );
  return app;
}

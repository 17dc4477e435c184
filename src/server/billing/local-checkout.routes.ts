import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { BETA_OFFER, PLANS, type PlanName } from '../../shared/plans';
import { LOCAL_CHECKOUT_PRODUCTS, type LocalCheckoutProduct } from '../../shared/checkout';
import { signLemonPayload } from './lemon-signature';
import { simulatedSubscriptionEvent } from './simulated-event';

export interface LocalCheckoutDeps {
  /** Delivers a signed webhook exactly as Lemon Squeezy would (the real webhook route). */
  deliverWebhook: (rawBody: string, signature: string) => Promise<Response>;
  webhookSecret: string;
  /** Origins the buyer may be sent back to after checkout. */
  redirectOrigins: string[];
}

const uuid = z.uuid();

/**
 * Embedded mode's stand-in for the hosted checkout: no payment, clearly labelled. Completing it
 * sends a signed subscription_created webhook through the real webhook route, then returns the
 * buyer to checkout[redirect_url], as the hosted checkout does.
 */
export function localCheckoutRoutes(deps: LocalCheckoutDeps) {
  const app = new Hono();

  // The configured origins, plus the origin this page was served from (localhost vs 127.0.0.1).
  const safeRedirect = (raw: string | undefined, ownOrigin: string): string | null => {
    if (!raw) return null;
    try {
      const url = new URL(raw);
      return deps.redirectOrigins.includes(url.origin) || url.origin === ownOrigin ? url.toString() : null;
    } catch {
      return null;
    }
  };

  app.get('/:product', (c) => {
    const product = c.req.param('product') as LocalCheckoutProduct;
    const plans = LOCAL_CHECKOUT_PRODUCTS[product];
    if (!plans) return c.html(page('Unknown product', html`<p>There is no product called “${product}”.</p>`), 404);
    const userId = c.req.query('checkout[custom][user_id]') ?? '';
    const redirect = safeRedirect(c.req.query('checkout[redirect_url]'), new URL(c.req.url).origin) ?? '';
    if (!uuid.safeParse(userId).success) {
      return c.html(page('Sign in first', html`<p>This checkout link has no user. Open it from RankScribe's pricing dialog while signed in.</p>`), 400);
    }
    const options = PLANS.filter((p) => plans.includes(p.name));
    return c.html(
      page(
        'Local checkout',
        html`<p class="note">Local development checkout — no payment is taken. In production this is the hosted Lemon Squeezy checkout.</p>
          <form method="post">
            <input type="hidden" name="user_id" value="${userId}" />
            <input type="hidden" name="redirect_url" value="${redirect}" />
            <fieldset>
              <legend>Choose your plan (beta: ${BETA_OFFER})</legend>
              ${options.map(
                (p, i) =>
                  html`<label><input type="radio" name="plan" value="${p.name}" ${i === 0 ? 'checked' : ''} /> ${p.name} — $${p.price}/${p.period}, ${p.articlesPerMonth} articles</label>`,
              )}
            </fieldset>
            <button type="submit">Complete test purchase</button>
          </form>`,
      ),
    );
  });

  app.post('/:product', async (c) => {
    const product = c.req.param('product') as LocalCheckoutProduct;
    const plans = LOCAL_CHECKOUT_PRODUCTS[product];
    const form = await c.req.parseBody();
    const plan = String(form.plan ?? '') as PlanName;
    const userId = String(form.user_id ?? '');
    if (!plans || !plans.includes(plan) || !uuid.safeParse(userId).success) {
      return c.html(page('Checkout failed', html`<p>The checkout form was incomplete. Go back and try again.</p>`), 400);
    }
    const raw = JSON.stringify(simulatedSubscriptionEvent({ planName: plan, userId }));
    const res = await deps.deliverWebhook(raw, signLemonPayload(deps.webhookSecret, raw));
    const outcome = (await res.json().catch(() => ({}))) as { outcome?: string };
    if (!res.ok || outcome.outcome !== 'applied') {
      return c.html(page('Checkout failed', html`<p>The subscription could not be started (${outcome.outcome ?? res.status}).</p>`), 400);
    }
    const back = safeRedirect(String(form.redirect_url ?? ''), new URL(c.req.url).origin);
    return back ? c.redirect(back, 303) : c.html(page('Subscribed', html`<p>Your ${plan} subscription is active. You can close this tab.</p>`));
  });

  return app;
}

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · RankScribe</title>
        <style>
          body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #070b08; color: #d7f5e1;
            font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
          main { max-width: 34rem; padding: 24px; border: 1px solid #1f3a29; border-radius: 6px; background: #0d1510; }
          h1 { color: #3cff8f; font-size: 1.25rem; } .note { color: #ffb347; }
          fieldset { border: 1px solid #1f3a29; border-radius: 6px; margin: 16px 0; } label { display: block; padding: 4px 0; }
          button { background: #3cff8f; color: #04140a; border: 0; border-radius: 6px; padding: 8px 16px; font: inherit; cursor: pointer; }
          :focus-visible { outline: 2px solid #3cff8f; outline-offset: 2px; }
        </style>
      </head>
      <body>
        <main><h1>${title}</h1>${body}</main>
      </body>
    </html>`;
}

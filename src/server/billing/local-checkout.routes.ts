import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { z } from 'zod';
import { PLANS, type PlanName } from '../../shared/plans';
import { LOCAL_CHECKOUT_PATH, LOCAL_CHECKOUT_PRODUCTS } from '../../shared/checkout';
import type { TokenVerifier } from '../auth/jwt';
import { signedInUser } from '../auth/require-user';
import { formBody } from '../http/request-body';
import { isFromOwnOrigin } from '../http/own-origin';
import { checkoutTokens } from './checkout-token';
import { checkoutPage, planForm } from './local-checkout-page';
import { signLemonPayload } from './lemon-signature';
import { simulatedSubscriptionEvent } from './simulated-event';

export interface LocalCheckoutDeps {
  /** Delivers a signed webhook exactly as Lemon Squeezy would (the real webhook route). */
  deliverWebhook: (rawBody: string, signature: string) => Promise<Response>;
  webhookSecret: string;
  /** Checks the buyer's access token: the checkout acts only for the signed-in user. */
  verifier: TokenVerifier;
  /** The server's own origins (configuration, never Host): the only ones whose forms are accepted. */
  ownOrigins: string[];
  /** Origins the buyer may be sent back to after checkout (configuration, never Host). */
  redirectOrigins: string[];
}

/** The forms carry a token, a plan and a URL; anything much larger is not this page's form. */
export const LOCAL_CHECKOUT_MAX_BODY_BYTES = 16 * 1024;

const uuid = z.uuid();
/** A field that is missing or not text reads as '': the checks below refuse it in their own words. */
const field = z.string().catch('');
const openForm = z.object({ access_token: field });
const completeForm = z.object({ checkout_token: field, plan: field, redirect_url: field });

/**
 * Embedded mode's stand-in for the hosted checkout: no payment, clearly labelled. The app opens it
 * by posting the user's access token from its own origin; the page it answers carries a token bound
 * to that user, and completing it sends a signed subscription_created webhook through the real
 * webhook route, then returns the buyer to checkout[redirect_url] if that is an allowed origin.
 */
export function localCheckoutRoutes(deps: LocalCheckoutDeps) {
  const app = new Hono();
  const tokens = checkoutTokens(deps.webhookSecret);

  const plansOf = (product: string): readonly PlanName[] | null =>
    Object.hasOwn(LOCAL_CHECKOUT_PRODUCTS, product) ? LOCAL_CHECKOUT_PRODUCTS[product]! : null;
  const safeRedirect = (raw: string | undefined): string | null => {
    if (!raw) return null;
    try {
      const url = new URL(raw);
      return deps.redirectOrigins.includes(url.origin) ? url.toString() : null;
    } catch {
      return null;
    }
  };
  const refuse = (c: Context, status: 400 | 401 | 403 | 404 | 413, title: string, text: string) =>
    c.html(checkoutPage(title, html`<p>${text}</p>`), status);
  const signInFirst = (c: Context, status: 400 | 401) =>
    refuse(c, status, 'Sign in first', "Open the checkout from RankScribe's pricing dialog while signed in.");
  const unreadable = (c: Context) => refuse(c, 400, 'Checkout failed', 'The checkout form was incomplete. Go back and try again.');

  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: LOCAL_CHECKOUT_MAX_BODY_BYTES,
      onError: (c) => refuse(c, 413, 'Checkout failed', 'The checkout form was too large.'),
    }),
  );
  // Both forms change state (who is signed in to what plan), so only this server's own pages may send them.
  app.on('POST', ['/:product', '/:product/complete'], async (c, next) => {
    if (!isFromOwnOrigin(c, deps.ownOrigins)) {
      return refuse(c, 403, 'Checkout refused', 'Checkout forms must be submitted from RankScribe itself.');
    }
    await next();
  });

  app.get('/:product', (c) => {
    if (!plansOf(c.req.param('product'))) return refuse(c, 404, 'Unknown product', 'There is no such product.');
    return signInFirst(c, 400);
  });

  app.post('/:product', formBody(openForm, unreadable), async (c) => {
    const product = c.req.param('product');
    const plans = plansOf(product);
    if (!plans) return refuse(c, 404, 'Unknown product', 'There is no such product.');
    const user = await signedInUser(deps.verifier, c.req.valid('form').access_token || undefined);
    if (!user || !uuid.safeParse(user.id).success) return signInFirst(c, 401);
    const linkUser = c.req.query('checkout[custom][user_id]');
    if (linkUser !== undefined && linkUser !== user.id) {
      return refuse(c, 403, 'Checkout refused', 'This checkout link was made for another account. Open it again from the pricing dialog.');
    }
    const checkoutToken = await tokens.issue(user.id, product);
    const redirectUrl = safeRedirect(c.req.query('checkout[redirect_url]')) ?? '';
    const options = PLANS.filter((p) => plans.includes(p.name));
    const action = `${LOCAL_CHECKOUT_PATH}/${product}/complete`;
    return c.html(checkoutPage('Local checkout', planForm({ action, checkoutToken, redirectUrl, plans: options })));
  });

  app.post('/:product/complete', formBody(completeForm, unreadable), async (c) => {
    const product = c.req.param('product');
    const plans = plansOf(product);
    if (!plans) return refuse(c, 404, 'Unknown product', 'There is no such product.');
    const form = c.req.valid('form');
    const userId = await tokens.userFor(form.checkout_token, product);
    if (!userId) return refuse(c, 403, 'Checkout expired', 'This checkout page has expired. Open it again from the pricing dialog.');
    const plan = form.plan as PlanName;
    if (!plans.includes(plan)) return unreadable(c);
    const raw = JSON.stringify(simulatedSubscriptionEvent({ planName: plan, userId }));
    const res = await deps.deliverWebhook(raw, signLemonPayload(deps.webhookSecret, raw));
    const outcome = (await res.json().catch(() => ({}))) as { outcome?: string };
    if (!res.ok || outcome.outcome !== 'applied') {
      return refuse(c, 400, 'Checkout failed', `The subscription could not be started (${outcome.outcome ?? res.status}).`);
    }
    const back = safeRedirect(form.redirect_url);
    return back
      ? c.redirect(back, 303)
      : c.html(checkoutPage('Subscribed', html`<p>Your ${plan} subscription is active. You can close this tab.</p>`));
  });

  return app;
}

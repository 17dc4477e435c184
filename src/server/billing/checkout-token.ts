import { createHmac } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

const AUDIENCE = 'rankscribe:local-checkout';
/** Long enough to pick a plan, short enough that a leaked page is soon worthless. */
export const CHECKOUT_TOKEN_TTL_SECONDS = 30 * 60;

export interface CheckoutTokens {
  /** A token naming the user and product the checkout page was made for. */
  issue(userId: string, product: string, nowMs?: number): Promise<string>;
  /** The user the token was issued to for this product, or null (forged, expired, other product). */
  userFor(token: string, product: string): Promise<string | null>;
}

/**
 * Per-page tokens of the local checkout: the page is made only for a verified access token, and
 * completing it needs the token the page carries, so a form on another site cannot buy for anyone.
 * The key is derived from the server secret under a label of its own, so a checkout token is never
 * also a valid webhook signature.
 */
export function checkoutTokens(serverSecret: string): CheckoutTokens {
  const key = createHmac('sha256', serverSecret).update('rankscribe local checkout page token').digest('base64url');
  return {
    issue: (userId, product, nowMs = Date.now()) =>
      sign({ sub: userId, product, aud: AUDIENCE, exp: Math.floor(nowMs / 1000) + CHECKOUT_TOKEN_TTL_SECONDS }, key, 'HS256'),
    async userFor(token, product) {
      try {
        const claims = await verify(token, key, { alg: 'HS256', aud: AUDIENCE });
        return claims.product === product && typeof claims.sub === 'string' ? claims.sub : null;
      } catch {
        return null;
      }
    },
  };
}

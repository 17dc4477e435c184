import type { PlanName } from './plans';

/**
 * Checkout links (spec §7): the browser navigates to the plan's hosted checkout link with
 * checkout[custom][user_id] and checkout[redirect_url]. Starter and Beginner share one link.
 */
export type CheckoutLinks = Record<PlanName, string>;

/** The embedded mode's local checkout products; the shared product offers both of its plans. */
export const LOCAL_CHECKOUT_PRODUCTS: Record<string, readonly PlanName[]> = {
  'starter-beginner': ['Starter', 'Beginner'],
  growth: ['Growth'],
  ultimate: ['Ultimate'],
};
export type LocalCheckoutProduct = keyof typeof LOCAL_CHECKOUT_PRODUCTS;

export const LOCAL_CHECKOUT_PATH = '/checkout/local';

export function localCheckoutLinks(origin: string): CheckoutLinks {
  const shared = `${origin}${LOCAL_CHECKOUT_PATH}/starter-beginner`;
  return {
    Starter: shared,
    Beginner: shared,
    Growth: `${origin}${LOCAL_CHECKOUT_PATH}/growth`,
    Ultimate: `${origin}${LOCAL_CHECKOUT_PATH}/ultimate`,
  };
}

/**
 * The local checkout acts only for the signed-in user: the app opens it by posting the user's
 * access token from its own origin rather than by a plain link.
 */
export function isLocalCheckoutLink(link: string): boolean {
  return link.startsWith(`${LOCAL_CHECKOUT_PATH}/`);
}

/** `base` resolves the local checkout's relative links against the page's origin. */
export function checkoutUrl(link: string, userId: string, redirectUrl: string, base?: string): string {
  const url = new URL(link, base);
  url.searchParams.set('checkout[custom][user_id]', userId);
  url.searchParams.set('checkout[redirect_url]', redirectUrl);
  return url.toString();
}

/** The overlay's completion message (spec §4), accepted only from the provider's origin. */
export interface CheckoutCompleteMessage {
  type: 'checkout:complete';
  customer: { id: string };
  product: { name: string };
}

export function parseCheckoutMessage(origin: string, allowedOrigin: string, data: unknown): CheckoutCompleteMessage | null {
  if (origin !== allowedOrigin || typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const customer = d.customer as Record<string, unknown> | undefined;
  const product = d.product as Record<string, unknown> | undefined;
  if (d.type !== 'checkout:complete' || !customer || !product) return null;
  const id = customer.id;
  const name = product.name;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string' || !name) return null;
  return { type: 'checkout:complete', customer: { id: String(id) }, product: { name } };
}

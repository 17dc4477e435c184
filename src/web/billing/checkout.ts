import { fromCallback, fromPromise } from 'xstate';
import type { CheckoutEvent } from '../../../machines/checkout/checkout.machine';
import { checkoutUrl, isLocalCheckoutLink, parseCheckoutMessage } from '../../shared/checkout';
import { CHECKOUT_UNAVAILABLE, LOGIN_FIRST } from '../../shared/messages';
import { loadRuntimeConfig } from '../config';
import { getSupabaseClient } from '../services/supabase-client';
import type { ShowToast } from '../ui';

/** The outside world checkout touches: page navigation, the alert, and the user-metadata update. */
export interface CheckoutEdges {
  navigate: (url: string) => void;
  /** Navigates by submitting a POST form, so a secret field never appears in a URL. */
  postForm: (url: string, fields: Record<string, string>) => void;
  alert: (message: string) => void;
  saveCustomerId: (customerId: string) => Promise<void>;
}

export const browserCheckoutEdges: CheckoutEdges = {
  navigate: (url) => window.location.assign(url),
  postForm: (url, fields) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = url;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },
  alert: (message) => window.alert(message),
  saveCustomerId: async (customerId) => {
    const supabase = await getSupabaseClient();
    const { error } = await supabase.auth.updateUser({ data: { lemon_customer_id: customerId } });
    if (error) throw error;
  },
};

/**
 * What checkoutMachine's placeholders do in the browser (spec §4, §5, §7): a plan choice → the
 * hosted checkout link with checkout[custom][user_id] and checkout[redirect_url] (embedded mode:
 * a POST carrying the access token), or the alert 'Please login first'; the window's
 * checkout:complete messages, only from the provider's origin; lemon_customer_id saved in user
 * metadata. Given to `checkoutChildMachine.provide(…)` by every actor that owns a checkout.
 */
export function createCheckoutImplementations({ edges = browserCheckoutEdges, toast }: { edges?: CheckoutEdges; toast: ShowToast }) {
  return {
    actions: {
      openCheckout: (_: unknown, { plan, userId, accessToken }: { plan: keyof NonNullable<Awaited<ReturnType<typeof loadRuntimeConfig>>['checkoutLinks']>; userId: string; accessToken: string | null }) => {
        void loadRuntimeConfig().then((config) => {
          const link = config.checkoutLinks?.[plan];
          if (!link) return toast(CHECKOUT_UNAVAILABLE);
          const origin = window.location.origin;
          const url = checkoutUrl(link, userId, `${origin}/`, origin);
          // The local checkout acts only for the user whose access token it is given.
          if (!isLocalCheckoutLink(link)) edges.navigate(url);
          else if (accessToken) edges.postForm(url, { access_token: accessToken });
          else edges.alert(LOGIN_FIRST);
        });
      },
      alertLoginFirst: () => edges.alert(LOGIN_FIRST),
      reportSaveFailure: (_: unknown, { error }: { error: unknown }) => console.error('Saving the checkout customer id failed', error),
    },
    actors: {
      saveCustomerId: fromPromise<void, { customerId: string }>(({ input }) => edges.saveCustomerId(input.customerId)),
      checkoutMessages: fromCallback<CheckoutEvent>(({ sendBack }) => {
        const onMessage = (event: MessageEvent) => {
          void loadRuntimeConfig().then((config) => {
            const message = parseCheckoutMessage(event.origin, config.checkoutOrigin, event.data);
            if (message) sendBack({ type: 'checkout.completed', message });
          });
        };
        window.addEventListener('message', onMessage);
        return () => window.removeEventListener('message', onMessage);
      }),
    },
  };
}

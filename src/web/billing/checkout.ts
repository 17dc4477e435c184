import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  checkoutMachine,
  LOGIN_FIRST,
  SUBSCRIPTION_STARTED,
  subscriptionStartedText,
} from '../../../../machines/checkout/checkout.machine';
import { checkoutUrl, isLocalCheckoutLink, parseCheckoutMessage } from '../../../shared/checkout';
import type { Plan } from '../../../shared/plans';
import { loadRuntimeConfig } from '../../config';
import { getSupabaseClient } from '../../services/supabase-client';
import { useAppSelector } from '../../store/hooks';
import { useToast } from '../toast';

/** The outside world checkout touches: page navigation, the alert, and the user-metadata update. */
export interface CheckoutEdges {
  navigate: (url: string) => void;
  /** Navigates by submitting a POST form, so a secret field never appears in a URL. */
  postForm: (url: string, fields: Record<string, string>) => void;
  alert: (message: string) => void;
  saveCustomerId: (customerId: string) => Promise<void>;
}

const browserEdges: CheckoutEdges = {
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
 * Connects a pricing dialog to checkout (spec §4, §5, §7) through checkoutMachine: plan choice →
 * hosted checkout link with checkout[custom][user_id] and checkout[redirect_url], or the alert
 * 'Please login first'; the overlay's checkout:complete message (only from the provider's origin)
 * → lemon_customer_id saved in user metadata → toast 'Subscription Started' and `onSubscribed`.
 */
export function useCheckout({ onSubscribed, edges = browserEdges }: { onSubscribed: () => void; edges?: CheckoutEdges }) {
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const accessToken = useAppSelector((s) => s.session.accessToken);
  const { toast } = useToast();
  // The machine's actions are bound once; they read the latest callbacks through this ref.
  const latest = useRef({ onSubscribed, toast, edges, userId, accessToken });
  useEffect(() => {
    latest.current = { onSubscribed, toast, edges, userId, accessToken };
  });

  const actor = useActorRef(
    checkoutMachine.provide({
      actions: {
        openCheckout: (_, { plan, userId: id }) => {
          void loadRuntimeConfig().then((config) => {
            const link = config.checkoutLinks?.[plan];
            if (!link) {
              latest.current.toast({ title: 'Checkout unavailable', description: 'Checkout is not configured on this server.', variant: 'error' });
              return;
            }
            const origin = window.location.origin;
            const url = checkoutUrl(link, id, `${origin}/`, origin);
            // The local checkout acts only for the user whose access token it is given.
            const token = latest.current.accessToken;
            if (!isLocalCheckoutLink(link)) latest.current.edges.navigate(url);
            else if (token) latest.current.edges.postForm(url, { access_token: token });
            else latest.current.edges.alert(LOGIN_FIRST);
          });
        },
        alertLoginFirst: () => latest.current.edges.alert(LOGIN_FIRST),
        subscribed: (_, { productName }) => {
          latest.current.toast({ title: SUBSCRIPTION_STARTED, description: subscriptionStartedText(productName) });
          latest.current.onSubscribed();
        },
        reportSaveFailure: (_, { error }) => console.error('Saving the checkout customer id failed', error),
      },
      actors: {
        saveCustomerId: fromPromise(({ input }: { input: { customerId: string } }) => latest.current.edges.saveCustomerId(input.customerId)),
      },
    }),
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      void loadRuntimeConfig().then((config) => {
        const message = parseCheckoutMessage(event.origin, config.checkoutOrigin, event.data);
        if (message) actor.send({ type: 'checkout.completed', message });
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [actor]);

  // Reads the user at click time, so a caller that bound selectPlan early still sends the current one.
  const selectPlan = useCallback(
    (plan: Plan) => actor.send({ type: 'checkout.select', plan: plan.name, userId: latest.current.userId }),
    [actor],
  );
  return { selectPlan };
}

import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutCompleteMessage } from '../../src/shared/checkout';
import type { PlanName } from '../../src/shared/plans';

export const LOGIN_FIRST = 'Please login first';
export const SUBSCRIPTION_STARTED = 'Subscription Started';
export const subscriptionStartedText = (plan: string) => `You've selected the ${plan} plan. Implementation coming soon!`;

export type CheckoutEvent =
  /** A plan button in the pricing dialog; `userId` is null when nobody is signed in. */
  | { type: 'checkout.select'; plan: PlanName; userId: string | null }
  /** The provider's overlay posted checkout:complete (already checked for origin and shape). */
  | { type: 'checkout.completed'; message: CheckoutCompleteMessage };

interface CheckoutContext {
  productName: string | null;
}

/**
 * Checkout (spec §4, §5, §7): a plan choice navigates to the hosted checkout, or alerts 'Please
 * login first'; the overlay's completion saves lemon_customer_id into the user's metadata and
 * only when that succeeds runs the subscribe handler (toast + dialog closes).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actions: {
    openCheckout: (_, _params: { plan: PlanName; userId: string }) => {},
    alertLoginFirst: () => {},
    subscribed: (_, _params: { productName: string }) => {},
    reportSaveFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    saveCustomerId: fromPromise<void, { customerId: string }>(async () => {}),
  },
  guards: {
    signedIn: ({ event }) => event.type === 'checkout.select' && event.userId !== null,
  },
}).createMachine({
  id: 'checkout',
  context: { productName: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.select': [
          {
            guard: 'signedIn',
            actions: {
              type: 'openCheckout',
              params: ({ event }) => ({ plan: event.plan, userId: event.userId! }),
            },
          },
          { actions: 'alertLoginFirst' },
        ],
        'checkout.completed': {
          target: 'savingCustomer',
          actions: assign({ productName: ({ event }) => event.message.product.name }),
        },
      },
    },
    savingCustomer: {
      invoke: {
        id: 'saveCustomerId',
        src: 'saveCustomerId',
        input: ({ event }) => ({ customerId: event.type === 'checkout.completed' ? event.message.customer.id : '' }),
        onDone: {
          target: 'idle',
          actions: { type: 'subscribed', params: ({ context }) => ({ productName: context.productName ?? '' }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

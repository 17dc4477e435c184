import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CheckoutCompleteMessage } from '../../src/shared/checkout';
import type { PlanName } from '../../src/shared/plans';

export type CheckoutEvent =
  /** A plan button in the pricing dialog; `userId` and `accessToken` are null when nobody is signed in. */
  | { type: 'checkout.select'; plan: PlanName; userId: string | null; accessToken: string | null }
  /** The provider's overlay posted checkout:complete (already checked for origin and shape). */
  | { type: 'checkout.completed'; message: CheckoutCompleteMessage };

interface CheckoutContext {
  productName: string | null;
}

/**
 * Checkout (spec §4, §5, §7): a plan choice navigates to the hosted checkout, or alerts 'Please
 * login first'; the overlay's completion (heard by the `checkoutMessages` actor for as long as
 * checkout runs) saves lemon_customer_id into the user's metadata and only when that succeeds
 * runs `subscribed`, which its parent turns into the toast and the dialog closing.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    children: {} as { checkoutMessages: 'checkoutMessages'; saveCustomerId: 'saveCustomerId' },
  },
  actions: {
    openCheckout: (_, _params: { plan: PlanName; userId: string; accessToken: string | null }) => {},
    alertLoginFirst: () => {},
    subscribed: (_, _params: { productName: string }) => {},
    reportSaveFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    saveCustomerId: fromPromise<void, { customerId: string }>(async () => {}),
    /** Sends back `checkout.completed` for each valid message from the provider's origin. */
    checkoutMessages: fromCallback<CheckoutEvent>(() => {}),
  },
  guards: {
    signedIn: ({ event }) => event.type === 'checkout.select' && event.userId !== null,
  },
}).createMachine({
  id: 'checkout',
  context: { productName: null },
  invoke: { id: 'checkoutMessages', src: 'checkoutMessages' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.select': [
          {
            guard: 'signedIn',
            actions: {
              type: 'openCheckout',
              params: ({ event }) => ({ plan: event.plan, userId: event.userId!, accessToken: event.accessToken }),
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

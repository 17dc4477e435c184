import { sendTo, setup } from 'xstate';
import type { PlanName } from '../../src/shared/plans';
import { subscriptionStartedNotice, type Notice } from '../../src/shared/messages';
import { checkoutChildMachine, type CheckoutParentEvent } from '../checkout/checkout.child';

export type LockedFeatureEvent =
  | { type: 'pricing.open' }
  | { type: 'pricing.close' }
  /** A plan button; the session comes with it from the store (null when signed out). */
  | { type: 'pricing.planChosen'; plan: PlanName; userId: string | null; accessToken: string | null }
  | CheckoutParentEvent;

/**
 * A locked feature screen (spec §4): any of its actions shows the pricing view instead, and
 * closing it returns to the screen. A plan choice goes to its checkout child; a completed checkout
 * toasts 'Subscription Started' and closes the pricing view.
 */
export const lockedFeatureMachine = setup({
  types: {
    events: {} as LockedFeatureEvent,
    children: {} as { checkout: 'checkout' },
  },
  actors: { checkout: checkoutChildMachine },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'lockedFeature',
  invoke: { id: 'checkout', src: 'checkout' },
  initial: 'feature',
  on: {
    'checkout.subscribed': {
      target: '.feature',
      actions: { type: 'notify', params: ({ event }) => subscriptionStartedNotice(event.productName) },
    },
  },
  states: {
    feature: {
      on: { 'pricing.open': 'pricing' },
    },
    pricing: {
      on: {
        'pricing.close': 'feature',
        'pricing.planChosen': {
          actions: sendTo('checkout', ({ event }) => ({
            type: 'checkout.select' as const,
            plan: event.plan,
            userId: event.userId,
            accessToken: event.accessToken,
          })),
        },
      },
    },
  },
});

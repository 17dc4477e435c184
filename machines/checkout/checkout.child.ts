import { sendParent } from 'xstate';
import { checkoutMachine } from './checkout.machine';

/** What checkout tells the actor that invoked it once a subscription started (spec §4). */
export type CheckoutParentEvent = { type: 'checkout.subscribed'; productName: string };

/** Checkout as a child actor: its `subscribed` handler becomes an event to the parent, which closes its dialog. */
export const checkoutChildMachine = checkoutMachine.provide({
  actions: {
    subscribed: sendParent((_, params: { productName: string }): CheckoutParentEvent => ({
      type: 'checkout.subscribed',
      productName: params.productName,
    })),
  },
});

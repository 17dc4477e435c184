import { setup } from 'xstate';

export type LockedFeatureEvent =
  | { type: 'pricing.open' }
  | { type: 'pricing.close' }
  | { type: 'pricing.planChosen'; planId: string };

/**
 * A locked feature screen (spec §4): any of its actions shows the pricing view instead, and
 * closing it returns to the screen. Choosing a plan runs `startCheckout`, a placeholder the React
 * edge provides (checkout is its own piece of work).
 */
export const lockedFeatureMachine = setup({
  types: {
    events: {} as LockedFeatureEvent,
  },
  actions: {
    startCheckout: (_, _params: { planId: string }) => {},
  },
}).createMachine({
  id: 'lockedFeature',
  initial: 'feature',
  states: {
    feature: {
      on: { 'pricing.open': 'pricing' },
    },
    pricing: {
      on: {
        'pricing.close': 'feature',
        'pricing.planChosen': {
          actions: { type: 'startCheckout', params: ({ event }) => ({ planId: event.planId }) },
        },
      },
    },
  },
});

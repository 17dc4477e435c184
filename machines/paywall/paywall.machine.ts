import { assign, setup } from 'xstate';

interface PaywallContext {
  /** The paywall replaces the chat input once the free article is used (spec §2). */
  paywallShown: boolean;
}

export type PaywallEvent =
  | { type: 'paywall.show' }
  | { type: 'paywall.restore' }
  /** A subscriber closed the dialog: the chat is theirs again (issue 16). */
  | { type: 'paywall.lift' }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'preview.open' }
  | { type: 'preview.close' };

/**
 * The paywall, the subscription dialog and the article preview (spec §2, §4): a generated article
 * shows the paywall and opens the dialog; 'View Generated Article' swaps the dialog for the
 * preview; closing the preview brings the dialog back. The article itself lives in the chat actor,
 * which only asks for the preview when there is one.
 */
export const paywallMachine = setup({
  types: {
    context: {} as PaywallContext,
    events: {} as PaywallEvent,
  },
}).createMachine({
  id: 'paywall',
  context: { paywallShown: false },
  initial: 'closed',
  on: {
    'paywall.show': { target: '.dialog', actions: assign({ paywallShown: true }) },
    'paywall.restore': { actions: assign({ paywallShown: true }) },
    'paywall.lift': { actions: assign({ paywallShown: false }) },
  },
  states: {
    closed: {
      on: {
        'dialog.open': 'dialog',
        'preview.open': 'preview',
      },
    },
    dialog: {
      on: {
        'dialog.close': 'closed',
        'preview.open': 'preview',
      },
    },
    preview: {
      on: { 'preview.close': 'dialog' },
    },
  },
});

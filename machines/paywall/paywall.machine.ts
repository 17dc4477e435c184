import { assign, setup } from 'xstate';

interface PaywallContext {
  /** The paywall replaces the chat input once the free article is used (spec §2). */
  paywallShown: boolean;
  article: string | null;
}

export type PaywallEvent =
  | { type: 'paywall.show'; article: string | null }
  | { type: 'paywall.restore' }
  | { type: 'article.restore'; article: string }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'preview.open' }
  | { type: 'preview.close' };

/**
 * The paywall, the subscription dialog and the article preview (spec §2, §4): a generated article
 * shows the paywall and opens the dialog; 'View Generated Article' swaps the dialog for the
 * preview; closing the preview brings the dialog back.
 */
export const paywallMachine = setup({
  types: {
    context: {} as PaywallContext,
    events: {} as PaywallEvent,
  },
  guards: {
    hasArticle: ({ context }) => context.article !== null,
  },
}).createMachine({
  id: 'paywall',
  context: { paywallShown: false, article: null },
  initial: 'closed',
  on: {
    'paywall.show': {
      target: '.dialog',
      actions: assign({
        paywallShown: true,
        article: ({ context, event }) => event.article ?? context.article,
      }),
    },
    'paywall.restore': { actions: assign({ paywallShown: true }) },
    'article.restore': { actions: assign({ article: ({ event }) => event.article }) },
  },
  states: {
    closed: {
      on: {
        'dialog.open': 'dialog',
        'preview.open': { guard: 'hasArticle', target: 'preview' },
      },
    },
    dialog: {
      on: {
        'dialog.close': 'closed',
        'preview.open': { guard: 'hasArticle', target: 'preview' },
      },
    },
    preview: {
      on: { 'preview.close': 'dialog' },
    },
  },
});

import { assign, enqueueActions, type ActorRefFrom, fromCallback, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { PlanName } from '../../src/shared/plans';
import type { SeoScoreReport } from '../../src/shared/seo-score';
import { NOTICES, subscriptionStartedNotice, type Notice } from '../../src/shared/messages';
import { checkoutChildMachine, type CheckoutParentEvent } from '../checkout/checkout.child';
import { paywallMachine } from '../paywall/paywall.machine';
import { STEP_ONE, wizardMachine, type WizardEvent } from '../wizard/wizard.machine';

/** What the history read of spec §4 found (the credits rules come from the credits read, as facts). */
export interface HistoryFacts {
  /** Newest record with paywall_shown true. */
  paywallContentId: string | null;
  /** The last article of the latest record that has generated articles. */
  latestArticle: { contentId: string; article: string } | null;
  /** An article the server is still writing (issue 18): the chat follows it to the end. */
  runningJob: { contentId: string; topic: string } | null;
}

/** Redux facts, sent by a listener on the store (src/web/store/chat-facts.ts). */
export type ChatFactEvent =
  | { type: 'session.changed'; accessToken: string | null; userName: string | null; userId: string | null }
  | { type: 'subscription.changed'; isSubscriber: boolean; planId: string | null }
  /** One credits read, two rules: some record ≤ 0 opens the dialog (§4); every record ≤ 0 is the toast (§8). */
  | { type: 'credits.loaded'; someExhausted: boolean; allExhausted: boolean };

/** What the screen sends. */
export type ChatUserEvent =
  | { type: 'user.analyze'; url: string }
  | { type: 'user.proceed' }
  | { type: 'user.selectTopic'; topic: string }
  | { type: 'user.generate' }
  | { type: 'user.signIn' }
  | { type: 'user.closeDialog' }
  | { type: 'user.viewArticle' }
  | { type: 'user.closePreview' }
  | { type: 'user.selectPlan'; plan: PlanName }
  | { type: 'user.goToDashboard' };

/** What the children and the edge's effects tell the chat. */
export type ChatChildEvent =
  | { type: 'wizard.articleGenerated'; article: string; score: SeoScoreReport | null }
  | { type: 'wizard.paywalled' }
  | { type: 'wizard.notify'; notice: Notice }
  /** The provider's sign-in could not start (spec §8). */
  | { type: 'session.signInFailed' }
  | CheckoutParentEvent;

export type ChatEvent = ChatFactEvent | ChatUserEvent | ChatChildEvent;

type ChatChildren = { wizard?: ActorRefFrom<typeof chatWizardMachine> };

export interface ChatArticle {
  markdown: string;
  /** The SEO score report of an article generated in this session, if the service sent one. */
  score: SeoScoreReport | null;
}

interface ChatContext {
  accessToken: string | null;
  userName: string | null;
  userId: string | null;
  isSubscriber: boolean;
  planId: string | null;
  /** The one copy of the article on screen: generated now, or restored by the history read. */
  article: ChatArticle | null;
}

/** The wizard as the chat composes it: what it reports becomes events to the chat. */
export const chatWizardMachine = wizardMachine.provide({
  actions: {
    notify: sendParent((_, notice: Notice): ChatChildEvent => ({ type: 'wizard.notify', notice })),
    articleGenerated: sendParent((_, params: { article: string; score: SeoScoreReport | null }): ChatChildEvent => ({
      type: 'wizard.articleGenerated',
      ...params,
    })),
    paywalled: sendParent((): ChatChildEvent => ({ type: 'wizard.paywalled' })),
  },
});

/**
 * The article-generation chat (spec §2, §4, §8): one actor that owns the conversation (`wizard`),
 * the paywall, subscription dialog and preview (`paywall`) and `checkout` as children, reads the
 * user's history itself (`loadHistory`) and hears session, subscription and credit facts from the
 * store (`facts`). Every hand-over between them is a transition here.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    children: {} as { wizard: 'wizard'; paywall: 'paywall'; checkout: 'checkout'; history: 'loadHistory'; facts: 'facts' },
  },
  actors: {
    wizard: chatWizardMachine,
    paywall: paywallMachine,
    checkout: checkoutChildMachine,
    loadHistory: fromPromise<HistoryFacts, { userId: string; accessToken: string }>(() => {
      throw new Error('loadHistory is provided by the edge');
    }),
    /** Sends the store's facts (ChatFactEvent) for as long as the chat runs. */
    facts: fromCallback<ChatEvent>(() => {}),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** Starts the provider's sign-in; the edge sends `session.signInFailed` when it cannot. */
    startSignIn: () => {},
    goToDashboard: () => {},
    /** The user's turns and the session belong to the conversation. */
    forwardToWizard: sendTo('wizard', ({ event }) => event as WizardEvent),
  },
  guards: {
    anotherUser: ({ context, event }) => event.type === 'session.changed' && event.userId !== null && event.userId !== context.userId,
    signedOut: ({ event }) => event.type === 'session.changed' && event.userId === null,
    isSubscriber: ({ context }) => context.isSubscriber,
    hasArticle: ({ context }) => context.article !== null,
  },
}).createMachine({
  id: 'chat',
  context: { accessToken: null, userName: null, userId: null, isSubscriber: false, planId: null, article: null },
  invoke: [
    { id: 'wizard', src: 'wizard' },
    { id: 'paywall', src: 'paywall' },
    { id: 'checkout', src: 'checkout' },
    { id: 'facts', src: 'facts' },
  ],
  on: {
    'session.changed': [
      {
        guard: 'anotherUser',
        target: '.loadingHistory',
        actions: [
          assign(({ event }) => ({ accessToken: event.accessToken, userName: event.userName, userId: event.userId })),
          'forwardToWizard',
        ],
      },
      {
        guard: 'signedOut',
        target: '.signedOut',
        actions: [assign({ accessToken: null, userName: null, userId: null }), 'forwardToWizard'],
      },
      { actions: [assign(({ event }) => ({ accessToken: event.accessToken, userName: event.userName })), 'forwardToWizard'] },
    ],
    'subscription.changed': { actions: assign(({ event }) => ({ isSubscriber: event.isSubscriber, planId: event.planId })) },
    'credits.loaded': {
      actions: enqueueActions(({ event, enqueue }) => {
        if (event.someExhausted) enqueue.sendTo('paywall', { type: 'dialog.open' });
        if (event.allExhausted) enqueue({ type: 'notify', params: NOTICES.freeTrialCompleted });
      }),
    },
    'user.analyze': { actions: 'forwardToWizard' },
    'user.proceed': { actions: 'forwardToWizard' },
    'user.selectTopic': { actions: 'forwardToWizard' },
    'user.generate': { actions: 'forwardToWizard' },
    'user.signIn': { actions: 'startSignIn' },
    'session.signInFailed': { actions: 'forwardToWizard' },
    'wizard.notify': { actions: { type: 'notify', params: ({ event }) => event.notice } },
    'wizard.articleGenerated': {
      actions: [
        assign({ article: ({ event }) => ({ markdown: event.article, score: event.score }) }),
        sendTo('paywall', { type: 'paywall.show' }),
      ],
    },
    'wizard.paywalled': { actions: sendTo('paywall', { type: 'paywall.show' }) },
    'user.closeDialog': [
      {
        // Issue 16: a subscriber within quota goes on in the same chat; a free user stays behind the paywall.
        guard: 'isSubscriber',
        actions: [sendTo('paywall', { type: 'dialog.close' }), sendTo('paywall', { type: 'paywall.lift' }), sendTo('wizard', { type: 'chat.resume' })],
      },
      { actions: sendTo('paywall', { type: 'dialog.close' }) },
    ],
    'user.viewArticle': { guard: 'hasArticle', actions: sendTo('paywall', { type: 'preview.open' }) },
    'user.closePreview': { actions: sendTo('paywall', { type: 'preview.close' }) },
    'user.selectPlan': {
      actions: sendTo('checkout', ({ context, event }) => ({
        type: 'checkout.select' as const,
        plan: event.plan,
        userId: context.userId,
        accessToken: context.accessToken,
      })),
    },
    'user.goToDashboard': { actions: [sendTo('paywall', { type: 'dialog.close' }), 'goToDashboard'] },
    // Spec §4: the subscribe handler toasts and closes the dialog.
    'checkout.subscribed': {
      actions: [{ type: 'notify', params: ({ event }) => subscriptionStartedNotice(event.productName) }, sendTo('paywall', { type: 'dialog.close' })],
    },
  },
  initial: 'signedOut',
  states: {
    signedOut: {},
    loadingHistory: {
      invoke: {
        id: 'history',
        src: 'loadHistory',
        input: ({ context }) => ({ userId: context.userId ?? '', accessToken: context.accessToken ?? '' }),
        onDone: {
          target: 'ready',
          actions: enqueueActions(({ event, enqueue, self }) => {
            const { paywallContentId, latestArticle, runningJob } = event.output;
            let contentId: string | null = null;
            // Spec §4, on load at step 0: the newest paywalled record sets the paywall and the content id.
            // (The wizard's step is read from its state; a detached snapshot, as in graph traversal, counts as step 0.)
            const wizard = (self.getSnapshot() as { children?: ChatChildren } | undefined)?.children?.wizard;
            const atStepZero = !(wizard?.getSnapshot().hasTag(STEP_ONE) ?? false);
            if (paywallContentId !== null && atStepZero) {
              enqueue.sendTo('paywall', { type: 'paywall.restore' });
              contentId = paywallContentId;
            }
            // The latest record with articles supplies the article and the content id.
            if (latestArticle !== null) {
              enqueue.assign({ article: { markdown: latestArticle.article, score: null } });
              contentId = latestArticle.contentId;
            }
            if (contentId !== null) enqueue.sendTo('wizard', { type: 'content.restored', contentId });
            if (runningJob !== null) enqueue.sendTo('wizard', { type: 'job.resumed', ...runningJob });
          }),
        },
        // A failed read leaves the screen as a fresh start; the next analysis answers authoritatively.
        onError: 'ready',
      },
    },
    ready: {},
  },
});

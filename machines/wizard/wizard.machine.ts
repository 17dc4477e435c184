import { assign, enqueueActions, not, sendParent, setup } from 'xstate';
import { analysisMachine, type AnalysisOutput } from '../analysis/analysis.machine';
import type { SeoScoreReport } from '../../src/shared/seo-score';
import { generationMachine, type GenerationOutput } from '../generation/generation.machine';
import {
  ANALYSIS_FAILED_MESSAGE,
  GREETING,
  NO_TOPICS,
  NOTICES,
  OFFER_TOPICS,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_PROMPT,
  TOPICS_INTRO,
  retryMessage,
  type Notice,
} from '../messages';

export interface ChatMessage {
  role: 'bot' | 'user';
  content: string;
  showProceed: boolean;
}

/** What the on-load reads of spec §4 found, already reduced to the facts the wizard acts on. */
export interface HistoryFacts {
  /** Newest record with paywall_shown true. */
  paywallContentId: string | null;
  /** Some record has credits ≤ 0. */
  creditsExhausted: boolean;
  /** The last article of the latest record that has generated articles. */
  latestArticle: { contentId: string; article: string } | null;
}

export type WizardEvent =
  | { type: 'session.changed'; accessToken: string | null; userName: string | null }
  | { type: 'history.loaded'; facts: HistoryFacts }
  | { type: 'user.analyze'; url: string }
  | { type: 'user.proceed' }
  | { type: 'user.selectTopic'; topic: string }
  | { type: 'user.generate' }
  | { type: 'analysis.retrying'; attemptsRemaining: number }
  /** The 'Sign in with' button could not start the provider's sign-in (spec §8). */
  | { type: 'session.signInFailed' };

interface WizardContext {
  step: 0 | 1;
  messages: ChatMessage[];
  accessToken: string | null;
  userName: string | null;
  url: string | null;
  contentId: string | null;
  topics: string[];
  selectedTopic: string | null;
  article: string | null;
  /** The SEO score report of the article generated in this session, if the service sent one. */
  score: SeoScoreReport | null;
}

const bot = (content: string, showProceed = false): ChatMessage => ({ role: 'bot', content, showProceed });
const user = (content: string): ChatMessage => ({ role: 'user', content, showProceed: false });
const say = (...messages: ChatMessage[]) => ({ type: 'post', params: { messages } }) as const;

/** The analysis run as the wizard composes it: its retry announcements come back as chat messages. */
export const wizardAnalysisMachine = analysisMachine.provide({
  actions: {
    announceRetry: sendParent((_, params: { attemptsRemaining: number }) => ({
      type: 'analysis.retrying' as const,
      attemptsRemaining: params.attemptsRemaining,
    })),
  },
});

/**
 * The article-generation conversation (spec §2, §4, §5, §6): sign-in prompt, analysis, the offer
 * to generate topics, the topic picker and generation. Toasts and the paywall are effects provided
 * by the edge (`notify`, `showPaywall`, `restorePaywall`, `restoreArticle`, `openDialog`).
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
  },
  actors: {
    analysis: wizardAnalysisMachine,
    generation: generationMachine,
  },
  actions: {
    post: assign({ messages: ({ context }, params: { messages: ChatMessage[] }) => [...context.messages, ...params.messages] }),
    notify: (_, _notice: Notice) => {},
    showPaywall: (_, _params: { article: string | null }) => {},
    restorePaywall: () => {},
    restoreArticle: (_, _params: { article: string }) => {},
    openDialog: () => {},
  },
  guards: {
    signedIn: ({ context }) => context.accessToken !== null,
    analysisFoundTopics: (_, o: AnalysisOutput) => o.outcome === 'complete' && o.topics.length > 0,
    analysisFoundNoTopics: (_, o: AnalysisOutput) => o.outcome === 'complete',
    analysisPaywalled: (_, o: AnalysisOutput) => o.outcome === 'paywall',
    canGenerate: ({ context }) => context.selectedTopic !== null && context.contentId !== null,
    generated: (_, o: GenerationOutput) => o.outcome === 'article',
    generationPaywalled: (_, o: GenerationOutput) => o.outcome === 'paywall',
    generationEmpty: (_, o: GenerationOutput) => o.outcome === 'noArticle',
  },
}).createMachine({
  id: 'wizard',
  context: {
    step: 0,
    messages: [bot(GREETING)],
    accessToken: null,
    userName: null,
    url: null,
    contentId: null,
    topics: [],
    selectedTopic: null,
    article: null,
    score: null,
  },
  on: {
    'session.changed': {
      actions: assign({ accessToken: ({ event }) => event.accessToken, userName: ({ event }) => event.userName }),
    },
    'session.signInFailed': {
      actions: [say(bot(SIGN_IN_FAILED_MESSAGE)), { type: 'notify', params: NOTICES.signInFailed }],
    },
    'history.loaded': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { paywallContentId, creditsExhausted, latestArticle } = event.facts;
        if (paywallContentId !== null && context.step === 0) {
          enqueue.assign({ contentId: paywallContentId });
          enqueue('restorePaywall');
        }
        if (creditsExhausted) {
          enqueue({ type: 'notify', params: NOTICES.freeTrialCompleted });
          enqueue('openDialog');
        }
        if (latestArticle !== null) {
          enqueue.assign({ contentId: latestArticle.contentId, article: latestArticle.article, score: null });
          enqueue({ type: 'restoreArticle', params: { article: latestArticle.article } });
        }
      }),
    },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'user.analyze': [
          {
            guard: 'signedIn',
            target: 'analyzing',
            actions: [assign({ url: ({ event }) => event.url }), { type: 'post', params: ({ event }) => ({ messages: [user(event.url)] }) }],
          },
          { actions: { type: 'post', params: ({ event }) => ({ messages: [user(event.url), bot(SIGN_IN_PROMPT)] }) } },
        ],
      },
      initial: 'idle',
      states: {
        idle: {},
        offering: {
          on: { 'user.proceed': { target: 'choosing', actions: say(bot(TOPICS_INTRO)) } },
        },
        choosing: {
          entry: assign({ selectedTopic: ({ context }) => context.selectedTopic ?? context.topics[0] ?? null }),
          on: {
            'user.selectTopic': { actions: assign({ selectedTopic: ({ event }) => event.topic }) },
            'user.generate': [
              { guard: not('signedIn'), actions: { type: 'notify', params: NOTICES.authenticationRequired } },
              { guard: 'canGenerate', target: '#wizard.generating' },
            ],
          },
        },
      },
    },
    analyzing: {
      on: {
        'analysis.retrying': { actions: { type: 'post', params: ({ event }) => ({ messages: [bot(retryMessage(event.attemptsRemaining))] }) } },
      },
      invoke: {
        id: 'analysis',
        src: 'analysis',
        input: ({ context }) => ({ url: context.url ?? '', accessToken: context.accessToken ?? '' }),
        onDone: [
          {
            guard: { type: 'analysisFoundTopics', params: ({ event }) => event.output },
            target: 'ready.offering',
            actions: assign(({ context, event }) => ({
              step: 1 as const,
              contentId: event.output.outcome === 'complete' ? event.output.contentId : context.contentId,
              topics: event.output.outcome === 'complete' ? event.output.topics : [],
              selectedTopic: null,
              messages: [...context.messages, bot(OFFER_TOPICS, true)],
            })),
          },
          { guard: { type: 'analysisFoundNoTopics', params: ({ event }) => event.output }, target: 'ready.idle', actions: say(bot(NO_TOPICS)) },
          { guard: { type: 'analysisPaywalled', params: ({ event }) => event.output }, target: 'ready.idle', actions: { type: 'notify', params: NOTICES.creditsExhausted } },
          { target: 'ready.idle', actions: [{ type: 'notify', params: NOTICES.analysisFailed }, say(bot(ANALYSIS_FAILED_MESSAGE))] },
        ],
        onError: { target: 'ready.idle', actions: [{ type: 'notify', params: NOTICES.analysisFailed }, say(bot(ANALYSIS_FAILED_MESSAGE))] },
      },
    },
    generating: {
      invoke: {
        id: 'generation',
        src: 'generation',
        input: ({ context }) => ({ topic: context.selectedTopic ?? '', contentId: context.contentId ?? '', accessToken: context.accessToken ?? '' }),
        onDone: [
          {
            guard: { type: 'generated', params: ({ event }) => event.output },
            target: 'generated',
            actions: enqueueActions(({ event, enqueue }) => {
              if (event.output.outcome !== 'article') return;
              enqueue.assign({ article: event.output.article, contentId: event.output.contentId, score: event.output.score });
              enqueue({ type: 'showPaywall', params: { article: event.output.article } });
            }),
          },
          {
            guard: { type: 'generationPaywalled', params: ({ event }) => event.output },
            target: 'ready.choosing',
            actions: [{ type: 'notify', params: NOTICES.noCredits }, { type: 'showPaywall', params: { article: null } }],
          },
          { guard: { type: 'generationEmpty', params: ({ event }) => event.output }, target: 'ready.choosing', actions: { type: 'notify', params: NOTICES.noArticle } },
          { target: 'ready.choosing', actions: { type: 'notify', params: NOTICES.generationFailed } },
        ],
        onError: { target: 'ready.choosing', actions: { type: 'notify', params: NOTICES.generationFailed } },
      },
    },
    generated: {},
  },
});

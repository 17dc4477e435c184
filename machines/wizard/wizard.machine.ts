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
} from '../../src/shared/messages';

/** What a message offers under it; the machine decides it when it posts the message. */
export type MessageAction = 'signIn' | 'proceed' | null;

export interface ChatMessage {
  role: 'bot' | 'user';
  content: string;
  /** 'signIn': the provider's 'Sign in with' button; 'proceed': 'Proceed with Topic Generation' while it applies. */
  action: MessageAction;
}

export type WizardEvent =
  | { type: 'session.changed'; accessToken: string | null; userName: string | null }
  /** The on-load reads of spec §4 chose this record's id as the content id. */
  | { type: 'content.restored'; contentId: string }
  /** On load, the server was still writing an article for this record (issue 18): follow it. */
  | { type: 'job.resumed'; contentId: string; topic: string }
  | { type: 'user.analyze'; url: string }
  | { type: 'user.proceed' }
  | { type: 'user.selectTopic'; topic: string }
  | { type: 'user.generate' }
  /** A subscriber closed the subscription dialog after an article: the chat goes on (issue 16). */
  | { type: 'chat.resume' }
  | { type: 'analysis.retrying'; attemptsRemaining: number }
  /** The 'Sign in with' button could not start the provider's sign-in (spec §8). */
  | { type: 'session.signInFailed' };

interface WizardContext {
  messages: ChatMessage[];
  accessToken: string | null;
  userName: string | null;
  url: string | null;
  contentId: string | null;
  topics: string[];
  selectedTopic: string | null;
}

const bot = (content: string, action: MessageAction = null): ChatMessage => ({ role: 'bot', content, action });
const user = (content: string): ChatMessage => ({ role: 'user', content, action: null });
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

/** Tag of the states after a successful analysis: spec §4's wizard step 1 (the step is derived, never stored). */
export const STEP_ONE = 'step1';

/**
 * The article-generation conversation (spec §2, §4, §5, §6): sign-in prompt, analysis, the offer
 * to generate topics, the topic picker and generation. What it tells the rest of the chat goes
 * through named actions (`notify`, `articleGenerated`, `paywalled`); the chat actor composes
 * them as events to itself (machines/chat).
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    children: {} as { analysis: 'analysis'; generation: 'generation' },
  },
  actors: {
    analysis: wizardAnalysisMachine,
    generation: generationMachine,
  },
  actions: {
    post: assign({ messages: ({ context }, params: { messages: ChatMessage[] }) => [...context.messages, ...params.messages] }),
    notify: (_, _notice: Notice) => {},
    /** Spec §4: an article was generated (the chat stores it, shows the paywall and opens the dialog). */
    articleGenerated: (_, _params: { article: string; score: SeoScoreReport | null }) => {},
    /** Spec §8: generation answered with the paywall. */
    paywalled: () => {},
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
    messages: [bot(GREETING)],
    accessToken: null,
    userName: null,
    url: null,
    contentId: null,
    topics: [],
    selectedTopic: null,
  },
  on: {
    'session.changed': {
      actions: assign({ accessToken: ({ event }) => event.accessToken, userName: ({ event }) => event.userName }),
    },
    'session.signInFailed': {
      actions: [say(bot(SIGN_IN_FAILED_MESSAGE)), { type: 'notify', params: NOTICES.signInFailed }],
    },
    'content.restored': { actions: assign({ contentId: ({ event }) => event.contentId }) },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'job.resumed': {
          guard: 'signedIn',
          target: 'generating',
          actions: assign(({ event }) => ({ contentId: event.contentId, selectedTopic: event.topic, topics: [event.topic] })),
        },
        'user.analyze': [
          {
            guard: 'signedIn',
            target: 'analyzing',
            actions: [assign({ url: ({ event }) => event.url }), { type: 'post', params: ({ event }) => ({ messages: [user(event.url)] }) }],
          },
          { actions: { type: 'post', params: ({ event }) => ({ messages: [user(event.url), bot(SIGN_IN_PROMPT, 'signIn')] }) } },
        ],
      },
      initial: 'idle',
      states: {
        idle: {},
        offering: {
          tags: [STEP_ONE],
          on: { 'user.proceed': { target: 'choosing', actions: say(bot(TOPICS_INTRO)) } },
        },
        choosing: {
          tags: [STEP_ONE],
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
      tags: ['busy'],
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
              contentId: event.output.outcome === 'complete' ? event.output.contentId : context.contentId,
              topics: event.output.outcome === 'complete' ? event.output.topics : [],
              selectedTopic: null,
              messages: [...context.messages, bot(OFFER_TOPICS, 'proceed')],
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
      tags: [STEP_ONE, 'busy'],
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
              enqueue.assign({ contentId: event.output.contentId });
              enqueue({ type: 'articleGenerated', params: { article: event.output.article, score: event.output.score } });
            }),
          },
          {
            guard: { type: 'generationPaywalled', params: ({ event }) => event.output },
            target: 'ready.choosing',
            actions: [{ type: 'notify', params: NOTICES.noCredits }, 'paywalled'],
          },
          { guard: { type: 'generationEmpty', params: ({ event }) => event.output }, target: 'ready.choosing', actions: { type: 'notify', params: NOTICES.noArticle } },
          { target: 'ready.choosing', actions: { type: 'notify', params: NOTICES.generationFailed } },
        ],
        onError: { target: 'ready.choosing', actions: { type: 'notify', params: NOTICES.generationFailed } },
      },
    },
    /** Behind the paywall (spec §4). Only the chat actor lets a subscriber out, when the dialog closes. */
    generated: {
      tags: [STEP_ONE],
      on: { 'chat.resume': 'ready.choosing' },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { ScrapeResponse, TopicsResponse } from '../../src/shared/contracts/api';
import { ANALYSIS_TICK_MS, SCRAPE_MAX_RETRIES, SCRAPE_RETRY_DELAY_MS } from '../../src/shared/timing';

export interface AnalysisInput {
  url: string;
  accessToken: string;
}

export type AnalysisOutput =
  | { outcome: 'complete'; contentId: string; topics: string[]; summary: string }
  | { outcome: 'paywall' }
  | { outcome: 'failed'; error: string | null };

interface AnalysisContext extends AnalysisInput {
  progress: number;
  retriesLeft: number;
  contentId: string | null;
  output: AnalysisOutput | null;
}

/** Stage weights of spec §4: scraping fills the first 30%, analysing ticks on up to 90%. */
export const SCRAPE_STAGE_CEILING = 30;
export const ANALYZE_STAGE_CEILING = 90;

/**
 * One analysis run of a site (spec §4): scraping → analyzing → complete, with the retry policy of
 * §8 for scrape failures the server marks retryable. Invoked by the wizard per run; its output is
 * the outcome. The I/O (scrape, fetchTopics) and the retry announcement are provided by the edge.
 */
export const analysisMachine = setup({
  types: {
    input: {} as AnalysisInput,
    context: {} as AnalysisContext,
    output: {} as AnalysisOutput,
    children: {} as { scrape: 'scrape'; fetchTopics: 'fetchTopics' },
  },
  actors: {
    scrape: fromPromise<ScrapeResponse, { url: string; accessToken: string }>(() => {
      throw new Error('scrape is provided by the edge');
    }),
    fetchTopics: fromPromise<TopicsResponse, { contentId: string; accessToken: string }>(() => {
      throw new Error('fetchTopics is provided by the edge');
    }),
  },
  actions: {
    /** Posts 'Retrying analysis... (n attempts remaining)'; the wizard wires it to its chat. */
    announceRetry: (_, _params: { attemptsRemaining: number }) => {},
    /** +1% per tick, held below the current stage's ceiling until the stage answers. */
    tick: assign({ progress: ({ context }, params: { ceiling: number }) => Math.min(context.progress + 1, params.ceiling) }),
  },
  guards: {
    scrapeSucceeded: (_, r: ScrapeResponse) => r.success && r.contentId !== null,
    scrapePaywalled: (_, r: ScrapeResponse) => r.showPaywall,
    canRetry: ({ context }, r: ScrapeResponse) => r.retryable && context.retriesLeft > 0,
    topicsSucceeded: (_, r: TopicsResponse) => r.success,
  },
  delays: {
    tick: ANALYSIS_TICK_MS,
    retryDelay: SCRAPE_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'analysis',
  context: ({ input }) => ({
    ...input,
    progress: 0,
    retriesLeft: SCRAPE_MAX_RETRIES,
    contentId: null,
    output: null,
  }),
  initial: 'scraping',
  states: {
    scraping: {
      invoke: {
        id: 'scrape',
        src: 'scrape',
        input: ({ context }) => ({ url: context.url, accessToken: context.accessToken }),
        onDone: [
          { guard: { type: 'scrapePaywalled', params: ({ event }) => event.output }, target: 'paywall' },
          {
            guard: { type: 'scrapeSucceeded', params: ({ event }) => event.output },
            target: 'analyzing',
            actions: assign({
              contentId: ({ event }) => event.output.contentId,
              progress: SCRAPE_STAGE_CEILING,
            }),
          },
          { guard: { type: 'canRetry', params: ({ event }) => event.output }, target: 'retrying' },
          { target: 'failure', actions: assign({ output: ({ event }) => ({ outcome: 'failed' as const, error: event.output.error }) }) },
        ],
        onError: { target: 'failure' },
      },
      initial: 'ticking',
      states: {
        ticking: {
          after: { tick: { target: 'ticking', reenter: true, actions: { type: 'tick', params: { ceiling: SCRAPE_STAGE_CEILING } } } },
        },
      },
    },
    retrying: {
      entry: [
        { type: 'announceRetry', params: ({ context }) => ({ attemptsRemaining: context.retriesLeft }) },
        assign({ retriesLeft: ({ context }) => context.retriesLeft - 1 }),
      ],
      after: { retryDelay: { target: 'scraping' } },
    },
    analyzing: {
      invoke: {
        id: 'fetchTopics',
        src: 'fetchTopics',
        input: ({ context }) => ({ contentId: context.contentId ?? '', accessToken: context.accessToken }),
        onDone: [
          {
            guard: { type: 'topicsSucceeded', params: ({ event }) => event.output },
            target: 'complete',
            actions: assign({
              progress: 100,
              output: ({ context, event }) => ({
                outcome: 'complete' as const,
                contentId: context.contentId ?? '',
                topics: event.output.topics,
                summary: event.output.analysis_summary,
              }),
            }),
          },
          { target: 'failure', actions: assign({ output: ({ event }) => ({ outcome: 'failed' as const, error: event.output.error ?? null }) }) },
        ],
        onError: { target: 'failure' },
      },
      initial: 'ticking',
      states: {
        ticking: {
          after: { tick: { target: 'ticking', reenter: true, actions: { type: 'tick', params: { ceiling: ANALYZE_STAGE_CEILING } } } },
        },
      },
    },
    complete: { type: 'final' },
    paywall: { type: 'final', entry: assign({ output: { outcome: 'paywall' } }) },
    failure: { type: 'final' },
  },
  output: ({ context }) => context.output ?? { outcome: 'failed', error: null },
});

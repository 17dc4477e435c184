import { assign, fromPromise, setup } from 'xstate';
import type { GenerateResponse } from '../../src/shared/contracts/api';
import type { SeoScoreReport } from '../../src/shared/seo-score';
import { GENERATION_PHASE_MS } from '../../src/shared/timing';
import { writingTipsMachine } from './writing-tips.machine';

export interface GenerationInput {
  topic: string;
  contentId: string;
  accessToken: string;
}

export type GenerationOutput =
  | { outcome: 'article'; article: string; contentId: string; score: SeoScoreReport | null }
  | { outcome: 'paywall' }
  | { outcome: 'noArticle' }
  | { outcome: 'failed' };

interface GenerationContext extends GenerationInput {
  output: GenerationOutput;
}

/**
 * One article generation (spec §4): the request starts at once; meanwhile the phases
 * competitors → reddit → youtube (about 1 s each) → writing show progress, and the writing tips
 * rotate in their own child actor.
 * Whenever the server answers, the run ends in one of the outcomes of spec §8.
 */
export const generationMachine = setup({
  types: {
    input: {} as GenerationInput,
    context: {} as GenerationContext,
    output: {} as GenerationOutput,
    children: {} as { writingTips: 'writingTips'; generateArticle: 'generateArticle' },
  },
  actors: {
    generateArticle: fromPromise<GenerateResponse, GenerationInput>(() => {
      throw new Error('generateArticle is provided by the edge');
    }),
    writingTips: writingTipsMachine,
  },
  guards: {
    paywalled: (_, r: GenerateResponse) => r.showPaywall,
    failedOnServer: (_, r: GenerateResponse) => r.error !== null && !r.article,
    hasArticle: (_, r: GenerateResponse) => Boolean(r.article?.trim()),
  },
  delays: { phase: GENERATION_PHASE_MS },
}).createMachine({
  id: 'generation',
  context: ({ input }) => ({ ...input, output: { outcome: 'failed' } }),
  initial: 'running',
  states: {
    running: {
      invoke: [
        { id: 'writingTips', src: 'writingTips' },
        {
          id: 'generateArticle',
          src: 'generateArticle',
          input: ({ context }) => ({ topic: context.topic, contentId: context.contentId, accessToken: context.accessToken }),
          onDone: [
            { guard: { type: 'paywalled', params: ({ event }) => event.output }, target: 'paywall' },
            { guard: { type: 'failedOnServer', params: ({ event }) => event.output }, target: 'failure' },
            {
              guard: { type: 'hasArticle', params: ({ event }) => event.output },
              target: 'article',
              actions: assign({
                output: ({ context, event }) => ({
                  outcome: 'article' as const,
                  article: event.output.article ?? '',
                  contentId: event.output.contentId ?? context.contentId,
                  score: event.output.score ?? null,
                }),
              }),
            },
            { target: 'noArticle' },
          ],
          onError: { target: 'failure' },
        },
      ],
      initial: 'competitors',
      states: {
        competitors: { after: { phase: 'reddit' } },
        reddit: { after: { phase: 'youtube' } },
        youtube: { after: { phase: 'writing' } },
        writing: {},
      },
    },
    article: { type: 'final' },
    paywall: { type: 'final', entry: assign({ output: { outcome: 'paywall' } }) },
    noArticle: { type: 'final', entry: assign({ output: { outcome: 'noArticle' } }) },
    failure: { type: 'final', entry: assign({ output: { outcome: 'failed' } }) },
  },
  output: ({ context }) => context.output,
});

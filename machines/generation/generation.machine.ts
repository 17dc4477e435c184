import { assign, fromCallback, fromPromise, setup } from 'xstate';
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

/** The server's report on the job writing this article (GET /api/jobs/:id/events). */
export type GenerationEvent = { type: 'job.progress'; progress: number };

interface GenerationContext extends GenerationInput {
  output: GenerationOutput;
  /** Share of the work the server reports done, 0…1; it never ends the run: only the answer does. */
  serverProgress: number;
}

/**
 * One article generation (spec §4): the request starts at once; meanwhile the phases
 * competitors → reddit → youtube (about 1 s each) → writing show progress, and the writing tips
 * rotate in their own child actor. The server's job reports its real share of the work
 * (`jobProgress`, issue 18), which moves the bar on but never finishes it.
 * Whenever the server answers, the run ends in one of the outcomes of spec §8. A run after a
 * reload sends the same request, which joins the job still running on the server.
 */
export const generationMachine = setup({
  types: {
    input: {} as GenerationInput,
    context: {} as GenerationContext,
    output: {} as GenerationOutput,
    events: {} as GenerationEvent,
    children: {} as { writingTips: 'writingTips'; generateArticle: 'generateArticle'; jobProgress: 'jobProgress' },
  },
  actors: {
    generateArticle: fromPromise<GenerateResponse, GenerationInput>(() => {
      throw new Error('generateArticle is provided by the edge');
    }),
    writingTips: writingTipsMachine,
    /**
     * Follows the server's job for this record and sends `job.progress` (the edge provides it);
     * without a job service the spec's timed phases alone move the bar.
     */
    jobProgress: fromCallback<GenerationEvent, { contentId: string; accessToken: string }>(() => undefined),
  },
  guards: {
    paywalled: (_, r: GenerateResponse) => r.showPaywall,
    failedOnServer: (_, r: GenerateResponse) => r.error !== null && !r.article,
    hasArticle: (_, r: GenerateResponse) => Boolean(r.article?.trim()),
  },
  delays: { phase: GENERATION_PHASE_MS },
}).createMachine({
  id: 'generation',
  context: ({ input }) => ({ ...input, output: { outcome: 'failed' }, serverProgress: 0 }),
  initial: 'running',
  states: {
    running: {
      on: {
        'job.progress': { actions: assign({ serverProgress: ({ context, event }) => Math.max(context.serverProgress, event.progress) }) },
      },
      invoke: [
        { id: 'writingTips', src: 'writingTips' },
        { id: 'jobProgress', src: 'jobProgress', input: ({ context }) => ({ contentId: context.contentId, accessToken: context.accessToken }) },
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { analysisMachine } from '../../machines/analysis/analysis.machine';
import { analysisView } from '../../machines/analysis/analysis.view';
import { SCRAPE_RETRY_DELAY_MS } from '../../src/shared/timing';
import type { ScrapeResponse, TopicsResponse } from '../../src/shared/contracts/api';
import { modelSuite } from './model';

const input = { url: 'https://example.test/', accessToken: 'token' };
const scrape = (r: Partial<ScrapeResponse>): ScrapeResponse => ({
  success: false,
  contentId: null,
  showPaywall: false,
  retryable: false,
  error: null,
  ...r,
});
const topics = (r: Partial<TopicsResponse>): TopicsResponse => ({ success: true, topics: ['A'], analysis_summary: 'S', ...r });

modelSuite(analysisMachine, {
  input,
  fakes: ['scrape', 'fetchTopics'],
  events: [
    { type: 'xstate.after.tick.analysis.scraping.ticking' },
    { type: 'xstate.after.tick.analysis.analyzing.ticking' },
    { type: 'xstate.after.retryDelay.analysis.retrying' },
    { type: 'xstate.done.actor.scrape', output: scrape({ success: true, contentId: 'c1' }) },
    { type: 'xstate.done.actor.scrape', output: scrape({ showPaywall: true }) },
    { type: 'xstate.done.actor.scrape', output: scrape({ retryable: true, error: 'timeout' }) },
    { type: 'xstate.done.actor.scrape', output: scrape({ error: 'blocked' }) },
    { type: 'xstate.error.actor.scrape', error: new Error('network') },
    { type: 'xstate.done.actor.fetchTopics', output: topics({}) },
    { type: 'xstate.done.actor.fetchTopics', output: topics({ success: false, topics: [], error: 'no' }) },
    { type: 'xstate.error.actor.fetchTopics', error: new Error('network') },
  ],
  // Progress only matters as "has ticked"; retries are bounded by the policy.
  serialize: (s: AnyMachineSnapshot) => ({ ticked: s.context.progress % 30 > 0, retriesLeft: s.context.retriesLeft }),
});

describe('analysis machine: progress and retry policy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fills 30% while scraping, then ticks +1% every 150 ms up to 90% while analysing, 100% when complete', async () => {
    let answerTopics: (r: TopicsResponse) => void = () => {};
    const actor = createActor(
      analysisMachine.provide({
        actors: {
          scrape: fromPromise(() => new Promise<ScrapeResponse>((resolve) => setTimeout(() => resolve(scrape({ success: true, contentId: 'c' })), 10_000))),
          fetchTopics: fromPromise(() => new Promise<TopicsResponse>((resolve) => (answerTopics = resolve))),
        },
      }),
      { input },
    ).start();
    await vi.advanceTimersByTimeAsync(150 * 5);
    expect(analysisView(actor.getSnapshot())).toMatchObject({ stage: 'scraping', progress: 5 });
    await vi.advanceTimersByTimeAsync(10_000 - 150 * 5);
    expect(analysisView(actor.getSnapshot())).toMatchObject({ stage: 'analyzing', progress: 30 });
    await vi.advanceTimersByTimeAsync(150);
    expect(actor.getSnapshot().context.progress).toBe(31);
    await vi.advanceTimersByTimeAsync(150 * 200);
    expect(actor.getSnapshot().context.progress).toBe(90);
    answerTopics(topics({ topics: ['One', 'Two'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(analysisView(actor.getSnapshot())).toMatchObject({ stage: 'complete', progress: 100 });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'complete', contentId: 'c', topics: ['One', 'Two'], summary: 'S' });
  });

  it('retries a retryable scrape failure twice, 2 s apart, announcing the attempts remaining, then fails', async () => {
    const calls: number[] = [];
    const announced: number[] = [];
    const actor = createActor(
      analysisMachine.provide({
        actors: {
          scrape: fromPromise(async () => {
            calls.push(Date.now());
            return scrape({ retryable: true, error: 'timeout' });
          }),
        },
        actions: { announceRetry: (_, p) => announced.push(p.attemptsRemaining) },
      }),
      { input },
    ).start();
    await vi.advanceTimersByTimeAsync(SCRAPE_RETRY_DELAY_MS * 3);
    expect(announced).toEqual([2, 1]);
    expect(calls).toHaveLength(3);
    expect(calls[1]! - calls[0]!).toBe(SCRAPE_RETRY_DELAY_MS);
    expect(calls[2]! - calls[1]!).toBe(SCRAPE_RETRY_DELAY_MS);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', error: 'timeout' });
  });
});

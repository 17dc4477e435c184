import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { generationMachine } from '../../machines/generation/generation.machine';
import { generationView } from '../../machines/generation/generation.view';
import { writingTipsMachine } from '../../machines/generation/writing-tips.machine';
import { WRITING_TIPS } from '../../src/shared/messages';
import type { GenerateResponse } from '../../src/shared/contracts/api';
import { modelSuite } from './model';

const input = { topic: 'T', contentId: 'c1', accessToken: 'token' };
const answer = (r: Partial<GenerateResponse>): GenerateResponse => ({
  article: null,
  creditsRemaining: 0,
  showPaywall: false,
  contentId: 'c1',
  error: null,
  ...r,
});

modelSuite(generationMachine, {
  input,
  fakes: ['generateArticle'],
  // The tips child is a machine of its own (tested below); here it only has to run.
  provide: { actors: { writingTips: writingTipsMachine } },
  events: [
    { type: 'xstate.after.phase.generation.running.competitors' },
    { type: 'xstate.after.phase.generation.running.reddit' },
    { type: 'xstate.after.phase.generation.running.youtube' },
    { type: 'job.progress', progress: 0.5 },
    { type: 'xstate.done.actor.generateArticle', output: answer({ article: '# A' }) },
    { type: 'xstate.done.actor.generateArticle', output: answer({ showPaywall: true }) },
    { type: 'xstate.done.actor.generateArticle', output: answer({ error: 'boom' }) },
    { type: 'xstate.done.actor.generateArticle', output: answer({ article: '  ' }) },
    { type: 'xstate.error.actor.generateArticle', error: new Error('network') },
  ],
});

modelSuite(writingTipsMachine, {
  events: [{ type: 'xstate.after.rotation.writingTips.showing' }],
  serialize: (s) => ({ index: s.context.index }),
});

describe('the server job’s progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the bar past a phase, never back and never to 100 before the answer; the answer alone ends the run', async () => {
    let respond: (r: GenerateResponse) => void = () => {};
    const actor = createActor(
      generationMachine.provide({ actors: { generateArticle: fromPromise(() => new Promise<GenerateResponse>((r) => (respond = r))) } }),
      { input },
    ).start();
    const view = () => generationView(actor.getSnapshot(), undefined);
    expect(view()).toMatchObject({ phase: 'competitors', progress: 25 });
    actor.send({ type: 'job.progress', progress: 0.6 });
    expect(view()).toMatchObject({ phase: 'competitors', progress: 60 });
    actor.send({ type: 'job.progress', progress: 0.2 });
    expect(view()?.progress).toBe(60);
    await vi.advanceTimersByTimeAsync(3000);
    expect(view()).toMatchObject({ phase: 'writing', progress: 90 });
    actor.send({ type: 'job.progress', progress: 1 });
    expect(view()?.progress).toBe(99);
    expect(actor.getSnapshot().status).toBe('active');
    respond(answer({ article: '# Done' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'article', article: '# Done' });
  });
});

describe('generation phases and tips', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 25, 50, 75 for about 1 s each, then 90 while writing, rotating the 10 tips every 3 s', async () => {
    let respond: (r: GenerateResponse) => void = () => {};
    const actor = createActor(
      generationMachine.provide({ actors: { generateArticle: fromPromise(() => new Promise<GenerateResponse>((r) => (respond = r))) } }),
      { input },
    ).start();
    const view = () =>
      generationView(actor.getSnapshot(), actor.getSnapshot().children.writingTips?.getSnapshot() as SnapshotFrom<typeof writingTipsMachine> | undefined);
    expect(view()).toMatchObject({ phase: 'competitors', progress: 25, tip: WRITING_TIPS[0] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(view()).toMatchObject({ phase: 'reddit', progress: 50 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(view()).toMatchObject({ phase: 'youtube', progress: 75 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(view()).toMatchObject({ phase: 'writing', progress: 90, tip: WRITING_TIPS[1] });
    await vi.advanceTimersByTimeAsync(3000 * 9);
    expect(view()?.tip).toBe(WRITING_TIPS[0]);
    expect(new Set(WRITING_TIPS).size).toBe(10);
    respond(answer({ article: '# Done', contentId: 'c2' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toBeUndefined();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'article', article: '# Done', contentId: 'c2', score: null });
  });
});

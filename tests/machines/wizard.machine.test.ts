import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnalysisOutput } from '../../machines/analysis/analysis.machine';
import type { GenerationOutput } from '../../machines/generation/generation.machine';
import {
  ANALYSIS_FAILED_MESSAGE,
  GREETING,
  NO_TOPICS,
  NOTICES,
  OFFER_TOPICS,
  SIGN_IN_PROMPT,
  TOPICS_INTRO,
  retryMessage,
} from '../../machines/messages';
import { generationMachine } from '../../machines/generation/generation.machine';
import { wizardAnalysisMachine, wizardMachine } from '../../machines/wizard/wizard.machine';
import { wizardView } from '../../machines/wizard/wizard.view';
import { modelSuite } from './model';

const complete: AnalysisOutput = { outcome: 'complete', contentId: 'c1', topics: ['Topic A', 'Topic B'], summary: 'S' };

modelSuite(wizardMachine, {
  fakes: ['analysis', 'generation'],
  events: [
    { type: 'session.changed', accessToken: 'tok', userName: 'Ada' },
    { type: 'session.changed', accessToken: null, userName: null },
    { type: 'history.loaded', facts: { paywallContentId: 'p1', creditsExhausted: true, latestArticle: { contentId: 'p1', article: '# Old' } } },
    { type: 'user.analyze', url: 'https://example.test/' },
    { type: 'user.proceed' },
    { type: 'user.selectTopic', topic: 'Topic B' },
    { type: 'user.generate' },
    { type: 'analysis.retrying', attemptsRemaining: 2 },
    { type: 'session.signInFailed' },
    { type: 'xstate.done.actor.analysis', output: complete },
    { type: 'xstate.done.actor.analysis', output: { ...complete, topics: [] } },
    { type: 'xstate.done.actor.analysis', output: { outcome: 'paywall' } },
    { type: 'xstate.done.actor.analysis', output: { outcome: 'failed', error: null } },
    { type: 'xstate.error.actor.analysis', error: new Error('crash') },
    { type: 'xstate.done.actor.generation', output: { outcome: 'article', article: '# New', contentId: 'c1', score: null } },
    { type: 'xstate.done.actor.generation', output: { outcome: 'paywall' } },
    { type: 'xstate.done.actor.generation', output: { outcome: 'noArticle' } },
    { type: 'xstate.done.actor.generation', output: { outcome: 'failed' } },
    { type: 'xstate.error.actor.generation', error: new Error('crash') },
  ],
  serialize: (s) => ({
    signedIn: s.context.accessToken !== null,
    step: s.context.step,
    topic: s.context.selectedTopic,
    hasContent: s.context.contentId !== null,
  }),
});

/** A wizard whose analysis and generation answer with the given outputs and whose effects are spies. */
function wizard(outputs: { analysis?: AnalysisOutput; generation?: GenerationOutput } = {}) {
  const effects = { notify: vi.fn(), showPaywall: vi.fn(), restorePaywall: vi.fn(), restoreArticle: vi.fn(), openDialog: vi.fn() };
  const actor = createActor(
    wizardMachine.provide({
      actors: {
        // Fake children: the wizard only sees their output, so a promise stands in for each machine.
        analysis: fromPromise(async () => outputs.analysis ?? complete) as unknown as typeof wizardAnalysisMachine,
        generation: fromPromise(
          async (): Promise<GenerationOutput> => outputs.generation ?? { outcome: 'article', article: '# New', contentId: 'c1', score: null },
        ) as unknown as typeof generationMachine,
      },
      actions: {
        notify: (_, notice) => effects.notify(notice),
        showPaywall: (_, p) => effects.showPaywall(p),
        restorePaywall: () => effects.restorePaywall(),
        restoreArticle: (_, p) => effects.restoreArticle(p),
        openDialog: () => effects.openDialog(),
      },
    }),
  ).start();
  const texts = () => actor.getSnapshot().context.messages.map((m) => m.content);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, effects, texts, settle };
}

const signIn = { type: 'session.changed', accessToken: 'tok', userName: 'Ada' } as const;

describe('wizard conversation', () => {
  it('greets, and asks a visitor to sign in instead of analysing', () => {
    const { actor, texts } = wizard();
    expect(texts()).toEqual([GREETING]);
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    expect(texts()).toEqual([GREETING, 'https://example.test/', SIGN_IN_PROMPT]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('on success stores contentId and topics, moves to step 1, offers Proceed, then lists topics with the first selected', async () => {
    const { actor, texts, settle } = wizard();
    actor.send(signIn);
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    expect(wizardView(actor.getSnapshot()).analyzing).toBe(true);
    await settle();
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ step: 1, contentId: 'c1', topics: ['Topic A', 'Topic B'] });
    expect(context.messages.at(-1)).toEqual({ role: 'bot', content: OFFER_TOPICS, showProceed: true });
    expect(wizardView(actor.getSnapshot()).proceedOffered).toBe(true);
    actor.send({ type: 'user.proceed' });
    expect(texts().at(-1)).toBe(TOPICS_INTRO);
    expect(wizardView(actor.getSnapshot())).toMatchObject({ proceedOffered: false, showTopics: true, selectedTopic: 'Topic A' });
  });

  it('ignores topic clicks while generating and shows the paywall with the article afterwards', async () => {
    const { actor, effects, settle } = wizard();
    actor.send(signIn);
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    await settle();
    actor.send({ type: 'user.proceed' });
    actor.send({ type: 'user.generate' });
    actor.send({ type: 'user.selectTopic', topic: 'Topic B' });
    expect(actor.getSnapshot().context.selectedTopic).toBe('Topic A');
    expect(wizardView(actor.getSnapshot()).topicsDisabled).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches('generated')).toBe(true);
    expect(effects.showPaywall).toHaveBeenCalledWith({ article: '# New' });
  });

  it.each([
    [{ outcome: 'paywall' } as const, NOTICES.noCredits, true],
    [{ outcome: 'noArticle' } as const, NOTICES.noArticle, false],
    [{ outcome: 'failed' } as const, NOTICES.generationFailed, false],
  ])('generation outcome %o → notice and back to the topics', async (generation, notice, paywall) => {
    const { actor, effects, settle } = wizard({ generation });
    actor.send(signIn);
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    await settle();
    actor.send({ type: 'user.proceed' });
    actor.send({ type: 'user.generate' });
    await settle();
    expect(effects.notify).toHaveBeenCalledWith(notice);
    expect(effects.showPaywall).toHaveBeenCalledTimes(paywall ? 1 : 0);
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
  });

  it('generating after signing out says Authentication Required', async () => {
    const { actor, effects, settle } = wizard();
    actor.send(signIn);
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    await settle();
    actor.send({ type: 'user.proceed' });
    actor.send({ type: 'session.changed', accessToken: null, userName: null });
    actor.send({ type: 'user.generate' });
    expect(effects.notify).toHaveBeenCalledWith(NOTICES.authenticationRequired);
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
  });

  it.each([
    [{ ...complete, topics: [] }, NO_TOPICS, undefined],
    [{ outcome: 'failed', error: null } as const, ANALYSIS_FAILED_MESSAGE, NOTICES.analysisFailed],
    [{ outcome: 'paywall' } as const, 'https://example.test/', NOTICES.creditsExhausted],
  ])('analysis outcome %o → chat and notice', async (analysis, lastMessage, notice) => {
    const { actor, effects, texts, settle } = wizard({ analysis });
    actor.send(signIn);
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    await settle();
    expect(texts().at(-1)).toBe(lastMessage);
    if (notice) expect(effects.notify).toHaveBeenCalledWith(notice);
    else expect(effects.notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.step).toBe(0);
  });

  it('posts each retry announcement of the running analysis', () => {
    const { actor, texts } = wizard();
    actor.send(signIn);
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    actor.send({ type: 'analysis.retrying', attemptsRemaining: 2 });
    expect(texts().at(-1)).toBe(retryMessage(2));
    expect(retryMessage(1)).toBe('Retrying analysis... (1 attempts remaining)');
  });

  it('on load restores the paywall at step 0, opens the dialog for exhausted credits and restores the latest article', () => {
    const { actor, effects } = wizard();
    actor.send({
      type: 'history.loaded',
      facts: { paywallContentId: 'p1', creditsExhausted: true, latestArticle: { contentId: 'p2', article: '# Old' } },
    });
    expect(effects.restorePaywall).toHaveBeenCalled();
    expect(effects.notify).toHaveBeenCalledWith(NOTICES.freeTrialCompleted);
    expect(effects.openDialog).toHaveBeenCalled();
    expect(effects.restoreArticle).toHaveBeenCalledWith({ article: '# Old' });
    expect(actor.getSnapshot().context).toMatchObject({ contentId: 'p2', article: '# Old' });
  });
});

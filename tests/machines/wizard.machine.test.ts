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
} from '../../src/shared/messages';
import { generationMachine } from '../../machines/generation/generation.machine';
import { STEP_ONE, wizardAnalysisMachine, wizardMachine } from '../../machines/wizard/wizard.machine';
import { modelSuite } from './model';

const complete: AnalysisOutput = { outcome: 'complete', contentId: 'c1', topics: ['Topic A', 'Topic B'], summary: 'S' };

modelSuite(wizardMachine, {
  fakes: ['analysis', 'generation'],
  events: [
    { type: 'session.changed', accessToken: 'tok', userName: 'Ada' },
    { type: 'session.changed', accessToken: null, userName: null },
    { type: 'content.restored', contentId: 'p1' },
    { type: 'job.resumed', contentId: 'p1', topic: 'Still writing' },
    { type: 'chat.resume' },
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
    step: s.hasTag(STEP_ONE),
    topic: s.context.selectedTopic,
    hasContent: s.context.contentId !== null,
  }),
});

/** A wizard whose analysis and generation answer with the given outputs and whose effects are spies. */
function wizard(outputs: { analysis?: AnalysisOutput; generation?: GenerationOutput } = {}) {
  const effects = { notify: vi.fn(), articleGenerated: vi.fn(), paywalled: vi.fn() };
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
        articleGenerated: (_, p) => effects.articleGenerated(p),
        paywalled: () => effects.paywalled(),
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
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag(STEP_ONE)).toBe(true);
    expect(context).toMatchObject({ contentId: 'c1', topics: ['Topic A', 'Topic B'] });
    expect(context.messages.at(-1)).toEqual({ role: 'bot', content: OFFER_TOPICS, action: 'proceed' });
    expect(actor.getSnapshot().can({ type: 'user.proceed' })).toBe(true);
    actor.send({ type: 'user.proceed' });
    expect(texts().at(-1)).toBe(TOPICS_INTRO);
    expect(actor.getSnapshot().can({ type: 'user.proceed' })).toBe(false);
    expect(actor.getSnapshot().context.selectedTopic).toBe('Topic A');
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
    expect(actor.getSnapshot().can({ type: 'user.selectTopic', topic: 'Topic B' })).toBe(false);
    await settle();
    expect(actor.getSnapshot().matches('generated')).toBe(true);
    expect(effects.articleGenerated).toHaveBeenCalledWith({ article: '# New', score: null });
    // Behind the paywall nothing goes on, until the chat resumes it (a subscriber closing the dialog).
    expect(actor.getSnapshot().can({ type: 'user.generate' })).toBe(false);
    actor.send({ type: 'chat.resume' });
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.generate' })).toBe(true);
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
    expect(effects.paywalled).toHaveBeenCalledTimes(paywall ? 1 : 0);
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
    expect(actor.getSnapshot().hasTag(STEP_ONE)).toBe(false);
  });

  it('posts each retry announcement of the running analysis', () => {
    const { actor, texts } = wizard();
    actor.send(signIn);
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    actor.send({ type: 'analysis.retrying', attemptsRemaining: 2 });
    expect(texts().at(-1)).toBe(retryMessage(2));
    expect(retryMessage(1)).toBe('Retrying analysis... (1 attempts remaining)');
  });

  it('asks for sign-in with the button attached by the machine, not found by the text', () => {
    const { actor } = wizard();
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'bot', content: SIGN_IN_PROMPT, action: 'signIn' });
  });

  it('takes the content id the on-load reads chose', () => {
    const { actor } = wizard();
    actor.send({ type: 'content.restored', contentId: 'p2' });
    expect(actor.getSnapshot().context.contentId).toBe('p2');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chatMachine, chatWizardMachine, type HistoryFacts } from '../../machines/chat/chat.machine';
import { generationMachine } from '../../machines/generation/generation.machine';
import { chatView } from '../../machines/chat/chat.view';
import { NOTICES, SIGN_IN_PROMPT, subscriptionStartedNotice } from '../../src/shared/messages';
import { modelSuite } from './model';

const facts: HistoryFacts = { paywallContentId: 'p1', latestArticle: { contentId: 'p2', article: '# Old' }, runningJob: null };
const signedIn = { type: 'session.changed', accessToken: 'tok', userName: 'Ada', userId: 'u1' } as const;

modelSuite(chatMachine, {
  fakes: ['loadHistory'],
  events: [
    signedIn,
    { type: 'session.changed', accessToken: 'tok2', userName: 'Ada', userId: 'u1' },
    { type: 'session.changed', accessToken: 'tok', userName: 'Bob', userId: 'u2' },
    { type: 'session.changed', accessToken: null, userName: null, userId: null },
    { type: 'subscription.changed', isSubscriber: true, planId: '684404' },
    { type: 'credits.loaded', someExhausted: true, allExhausted: true },
    { type: 'user.analyze', url: 'https://example.test/' },
    { type: 'user.proceed' },
    { type: 'user.selectTopic', topic: 'A' },
    { type: 'user.generate' },
    { type: 'user.signIn' },
    { type: 'session.signInFailed' },
    { type: 'wizard.notify', notice: NOTICES.noArticle },
    { type: 'wizard.articleGenerated', article: '# New', score: null },
    { type: 'wizard.paywalled' },
    { type: 'user.closeDialog' },
    { type: 'user.viewArticle' },
    { type: 'user.closePreview' },
    { type: 'user.selectPlan', plan: 'Growth' },
    { type: 'user.goToDashboard' },
    { type: 'checkout.subscribed', productName: 'Growth' },
    { type: 'xstate.done.actor.history', output: facts },
    { type: 'xstate.done.actor.history', output: { ...facts, runningJob: { contentId: 'p3', topic: 'Still writing' } } },
    { type: 'xstate.error.actor.history', error: new Error('read failed') },
  ],
  serialize: (s) => ({ user: s.context.userId, subscriber: s.context.isSubscriber, article: s.context.article !== null }),
});

/** A chat whose history read answers `history`, whose effects are spies, and whose children are the real machines. */
function chat(history: HistoryFacts = { paywallContentId: null, latestArticle: null, runningJob: null }) {
  const effects = { notify: vi.fn(), startSignIn: vi.fn(), goToDashboard: vi.fn(), openCheckout: vi.fn() };
  const actor = createActor(
    chatMachine.provide({
      actors: { loadHistory: fromPromise(async () => history) },
      actions: {
        notify: (_, notice) => effects.notify(notice),
        startSignIn: () => effects.startSignIn(),
        goToDashboard: () => effects.goToDashboard(),
      },
    }),
  ).start();
  const view = () => {
    const s = actor.getSnapshot();
    return chatView({
      chat: s,
      wizard: s.children.wizard?.getSnapshot(),
      paywall: s.children.paywall?.getSnapshot(),
      analysis: undefined,
      generation: undefined,
      tips: undefined,
    });
  };
  return { actor, effects, view };
}

describe('the chat actor', () => {
  it('the §4 rule: some record ≤ 0 opens the subscription dialog, without the §8 toast', () => {
    const { actor, effects, view } = chat();
    actor.send({ type: 'credits.loaded', someExhausted: true, allExhausted: false });
    expect(view().dialogOpen).toBe(true);
    expect(effects.notify).not.toHaveBeenCalledWith(NOTICES.freeTrialCompleted);
  });

  it("the §8 rule: every record ≤ 0 shows 'Free Trial Completed' (and the dialog, as some record is ≤ 0)", () => {
    const { actor, effects, view } = chat();
    actor.send({ type: 'credits.loaded', someExhausted: true, allExhausted: true });
    expect(effects.notify).toHaveBeenCalledWith(NOTICES.freeTrialCompleted);
    expect(view().dialogOpen).toBe(true);
  });

  it('no exhausted record: neither the dialog nor the toast', () => {
    const { actor, effects, view } = chat();
    actor.send({ type: 'credits.loaded', someExhausted: false, allExhausted: false });
    expect(view().dialogOpen).toBe(false);
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('reads the history itself when a user arrives: the paywall at step 0 and the latest article, in one place', async () => {
    const { actor, view } = chat({ paywallContentId: 'p1', latestArticle: { contentId: 'p2', article: '# Old' }, runningJob: null });
    actor.send(signedIn);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.article).toEqual({ markdown: '# Old', score: null });
    expect(actor.getSnapshot().children.wizard?.getSnapshot().context.contentId).toBe('p2');
    expect(view()).toMatchObject({ input: 'viewArticle', dialogOpen: false });
  });

  it('follows an article the server is still writing after a reload: the wizard generates for its record and topic', async () => {
    const asked: unknown[] = [];
    const history: HistoryFacts = { paywallContentId: null, latestArticle: null, runningJob: { contentId: 'p3', topic: 'Still writing' } };
    const actor = createActor(
      chatMachine.provide({
        actors: {
          loadHistory: fromPromise(async () => history),
          wizard: chatWizardMachine.provide({
            actors: {
              generation: generationMachine.provide({
                // The request joins the job on the server; here it stays pending.
                actors: { generateArticle: fromPromise(({ input }) => (asked.push(input), new Promise<never>(() => {}))) },
              }),
            },
          }),
        },
      }),
    ).start();
    actor.send(signedIn);
    await waitFor(actor, (s) => s.matches('ready'));
    const wizard = actor.getSnapshot().children.wizard!.getSnapshot();
    expect(wizard.matches('generating')).toBe(true);
    expect(asked).toEqual([{ topic: 'Still writing', contentId: 'p3', accessToken: 'tok' }]);
    actor.stop();
  });

  it("attaches the 'Sign in with' button to the sign-in prompt and starts the sign-in on click", () => {
    const { actor, effects, view } = chat();
    actor.send({ type: 'user.analyze', url: 'https://example.test/' });
    expect(view().lines.at(-1)).toEqual({ role: 'bot', content: SIGN_IN_PROMPT, action: 'signIn' });
    actor.send({ type: 'user.signIn' });
    expect(effects.startSignIn).toHaveBeenCalled();
  });

  it('an article shows the paywall and opens the dialog; a free user closing it stays behind the paywall', () => {
    const { actor, view } = chat();
    actor.send({ type: 'wizard.articleGenerated', article: '# New', score: null });
    expect(view()).toMatchObject({ dialogOpen: true, input: 'viewArticle', article: { markdown: '# New', score: null } });
    actor.send({ type: 'user.closeDialog' });
    expect(view()).toMatchObject({ dialogOpen: false, input: 'viewArticle' });
    actor.send({ type: 'user.viewArticle' });
    expect(view()).toMatchObject({ previewOpen: true, dialogOpen: false });
    actor.send({ type: 'user.closePreview' });
    expect(view()).toMatchObject({ previewOpen: false, dialogOpen: true });
  });

  it('a subscriber closing the dialog gets the chat back: the URL form and the topics', () => {
    const { actor, view } = chat();
    actor.send({ type: 'subscription.changed', isSubscriber: true, planId: '684404' });
    actor.send({ type: 'wizard.articleGenerated', article: '# New', score: null });
    expect(view()).toMatchObject({ dialogOpen: true, input: 'viewArticle' });
    actor.send({ type: 'user.closeDialog' });
    expect(view()).toMatchObject({ dialogOpen: false, input: 'url', article: { markdown: '# New' } });
  });

  it('checkout complete → toast and the dialog closes, as a transition of the chat', async () => {
    const { actor, effects, view } = chat();
    actor.send({ type: 'wizard.paywalled' });
    expect(view().dialogOpen).toBe(true);
    actor.getSnapshot().children.checkout?.send({
      type: 'checkout.completed',
      message: { type: 'checkout:complete', customer: { id: '42' }, product: { name: 'Growth' } },
    });
    await vi.waitFor(() => expect(view().dialogOpen).toBe(false));
    expect(effects.notify).toHaveBeenCalledWith(subscriptionStartedNotice('Growth'));
  });

  it("'View Generated Article' does nothing without an article; 'Go to Dashboard' closes the dialog and leaves", () => {
    const { actor, effects, view } = chat();
    actor.send({ type: 'wizard.paywalled' });
    actor.send({ type: 'user.viewArticle' });
    expect(view()).toMatchObject({ dialogOpen: true, previewOpen: false });
    actor.send({ type: 'user.goToDashboard' });
    expect(view().dialogOpen).toBe(false);
    expect(effects.goToDashboard).toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paywallMachine } from '../../machines/paywall/paywall.machine';
import { paywallView } from '../../machines/paywall/paywall.view';
import { modelSuite } from './model';

modelSuite(paywallMachine, {
  events: [
    { type: 'paywall.show', article: '# A' },
    { type: 'paywall.show', article: null },
    { type: 'paywall.restore' },
    { type: 'article.restore', article: '# Old' },
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'preview.open' },
    { type: 'preview.close' },
  ],
  serialize: (s) => ({ paywallShown: s.context.paywallShown, article: s.context.article }),
});

describe('paywall, dialog and preview', () => {
  it('article → paywall + dialog; View Generated Article → preview, dialog closed; closing preview reopens the dialog', () => {
    const actor = createActor(paywallMachine).start();
    const view = () => paywallView(actor.getSnapshot());
    expect(view()).toMatchObject({ paywallShown: false, dialogOpen: false, showViewArticleButton: false });
    actor.send({ type: 'paywall.show', article: '# A' });
    expect(view()).toMatchObject({ paywallShown: true, dialogOpen: true, previewOpen: false, showViewArticleButton: true });
    actor.send({ type: 'preview.open' });
    expect(view()).toMatchObject({ dialogOpen: false, previewOpen: true });
    actor.send({ type: 'preview.close' });
    expect(view()).toMatchObject({ dialogOpen: true, previewOpen: false });
  });

  it('a paywall without an article offers no preview', () => {
    const actor = createActor(paywallMachine).start();
    actor.send({ type: 'paywall.show', article: null });
    actor.send({ type: 'preview.open' });
    expect(paywallView(actor.getSnapshot())).toMatchObject({ dialogOpen: true, previewOpen: false, showViewArticleButton: false });
  });
});

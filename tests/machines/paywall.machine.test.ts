import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paywallMachine } from '../../machines/paywall/paywall.machine';
import { modelSuite } from './model';

modelSuite(paywallMachine, {
  events: [
    { type: 'paywall.show' },
    { type: 'paywall.restore' },
    { type: 'paywall.lift' },
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'preview.open' },
    { type: 'preview.close' },
  ],
  serialize: (s) => ({ paywallShown: s.context.paywallShown }),
});

describe('paywall, dialog and preview', () => {
  it('article → paywall + dialog; View Generated Article → preview, dialog closed; closing preview reopens the dialog', () => {
    const actor = createActor(paywallMachine).start();
    const at = () => ({ shown: actor.getSnapshot().context.paywallShown, value: actor.getSnapshot().value });
    expect(at()).toEqual({ shown: false, value: 'closed' });
    actor.send({ type: 'paywall.show' });
    expect(at()).toEqual({ shown: true, value: 'dialog' });
    actor.send({ type: 'preview.open' });
    expect(at()).toEqual({ shown: true, value: 'preview' });
    actor.send({ type: 'preview.close' });
    expect(at()).toEqual({ shown: true, value: 'dialog' });
  });

  it('closing the dialog keeps the paywall until it is lifted', () => {
    const actor = createActor(paywallMachine).start();
    actor.send({ type: 'paywall.show' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.paywallShown).toBe(true);
    actor.send({ type: 'paywall.lift' });
    expect(actor.getSnapshot().context.paywallShown).toBe(false);
  });
});

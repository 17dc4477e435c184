import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutChildMachine } from '../../machines/checkout/checkout.child';
import { lockedFeatureMachine } from '../../machines/locked-feature/locked-feature.machine';
import { subscriptionStartedNotice } from '../../src/shared/messages';

function locked() {
  const calls = { openCheckout: vi.fn(), notify: vi.fn() };
  const actor = createActor(
    lockedFeatureMachine.provide({
      actions: { notify: (_, notice) => calls.notify(notice) },
      actors: {
        checkout: checkoutChildMachine.provide({
          actions: { openCheckout: (_, params) => calls.openCheckout(params) },
          actors: { saveCustomerId: fromPromise(async () => {}) },
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('lockedFeatureMachine', () => {
  it('opens pricing on any action and returns to the screen on close', () => {
    const { actor } = locked();
    expect(actor.getSnapshot().value).toBe('feature');
    actor.send({ type: 'pricing.close' });
    expect(actor.getSnapshot().value).toBe('feature');
    actor.send({ type: 'pricing.open' });
    expect(actor.getSnapshot().value).toBe('pricing');
    actor.send({ type: 'pricing.open' });
    expect(actor.getSnapshot().value).toBe('pricing');
    actor.send({ type: 'pricing.close' });
    expect(actor.getSnapshot().value).toBe('feature');
  });

  it('hands a chosen plan to its checkout child only while pricing is showing', () => {
    const { actor, calls } = locked();
    actor.send({ type: 'pricing.planChosen', plan: 'Starter', userId: 'u1', accessToken: 't' });
    expect(calls.openCheckout).not.toHaveBeenCalled();
    actor.send({ type: 'pricing.open' });
    actor.send({ type: 'pricing.planChosen', plan: 'Ultimate', userId: 'u1', accessToken: 't' });
    expect(calls.openCheckout).toHaveBeenCalledWith({ plan: 'Ultimate', userId: 'u1', accessToken: 't' });
    expect(actor.getSnapshot().value).toBe('pricing');
  });

  it('a completed checkout toasts Subscription Started and closes the pricing view: a transition, not a callback', async () => {
    const { actor, calls } = locked();
    actor.send({ type: 'pricing.open' });
    actor.getSnapshot().children.checkout?.send({
      type: 'checkout.completed',
      message: { type: 'checkout:complete', customer: { id: '42' }, product: { name: 'Growth' } },
    });
    await waitFor(actor, (s) => s.matches('feature'));
    expect(calls.notify).toHaveBeenCalledWith(subscriptionStartedNotice('Growth'));
  });
});

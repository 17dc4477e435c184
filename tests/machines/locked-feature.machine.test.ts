import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { lockedFeatureMachine } from '../../machines/locked-feature/locked-feature.machine';

describe('lockedFeatureMachine', () => {
  it('opens pricing on any action and returns to the screen on close', () => {
    const actor = createActor(lockedFeatureMachine).start();
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

  it('hands a chosen plan to startCheckout only while pricing is showing', () => {
    const startCheckout = vi.fn();
    const actor = createActor(
      lockedFeatureMachine.provide({ actions: { startCheckout: (_, params) => startCheckout(params) } }),
    ).start();
    actor.send({ type: 'pricing.planChosen', planId: '684399' });
    expect(startCheckout).not.toHaveBeenCalled();
    actor.send({ type: 'pricing.open' });
    actor.send({ type: 'pricing.planChosen', planId: '684406' });
    expect(startCheckout).toHaveBeenCalledWith({ planId: '684406' });
    expect(actor.getSnapshot().value).toBe('pricing');
  });
});

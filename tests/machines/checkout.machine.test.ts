import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { CheckoutCompleteMessage } from '../../src/shared/checkout';
import { modelSuite } from './model';

const message: CheckoutCompleteMessage = { type: 'checkout:complete', customer: { id: '42' }, product: { name: 'Growth' } };

modelSuite(checkoutMachine, {
  events: [
    { type: 'checkout.select', plan: 'Growth', userId: 'u1', accessToken: 'tok' },
    { type: 'checkout.select', plan: 'Growth', userId: null, accessToken: null },
    { type: 'checkout.completed', message },
    { type: 'xstate.done.actor.saveCustomerId', output: undefined },
    { type: 'xstate.error.actor.saveCustomerId', error: new Error('update failed') },
  ],
  fakes: ['saveCustomerId'],
});

function run(save: (customerId: string) => Promise<void>) {
  const calls = { open: vi.fn(), alert: vi.fn(), subscribed: vi.fn(), failed: vi.fn(), saved: vi.fn() };
  const actor = createActor(
    checkoutMachine.provide({
      actions: {
        openCheckout: (_, p) => calls.open(p),
        alertLoginFirst: () => calls.alert(),
        subscribed: (_, p) => calls.subscribed(p),
        reportSaveFailure: (_, p) => calls.failed(p),
      },
      actors: {
        saveCustomerId: fromPromise(async ({ input }: { input: { customerId: string } }) => {
          calls.saved(input.customerId);
          await save(input.customerId);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('checkout machine', () => {
  it('opens the checkout for a signed-in user and alerts a visitor', () => {
    const { actor, calls } = run(async () => {});
    actor.send({ type: 'checkout.select', plan: 'Growth', userId: 'u1', accessToken: 'tok' });
    expect(calls.open).toHaveBeenCalledWith({ plan: 'Growth', userId: 'u1', accessToken: 'tok' });
    actor.send({ type: 'checkout.select', plan: 'Starter', userId: null, accessToken: null });
    expect(calls.alert).toHaveBeenCalledTimes(1);
    expect(calls.open).toHaveBeenCalledTimes(1);
  });

  it('saves the customer id, then runs the subscribe handler with the product name', async () => {
    const { actor, calls } = run(async () => {});
    actor.send({ type: 'checkout.completed', message });
    expect(actor.getSnapshot().value).toBe('savingCustomer');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.saved).toHaveBeenCalledWith('42');
    expect(calls.subscribed).toHaveBeenCalledWith({ productName: 'Growth' });
  });

  it('does not run the handler when saving the metadata fails', async () => {
    const { actor, calls } = run(async () => {
      throw new Error('update failed');
    });
    actor.send({ type: 'checkout.completed', message });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.subscribed).not.toHaveBeenCalled();
    expect(calls.failed).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { typingMachine } from '../../machines/typing/typing.machine';
import { typingView } from '../../machines/typing/typing.view';
import { TYPING_WORD_MS } from '../../src/shared/timing';
import { modelSuite } from './model';

modelSuite(typingMachine, {
  input: { text: 'two words' },
  events: [{ type: 'xstate.after.word.typing.typing' }],
  serialize: (s) => ({ shown: s.context.shown }),
});

describe('typing effect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reveals one word every 50 ms', async () => {
    const actor = createActor(typingMachine, { input: { text: 'Here are  the topics' } }).start();
    expect(typingView(actor.getSnapshot())).toEqual({ text: '', done: false });
    await vi.advanceTimersByTimeAsync(TYPING_WORD_MS);
    expect(typingView(actor.getSnapshot()).text).toBe('Here');
    await vi.advanceTimersByTimeAsync(TYPING_WORD_MS * 2);
    expect(typingView(actor.getSnapshot()).text).toBe('Here are the');
    await vi.advanceTimersByTimeAsync(TYPING_WORD_MS);
    expect(typingView(actor.getSnapshot())).toEqual({ text: 'Here are the topics', done: true });
  });
});

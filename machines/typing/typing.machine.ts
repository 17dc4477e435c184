import { assign, setup } from 'xstate';
import { TYPING_WORD_MS } from '../../src/shared/timing';

interface TypingContext {
  words: string[];
  shown: number;
}

/** Types a bot message out word by word, one word per TYPING_WORD_MS (spec §9). */
export const typingMachine = setup({
  types: {
    input: {} as { text: string },
    context: {} as TypingContext,
  },
  actions: {
    revealWord: assign({ shown: ({ context }) => context.shown + 1 }),
  },
  guards: {
    allShown: ({ context }) => context.shown >= context.words.length,
  },
  delays: { word: TYPING_WORD_MS },
}).createMachine({
  id: 'typing',
  context: ({ input }) => ({ words: input.text.split(/\s+/).filter(Boolean), shown: 0 }),
  initial: 'typing',
  states: {
    typing: {
      always: { guard: 'allShown', target: 'done' },
      after: { word: { target: 'typing', reenter: true, actions: 'revealWord' } },
    },
    done: { type: 'final' },
  },
});

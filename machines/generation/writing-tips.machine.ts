import { assign, setup } from 'xstate';
import { WRITING_TIP_ROTATION_MS } from '../../src/shared/timing';
import { WRITING_TIPS } from '../../src/shared/messages';

/** Rotates the writing tips every WRITING_TIP_ROTATION_MS for as long as it runs (spec §2). */
export const writingTipsMachine = setup({
  types: { context: {} as { index: number } },
  actions: {
    nextTip: assign({ index: ({ context }) => (context.index + 1) % WRITING_TIPS.length }),
  },
  delays: { rotation: WRITING_TIP_ROTATION_MS },
}).createMachine({
  id: 'writingTips',
  context: { index: 0 },
  initial: 'showing',
  states: {
    showing: { after: { rotation: { target: 'showing', reenter: true, actions: 'nextTip' } } },
  },
});

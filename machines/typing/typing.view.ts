import type { SnapshotFrom } from 'xstate';
import type { typingMachine } from './typing.machine';

/** The part of the message typed so far, and whether typing has finished. */
export function typingView(snapshot: SnapshotFrom<typeof typingMachine>) {
  const { words, shown } = snapshot.context;
  return { text: words.slice(0, shown).join(' '), done: snapshot.status === 'done' };
}

import { HERO_PAUSE_MS, HERO_TYPE_STEP_MS } from '../../../shared/timing';

/**
 * The hero's rotating typed phrase (spec §4, §9) as a pure step function plus a tiny driver that
 * takes its timer as a parameter, so tests walk the exact sequence and timings without a clock.
 */
export const HERO_PHRASES = ['busy founders', 'solopreneurs', 'indie hackers', 'website owners', 'bloggers'] as const;
/** Deletion starts at the typing speed and each step is 20% quicker, down to 40 ms. */
export const HERO_DELETE_START_MS = HERO_TYPE_STEP_MS;
export const HERO_DELETE_ACCELERATION = 0.8;
export const HERO_DELETE_MIN_MS = 40;

export interface TypingState {
  phraseIndex: number;
  /** Characters of the phrase currently shown. */
  length: number;
  phase: 'typing' | 'paused' | 'deleting';
  /** Characters deleted so far in this deletion run (drives the speed-up). */
  deleteStep: number;
}

/** Where the page starts, on the server and in the browser alike: the first phrase in full. */
export function initialTypingState(phrases: readonly string[] = HERO_PHRASES): TypingState {
  return { phraseIndex: 0, length: phrases[0]!.length, phase: 'paused', deleteStep: 0 };
}

export function typedText(state: TypingState, phrases: readonly string[] = HERO_PHRASES): string {
  return phrases[state.phraseIndex]!.slice(0, state.length);
}

export function deleteDelayMs(deleteStep: number): number {
  return Math.max(HERO_DELETE_MIN_MS, Math.round(HERO_DELETE_START_MS * HERO_DELETE_ACCELERATION ** deleteStep));
}

/** How long `state` stays on screen before the next step. */
export function typingDelayMs(state: TypingState): number {
  if (state.phase === 'paused') return HERO_PAUSE_MS;
  if (state.phase === 'deleting') return deleteDelayMs(state.deleteStep);
  return HERO_TYPE_STEP_MS;
}

export function nextTypingState(state: TypingState, phrases: readonly string[] = HERO_PHRASES): TypingState {
  const full = phrases[state.phraseIndex]!.length;
  switch (state.phase) {
    case 'typing': {
      const length = Math.min(full, state.length + 1);
      return { ...state, length, phase: length === full ? 'paused' : 'typing' };
    }
    case 'paused':
    case 'deleting': {
      const length = state.length - 1;
      if (length <= 0) return { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, phase: 'typing', deleteStep: 0 };
      const deleteStep = state.phase === 'paused' ? 0 : state.deleteStep + 1;
      return { ...state, phase: 'deleting', length, deleteStep };
    }
  }
}

/** A timer: runs `fn` after `ms` and returns a function that cancels it. */
export type Schedule = (fn: () => void, ms: number) => () => void;

/** Runs the cycle forever from `start`, reporting each text; returns a stop function. */
export function runHeroTyping(options: {
  schedule: Schedule;
  onText: (text: string) => void;
  start?: TypingState;
  phrases?: readonly string[];
}): () => void {
  const phrases = options.phrases ?? HERO_PHRASES;
  let state = options.start ?? initialTypingState(phrases);
  let cancel = () => {};
  const tick = () => {
    state = nextTypingState(state, phrases);
    options.onText(typedText(state, phrases));
    cancel = options.schedule(tick, typingDelayMs(state));
  };
  cancel = options.schedule(tick, typingDelayMs(state));
  return () => cancel();
}

import { describe, expect, it } from 'vitest';
import {
  deleteDelayMs,
  HERO_PHRASES,
  initialTypingState,
  nextTypingState,
  runHeroTyping,
  typedText,
  typingDelayMs,
  type TypingState,
} from '../../src/web/features/landing/hero-typing';

describe('hero typing', () => {
  it('rotates the five audiences of the spec', () => {
    expect(HERO_PHRASES).toEqual(['busy founders', 'solopreneurs', 'indie hackers', 'website owners', 'bloggers']);
  });

  it('starts on the full first phrase and pauses there for 2 s', () => {
    const start = initialTypingState();
    expect(typedText(start)).toBe('busy founders');
    expect(typingDelayMs(start)).toBe(2000);
  });

  it('deletes with speeding-up steps, then types the next phrase at 150 ms per step', () => {
    const frames: { text: string; delay: number }[] = [];
    let state: TypingState = initialTypingState();
    for (let i = 0; i < 'busy founders'.length + 'solopreneurs'.length; i++) {
      state = nextTypingState(state);
      frames.push({ text: typedText(state), delay: typingDelayMs(state) });
    }
    const deleting = frames.slice(0, 12);
    expect(deleting.map((f) => f.text)).toEqual(
      Array.from({ length: 12 }, (_, i) => 'busy founders'.slice(0, 12 - i)),
    );
    const delays = deleting.map((f) => f.delay);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeLessThanOrEqual(delays[i - 1]!);
    expect(delays[0]).toBeGreaterThan(delays[delays.length - 1]!);
    expect(delays[0]).toBe(150);

    // The last deletion empties the line and hands over to the next phrase.
    expect(frames[12]).toEqual({ text: '', delay: 150 });
    const typing = frames.slice(13);
    expect(typing.map((f) => f.text)).toEqual(Array.from({ length: 12 }, (_, i) => 'solopreneurs'.slice(0, i + 1)));
    expect(typing.slice(0, -1).every((f) => f.delay === 150)).toBe(true);
    expect(typing[typing.length - 1]).toEqual({ text: 'solopreneurs', delay: 2000 });
  });

  it('never deletes faster than 40 ms per step', () => {
    expect(deleteDelayMs(0)).toBe(150);
    expect(deleteDelayMs(1)).toBe(120);
    expect(deleteDelayMs(50)).toBe(40);
  });

  it('cycles back to the first phrase after the last', () => {
    let state: TypingState = { phraseIndex: 4, length: 1, phase: 'deleting', deleteStep: 7 };
    state = nextTypingState(state);
    expect(state).toEqual({ phraseIndex: 0, length: 0, phase: 'typing', deleteStep: 0 });
  });

  it('drives the sequence through the injected timer and stops cleanly', () => {
    const pending: { fn: () => void; ms: number; cancelled: boolean }[] = [];
    const texts: string[] = [];
    const stop = runHeroTyping({
      schedule: (fn, ms) => {
        const entry = { fn, ms, cancelled: false };
        pending.push(entry);
        return () => (entry.cancelled = true);
      },
      onText: (t) => texts.push(t),
    });
    expect(pending.map((p) => p.ms)).toEqual([2000]);
    pending[0]!.fn();
    pending[1]!.fn();
    expect(texts).toEqual(['busy founder', 'busy founde']);
    expect(pending.map((p) => p.ms)).toEqual([2000, 150, 120]);
    stop();
    expect(pending[2]!.cancelled).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { PRELOAD_OBSERVER_OPTIONS, REVEAL_OBSERVER_OPTIONS, revealImmediately } from '../../src/web/features/landing/reveal';

describe('section reveal', () => {
  it('reveals at 10% visibility with a 50 px margin', () => {
    expect(REVEAL_OBSERVER_OPTIONS).toEqual({ threshold: 0.1, rootMargin: '50px' });
  });

  it('starts loading a section before it can be revealed', () => {
    expect(PRELOAD_OBSERVER_OPTIONS.threshold).toBe(0);
    expect(parseInt(String(PRELOAD_OBSERVER_OPTIONS.rootMargin), 10)).toBeGreaterThan(50);
  });

  it('shows everything at once under reduced motion or without IntersectionObserver', () => {
    expect(revealImmediately({ reducedMotion: true, hasIntersectionObserver: true })).toBe(true);
    expect(revealImmediately({ reducedMotion: false, hasIntersectionObserver: false })).toBe(true);
    expect(revealImmediately({ reducedMotion: false, hasIntersectionObserver: true })).toBe(false);
  });
});

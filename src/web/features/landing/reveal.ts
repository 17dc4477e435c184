/** Sections reveal when 10% visible with a 50 px margin (spec §2, §9). */
export const REVEAL_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '50px' };

/**
 * Sections start loading their chunk well before they are seen, so the reveal shows content
 * rather than a placeholder.
 */
export const PRELOAD_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0, rootMargin: '600px 0px' };

/**
 * Reduced motion (or a browser without IntersectionObserver) shows every section at once instead
 * of animating it in on scroll.
 */
export function revealImmediately(env: { reducedMotion: boolean; hasIntersectionObserver: boolean }): boolean {
  return env.reducedMotion || !env.hasIntersectionObserver;
}

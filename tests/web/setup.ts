import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no matchMedia. Every browser does, so the app calls it unguarded; a screen whose effects
// outlive its test (lazy chunks, React re-running passive effects) must still find it. This answers
// "no match" (no reduced motion, wide screen); a test that needs another answer stubs its own.
// Files that run in Node (`@vitest-environment node`) have no window at all.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());

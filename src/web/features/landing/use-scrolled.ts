import { useSyncExternalStore } from 'react';

/**
 * True once the visitor has scrolled (or arrived scrolled, e.g. at #pricing). The hero fills the
 * first screen, so until then no section can be near the viewport: their chunks stay unfetched
 * while the page loads.
 */
let scrolled = false;

function subscribe(onChange: () => void) {
  if (scrolled) return () => {};
  const onScroll = () => {
    scrolled = true;
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true, once: true });
  return () => window.removeEventListener('scroll', onScroll);
}

export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrolled || (scrolled = window.scrollY > 0),
    () => false,
  );
}

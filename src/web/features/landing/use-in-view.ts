import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has intersected the viewport with `options`, and from then on (sections
 * load and reveal once). `immediately` skips the observer; `enabled` false defers observing.
 */
export function useInView<T extends Element>(options: IntersectionObserverInit, immediately = false, enabled = true) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  const { threshold, rootMargin } = options;

  useEffect(() => {
    if (seen || !enabled) return;
    if (immediately || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, immediately, enabled, threshold, rootMargin]);

  return [ref, seen] as const;
}

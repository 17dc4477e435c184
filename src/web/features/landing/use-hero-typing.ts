import { useEffect, useState } from 'react';
import { HERO_PHRASES, initialTypingState, runHeroTyping, typedText } from '../../../shared/hero-typing';
import { REDUCED_MOTION_QUERY } from './use-media-query';

const browserSchedule = (fn: () => void, ms: number) => {
  const id = window.setTimeout(fn, ms);
  return () => window.clearTimeout(id);
};

/** The typed phrase; the first phrase in full on the server, held still under reduced motion. */
export function useHeroTyping(): string {
  const [text, setText] = useState(() => typedText(initialTypingState()));
  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    return runHeroTyping({ schedule: browserSchedule, onText: setText, phrases: HERO_PHRASES });
  }, []);
  return text;
}

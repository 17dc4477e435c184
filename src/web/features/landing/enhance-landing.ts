import { runHeroTyping, type Schedule } from './hero-typing';
import { theme } from '../../ui/theme';
import { startBlogCounter } from './blog-counter.enhance';
import { LANDING_IDS, REDUCED_MOTION_QUERY, requiredElement } from './landing-hooks';
import { startMatrixRain } from './matrix-rain.enhance';
import { localeNumberFormatter } from './number-format';
import { revealImmediately } from './reveal';
import { LANDING_SECTIONS, type LandingSection } from './sections';
import { startSections } from './sections.enhance';
import { attachMobileMenu } from './top-bar.enhance';

/** React and the section's own chunk arrive together, with the first section the visitor nears. */
async function mountSection(container: Element, section: LandingSection) {
  const [Content, { renderSectionBody }] = await Promise.all([section.load(), import('./section-body')]);
  return renderSectionBody(container, Content);
}

/**
 * Starts `start` in a task of its own and returns the stop function. Observers, storage and
 * worker start-up cost a few milliseconds each on a phone; run one after another they would make
 * one long task, kept apart none blocks input for long.
 */
function inOwnTask(win: Window, start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  const timer = win.setTimeout(() => (stop = start()), 0);
  return () => {
    win.clearTimeout(timer);
    stop?.();
  };
}

/**
 * Brings the prerendered landing page to life without React: menu, typed hero, live counter,
 * rain and lazily loaded sections. The page is painted and usable before this runs and costs the
 * main thread next to nothing (docs/landing.md explains why this is not a React hydration).
 * Returns the function that stops everything.
 */
export function enhanceLandingPage(doc: Document): () => void {
  const win = doc.defaultView!;
  const reducedMotion = win.matchMedia(REDUCED_MOTION_QUERY).matches;
  const schedule: Schedule = (fn, ms) => {
    const id = win.setTimeout(fn, ms);
    return () => win.clearTimeout(id);
  };
  const typed = requiredElement(doc, LANDING_IDS.typed);
  const counter = requiredElement(doc, LANDING_IDS.counter);
  const rain = requiredElement<HTMLCanvasElement>(doc, LANDING_IDS.rain);
  // The menu at once (a tap must work); observers, storage and workers in tasks of their own;
  // typing on its timers; the rain when the browser is idle.
  const stops = [
    attachMobileMenu(requiredElement(doc, LANDING_IDS.menuButton), requiredElement(doc, LANDING_IDS.nav)),
    inOwnTask(win, () =>
      startSections(doc, {
        sections: LANDING_SECTIONS,
        immediate: revealImmediately({ reducedMotion, hasIntersectionObserver: 'IntersectionObserver' in win }),
        mount: mountSection,
      }),
    ),
    reducedMotion ? () => {} : runHeroTyping({ schedule, onText: (text) => (typed.textContent = text) }),
    inOwnTask(win, () => {
      const numbers = localeNumberFormatter();
      const stopCounter = startBlogCounter(counter, numbers.format);
      return () => {
        stopCounter();
        numbers.stop();
      };
    }),
    startMatrixRain(rain, { background: theme.color.background, glyph: theme.color.primary, font: theme.font.mono }, reducedMotion),
  ];
  return () => stops.forEach((stop) => stop());
}

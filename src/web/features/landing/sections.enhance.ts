import { createCleanup } from './cleanup';
import { SECTION_BODY_ATTRIBUTE } from './landing-hooks';
import { PRELOAD_OBSERVER_OPTIONS, REVEAL_OBSERVER_OPTIONS } from './reveal';
import type { LandingSection } from './sections';

export interface SectionsOptions {
  sections: readonly LandingSection[];
  /** Show and load everything at once (reduced motion, or no IntersectionObserver). */
  immediate: boolean;
  /** Loads a section's body and renders it into `container`; resolves to its unmount function. */
  mount: (container: Element, section: LandingSection) => Promise<() => void>;
}

interface Frame {
  section: LandingSection;
  frame: HTMLElement;
  body: Element;
}

/** Input that means the visitor is scrolling on their own (they are then left where they are). */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Loads each section's body as it nears the viewport and fades the section in when 10% of it is
 * visible with a 50 px margin (each once). The hero fills the first screen, so nothing is fetched
 * until the visitor scrolls, arrives scrolled (e.g. at #pricing) or can see a section.
 * Returns the stop function.
 */
export function startSections(doc: Document, options: SectionsOptions): () => void {
  const win = doc.defaultView!;
  const frames: Frame[] = options.sections.map((section) => {
    const frame = doc.getElementById(section.id);
    const body = frame?.querySelector(`[${SECTION_BODY_ATTRIBUTE}]`);
    if (!frame || !body) throw new Error(`the landing page has no section #${section.id}`);
    return { section, frame, body };
  });
  const cleanup = createCleanup();
  let stopped = false;

  // Unmounted after the current task: stopping can happen while another React root commits
  // (the app's `/` route), and React refuses to unmount a root synchronously then.
  const unmountLater = (unmount: () => void) => queueMicrotask(unmount);
  const loading = new Map<Frame, Promise<void>>();
  const load = (entry: Frame) => {
    let done = loading.get(entry);
    if (!done) {
      done = options.mount(entry.body, entry.section).then(
        (unmount) => {
          if (stopped) unmountLater(unmount);
          else cleanup.add(() => unmountLater(unmount));
        },
        (error: unknown) => console.error(`The ${entry.section.title} section did not load.`, error),
      );
      loading.set(entry, done);
    }
    return done;
  };

  // Following a link to a section (or arriving at one) lands there before the bodies above it
  // have loaded; as they arrive they outgrow their reserved height and push the section down.
  // So they load first, and the section is brought back into view unless the visitor has
  // scrolled away meanwhile.
  const settleOnHash = () => {
    const target = frames.findIndex((f) => `#${f.section.id}` === win.location.hash);
    if (target < 0) return;
    let userScrolled = false;
    const onUserScroll = () => (userScrolled = true);
    for (const type of USER_SCROLL_EVENTS) win.addEventListener(type, onUserScroll, { passive: true, once: true });
    void Promise.all(frames.slice(0, target + 1).map(load)).then(() => {
      for (const type of USER_SCROLL_EVENTS) win.removeEventListener(type, onUserScroll);
      if (!stopped && !userScrolled && win.location.hash === `#${frames[target]!.section.id}`) frames[target]!.frame.scrollIntoView();
    });
  };
  cleanup.listen(win, 'hashchange', settleOnHash);
  settleOnHash();

  const stop = () => {
    stopped = true;
    cleanup.run();
  };

  if (options.immediate) {
    for (const entry of frames) {
      entry.frame.dataset.revealed = 'true';
      void load(entry);
    }
    return stop;
  }

  const byFrame = new Map<Element, Frame>(frames.map((entry) => [entry.frame, entry]));
  const once =
    (handle: (entry: Frame, e: IntersectionObserverEntry) => void) =>
    (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
      for (const e of entries) {
        const entry = byFrame.get(e.target);
        if (!e.isIntersecting || !entry) continue;
        observer.unobserve(e.target);
        handle(entry, e);
      }
    };
  let preloading = false;
  const startPreloading = () => {
    if (preloading) return;
    preloading = true;
    const preload = new IntersectionObserver(
      once((entry) => void load(entry)),
      PRELOAD_OBSERVER_OPTIONS,
    );
    for (const { frame } of frames) preload.observe(frame);
    cleanup.add(() => preload.disconnect());
  };
  // A section on screen without scrolling (a very tall or zoomed-out window) starts the loading
  // too; one merely inside the reveal margin, just below the fold, does not.
  const reveal = new IntersectionObserver(
    once((entry, e) => {
      entry.frame.dataset.revealed = 'true';
      if (e.boundingClientRect.top < win.innerHeight) startPreloading();
    }),
    REVEAL_OBSERVER_OPTIONS,
  );
  cleanup.add(() => reveal.disconnect());
  for (const { frame } of frames) {
    frame.dataset.revealed = 'false';
    reveal.observe(frame);
  }
  if (win.scrollY > 0) startPreloading();
  else cleanup.listen(win, 'scroll', startPreloading, { passive: true, once: true });
  return stop;
}

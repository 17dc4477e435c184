import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_FLOOR, COUNTER_STORAGE_KEY } from '../../src/web/features/landing/landing-counter';
import { HERO_PAUSE_MS, RAIN_FPS } from '../../src/shared/timing';
import { LandingPage } from '../../src/web/features/landing';
import { enhanceLandingPage } from '../../src/web/features/landing/enhance-landing';
import { advanceDrops, createDrops, rainFontSize } from '../../src/web/features/landing/matrix-rain.model';
import { theme } from '../../src/web/ui/theme';

/** Lazy chunks are transformed on first use; on a busy machine that takes more than the default second. */
const LOAD = { timeout: 10_000 };

const SECTION_TITLES = [
  'Client results',
  'Features',
  'RankScribe compared',
  'How it works',
  'Integrations',
  'Article examples',
  'Testimonials',
  'Pricing',
  'Frequently asked questions',
  'Start ranking this week',
];

/** jsdom has neither matchMedia nor IntersectionObserver: these fakes let the test drive both. */
function stubMatchMedia(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((t) => t !== target);
  }
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  /** Reports `target` as intersecting, if observed; `top` is where it is in the viewport. */
  fire(target: Element, top = 0) {
    if (!this.targets.includes(target)) return;
    const entry = { target, isIntersecting: true, boundingClientRect: { top } as DOMRectReadOnly };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  static withMargin(rootMargin: string) {
    return FakeObserver.instances.filter((o) => o.options.rootMargin === rootMargin);
  }
}

/** The page as the build prerenders it (the browser receives this HTML before any script). */
function prerendered() {
  document.body.innerHTML = `<div id="root">${renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <LandingPage />
    </ThemeProvider>,
  )}</div>`;
}

const section = (id: string) => document.getElementById(id)!;

/** The enhancers start in tasks of their own; this resolves after those queued so far. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('landing page', { timeout: 20_000 }, () => {
  let stop: () => void = () => {};
  beforeAll(() => {
    // Section bodies are rendered by their own React roots outside any test-driven act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // jsdom has no 2D canvas; the rain then draws nothing, as in a browser without one.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    window.localStorage.clear();
    // Following an anchor in one test must not leave the next one arriving at it.
    window.history.replaceState(null, '', '/');
    // jsdom does not scroll and has no scrollIntoView; this records what would be scrolled to.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, writable: true, value: vi.fn() });
    prerendered();
  });
  afterEach(() => {
    stop();
    stop = () => {};
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    document.body.innerHTML = '';
  });

  it('prerenders the top bar, the hero buttons, the sections in the spec order and the footer', () => {
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(within(nav).getByRole('link', { name: 'Try now' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Start Writing Now' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'View Examples' })).toHaveAttribute('href', '/app/examples');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTION_TITLES);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Refund', '/refund'],
    ]);
    expect(document.getElementById('matrix-rain')).toHaveAttribute('aria-hidden', 'true');
    expect(document.getElementById('hero-typed')).toHaveTextContent('busy founders');
    // Without JavaScript nothing is hidden.
    expect(document.querySelector('[data-revealed]')).toBeNull();
  });

  it('loads a section when it nears the viewport and reveals it at 10% visibility with a 50 px margin', async () => {
    stubMatchMedia(false);
    stop = enhanceLandingPage(document);
    await nextTask();
    const pricing = section('pricing');
    expect(pricing).toHaveAttribute('data-revealed', 'false');
    expect(within(pricing).queryByText('All plans include')).toBeNull();

    // Nothing below the fold is fetched before the visitor scrolls.
    expect(FakeObserver.withMargin('600px 0px')).toEqual([]);
    fireEvent.scroll(window);
    const [preload] = FakeObserver.withMargin('600px 0px');
    preload!.fire(pricing);
    expect(await within(pricing).findByText('All plans include', {}, LOAD)).toBeInTheDocument();
    expect(pricing).toHaveAttribute('data-revealed', 'false');
    expect(within(section('faq')).queryByText('Do I need a credit card to try it?')).toBeNull();

    const [reveal] = FakeObserver.withMargin('50px');
    expect(reveal!.options).toEqual({ threshold: 0.1, rootMargin: '50px' });
    reveal!.fire(pricing);
    expect(pricing).toHaveAttribute('data-revealed', 'true');
    expect(section('faq')).toHaveAttribute('data-revealed', 'false');
  });

  it('loads the sections in view when the visitor can see one without scrolling, not for one just below the fold', async () => {
    stubMatchMedia(false);
    stop = enhanceLandingPage(document);
    await nextTask();
    // Inside the 50 px reveal margin but below the viewport: revealed, nothing fetched.
    FakeObserver.withMargin('50px')[0]!.fire(section('results'), window.innerHeight + 10);
    expect(section('results')).toHaveAttribute('data-revealed', 'true');
    expect(FakeObserver.withMargin('600px 0px')).toEqual([]);
    FakeObserver.withMargin('50px')[0]!.fire(section('features'), window.innerHeight - 10);
    FakeObserver.withMargin('600px 0px')[0]!.fire(section('results'));
    expect(await within(section('results')).findByRole('list', {}, LOAD)).toBeInTheDocument();
  });

  it('arriving at #pricing loads the sections above it, then brings Pricing back into view', async () => {
    stubMatchMedia(false);
    window.history.replaceState(null, '', '/#pricing');
    stop = enhanceLandingPage(document);
    const scrolledTo = vi.mocked(HTMLElement.prototype.scrollIntoView).mock.contexts;
    await vi.waitFor(() => expect(scrolledTo).toEqual([section('pricing')]), LOAD);
    for (const id of ['results', 'features', 'comparison', 'how-it-works', 'integrations', 'examples', 'testimonials', 'pricing']) {
      expect(section(id).querySelector('[data-section-body]')!.childElementCount).toBeGreaterThan(0);
    }
    expect(section('faq').querySelector('[data-section-body]')!.childElementCount).toBe(0);
  });

  it('shows and loads every section at once under reduced motion, with the typed phrase held still', async () => {
    stubMatchMedia(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stop = enhanceLandingPage(document);
    vi.advanceTimersByTime(HERO_PAUSE_MS * 3);
    expect(document.getElementById('hero-typed')).toHaveTextContent('busy founders');
    vi.useRealTimers();
    expect(await within(section('faq')).findByText('Do I need a credit card to try it?', {}, LOAD)).toBeInTheDocument();
    for (const id of ['results', 'pricing', 'get-started']) expect(section(id)).toHaveAttribute('data-revealed', 'true');
  });

  it('types the audience phrase: the first phrase in full, then deleting after the pause', () => {
    stubMatchMedia(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stop = enhanceLandingPage(document);
    const typed = document.getElementById('hero-typed')!;
    vi.advanceTimersByTime(HERO_PAUSE_MS - 1);
    expect(typed).toHaveTextContent('busy founders');
    vi.advanceTimersByTime(1);
    expect(typed.textContent).toBe('busy founder');
  });

  it('toggles the mobile menu, closes it when an anchor is chosen or on Escape, and detaches when stopped', () => {
    stubMatchMedia(false);
    stop = enhanceLandingPage(document);
    // jsdom applies no media queries, so the button keeps its desktop `display: none` (and no
    // accessible name); the e2e test drives it by name at 375 px.
    const button = document.querySelector<HTMLButtonElement>('button[aria-controls="landing-nav"]')!;
    const nav = document.getElementById('landing-nav')!;
    expect(button).toHaveTextContent('Menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('data-live', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Close menu');
    expect(nav).toHaveAttribute('data-open', 'true');
    fireEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    fireEvent.click(button);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    stop();
    expect(button).not.toHaveAttribute('data-live');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the floor for an invalid stored count and stores the counter state', async () => {
    stubMatchMedia(false);
    window.localStorage.setItem(COUNTER_STORAGE_KEY, JSON.stringify({ count: 'many', timestamp: 0 }));
    expect(document.getElementById('blog-count')).toHaveTextContent('…');
    stop = enhanceLandingPage(document);
    expect(await screen.findByText(COUNTER_FLOOR.toLocaleString(), {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Total Blogs Generated')).toBeInTheDocument();
    expect(screen.getByText('Live Updated')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(COUNTER_STORAGE_KEY)!) as Record<string, number>;
    expect(stored.count).toBe(COUNTER_FLOOR);
    expect(Object.keys(stored).sort()).toEqual(['count', 'currentRate', 'timestamp', 'weeksSinceLaunch']);
  });

  it('names the missing element when the markup and the enhancers disagree', () => {
    stubMatchMedia(false);
    document.getElementById('hero-typed')!.remove();
    expect(() => enhanceLandingPage(document)).toThrow('the landing page has no #hero-typed');
  });
});

describe('matrix rain model', () => {
  it('uses a 14 px font, 10 px at 768 px wide or less', () => {
    expect(rainFontSize(1280)).toBe(14);
    expect(rainFontSize(769)).toBe(14);
    expect(rainFontSize(768)).toBe(10);
    expect(rainFontSize(375)).toBe(10);
    expect(RAIN_FPS).toBe(30);
  });

  it('lays out one drop per column and resets a drop below the screen with probability 0.05', () => {
    expect(createDrops(140, 100, 14, () => 0.5)).toHaveLength(10);
    const rows = 10;
    const drops = [3, 11, 11];
    // 0.04 < 0.05 resets the drop below the screen; 0.06 lets it fall on; drops on screen always fall.
    const randoms = [0.04, 0.06];
    advanceDrops(drops, rows, () => randoms.shift() ?? 0);
    expect(drops).toEqual([4, 0, 12]);
  });
});

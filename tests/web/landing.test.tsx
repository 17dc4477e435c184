import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_FLOOR, COUNTER_STORAGE_KEY } from '../../src/shared/landing-counter';
import { LandingPage } from '../../src/web/features/landing';
import { advanceDrops, createDrops, RAIN_FPS, rainFontSize } from '../../src/web/features/landing/matrix-rain.model';
import { renderAt } from './render';

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
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Reports the observed elements as visible. */
  fire() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

describe('landing page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    window.localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has the top bar, the hero buttons, the sections in the spec order and the footer', () => {
    stubMatchMedia(false);
    renderAt(<LandingPage />);
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
    expect(screen.getByTestId('matrix-rain')).toHaveAttribute('aria-hidden', 'true');
  });

  it('loads a section when it nears the viewport and reveals it at 10% visibility with a 50 px margin', async () => {
    stubMatchMedia(false);
    renderAt(<LandingPage />);
    const pricing = document.getElementById('pricing')!;
    expect(pricing).toHaveAttribute('data-revealed', 'false');
    expect(within(pricing).queryByText('All plans include')).toBeNull();

    // Nothing below the fold is fetched before the visitor scrolls.
    expect(FakeObserver.instances.some((o) => o.options.rootMargin === '600px 0px')).toBe(false);
    fireEvent.scroll(window);
    const observing = (options: IntersectionObserverInit) =>
      FakeObserver.instances.find(
        (o) => o.targets.some((t) => pricing === t || pricing.contains(t)) && o.options.rootMargin === options.rootMargin,
      )!;
    observing({ rootMargin: '600px 0px' }).fire();
    expect(await within(pricing).findByText('All plans include', {}, LOAD)).toBeInTheDocument();
    expect(pricing).toHaveAttribute('data-revealed', 'false');

    const reveal = observing({ rootMargin: '50px' });
    expect(reveal.options).toEqual({ threshold: 0.1, rootMargin: '50px' });
    reveal.fire();
    expect(pricing).toHaveAttribute('data-revealed', 'true');
    expect(document.getElementById('faq')).toHaveAttribute('data-revealed', 'false');
  });

  it('shows every section at once under reduced motion', async () => {
    stubMatchMedia(true);
    renderAt(<LandingPage />);
    expect(await within(document.getElementById('faq')!).findByText('Do I need a credit card to try it?', {}, LOAD)).toBeInTheDocument();
    for (const section of document.querySelectorAll('main section[id]')) {
      if (section.id) expect(section).toHaveAttribute('data-revealed', 'true');
    }
  });

  it('toggles the mobile menu and closes it when an anchor is chosen', () => {
    stubMatchMedia(false);
    renderAt(<LandingPage />);
    // jsdom applies no media queries, so the button keeps its desktop `display: none` (and no
    // accessible name); the e2e test drives it by name at 375 px.
    const button = document.querySelector<HTMLButtonElement>('button[aria-controls="landing-nav"]')!;
    expect(button).toHaveTextContent('Menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Close menu');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pricing' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the floor for an invalid stored count and stores the counter state', async () => {
    stubMatchMedia(false);
    window.localStorage.setItem(COUNTER_STORAGE_KEY, JSON.stringify({ count: 'many', timestamp: 0 }));
    renderAt(<LandingPage />);
    expect(await screen.findByText(COUNTER_FLOOR.toLocaleString(), {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Total Blogs Generated')).toBeInTheDocument();
    expect(screen.getByText('Live Updated')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(COUNTER_STORAGE_KEY)!) as Record<string, number>;
    expect(stored.count).toBe(COUNTER_FLOOR);
    expect(Object.keys(stored).sort()).toEqual(['count', 'currentRate', 'timestamp', 'weeksSinceLaunch']);
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

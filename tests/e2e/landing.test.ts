import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { checkLandingBudget } from '../../scripts/prerender-budget';
import { COUNTER_FLOOR, COUNTER_STORAGE_KEY } from '../../src/web/features/landing/landing-counter';
import { openPage, useBrowser } from './browser';

const SECTION_ORDER = [
  'results',
  'features',
  'comparison',
  'how-it-works',
  'integrations',
  'examples',
  'testimonials',
  'pricing',
  'faq',
  'get-started',
];

describe('landing page', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  async function open(options: { width?: number; height?: number; reducedMotion?: boolean } = {}) {
    return openPage(browser(), {
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    });
  }

  /** Scrolls down one screen at a time, noting the order in which sections reveal. */
  async function scrollThrough(page: Page): Promise<string[]> {
    const order: string[] = [];
    for (let i = 0; i < 60; i++) {
      const revealed = await page.$$eval('main section[data-revealed="true"]', (els) => els.map((e) => e.id));
      for (const id of revealed) if (!order.includes(id)) order.push(id);
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.6);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(150);
      if (atBottom && order.length === SECTION_ORDER.length) break;
    }
    return order;
  }

  it('serves prerendered HTML with the hero, section headings and metadata before any JavaScript', async () => {
    const res = await fetch(`${baseUrl}/`);
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('SEO blog articles that rank');
    expect(html).toContain('Start Writing Now');
    expect(html).toContain('busy founders');
    for (const id of SECTION_ORDER) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"/);
    expect(html).toContain('"@type": "SoftwareApplication"');
    expect(html).toContain('"ratingValue": "4.8"');
    expect(html).toContain('<script type="application/json" id="runtime-config">');
    expect(html).toContain('data-styled');
    expect(html).not.toContain('__PUBLIC_URL__');

    const { context, page } = await open();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('written in seconds');
    await expect(page.getByRole('link', { name: 'Start Writing Now' }).getAttribute('href')).resolves.toBe('/app');
    await context.close();
  });

  it('loads only the landing entry for / (no app shell, router, Redux, XState or supabase-js) within 90 KB gzip', async () => {
    const budget = await checkLandingBudget(path.resolve(import.meta.dirname, '../../dist/client'));
    expect(budget.problems).toEqual([]);
    expect(budget.gzipBytes).toBeLessThanOrEqual(90 * 1024);

    const { context, page, errors } = await open();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && r.url().includes('/assets/')) scripts.push(new URL(r.url()).pathname.slice(1));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    // Only the budgeted set and the workers (the rain's, after first paint, and the counter's
    // number formatting): no React and no section chunk until the visitor scrolls.
    const worker = /^assets\/(matrix-rain|number-format)\.worker-/;
    expect(scripts.filter((s) => !budget.files.includes(s) && !worker.test(s))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('comes to life without errors, types the audience phrase and reveals the sections in order while scrolling', async () => {
    const { context, page, errors } = await open();
    // The rain animates in a worker (OffscreenCanvas), started after first paint.
    const rainWorker = page.waitForEvent('worker', { predicate: (w) => /matrix-rain\.worker-/.test(w.url()), timeout: 15_000 });
    await page.goto(`${baseUrl}/`);
    await rainWorker;
    const typed = page.locator('#hero-typed');
    await expect(typed.textContent()).resolves.toBe('busy founders');
    await page.waitForFunction(() => document.getElementById('hero-typed')?.textContent !== 'busy founders');

    const order = await scrollThrough(page);
    expect(order).toEqual(SECTION_ORDER);
    await page.getByText('All plans include').waitFor();
    for (const plan of ['Starter', 'Beginner', 'Growth', 'Ultimate']) {
      await expect(page.getByRole('heading', { name: plan, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText('Beta offer: 50% off for life').isVisible()).resolves.toBe(true);
    const footerLinks = await page.getByRole('navigation', { name: 'Footer' }).getByRole('link').allTextContents();
    expect(footerLinks).toEqual(['Contact', 'Privacy', 'Terms', 'Refund']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every section at once under reduced motion', async () => {
    const { context, page } = await open({ reducedMotion: true });
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('main section[data-revealed="true"]').length === n,
      SECTION_ORDER.length,
    );
    await context.close();
  });

  it('scrolls to the anchors from the top bar', async () => {
    const { context, page } = await open();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('pricing')!.getBoundingClientRect().top;
      return top >= 0 && top < 120;
    });
    expect(new URL(page.url()).hash).toBe('#pricing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('features')!.getBoundingClientRect().top) < 120);
    await context.close();
  });

  it('keeps a section reached by its address in view while the sections above it load', async () => {
    const { context, page } = await open({ width: 375, height: 740 });
    await page.goto(`${baseUrl}/#faq`);
    await page.getByText('Do I need a credit card to try it?').waitFor();
    await page.waitForTimeout(300);
    const top = await page.evaluate(() => document.getElementById('faq')!.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    await context.close();
  });

  it('opens and closes the mobile menu at 375 px, closing it when an anchor is chosen', async () => {
    const { context, page } = await open({ width: 375, height: 740 });
    await page.goto(`${baseUrl}/`);
    const menu = page.getByRole('button', { name: 'Menu' });
    const features = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' });
    await expect(features.isVisible()).resolves.toBe(false);
    // On a loaded machine the click could land before the enhancer arrives and do nothing.
    await page.locator('button[data-live="true"]').waitFor();
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(features.isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(features.isVisible()).resolves.toBe(false);
    await menu.click();
    await features.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(features.isVisible()).resolves.toBe(false);
    await page.waitForFunction(() => Math.abs(document.getElementById('features')!.getBoundingClientRect().top) < 120);
    await context.close();
  });

  it("reaches /app from 'Start Writing Now'", async () => {
    const { context, page } = await open();
    await page.goto(`${baseUrl}/`);
    // exact: the prompt drawn by CSS is not part of the accessible name.
    await page.getByRole('link', { name: 'Start Writing Now', exact: true }).click();
    await page.waitForURL(`${baseUrl}/app`);
    expect(new URL(page.url()).pathname).toBe('/app');
    await context.close();
  });

  it('shows the live blog counter from localStorage and resets an invalid stored count to the floor', async () => {
    const { context, page } = await open();
    await page.goto(`${baseUrl}/`);
    const count = page.locator('#blog-count');
    await page.waitForFunction(() => /\d/.test(document.getElementById('blog-count')!.textContent ?? ''));
    const shown = Number((await count.textContent())!.replace(/\D/g, ''));
    expect(shown).toBeGreaterThan(COUNTER_FLOOR);
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), COUNTER_STORAGE_KEY))!) as object;
    expect(Object.keys(stored).sort()).toEqual(['count', 'currentRate', 'timestamp', 'weeksSinceLaunch']);
    await expect(page.getByText('Live Updated').isVisible()).resolves.toBe(true);

    await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ count: 'broken', timestamp: 1 })), COUNTER_STORAGE_KEY);
    await page.reload();
    await page.waitForFunction(() => /\d/.test(document.getElementById('blog-count')!.textContent ?? ''));
    await expect(count.textContent()).resolves.toBe(COUNTER_FLOOR.toLocaleString('en-US'));
    await context.close();
  });

  it('loads the same-origin analytics script, and survives it being blocked with a hint in the console', async () => {
    const { context, page } = await open();
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'rankscribeInsights' in window);
    await context.close();

    const blocked = await open();
    const logs: string[] = [];
    blocked.page.on('console', (m) => logs.push(m.text()));
    await blocked.page.route('**/insights/script.js', (route) => route.abort('blockedbyclient'));
    await blocked.page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await blocked.page.waitForFunction(() => document.getElementById('hero-typed')?.textContent !== 'busy founders');
    expect(logs.some((l) => /ad blocker/i.test(l) && /analytics/i.test(l))).toBe(true);
    await blocked.context.close();
  });

  it('sends the page gzipped and the built scripts as precompressed brotli, plain bytes to clients that ask for them', async () => {
    const html = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(await html.text()).toContain('Start Writing Now');
    const assets = path.resolve(import.meta.dirname, '../../dist/client/assets');
    const script = `/assets/${(await readdir(assets)).find((f) => f.endsWith('.js.br'))!.slice(0, -'.br'.length)}`;
    const br = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    const plain = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await br.text()).toBe(await plain.text());
  });

  it('serves robots.txt, sitemap.xml and the icons as real files', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    for (const p of ['/', '/contact', '/privacy', '/terms', '/refund']) expect(xml).toContain(`${p}</loc>`);
    expect(xml).not.toContain('/app');
    for (const [file, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/og-image.png', 'image/png'],
      ['/apple-touch-icon.png', 'image/png'],
    ]) {
      const res = await fetch(`${baseUrl}${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
    }
  });

  it('prerenders the static pages with their own titles', async () => {
    for (const [p, title] of [
      ['/contact', 'Contact — RankScribe'],
      ['/refund', 'Refund policy — RankScribe'],
    ]) {
      const html = await (await fetch(`${baseUrl}${p}`)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).not.toMatch(/<div id="root"><!--app-html--><\/div>/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${p}"`));
    }
    const slashed = await (await fetch(`${baseUrl}/contact/`)).text();
    expect(slashed).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/contact"/);
    const shell = await (await fetch(`${baseUrl}/app`)).text();
    expect(shell).toContain('<div id="root"><!--app-html--></div>');
  });

  it('has no serious or critical axe violations', async () => {
    const { context, page } = await open();
    await page.goto(`${baseUrl}/`);
    await scrollThrough(page);
    await page.getByText('All plans include').waitFor();
    await page.waitForTimeout(700);
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { launchBrowser, watchErrors } from './browser';
import { severeViolations, signInFromShell } from './support-session';

/** Every route of the spec, each with something to wait for that shows the screen has rendered. */
const ROUTES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  // Reduced motion reveals every landing section at once, so axe sees the whole page.
  {
    path: '/',
    ready: async (p) => {
      await p.waitForFunction(() => document.querySelectorAll('main section[data-revealed="true"]').length === 10);
    },
  },
  { path: '/app', ready: (p) => p.getByRole('button', { name: 'Analyze Site' }).waitFor() },
  { path: '/app/article-generation', ready: (p) => p.getByRole('button', { name: 'Analyze Site' }).waitFor() },
  { path: '/app/articles', ready: (p) => p.getByText('No Articles Available').waitFor() },
  { path: '/app/campaigns', ready: (p) => p.getByText('No Active Campaigns').waitFor() },
  { path: '/app/integrate', ready: (p) => p.getByRole('button', { name: 'Connect WordPress' }).waitFor() },
  { path: '/app/settings', ready: (p) => p.getByRole('button', { name: 'Save Changes' }).waitFor() },
  { path: '/app/examples', ready: (p) => p.getByText('Case Studies').first().waitFor() },
  { path: '/app/nope', ready: (p) => p.getByText('Oops! Page not found').waitFor() },
  { path: '/contact', ready: (p) => p.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor() },
  { path: '/privacy', ready: (p) => p.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor() },
  { path: '/terms', ready: (p) => p.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor() },
  { path: '/refund', ready: (p) => p.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor() },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 812 },
];

describe.each([
  { state: 'signed out', signedIn: false },
  { state: 'signed in', signedIn: true },
])('accessibility (axe, WCAG 2.1 A/AA), $state: no serious or critical violations', ({ signedIn }) => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
    errors = watchErrors(page);
    if (signedIn) await signInFromShell(context, page, baseUrl, { name: 'Axe Tester', email: 'axe@example.com' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(VIEWPORTS)('at $name', (viewport) => {
    beforeAll(async () => {
      await page.setViewportSize(viewport);
    });

    it.each(ROUTES)('$path', async (route) => {
      errors.length = 0;
      await page.goto(`${baseUrl}${route.path}`);
      await route.ready(page);
      expect(await severeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('the pricing dialog over Your Articles', async () => {
      await page.goto(`${baseUrl}/app/articles`);
      await page.getByRole('button', { name: 'Create Article' }).click();
      await page.getByRole('dialog', { name: PRICING_DIALOG_TITLE }).getByText('All plans include').waitFor();
      expect(await severeViolations(page)).toEqual([]);
    });
  });
});

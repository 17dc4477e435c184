import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GREETING, OFFER_TOPICS, SIGN_IN_PROMPT, TOPICS_INTRO } from '../../src/shared/messages';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { startServerProcess, type RunningServer } from '../support/server-process';
import { launchBrowser, openPage, waitForBotLine } from './browser';
import { simulateSubscription } from './support-billing';
import { signInThroughPopup } from './support-session';

const SCREENS = path.resolve(import.meta.dirname, '../../bench-results/screens');

describe('the full journey from a clean database', () => {
  // Its own server and data directory: the journey starts with no users, analyses or subscriptions.
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServerProcess(), launchBrowser(), mkdir(SCREENS, { recursive: true })]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  let step = 0;
  /** Saves a numbered screenshot of the current step for review. */
  async function shoot(page: Page, name: string) {
    step += 1;
    await page.screenshot({ path: path.join(SCREENS, `journey-${String(step).padStart(2, '0')}-${name}.png`) });
  }

  it('landing → Start Writing Now → sign in → analyse → topic → generate → paywall → preview → webhook → Current Plan', async () => {
    const baseUrl = server.url;
    const user = { name: 'Joan Journey', email: 'joan@example.com' };
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const botSaid = (text: string) => waitForBotLine(page, text);

    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, 'landing');

    await page.getByRole('link', { name: 'Start Writing Now', exact: true }).click();
    await page.waitForURL(`${baseUrl}/app`);
    await botSaid(GREETING);
    await shoot(page, 'app');

    await page.getByLabel('Website URL').fill(`${baseUrl}/sample-site/`);
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await botSaid(SIGN_IN_PROMPT);
    await shoot(page, 'sign-in-prompt');

    await signInThroughPopup(context, page, () => page.getByRole('button', { name: /^Sign in with/ }).click(), user);
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await shoot(page, 'signed-in');

    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await page.getByRole('progressbar').waitFor();
    await shoot(page, 'analysing');
    await botSaid(OFFER_TOPICS);
    await shoot(page, 'analysed');

    await page.getByRole('button', { name: 'Proceed with Topic Generation' }).click();
    await botSaid(TOPICS_INTRO);
    const topics = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button');
    expect(await topics.count()).toBeGreaterThan(1);
    const topic = (await topics.first().textContent()) ?? '';
    await topics.first().click();
    await expect.poll(() => topics.first().getAttribute('aria-pressed')).toBe('true');
    await shoot(page, 'topics');

    await page.getByRole('button', { name: `Generate ${topic} Article` }).click();
    await page.getByRole('progressbar').waitFor();
    await shoot(page, 'generating');

    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    await pricing.waitFor({ timeout: 60_000 });
    await pricing.getByText('All plans include').waitFor();
    // A free user: every plan offers Get Started, and there is no dashboard yet.
    await expect(pricing.getByRole('button', { name: 'Get Started' }).count()).resolves.toBe(4);
    await expect(pricing.getByRole('button', { name: 'Go to Dashboard' }).count()).resolves.toBe(0);
    await shoot(page, 'paywall');

    await pricing.getByRole('button', { name: 'View Generated Article' }).click();
    const preview = page.getByRole('dialog', { name: 'Generated Article Preview' });
    await preview.getByRole('heading').first().waitFor();
    await shoot(page, 'preview');
    await preview.getByRole('button', { name: 'Close', exact: true }).click();
    await preview.waitFor({ state: 'detached' });
    await pricing.waitFor();
    await shoot(page, 'preview-closed');

    const output = await simulateSubscription({ url: baseUrl, dataDir: server.dataDir, user: user.email, plan: 'Growth' });
    expect(output).toContain('Growth subscription (active) applied');

    // A fresh page load (on Campaigns: the wizard may reopen its paywall over the shell on load,
    // and Your Articles is the subscriber's workspace since issue 17): the app reads the
    // subscription from the database.
    await page.goto(`${baseUrl}/app/campaigns`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await pricing.getByText('All plans include').waitFor();
    const growth = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Growth', exact: true }) });
    await expect.poll(() => growth.getByRole('button').textContent()).toBe('Current Plan');
    await expect(growth.getByRole('button').isDisabled()).resolves.toBe(true);
    await pricing.getByRole('button', { name: 'Go to Dashboard' }).waitFor();
    await shoot(page, 'subscribed');

    expect(errors).toEqual([]);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GREETING, NOTICES, OFFER_TOPICS, TOPICS_INTRO } from '../../src/shared/messages';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { startServerProcess, type RunningServer } from '../support/server-process';
import { launchBrowser, openPage, waitForBotLine } from './browser';
import { simulateSubscription } from './support-billing';
import { signInFromShell } from './support-session';

/** The chat's terminal window: the region named by its level-1 header. */
const chatWindow = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Its measured height, and whether its conversation scrolls inside it. */
async function measure(page: Page, name: string) {
  return chatWindow(page, name).evaluate((el) => {
    const body = [...el.children].find((c) => getComputedStyle(c).overflowY === 'auto') as HTMLElement | undefined;
    return {
      height: el.getBoundingClientRect().height,
      bodyScrolls: body ? body.scrollHeight > body.clientHeight : false,
    };
  });
}

describe('the chat for a subscriber, in Chromium', () => {
  // Its own server and data directory: the subscription is applied with the billing simulator.
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is a 600 px window empty and after a long conversation; a subscriber generates two articles in a row in the same chat', async () => {
    const baseUrl = server.url;
    const user = { name: 'Sue Scriber', email: 'sue@example.com' };
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const botSaid = (text: string) => waitForBotLine(page, text);

    await signInFromShell(context, page, baseUrl, user);
    const output = await simulateSubscription({ url: baseUrl, dataDir: server.dataDir, user: user.email, plan: 'Growth' });
    expect(output).toContain('Growth subscription (active) applied');

    await page.goto(`${baseUrl}/app/article-generation`);
    await botSaid(GREETING);
    await chatWindow(page, user.name).waitFor();
    // Spec §2: the chat container is 600 px tall, empty …
    expect(await measure(page, user.name)).toEqual({ height: 600, bodyScrolls: false });

    await page.getByLabel('Website URL').fill(`${baseUrl}/sample-site/`);
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await botSaid(OFFER_TOPICS);
    await page.getByRole('button', { name: 'Proceed with Topic Generation' }).click();
    await botSaid(TOPICS_INTRO);

    const topics = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button');
    expect(await topics.count()).toBeGreaterThan(1);
    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    const viewer = page.getByRole('region', { name: 'Generated article' });

    // First article: the paywall and dialog appear for everyone (§4) …
    const first = (await topics.nth(0).textContent()) ?? '';
    await topics.nth(0).click();
    await page.getByRole('button', { name: `Generate ${first} Article` }).click();
    await pricing.waitFor({ timeout: 60_000 });
    await pricing.getByRole('button', { name: 'Go to Dashboard' }).waitFor();
    await page.keyboard.press('Escape');
    await pricing.waitFor({ state: 'detached' });
    const firstArticle = (await viewer.textContent()) ?? '';
    expect(firstArticle.length).toBeGreaterThan(100);

    // … and a subscriber who closes it is back in the chat: the URL form, and the topics to pick.
    await page.getByLabel('Website URL').waitFor();
    const second = (await topics.nth(1).textContent()) ?? '';
    await topics.nth(1).click();
    await expect.poll(() => topics.nth(1).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: `Generate ${second} Article` }).click();
    await pricing.waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    await pricing.waitFor({ state: 'detached' });
    await expect.poll(async () => (await viewer.textContent()) !== firstArticle).toBe(true);

    // … and still 600 px after the long conversation, which scrolls inside it.
    expect(await measure(page, user.name)).toEqual({ height: 600, bodyScrolls: true });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a free user's used trial, on the next load: the subscription dialog opens and 'Free Trial Completed' shows", async () => {
    const baseUrl = server.url;
    const user = { name: 'Fran Free', email: 'fran@example.com' };
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const botSaid = (text: string) => waitForBotLine(page, text);

    await signInFromShell(context, page, baseUrl, user);
    await page.goto(`${baseUrl}/app/article-generation`);
    await page.getByLabel('Website URL').fill(`${baseUrl}/sample-site/`);
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await botSaid(OFFER_TOPICS);
    await page.getByRole('button', { name: 'Proceed with Topic Generation' }).click();
    const topics = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button');
    const topic = (await topics.first().textContent()) ?? '';
    await page.getByRole('button', { name: `Generate ${topic} Article` }).click();
    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    await pricing.waitFor({ timeout: 60_000 });

    // The one record now has no credits left: every record ≤ 0, so both rules apply on load.
    await page.reload();
    await pricing.waitFor();
    await page.getByRole('status', { name: 'Notifications' }).getByText(NOTICES.freeTrialCompleted.title).waitFor();
    await page.getByRole('button', { name: 'View Your Generated Article', includeHidden: true }).waitFor({ state: 'attached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});

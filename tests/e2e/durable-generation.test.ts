import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { currentJobResponseSchema } from '../../src/shared/contracts/jobs';
import { OFFER_TOPICS, TOPICS_INTRO } from '../../src/shared/messages';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { pacedPipelineResponder } from '../fixtures/llm/pipeline-replies';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startServerProcess, type RunningServer } from '../support/server-process';
import { launchBrowser, openPage, waitForBotLine } from './browser';
import { signInFromShell } from './support-session';

/**
 * Issue 18 in Chromium: generation is a job on the server, so closing the tab while an article
 * is written loses nothing — reopening /app shows the finished article (the spec's on-load rule).
 */
describe('closing the tab during generation, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let llm: FakeLlmServer;
  /** Every model answer waits this long: the tab is closed while the article is being written. */
  const pace = { ms: 0 };

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    llm.setFallback(pacedPipelineResponder(pace));
    [server, browser] = await Promise.all([
      startServerProcess({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-fake', LLM_MODEL: 'fake-writer' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await llm?.close();
  });

  it('reopening /app shows the article the server finished after the tab was closed', async () => {
    const baseUrl = server.url;
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInFromShell(context, page, baseUrl, { name: 'Tab Closer', email: 'tab-closer@example.com' });
    await page.goto(`${baseUrl}/app`);
    await page.getByLabel('Website URL').fill(`${baseUrl}/sample-site/`);
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await waitForBotLine(page, OFFER_TOPICS);
    await page.getByRole('button', { name: 'Proceed with Topic Generation' }).click();
    await waitForBotLine(page, TOPICS_INTRO);
    const topic = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button').first();
    const name = (await topic.textContent()) ?? '';
    await topic.click();

    // The session's token, to ask the server (as the reopened tab will) whether the job is done.
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
      return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    });
    expect(token).toBeTruthy();
    const openJob = async () => {
      const res = await fetch(`${baseUrl}/api/jobs/current`, { headers: { authorization: `Bearer ${token}` } });
      return currentJobResponseSchema.parse(await res.json()).job;
    };

    pace.ms = 1500;
    const asked = llm.requests.length;
    await page.getByRole('button', { name: `Generate ${name} Article` }).click();
    await expect.poll(() => llm.requests.length, { timeout: 30_000 }).toBeGreaterThan(asked);
    expect(await openJob()).toMatchObject({ topic: name, done: false });
    await page.close();

    // The server writes on without the tab, and saves the article.
    await expect.poll(openJob, { timeout: 60_000, interval: 250 }).toBeNull();
    pace.ms = 0;

    // The free trial's one article: on load the paywall and the dialog come back with it (spec §4).
    const reopened = await context.newPage();
    await reopened.goto(`${baseUrl}/app`);
    const pricing = reopened.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    await pricing.waitFor({ timeout: 30_000 });
    await reopened.keyboard.press('Escape');
    await pricing.waitFor({ state: 'detached' });
    await reopened.getByRole('button', { name: 'View Your Generated Article' }).click();
    const preview = reopened.getByRole('dialog', { name: 'Generated Article Preview' });
    await preview.getByRole('heading', { level: 1 }).waitFor();
    expect(((await preview.textContent()) ?? '').length).toBeGreaterThan(500);
    await context.close();
  });
});

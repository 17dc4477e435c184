import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { GREETING, OFFER_TOPICS, SIGN_IN_PROMPT, TOPICS_INTRO } from '../../src/shared/messages';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { openPage, useBrowser, waitForBotLine } from './browser';
import { focusIndicator, focusInside, tabTo } from './support-keyboard';
import { signInThroughPopup } from './support-session';

describe('keyboard-only walk through the wizard', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  /** Tabs to `target`, checks it shows a focus indicator, and activates it with Enter. */
  async function press(page: Page, target: Locator) {
    await tabTo(page, target);
    expect(await focusIndicator(target)).toEqual({ focusVisible: true, outline: expect.not.stringMatching(/^none$/) });
    await page.keyboard.press('Enter');
  }

  /** Tabs through twice as many stops as the dialog has, checking focus never leaves it and comes round again. */
  async function expectFocusTrapped(page: Page, dialog: Locator) {
    const stops = await dialog.locator('button:not([disabled]), a[href], input, [tabindex="0"]').count();
    expect(stops).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let i = 0; i < stops * 2; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusInside(page, dialog);
      expect(focus.inside, `Tab ${i + 1} left the dialog for ${focus.label}`).toBe(true);
      seen.push(focus.label);
    }
    // Cycling: the second lap visits the same stops as the first.
    expect(seen.slice(stops)).toEqual(seen.slice(0, stops));
    await page.keyboard.press('Shift+Tab');
    expect((await focusInside(page, dialog)).inside).toBe(true);
  }

  it('URL field and Analyze Site by Tab with a visible focus; the paywall dialog traps focus; Escape closes the preview and the dialog comes back', async () => {
    const { context, page, errors } = await openPage(browser());
    const botSaid = (text: string) => waitForBotLine(page, text);

    await page.goto(`${baseUrl}/app/article-generation`);
    await botSaid(GREETING);

    const urlField = page.getByLabel('Website URL');
    await tabTo(page, urlField);
    expect(await focusIndicator(urlField)).toEqual({ focusVisible: true, outline: expect.not.stringMatching(/^none$/) });
    await page.keyboard.type(`${baseUrl}/sample-site/`);
    await press(page, page.getByRole('button', { name: 'Analyze Site' }));
    await botSaid(SIGN_IN_PROMPT);

    const signInButton = page.getByRole('button', { name: /^Sign in with/ });
    await tabTo(page, signInButton);
    await signInThroughPopup(context, page, () => page.keyboard.press('Enter'), { name: 'Kay Board', email: 'keyboard@example.com' });
    await page.getByRole('heading', { level: 1, name: 'Kay Board' }).waitFor();

    await press(page, page.getByRole('button', { name: 'Analyze Site' }));
    await botSaid(OFFER_TOPICS);
    await press(page, page.getByRole('button', { name: 'Proceed with Topic Generation' }));
    await botSaid(TOPICS_INTRO);

    const topic = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button').nth(1);
    const topicName = (await topic.textContent()) ?? '';
    await press(page, topic);
    await expect.poll(() => topic.getAttribute('aria-pressed')).toBe('true');
    await press(page, page.getByRole('button', { name: `Generate ${topicName} Article` }));

    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    await pricing.waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await focusInside(page, pricing)).inside).toBe(true);
    await expectFocusTrapped(page, pricing);

    await press(page, pricing.getByRole('button', { name: 'View Generated Article' }));
    const preview = page.getByRole('dialog', { name: 'Generated Article Preview' });
    await preview.waitFor();
    await expect.poll(async () => (await focusInside(page, preview)).inside).toBe(true);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await pricing.waitFor();
    await expect.poll(async () => (await focusInside(page, pricing)).inside).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the pricing dialog returns focus to the button that opened it when closed with Escape', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/articles`);
    const opener = page.getByRole('button', { name: 'Create Article' });
    await press(page, opener);
    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    await pricing.waitFor();
    await expectFocusTrapped(page, pricing);
    await page.keyboard.press('Escape');
    await pricing.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await focusIndicator(opener)).toEqual({ focusVisible: true, outline: expect.not.stringMatching(/^none$/) });
    await context.close();
  });
});

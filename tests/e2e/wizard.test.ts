import { describe, expect, inject, it } from 'vitest';
import { GREETING, OFFER_TOPICS, SIGN_IN_PROMPT, TOPICS_INTRO } from '../../src/shared/messages';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { openPage, useBrowser, waitForBotLine } from './browser';

describe('the article-generation wizard in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('visitor → sign in → analyse the sample site → topics → article → paywall, dialog and preview', async () => {
    const { context, page, errors } = await openPage(browser());
    const botSaid = (text: string) => waitForBotLine(page, text);

    await page.goto(`${baseUrl}/app/article-generation`);
    await botSaid(GREETING);

    const siteUrl = `${baseUrl}/sample-site/`;
    await page.getByLabel('Website URL').fill(siteUrl);
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await botSaid(SIGN_IN_PROMPT);

    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: /^Sign in with/ }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Name').fill('Ada Lovelace');
    await popup.getByLabel('E-mail').fill('ada@example.com');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.waitForURL((url) => url.pathname === '/app');
    // The new tab stores the session; the first tab hears of it from supabase-js across tabs.
    await popup.getByRole('button', { name: 'Logout' }).waitFor();
    await popup.close();

    // The header then shows the user's name.
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await page.getByRole('progressbar').waitFor();
    await botSaid(OFFER_TOPICS);
    await page.getByRole('button', { name: 'Proceed with Topic Generation' }).click();
    await botSaid(TOPICS_INTRO);

    const topics = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button');
    expect(await topics.count()).toBeGreaterThan(1);
    await expect.poll(() => topics.first().getAttribute('aria-pressed')).toBe('true');
    const topic = (await topics.nth(1).textContent()) ?? '';
    await topics.nth(1).click();
    await page.getByRole('button', { name: `Generate ${topic} Article` }).click();
    await page.getByRole('progressbar').waitFor();

    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    await pricing.waitFor({ timeout: 60_000 });
    await pricing.getByRole('button', { name: 'View Generated Article' }).click();
    const preview = page.getByRole('dialog', { name: 'Generated Article Preview' });
    await preview.waitFor();
    await pricing.waitFor({ state: 'detached' });
    expect(await preview.getByRole('heading').count()).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await pricing.waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

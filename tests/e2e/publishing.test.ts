import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OFFER_TOPICS, TOPICS_INTRO } from '../../src/shared/messages';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { startRealWordPress, type RealWordPress } from '../support/real-wordpress';
import { readWordPressPost } from '../support/wordpress-readback';
import { openPage, useBrowser, waitForBotLine } from './browser';
import { severeViolations, signInFromShell } from './support-session';

// Issue 17: a subscriber publishes to their CMS. Subscribe through the local checkout, write two
// articles, find both in Your Articles, connect a real WordPress (Debian's packages, on loopback)
// on the CMS screen, publish one as a draft and read the draft back from WordPress.
describe('Publishing to WordPress for a subscriber in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();
  let wp: RealWordPress;
  beforeAll(async () => {
    wp = await startRealWordPress();
  });
  afterAll(() => wp?.stop());

  it('subscribe → two articles → Your Articles lists both → connect WordPress → publish a draft: the link is shown and the draft exists', async () => {
    const { context, page, errors } = await openPage(browser());
    await signInFromShell(context, page, baseUrl, { name: 'Pablo Publisher', email: 'publishing-e2e@example.com' });

    // Before subscribing, the CMS screen is the spec's placeholder: Connect opens pricing.
    await page.goto(`${baseUrl}/app/integrate`);
    await page.getByRole('button', { name: 'Connect WordPress' }).click();
    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    const growth = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Growth', exact: true }) }).getByRole('button');
    await expect.poll(() => growth.textContent()).toBe('Get Started');
    await growth.click();
    await page.waitForURL((url) => url.pathname === '/checkout/local/growth');
    await page.getByRole('button', { name: 'Complete test purchase' }).click();
    await page.waitForURL(`${baseUrl}/`);

    // Two articles in the chat.
    await page.goto(`${baseUrl}/app/article-generation`);
    await page.getByText('20 of 20 articles left this month', { exact: false }).waitFor();
    await page.getByLabel('Website URL').fill(`${baseUrl}/sample-site/`);
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await waitForBotLine(page, OFFER_TOPICS);
    await page.getByRole('button', { name: 'Proceed with Topic Generation' }).click();
    await waitForBotLine(page, TOPICS_INTRO);
    const topics = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button');
    for (const [i, left] of [
      [0, 19],
      [1, 18],
    ] as const) {
      const topic = (await topics.nth(i).textContent()) ?? '';
      await topics.nth(i).click();
      await expect.poll(() => topics.nth(i).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: `Generate ${topic} Article` }).click();
      await page.getByText(`${left} of 20 articles left this month`, { exact: false }).waitFor({ timeout: 60_000 });
      await pricing.waitFor();
      await page.keyboard.press('Escape');
      await pricing.waitFor({ state: 'detached' });
    }

    // Your Articles lists both.
    await page.goto(`${baseUrl}/app/articles`);
    const items = page.getByRole('list', { name: 'Your articles' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);

    // Connect WordPress on the CMS screen: test, then save.
    await page.goto(`${baseUrl}/app/integrate`);
    await page.getByRole('listitem', { name: 'Shopify' }).getByText('Coming soon').waitFor();
    await page.getByRole('button', { name: 'Connect WordPress' }).click();
    const form = page.getByRole('dialog', { name: 'Connect WordPress' });
    await form.getByLabel('Site address').fill(wp.url);
    await form.getByLabel('Username').fill(wp.username);
    await form.getByLabel('Application password').fill(wp.applicationPassword);
    await form.getByRole('button', { name: 'Test connection' }).click();
    await form.getByText(`Signed in to WordPress at ${wp.url} as`, { exact: false }).waitFor({ timeout: 30_000 });
    expect(await severeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save connection' }).click();
    await form.getByRole('button', { name: 'Done' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(`Connected to ${wp.url}`, { exact: false }).waitFor();
    // The password never comes back to the page.
    expect(await page.content()).not.toContain(wp.applicationPassword.replace(/\s+/g, '').slice(0, 8));

    // Publish the newest article as a draft from its view.
    await page.goto(`${baseUrl}/app/articles`);
    await expect.poll(() => items.count()).toBe(2);
    const title = (await items.first().getByRole('heading').textContent()) ?? '';
    await items.first().getByRole('button', { name: title }).click();
    const panel = page.getByRole('region', { name: 'Publish' });
    await expect.poll(() => panel.getByLabel('Publish to').inputValue()).not.toBe('');
    await expect(panel.getByLabel('As').inputValue()).resolves.toBe('draft');
    await panel.getByRole('button', { name: 'Publish' }).click();
    await panel.getByText('Sent to WordPress (draft).').waitFor({ timeout: 60_000 });
    const link = panel.getByRole('link', { name: 'Open the post' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(wp.url)).toBe(true);
    expect(await severeViolations(page)).toEqual([]);

    // The draft is in WordPress, as the article: title, excerpt, and the body without its H1.
    const id = new URL(href).searchParams.get('p') ?? '';
    const stored = await readWordPressPost(wp, id);
    expect(stored).toMatchObject({ status: 'draft', title });
    expect(stored.content).toContain('<h2');
    expect(stored.content).not.toContain('<h1');
    expect(stored.excerpt.length).toBeGreaterThan(20);

    // Your Articles keeps where it went.
    await page.reload();
    await expect.poll(() => items.first().textContent()).toContain('Published to WordPress (draft)');

    expect(errors).toEqual([]);
    await context.close();
  });
});

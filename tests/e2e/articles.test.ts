import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { OFFER_TOPICS, TOPICS_INTRO } from '../../src/shared/messages';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { openPage, useBrowser, waitForBotLine } from './browser';
import { severeViolations, signInFromShell } from './support-session';

// Issue 17: a subscriber's articles are kept. Subscribe through the local checkout, write one
// article in the chat, find it in Your Articles, search, open it and download its Markdown.
describe('Your Articles for a subscriber in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('subscribe → generate an article → Your Articles lists it, search filters, the .md download is the exact markdown, delete keeps the quota', async () => {
    const { context, page, errors } = await openPage(browser(), { acceptDownloads: true });
    await signInFromShell(context, page, baseUrl, { name: 'Wren Writer', email: 'articles-e2e@example.com' });

    // Subscribe: pricing dialog → local checkout → signed webhook.
    await page.goto(`${baseUrl}/app/articles`);
    await page.getByRole('button', { name: 'Create Article' }).click();
    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    const growth = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Growth', exact: true }) }).getByRole('button');
    await expect.poll(() => growth.textContent()).toBe('Get Started');
    await growth.click();
    await page.waitForURL((url) => url.pathname === '/checkout/local/growth');
    await page.getByRole('button', { name: 'Complete test purchase' }).click();
    await page.waitForURL(`${baseUrl}/`);

    // Generate one article in the chat as the subscriber.
    await page.goto(`${baseUrl}/app/article-generation`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByText('20 of 20 articles left this month', { exact: false }).waitFor();
    await page.getByLabel('Website URL').fill(`${baseUrl}/sample-site/`);
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await waitForBotLine(page, OFFER_TOPICS);
    await page.getByRole('button', { name: 'Proceed with Topic Generation' }).click();
    await waitForBotLine(page, TOPICS_INTRO);
    const topics = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button');
    const topic = (await topics.first().textContent()) ?? '';
    await topics.first().click();
    await page.getByRole('button', { name: `Generate ${topic} Article` }).click();
    // The shell's quota line follows the saved article.
    await page.getByText('19 of 20 articles left this month', { exact: false }).waitFor({ timeout: 60_000 });

    // Your Articles lists it.
    await page.goto(`${baseUrl}/app/articles`);
    const list = page.getByRole('list', { name: 'Your articles' });
    await list.waitFor();
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(1);
    const item = items.first();
    await expect(item.textContent()).resolves.toContain(`Topic: ${topic}`);
    await expect(item.textContent()).resolves.toContain('Harbor & Pine');
    const title = (await item.getByRole('heading').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await expect(page.getByText('No Articles Available').count()).resolves.toBe(0);
    expect(await severeViolations(page)).toEqual([]);

    // The search filters by title, topic and site.
    const search = page.getByPlaceholder('Search articles...');
    await search.fill('no such article anywhere');
    await page.getByText('No articles match "no such article anywhere".').waitFor();
    await expect(list.count()).resolves.toBe(0);
    await search.fill('sample-site');
    await expect.poll(() => items.count()).toBe(1);
    await search.fill(topic.split(' ').slice(0, 2).join(' '));
    await expect.poll(() => items.count()).toBe(1);

    // Open it: rendered, with its SEO report; the .md download is exactly the stored markdown.
    await item.getByRole('button', { name: title }).click();
    const body = page.getByRole('region', { name: 'Article' });
    await body.getByRole('heading', { level: 1 }).waitFor();
    await expect(body.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    expect(await severeViolations(page)).toEqual([]);
    const stored = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
      const token = (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
      const headers = { authorization: `Bearer ${token}` };
      const { articles } = (await (await fetch('/api/articles', { headers })).json()) as { articles: { id: string }[] };
      const { article } = (await (await fetch(`/api/articles/${articles[0]!.id}`, { headers })).json()) as { article: { content: string } };
      return article.content;
    });
    expect(stored.startsWith(`# ${title}`)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .md' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    expect(await readFile((await download.path())!, 'utf8')).toBe(stored);

    const [htmlDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .html' }).click()]);
    const html = await readFile((await htmlDownload.path())!, 'utf8');
    expect(html).toContain(`<h1>${title.replace(/&/g, '&amp;')}</h1>`);
    expect(html).not.toContain('<script');

    // Delete, after the confirmation: the list is empty, the quota still counts the article.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this article?' });
    await confirm.getByRole('button', { name: 'Delete article' }).click();
    await page.getByText('No articles yet', { exact: false }).waitFor();
    await page.reload();
    await page.getByText('19 of 20 articles left this month', { exact: false }).waitFor();
    await page.getByText('No articles yet', { exact: false }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

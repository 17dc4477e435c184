import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OFFER_TOPICS, TOPICS_INTRO } from '../../src/shared/messages';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { startFixtureSite, staticSite, type FixtureSite } from '../support/fixture-sites';
import { startRealWordPress, type RealWordPress } from '../support/real-wordpress';
import { readWordPressPost, wordPressRest } from '../support/wordpress-readback';
import { openPage, useBrowser, waitForBotLine } from './browser';
import { subscribeFromPricingDialog } from './support-billing';
import { severeViolations, signInFromShell } from './support-session';

/** The shop's product pictures (/cdn/shop/products/*.jpg): one real PNG, so WordPress makes its sizes from it. */
const PICTURES = '/cdn/shop/products/';

/** The signed-in user's stored article (GET /api/articles/:id with the page's session), as the server keeps it. */
function storedArticle(page: Page, index: number) {
  return page.evaluate(async (i) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    const token = (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
    const headers = { authorization: `Bearer ${token}` };
    const { articles } = (await (await fetch('/api/articles', { headers })).json()) as { articles: { id: string }[] };
    const { article } = (await (await fetch(`/api/articles/${articles[i]!.id}`, { headers })).json()) as { article: { title: string; content: string } };
    return article;
  }, index);
}

/** The pictures of a markdown article, as [alt, src]. */
const picturesOf = (markdown: string) => [...markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((m) => [m[1]!, m[2]!] as const);

// Issue 17's acceptance, in one flow: subscribe through the local checkout, write two articles from
// the subscriber's own site (a loopback shop whose pages have pictures with alt text), find both in
// Your Articles, search, download the exact markdown, copy the HTML and render it, connect a real
// WordPress (Debian's packages, on loopback), publish a draft and read it back with its pictures.
describe('A subscriber’s articles, exported and published to WordPress, in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();
  let wp: RealWordPress;
  let site: FixtureSite;
  let picture: Buffer;
  beforeAll(async () => {
    picture = await readFile(path.resolve(import.meta.dirname, '../../public/og-image.png'));
    const shop = staticSite('corpus/leaf-and-kettle');
    [wp, site] = await Promise.all([
      startRealWordPress(),
      startFixtureSite((req, res) => (req.url?.startsWith(PICTURES) ? res.writeHead(200, { 'content-type': 'image/png' }).end(picture) : shop(req, res))),
    ]);
  });
  afterAll(async () => {
    await Promise.all([site?.close(), wp?.stop()]);
  });

  it('subscribe → two articles → list, search, .md download, HTML copy → connect WordPress → publish a draft: its pictures are in WordPress and the link is shown', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await openPage(browser(), { acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signInFromShell(context, page, baseUrl, { name: 'Pablo Publisher', email: 'publishing-e2e@example.com' });

    // Before subscribing, the CMS screen is the spec's placeholder: Connect opens pricing.
    await page.goto(`${baseUrl}/app/integrate`);
    await page.getByRole('button', { name: 'Connect WordPress' }).click();
    await subscribeFromPricingDialog(page, baseUrl);

    // Two articles in the chat, from the subscriber's own site.
    await page.goto(`${baseUrl}/app/article-generation`);
    await page.getByText('20 of 20 articles left this month', { exact: false }).waitFor();
    await page.getByLabel('Website URL').fill(`${site.origin}/`);
    await page.getByRole('button', { name: 'Analyze Site' }).click();
    await waitForBotLine(page, OFFER_TOPICS);
    await page.getByRole('button', { name: 'Proceed with Topic Generation' }).click();
    await waitForBotLine(page, TOPICS_INTRO);
    const topics = page.getByRole('list', { name: 'Recommended topics' }).getByRole('button');
    const written: string[] = [];
    for (const [i, left] of [
      [0, 19],
      [1, 18],
    ] as const) {
      const topic = (await topics.nth(i).textContent()) ?? '';
      written.push(topic);
      await topics.nth(i).click();
      await expect.poll(() => topics.nth(i).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: `Generate ${topic} Article` }).click();
      await page.getByText(`${left} of 20 articles left this month`, { exact: false }).waitFor({ timeout: 60_000 });
      const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
      await pricing.waitFor();
      await page.keyboard.press('Escape');
      await pricing.waitFor({ state: 'detached' });
    }

    // Your Articles lists both, newest first.
    await page.goto(`${baseUrl}/app/articles`);
    const list = page.getByRole('list', { name: 'Your articles' });
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await expect(items.first().textContent()).resolves.toContain(`Topic: ${written[1]}`);
    await expect(items.nth(1).textContent()).resolves.toContain(`Topic: ${written[0]}`);
    const titles = await items.getByRole('heading').allTextContents();
    expect(await severeViolations(page)).toEqual([]);

    // The search filters by title, topic and site.
    const search = page.getByPlaceholder('Search articles...');
    await search.fill('no such article anywhere');
    await page.getByText('No articles match "no such article anywhere".').waitFor();
    await search.fill(new URL(site.origin).host);
    await expect.poll(() => items.count()).toBe(2);
    await search.fill(titles[0]!);
    await expect.poll(() => items.allTextContents()).toEqual([expect.stringContaining(titles[0]!)]);
    await search.fill(written[0]!);
    await expect.poll(() => items.allTextContents()).toEqual([expect.stringContaining(`Topic: ${written[0]}`)]);
    await search.fill('');
    await expect.poll(() => items.count()).toBe(2);

    // Open the newest: rendered, with its pictures; the .md download is exactly the stored markdown.
    const stored = await storedArticle(page, 0);
    expect(stored.title).toBe(titles[0]);
    const pictures = picturesOf(stored.content);
    expect(pictures.length, 'the article has pictures from the site').toBeGreaterThan(0);
    for (const [alt, src] of pictures) {
      expect(src.startsWith(`${site.origin}${PICTURES}`)).toBe(true);
      expect(alt.length).toBeGreaterThan(3);
    }
    await items.first().getByRole('button', { name: titles[0] }).click();
    const body = page.getByRole('region', { name: 'Article' });
    await expect.poll(() => body.getByRole('heading', { level: 1 }).textContent()).toBe(titles[0]);
    await expect.poll(() => body.getByRole('img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('alt'), i.getAttribute('src')]))).toEqual(pictures);
    expect(await severeViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .md' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    expect(await readFile((await download.path())!, 'utf8')).toBe(stored.content);
    const [htmlDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .html' }).click()]);
    const htmlFile = await readFile((await htmlDownload.path())!, 'utf8');
    expect(htmlFile).toContain(`<h1>${titles[0]!.replace(/&/g, '&amp;')}</h1>`);
    expect(htmlFile).not.toContain('<script');

    // Copy HTML: rendered on its own, it is the same article — the same text, headings and pictures.
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await page.getByText("The article's HTML is on your clipboard.").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).not.toContain('<script');
    const shown = await page.locator('#article-body > *').first().evaluate((el) => ({
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      headings: [...el.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName} ${h.textContent}`),
      images: [...el.querySelectorAll('img')].map((i) => [i.getAttribute('alt'), i.getAttribute('src')]),
    }));
    const standalone = await context.newPage();
    await standalone.setContent(`<!doctype html><html lang="en"><body><article>${copied}</article></body></html>`);
    const rendered = await standalone.locator('article').evaluate((el) => ({
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      headings: [...el.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName} ${h.textContent}`),
      images: [...el.querySelectorAll('img')].map((i) => [i.getAttribute('alt'), i.getAttribute('src')]),
    }));
    await standalone.close();
    expect(rendered).toEqual(shown);
    expect(rendered.headings[0]).toBe(`H1 ${titles[0]}`);
    expect(rendered.images).toEqual(pictures);

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
    await items.first().getByRole('button', { name: titles[0] }).click();
    const panel = page.getByRole('region', { name: 'Publish' });
    await expect.poll(() => panel.getByLabel('Publish to').inputValue()).not.toBe('');
    await expect(panel.getByLabel('As').inputValue()).resolves.toBe('draft');
    await panel.getByRole('button', { name: 'Publish' }).click();
    await panel.getByText('Sent to WordPress (draft).').waitFor({ timeout: 60_000 });
    const link = panel.getByRole('link', { name: 'Open the post' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(wp.url)).toBe(true);
    expect(await severeViolations(page)).toEqual([]);

    // The draft is in WordPress as the article: title, excerpt, the body without its H1, and each
    // picture in the media library with its alt text (the first the featured image), the post
    // pointing at the library's copies, which WordPress serves.
    const id = new URL(href).searchParams.get('p') ?? '';
    const post = await readWordPressPost(wp, id);
    expect(post).toMatchObject({ status: 'draft', title: titles[0] });
    expect(post.content).toContain('<h2');
    expect(post.content).not.toContain('<h1');
    expect(post.excerpt.length).toBeGreaterThan(20);
    // Links and captions still name the site's pages; every picture is WordPress's own copy.
    const sources = [...post.content.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toHaveLength(pictures.length);
    for (const src of sources) expect(src.startsWith(`${wp.url}/wp-content/uploads/`), src).toBe(true);
    expect(post.pictures.map((m) => m.altText)).toEqual(pictures.map(([alt]) => alt));
    for (const media of post.pictures) {
      expect(media).toMatchObject({ mimeType: 'image/png', width: picture.readUInt32BE(16), height: picture.readUInt32BE(20) });
      expect(Buffer.from(await (await fetch(media.sourceUrl)).arrayBuffer()).equals(picture)).toBe(true);
    }
    expect(post.featured).toEqual(post.pictures[0]);

    // Your Articles keeps where it went.
    await page.reload();
    await expect.poll(() => items.first().textContent()).toContain('Published to WordPress (draft)');

    // Publishing it again, live, updates the same post: no second one in WordPress.
    const postCount = async () => ((await wordPressRest(wp).get('/wp/v2/posts', { status: 'draft,publish', context: 'edit', per_page: '100' })) as unknown[]).length;
    const before = await postCount();
    await items.first().getByRole('button', { name: titles[0] }).click();
    await expect.poll(() => panel.getByLabel('Publish to').inputValue()).not.toBe('');
    await panel.getByLabel('As').selectOption('publish');
    await panel.getByRole('button', { name: 'Publish' }).click();
    await panel.getByText('Sent to WordPress (publish).').waitFor({ timeout: 60_000 });
    const live = (await link.getAttribute('href')) ?? '';
    expect(live).toBe(`${wp.url}/${post.slug}/`);
    await expect(readWordPressPost(wp, id)).resolves.toMatchObject({ id: post.id, status: 'publish', title: titles[0] });
    expect(await postCount()).toBe(before);
    await page.reload();
    await expect.poll(() => items.first().textContent()).toContain('Published to WordPress (publish)');

    // Deleting the other article, after the confirmation, keeps the month's count.
    await items.nth(1).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this article?' }).getByRole('button', { name: 'Delete article' }).click();
    await expect.poll(() => items.allTextContents()).toEqual([expect.stringContaining(titles[0]!)]);
    await page.reload();
    await page.getByText('18 of 20 articles left this month', { exact: false }).waitFor();
    await expect.poll(() => items.count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });
});

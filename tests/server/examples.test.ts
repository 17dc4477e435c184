import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeExample } from '../../src/server/examples/example-article';
import { renderExamplePage } from '../../src/server/examples/example-page';
import { EXAMPLE_SOURCES, loadExampleAnalysis } from '../../src/server/examples/example-sources';
import { EXAMPLE_ARTICLES } from '../../src/web/features/examples/example-articles';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function wordsIn(text: string): number {
  return text.split(/\s+/).filter((w) => /\w/.test(w)).length;
}

describe('published example articles', () => {
  it.each(EXAMPLE_ARTICLES.map((e) => [e.link, e] as const))('%s is a readable, script-free article page', async (link, example) => {
    const res = await fetch(`${server.url}${link}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const { document } = parseHTML(await res.text());

    expect(document.querySelector('title')?.textContent).toContain(example.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(50);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${server.config.publicUrl.replace(/\/$/, '')}${link}`);
    expect(document.querySelector('header a[href="/"]')).not.toBeNull();
    expect(document.querySelector('footer')?.textContent).toBeTruthy();
    expect(document.body.textContent).toContain("Written by RankScribe's offline engine");
    expect(document.querySelectorAll('script')).toHaveLength(0);

    const article = document.querySelector('article')!;
    expect([...article.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([example.title]);
    const levels = [...article.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels.filter((l) => l === 2).length).toBeGreaterThanOrEqual(3);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
    // The offline engine writes what the site supports (issue 15), not 800 words of filler.
    expect(wordsIn(article.textContent ?? '')).toBeGreaterThanOrEqual(250);

    // The examples use no web research, so the engine sourced nothing off our site: every link
    // stays on this server, and the fictional business's pages are named, not linked.
    for (const a of document.querySelectorAll('a')) {
      expect(a.getAttribute('href')).toMatch(/^\/(?!\/)/);
    }
    expect(article.querySelectorAll('.site-ref').length).toBeGreaterThan(0);
  });

  it('serves only the listed slugs', async () => {
    const res = await fetch(`${server.url}/examples/not-an-example`, { redirect: 'manual' });
    expect(await res.text()).not.toContain("Written by RankScribe's offline engine");
  });

  it('renders an article\'s price table as a table, not as pipes', async () => {
    const source = EXAMPLE_SOURCES[0]!;
    const article = await writeExample(source, loadExampleAnalysis(source.site));
    const markdown = `${article.markdown}\n\n| Service | Price |\n| --- | --- |\n| Gutter clearing | from £60 |\n`;
    const page = renderExamplePage({ article: { ...article, markdown }, siteName: 'Example', siteUrl: 'https://example.test/', canonical: 'http://127.0.0.1/examples/x' });
    const { document } = parseHTML(page);
    const tables = [...document.querySelectorAll('article table')];
    expect([...tables.at(-1)!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Gutter clearing', 'from £60']);
    expect(document.querySelector('article')?.textContent).not.toContain('| --- |');
  });

  it('writes the same article every time', async () => {
    const source = EXAMPLE_SOURCES[0]!;
    const [a, b] = await Promise.all([1, 2].map(() => writeExample(source, loadExampleAnalysis(source.site))));
    expect(a!.markdown).toBe(b!.markdown);
  });
});

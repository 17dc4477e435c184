import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { parse as parseStrict } from 'parse5';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import {
  CORPUS_SITES,
  corpusFileFor,
  corpusPages,
  corpusSiteDir,
  loadCorpusExpectations,
  type CorpusExpectation,
} from '../support/corpus';

/** Checks the corpus itself (docs/corpus.md): well-formed pages, working links, honest sitemaps, consistent expectations. */

const ORIGIN = 'http://corpus.test';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose end tag HTML lets you leave out. */
const OPTIONAL_END = new Set(['html', 'head', 'body', 'p', 'li', 'dt', 'dd', 'option', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);

/**
 * Unbalanced tags (parse5 reports only tokenizer errors): a stray end tag, an element closed
 * implicitly although its end tag is required, or one left open at the end.
 */
function tagBalanceErrors(html: string): string[] {
  const source = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<!doctype[^>]*>/i, '');
  const errors: string[] = [];
  const stack: string[] = [];
  for (const m of source.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, rawName, selfClosing] = m;
    const name = rawName!.toLowerCase();
    if (VOID.has(name)) continue;
    if (!closing) {
      if (!selfClosing) stack.push(name);
      continue;
    }
    const at = stack.lastIndexOf(name);
    if (at < 0) {
      errors.push(`stray </${name}>`);
      continue;
    }
    for (const open of stack.splice(at).slice(1)) if (!OPTIONAL_END.has(open)) errors.push(`<${open}> not closed before </${name}>`);
  }
  for (const open of stack) if (!OPTIONAL_END.has(open)) errors.push(`<${open}> never closed`);
  return errors;
}

function documentOf(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

function visibleText(doc: Document): string {
  const clone = doc.body?.cloneNode(true) as HTMLElement | undefined;
  if (!clone) return '';
  clone.querySelectorAll('script, style, template').forEach((el) => el.remove());
  return (clone.textContent ?? '').replace(/\s+/g, ' ');
}

function robotsFor(slug: string) {
  const file = path.join(corpusSiteDir(slug), 'robots.txt');
  const body = existsSync(file) ? readFileSync(file, 'utf8').replaceAll('{{ORIGIN}}', ORIGIN) : '';
  return robotsParser(`${ORIGIN}/robots.txt`, body);
}

function sitemapLocs(slug: string): string[] | null {
  const file = path.join(corpusSiteDir(slug), 'sitemap.xml');
  if (!existsSync(file)) return null;
  const xml = readFileSync(file, 'utf8').replaceAll('{{ORIGIN}}', ORIGIN);
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

/** Same-origin links on a page, resolved, without fragment. */
function internalLinks(doc: Document, pagePath: string): URL[] {
  const out: URL[] = [];
  for (const a of doc.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    if (/^(mailto:|tel:|javascript:|#)/i.test(href)) continue;
    const url = new URL(href, `${ORIGIN}${pagePath}`);
    if (url.origin !== ORIGIN) continue;
    url.hash = '';
    out.push(url);
  }
  return out;
}

const lower = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word, case-insensitive containment. */
const containsPhrase = (haystack: string, needle: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(lower(needle))}($|[^\\p{L}\\p{N}])`, 'u').test(lower(haystack));

/** "£1,250", "€24.90", "$120", "120 €", "1.250 €" as written. */
const MONEY = /[£€$]\s?\d[\d.,]*\d|[£€$]\s?\d|\d[\d.,]*\s?€/g;
const moneyOf = (text: string) => (text.match(MONEY) ?? []).map((m) => m.replace(/\s/g, '').replace(/[.,]$/, ''));

describe('topic-quality corpus', () => {
  it('has at least ten sites, and at least two of them without a sitemap', () => {
    expect(CORPUS_SITES.length).toBeGreaterThanOrEqual(10);
    expect(CORPUS_SITES.filter((slug) => sitemapLocs(slug) === null).length).toBeGreaterThanOrEqual(2);
  });

  it('covers at least one non-English site', () => {
    expect(CORPUS_SITES.some((slug) => loadCorpusExpectations(slug).language !== 'en')).toBe(true);
  });

  it('gives every site a different name and trade', () => {
    const names = CORPUS_SITES.map((slug) => lower(loadCorpusExpectations(slug).name));
    const trades = CORPUS_SITES.map((slug) => lower(loadCorpusExpectations(slug).trade));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(trades).size).toBe(trades.length);
  });

  for (const slug of CORPUS_SITES) {
    describe(slug, () => {
      const pages = corpusPages(slug, ORIGIN);
      const docs = pages.map((page) => ({ ...page, doc: documentOf(page.html) }));
      let expectation: CorpusExpectation | undefined;

      it('has an expect.json that matches the schema', () => {
        expectation = loadCorpusExpectations(slug);
        expect(expectation.name.length).toBeGreaterThan(0);
      });

      it('has a home page and every page parses without HTML errors', () => {
        expect(pages.map((p) => p.path)).toContain('/');
        for (const page of pages) {
          const errors: string[] = tagBalanceErrors(page.html);
          parseStrict(page.html, { onParseError: (err) => errors.push(`${err.code} at line ${err.startLine}`) });
          expect(errors, `${slug}${page.path}`).toEqual([]);
        }
      });

      it('gives every page a title and a lang attribute in the expected language', () => {
        const language = loadCorpusExpectations(slug).language;
        for (const { path: pagePath, doc } of docs) {
          expect(doc.querySelector('title')?.textContent?.trim(), `${slug}${pagePath} title`).toBeTruthy();
          const lang = doc.documentElement.getAttribute('lang') ?? '';
          expect(lang.split('-')[0]?.toLowerCase(), `${slug}${pagePath} lang`).toBe(language);
        }
      });

      it('has JSON-LD that parses', () => {
        for (const { path: pagePath, doc } of docs) {
          for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
            expect(() => JSON.parse(script.textContent ?? ''), `${slug}${pagePath}`).not.toThrow();
          }
        }
      });

      it('links only to pages that exist (or that robots.txt keeps crawlers away from)', () => {
        const robots = robotsFor(slug);
        const broken: string[] = [];
        for (const { path: pagePath, doc } of docs) {
          for (const url of internalLinks(doc, pagePath)) {
            if (corpusFileFor(slug, url.pathname)) continue;
            if (robots.isDisallowed(url.href, 'RankScribe')) continue;
            broken.push(`${pagePath} → ${url.pathname}`);
          }
        }
        expect(broken).toEqual([]);
      });

      it('reaches every page from the home page by links, or lists it in the sitemap', () => {
        const known = new Set(pages.map((p) => p.path));
        const seen = new Set<string>(['/']);
        const queue = ['/'];
        while (queue.length > 0) {
          const current = queue.shift()!;
          const page = docs.find((d) => d.path === current);
          if (!page) continue;
          for (const url of internalLinks(page.doc, current)) {
            if (known.has(url.pathname) && !seen.has(url.pathname)) {
              seen.add(url.pathname);
              queue.push(url.pathname);
            }
          }
        }
        const inSitemap = new Set((sitemapLocs(slug) ?? []).map((loc) => new URL(loc).pathname));
        const orphans = [...known].filter((p) => !seen.has(p) && !inSitemap.has(p));
        expect(orphans).toEqual([]);
      });

      it('lists only existing, crawlable pages of its own in the sitemap, and never expect.json', () => {
        const locs = sitemapLocs(slug);
        if (locs === null) return;
        expect(locs.length).toBeGreaterThan(0);
        const robots = robotsFor(slug);
        for (const loc of locs) {
          const url = new URL(loc);
          expect(url.origin, loc).toBe(ORIGIN);
          expect(corpusFileFor(slug, url.pathname), loc).not.toBeNull();
          expect(robots.isDisallowed(url.href, 'RankScribe'), loc).toBe(false);
        }
        const robotsFile = path.join(corpusSiteDir(slug), 'robots.txt');
        if (existsSync(robotsFile)) {
          for (const line of readFileSync(robotsFile, 'utf8').split('\n')) {
            const m = /^sitemap:\s*(\S+)/i.exec(line.trim());
            if (m) expect(m[1]!.replace('{{ORIGIN}}', '')).toBe('/sitemap.xml');
          }
        }
      });

      it('states on its pages every price, question and blog title its expect.json claims', () => {
        const e = loadCorpusExpectations(slug);
        const text = docs
          .map(({ doc, html }) => `${visibleText(doc)} ${[...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join(' ')}`)
          .join(' ');
        const siteMoney = new Set(moneyOf(text));
        const jsonLdPrices = [...text.matchAll(/"price"\s*:\s*"?(\d[\d.]*)/g)].map((m) => m[1]!);
        for (const [offering, price] of Object.entries(e.prices)) {
          for (const amount of moneyOf(price)) {
            const digits = amount.replace(/[£€$]/g, '');
            const found = siteMoney.has(amount) || jsonLdPrices.includes(digits.replace(',', '.'));
            expect(found, `${slug}: price ${amount} for ${offering}`).toBe(true);
          }
        }
        for (const question of e.questions) expect(lower(text), `${slug}: question`).toContain(lower(question));
        for (const title of e.blogCovers) expect(lower(text), `${slug}: blog title`).toContain(lower(title));
      });

      it('accepts no topic that contains something it says must never appear', () => {
        const e = loadCorpusExpectations(slug);
        const clashes = e.acceptableTopics.flatMap((topic) =>
          e.neverInTopics.filter((never) => containsPhrase(topic, never)).map((never) => `${topic} ⊃ ${never}`),
        );
        expect(clashes).toEqual([]);
        expect(new Set(e.acceptableTopics.map(lower)).size).toBe(e.acceptableTopics.length);
        const covered = e.blogCovers.map(lower);
        expect(e.acceptableTopics.filter((t) => covered.includes(lower(t)))).toEqual([]);
      });
    });
  }
});

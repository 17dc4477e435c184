import pLimit from 'p-limit';
import robotsParser from 'robots-parser';
import { DOMParser } from 'linkedom';
import { extractPage, type ExtractedPage, onSiteAt } from './extract-page';
import { FetchFailure, fetchFailureMessages } from './fetch-failure';
import type { SafeFetcher } from './safe-fetch';

export const ROBOTS_USER_AGENT = 'RankScribeBot';

export interface CrawlOptions {
  /** Pages read besides the start page. */
  maxExtraPages: number;
  concurrency: number;
  /** No new batch of extra pages starts after this long; what was read is analysed. */
  budgetMs?: number;
}

/** Keeps a slow site's analysis within what a person waits for in a chat. */
export const DEFAULT_CRAWL_BUDGET_MS = 45_000;

export interface CrawlResult {
  startUrl: string;
  pages: ExtractedPage[];
  skipped: { url: string; reason: string }[];
}

/** The part of a site the crawl stays in: same origin, and the start URL's directory. */
export interface CrawlScope {
  origin: string;
  pathPrefix: string;
}

type Robots = ReturnType<typeof robotsParser>;

const NON_PAGE_EXTENSIONS = /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|css|js|mjs|json|xml|txt|zip|gz|mp3|mp4|webm|mov|docx?|xlsx?|pptx?|woff2?|ttf)$/i;
const SMALL_PRINT_PATH = /\/(?:privacy(?:-policy|-notice)?|cookies?(?:-policy)?|terms(?:-and-conditions|-of-service|-of-use)?|legal|gdpr|disclaimer|accessibility|login|log-in|sign-?in|sign-?up|account|cart|basket|checkout)(?:[/.]|$)/i;
const FIRST_PATH = /\/(?:faqs?|frequently-asked-questions|questions|pricing|prices|fees|rates|price-list|blog|news|journal|articles|insights)(?:\.html?|\/(?:index\.html?)?)?$/i;
/** A post under the blog's index, or WordPress's dated permalink: its title is on the index, read first. */
const POST_PATH = /\/(?:blog|news|journal|articles|insights|posts|stories)\/[^/]+|\/(?:19|20)\d\d\/\d\d\//i;
const LATE_PATH = /\/(?:team|our-team|meet-the-team|staff|people|reviews|testimonials|contact(?:-us)?|why-choose-us|careers|jobs|gallery)(?:[/.]|$)/i;
const MAX_SITEMAP_URLS = 500;
/** Query parameters that sort, filter or page a listing, or tag a campaign: another view of a page, never another page. */
const VIEW_PARAM = /^(?:sort|sort_by|order|orderby|dir|price_min|price_max|min_price|max_price|filter|filter\..*|limit|per_page|view|display|layout|page|p?g|q|s|search|utm_.*|fbclid|gclid|ref|currency|variant)$/i;

/** A shop's "?price_min=38&sort=featured": the listing again, sorted or filtered (WordPress's "?page_id=12" is a page). */
export function isListingView(url: string): boolean {
  const params = [...new URL(url).searchParams.keys()];
  return params.length > 0 && params.every((k) => VIEW_PARAM.test(k));
}
const MAX_NESTED_SITEMAPS = 3;

/**
 * A start URL of https://host/sample-site/ keeps the crawl under /sample-site/ (a site hosted
 * under a path, like the bundled sample); https://host/about crawls the whole host.
 */
export function scopeOf(url: string): CrawlScope {
  const parsed = new URL(url);
  return { origin: parsed.origin, pathPrefix: parsed.pathname.slice(0, parsed.pathname.lastIndexOf('/') + 1) };
}

export function inScope(url: string, scope: CrawlScope): boolean {
  const parsed = new URL(url);
  return parsed.origin === scope.origin && parsed.pathname.startsWith(scope.pathPrefix);
}

/** One key per page: no fragment, and /dir/index.html is /dir/. */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.pathname = parsed.pathname.replace(/\/index\.html?$/i, '/');
  return parsed.href;
}

async function loadRobots(scope: CrawlScope, fetcher: SafeFetcher): Promise<Robots> {
  const candidates = [`${scope.origin}${scope.pathPrefix}robots.txt`];
  if (scope.pathPrefix !== '/') candidates.push(`${scope.origin}/robots.txt`);
  for (const url of candidates) {
    try {
      const doc = await fetcher.fetchDocument(url, 'text');
      return robotsParser(url, doc.body);
    } catch (err) {
      // A missing or unreadable robots.txt means no restrictions (RFC 9309 §2.3.1.3);
      // a refused address is not a missing file.
      if (err instanceof FetchFailure && err.kind === 'blocked-address') throw err;
    }
  }
  return robotsParser(candidates[0]!, '');
}

function parseSitemap(xml: string): { pages: string[]; sitemaps: string[] } {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const locs = (selector: string) =>
    [...doc.querySelectorAll(selector)].map((el) => (el.textContent ?? '').trim()).filter((loc) => loc !== '');
  return { pages: locs('url > loc').slice(0, MAX_SITEMAP_URLS), sitemaps: locs('sitemap > loc').slice(0, MAX_NESTED_SITEMAPS) };
}

/** The site's own URLs of a list, those at its canonical address read at the address that answered (`onSiteAt`). */
function ownUrls(urls: readonly string[], scope: CrawlScope, canonicalOrigin: string | null): string[] {
  return urls.flatMap((url) => {
    const own = URL.canParse(url) ? onSiteAt(url, canonicalOrigin, scope.origin) : null;
    return own ? [own] : [];
  });
}

async function sitemapUrls(scope: CrawlScope, robots: Robots, fetcher: SafeFetcher, canonicalOrigin: string | null): Promise<string[]> {
  const listed = ownUrls(robots.getSitemaps(), scope, canonicalOrigin);
  const queue = listed.length > 0 ? listed : [`${scope.origin}${scope.pathPrefix}sitemap.xml`];
  const pages: string[] = [];
  for (let i = 0; i < queue.length && i < 1 + MAX_NESTED_SITEMAPS; i++) {
    try {
      const doc = await fetcher.fetchDocument(queue[i]!, 'xml');
      const parsed = parseSitemap(doc.body);
      pages.push(...ownUrls(parsed.pages, scope, canonicalOrigin));
      queue.push(...ownUrls(parsed.sitemaps, scope, canonicalOrigin));
    } catch {
      // A sitemap is a hint; links from the pages still lead the crawl.
    }
  }
  return pages;
}

function assertAllowed(url: string, robots: Robots): void {
  if (robots.isDisallowed(url, ROBOTS_USER_AGENT)) {
    throw new FetchFailure('robots-disallowed', fetchFailureMessages.robots, url);
  }
}

/**
 * Reads the start page (its failure fails the crawl), then up to `maxExtraPages` more pages of the
 * same site, from the sitemap first and then from links, a few at a time. Failures of the
 * extra pages are recorded and skipped.
 */
export async function crawlSite(startUrl: string, fetcher: SafeFetcher, options: CrawlOptions): Promise<CrawlResult> {
  const deadline = performance.now() + (options.budgetMs ?? DEFAULT_CRAWL_BUDGET_MS);
  let scope = scopeOf(startUrl);
  let robots = await loadRobots(scope, fetcher);
  assertAllowed(startUrl, robots);
  const start = await fetcher.fetchDocument(startUrl, 'html');
  if (new URL(start.url).origin !== scope.origin) {
    // http → https or a www redirect: the site lives at the final origin, with its own robots.txt.
    scope = scopeOf(start.url);
    robots = await loadRobots(scope, fetcher);
    assertAllowed(start.url, robots);
  }

  const startPage = extractPage(start.body, start.url);
  const pages: ExtractedPage[] = [startPage];
  const skipped: CrawlResult['skipped'] = [];
  const seen = new Set([pageKey(startUrl), pageKey(start.url)]);
  // The address the site names as its own, when it answered at another (see `onSiteAt`).
  const canonicalOrigin = startPage.canonical ? new URL(startPage.canonical).origin : null;
  const canonicalKey = (page: ExtractedPage) => {
    const own = page.canonical ? onSiteAt(page.canonical, canonicalOrigin, scope.origin) : null;
    return own ? pageKey(own) : null;
  };
  const startCanonical = canonicalKey(startPage);
  if (startCanonical) seen.add(startCanonical);

  const queue: string[] = [];
  const enqueue = (url: string) => {
    if (!URL.canParse(url)) return;
    const key = pageKey(url);
    if (seen.has(key) || !inScope(key, scope) || NON_PAGE_EXTENSIONS.test(new URL(key).pathname) || isListingView(key)) return;
    seen.add(key);
    if (robots.isDisallowed(key, ROBOTS_USER_AGENT)) {
      skipped.push({ url: key, reason: fetchFailureMessages.robots });
      return;
    }
    queue.push(key);
  };
  (await sitemapUrls(scope, robots, fetcher, canonicalOrigin)).forEach(enqueue);
  startPage.internalLinks.forEach(enqueue);

  const limit = pLimit(options.concurrency);
  while (queue.length > 0 && pages.length < 1 + options.maxExtraPages && performance.now() < deadline) {
    // The questions customers ask, the price list and the blog's index (every post's title, so
    // what the blog covers) say most for one page read: first. Then the pages of what is sold,
    // then the posts (a blog of fifty would otherwise take the whole budget). The team, reviews
    // and contact pages say least of what is sold: after those. Small print and account pages:
    // last, if at all.
    const rank = (url: string) => {
      const path = new URL(url).pathname;
      if (FIRST_PATH.test(path)) return 0;
      if (SMALL_PRINT_PATH.test(path)) return 4;
      if (LATE_PATH.test(path)) return 3;
      return POST_PATH.test(path) ? 2 : 1;
    };
    const ordered = [0, 1, 2, 3, 4].flatMap((r) => queue.filter((url) => rank(url) === r));
    queue.splice(0, queue.length, ...ordered);
    const wave = queue.splice(0, 1 + options.maxExtraPages - pages.length);
    const results = await Promise.all(wave.map((url) => limit(() => readPage(url))));
    for (const page of results) {
      if (!page) continue;
      pages.push(page);
      page.internalLinks.forEach(enqueue);
    }
  }
  return { startUrl: start.url, pages, skipped };

  async function readPage(url: string): Promise<ExtractedPage | null> {
    try {
      const doc = await fetcher.fetchDocument(url, 'html');
      if (!inScope(doc.url, scope)) {
        skipped.push({ url, reason: 'Redirects away from the site.' });
        return null;
      }
      const page = extractPage(doc.body, doc.url);
      const canonical = canonicalKey(page);
      const finalKey = pageKey(doc.url);
      if ((finalKey !== url && seenBefore(finalKey)) || (canonical && canonical !== url && canonical !== finalKey && seenBefore(canonical))) {
        skipped.push({ url, reason: 'Duplicate of a page already read.' });
        return null;
      }
      return page;
    } catch (err) {
      skipped.push({ url, reason: err instanceof Error ? err.message : String(err) });
      return null;
    }
  }

  function seenBefore(key: string): boolean {
    const known = seen.has(key);
    seen.add(key);
    return known;
  }
}

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { isChromeHeading, linesOf, readStructure, textOf, type PageStructure } from './page-structure';
import { MONTH_NAME } from './site-facts/text';

/** Everything the analysis reads from one HTML page. Pure: no I/O. */
export interface ExtractedPage extends PageStructure {
  url: string;
  title: string;
  description: string;
  canonical: string | null;
  language: string | null;
  siteName: string | null;
  h1: string[];
  headings: { level: number; text: string }[];
  mainText: string;
  wordCount: number;
  /** Same-origin http(s) links, absolute, without fragments, in document order, deduplicated. */
  internalLinks: string[];
  isArticle: boolean;
}

/** A post's path: /blog/<slug>, /news/<slug>, /2026/03/<slug>. */
export const ARTICLE_PATH = /\/(?:blog|posts?|articles?|news|insights|guides?|stories|journal)\/[^/]+|\/\d{4}\/\d{2}\/[^/]+/i;
const BYLINE_DATE = new RegExp(String.raw`\b${MONTH_NAME}\s+\d{1,2},?\s+(?:19|20)\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_NAME}\s+(?:19|20)\d{2}\b`, 'i');
const ARTICLE_SCHEMA_TYPES = /"@type"\s*:\s*"(BlogPosting|Article|NewsArticle|TechArticle)"/;

/** The first 300 characters after the page's h1, its siblings' lines kept apart ("By Gareth Hollis 19th October 2023"). */
function textUnderTitle(document: Document): string {
  let anchor: Element | null = document.querySelector('h1');
  while (anchor && !anchor.nextElementSibling) anchor = anchor.parentElement;
  let text = '';
  for (let node = anchor?.nextElementSibling ?? null; node && text.length < 300; node = node.nextElementSibling) text += ` ${clean(node.innerHTML.replace(/<[^>]+>/g, ' '))}`;
  return text.slice(0, 300);
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, blockquote, pre, figcaption';

/**
 * One line per block (paragraph, list item, heading), so a heading and the paragraph under it
 * never read as one sentence. Falls back to the element's text when it has no blocks.
 */
function blockText(root: Element | null): string {
  if (!root) return '';
  const lines = [...root.querySelectorAll(BLOCKS)]
    .filter((el) => el.querySelector(BLOCKS) === null)
    .flatMap((el) => linesOf(el as unknown as Node, true));
  return lines.length > 0 ? lines.join('\n') : textOf(root as unknown as Node, true);
}

function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

function absoluteUrl(href: string | null | undefined, base: string): URL | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A link's page on the site read at `origin`, or null for another site's. A site answering at an
 * address other than the one it names as canonical (an apex that does not redirect to www, a
 * copy) links to itself at that canonical address: those links are its own pages, read at the
 * address that answered, so the crawl never leaves the host it was given.
 */
export function onSiteAt(href: string, canonicalOrigin: string | null, origin: string): string | null {
  const target = new URL(href);
  target.hash = '';
  if (target.origin === origin) return target.href;
  return canonicalOrigin !== null && target.origin === canonicalOrigin ? `${origin}${target.pathname}${target.search}` : null;
}

export function extractPage(page: string, url: string): ExtractedPage {
  // What a server printed before the document ("<b>Notice</b>: Undefined index…" from PHP) is no
  // content, and linkedom, meeting it first, read the page after it as nothing.
  const start = page.search(/<!doctype\s|<html[\s>]/i);
  const html = start > 0 ? page.slice(start) : page;
  // linkedom makes the first element the root when <html> is missing, losing everything around it.
  const { document } = parseHTML(/<html[\s>]/i.test(html) ? html : `<html>${html}</html>`);
  const meta = (selector: string) => clean(document.querySelector(selector)?.getAttribute('content'));
  const baseHref = absoluteUrl(document.querySelector('base[href]')?.getAttribute('href'), url)?.href ?? url;

  // A footer widget's "Quick links" or a sidebar's headings are the theme's, not the page's.
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((el) => !isChromeHeading(el as unknown as Element, baseHref))
    .map((el) => ({ level: Number(el.tagName.slice(1)), text: textOf(el as unknown as Element, true) }))
    .filter((h) => h.text !== '');
  const h1 = headings.filter((h) => h.level === 1).map((h) => h.text);

  const canonicalUrl = absoluteUrl(document.querySelector('link[rel~="canonical"]')?.getAttribute('href'), baseHref);
  if (canonicalUrl) canonicalUrl.hash = '';

  const origin = new URL(url).origin;
  const internalLinks = new Set<string>();
  for (const anchor of document.querySelectorAll('a[href]')) {
    const target = absoluteUrl(anchor.getAttribute('href'), baseHref);
    const own = target && onSiteAt(target.href, canonicalUrl?.origin ?? null, origin);
    if (!own) continue;
    internalLinks.add(own);
  }

  const structure = readStructure(document as unknown as Document, url);

  // Readability rewrites the tree it is given, and the headings and links above were read first.
  const article = new Readability(document.cloneNode(true) as unknown as Document).parse();
  // linkedom leaves <body> empty when a page omits it, so the root is the last resort.
  const mainText =
    (article?.content ? blockText(parseHTML(`<html><body>${article.content}</body></html>`).document.body) : '') ||
    clean(document.body?.textContent) ||
    clean(document.documentElement?.textContent);

  const ogType = meta('meta[property="og:type"]').toLowerCase();
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '').join('\n');
  const path = new URL(url).pathname;
  // A builder's post page (GoDaddy's /blog/f/<slug>) may have no <article>: its dated byline marks it.
  // So does a hand-coded theme's date line ("Jun. 3, 2024", "3 June 2024") under a post's path.
  // Readability may drop the byline with the title ("By Gareth Hollis · 19th October 2023 · EV
  // Charging" under the h1 of a WordPress theme without <article>): the text right under the h1 is
  // read too, last, and only on a post's path.
  const dated = () =>
    document.querySelector('time[datetime]') !== null ||
    /\b(?:posted|published)\b[^.]{0,40}\b(?:19|20)\d{2}\b/i.test(mainText.slice(0, 600)) ||
    BYLINE_DATE.test(mainText.slice(0, 600)) ||
    BYLINE_DATE.test(textUnderTitle(document as unknown as Document));
  // SEO plugins (Yoast) mark every WordPress page og:type "article": where the page's own
  // structured data calls it a plain WebPage and names no article type, it is a page ("Fees",
  // "Our Services"), not a post.
  const plainPage = /"@type"\s*:\s*(?:\[[^\]]*)?"WebPage"/.test(jsonLd);
  const isArticle = (ogType === 'article' && !plainPage) || ARTICLE_SCHEMA_TYPES.test(jsonLd) || (ARTICLE_PATH.test(path) && (document.querySelector('article') !== null || dated()));

  return {
    url,
    title: clean(document.querySelector('title')?.textContent),
    description: meta('meta[name="description"]') || meta('meta[property="og:description"]'),
    canonical: canonicalUrl?.href ?? null,
    language: clean(document.documentElement?.getAttribute('lang')) || null,
    siteName: meta('meta[property="og:site_name"]') || null,
    h1,
    headings,
    mainText,
    wordCount: countWords(mainText),
    internalLinks: [...internalLinks],
    isArticle,
    ...structure,
  };
}

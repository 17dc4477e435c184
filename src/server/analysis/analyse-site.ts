import type { ExtractedPage } from './extract-page';
import { extractKeyphrases, type WeightedText } from './keyphrases';
import { buildSiteFacts, lowercaseWordsOf, proseNamesOf } from './site-facts/index';
import { SERVICE_HEAD } from './site-facts/offerings';
import { isAudiencePhrase } from './site-facts/people-places';
import { goodsCategory, headlineOfferings, peopleAudiences, sentenceName } from './site-facts/summary';
import { copyrightHolder, inPlace, listPhrase, lowerLabel, PAGE_LABEL, pageMatchKey, TITLE_SEPARATORS } from './site-facts/text';
import type { PageSummary, SeoCheck, SiteAnalysis } from '../../shared/site-analysis';

/** Pages under this many words of main text are flagged as thin. */
export const THIN_PAGE_WORDS = 200;
export const MAX_KEYPHRASES = 15;
const EXCERPT_CHARS = 1500;
/** Keyphrase extraction reads at most this much of a page: enough to rank, bounded in cost. */
const MAX_BODY_CHARS = 12_000;

/** "Bookkeeping for small businesses in Portland" → audience, and what comes before "for". */
const FOR_AUDIENCE =
  /^(?:(?:we|i)\s+(?:offer|provide|deliver|make|sell|help with)\s+)?(.*?)\s*\bfor\s+((?:[\p{L}'’&-]+(?:,\s*|\s+)){0,6}?[\p{L}'’-]+)(?=\s+(?:in|across|throughout|around|near|who|that|with|from|since|at)\b|[.,;:!?)]|$)(?:\s+in\s+(\p{Lu}[\p{L}-]*(?:,?\s+\p{Lu}[\p{L}-]*){0,3}))?/iu;
/** "We help independent cafés grow" → the audience, when no "for …" line says it. */
const HELPS_AUDIENCE = /\bhelps?\s+((?:[\p{L}'’&-]+\s+){0,4}?[\p{L}'’-]+s)\s+(?:to|with|grow|get|find|save|build|run|keep|make|sell|win)\b/iu;
const NOT_AN_AUDIENCE = /^(?:a|an|the|your|you|us|our|me|free|every|each|more|less|over|up|all|any|this|that|years?|months?|days?)\b/i;

interface Positioning {
  offering: string;
  audience: string;
  location: string | null;
}

/** "Monthly bookkeeping" → "monthly bookkeeping", but "QuickBooks setup" stays. */
function lowerInitial(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function sentences(text: string, max: number): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).slice(0, max);
}

function stripBrand(text: string, siteName: string): string {
  return text.startsWith(siteName) ? text.slice(siteName.length).replace(/^\s*(?:is|are|offers?|provides?)?\s*/i, '') : text;
}

export function findPositioning(home: ExtractedPage, siteName: string): Partial<Positioning> {
  const candidates = [home.description, ...home.h1, home.title, ...sentences(home.mainText, 4)].filter((t) => t !== '');
  for (const candidate of candidates) {
    for (const sentence of sentences(stripBrand(candidate, siteName), 3)) {
      const match = FOR_AUDIENCE.exec(sentence);
      if (!match) continue;
      const audience = match[2]!.trim();
      if (NOT_AN_AUDIENCE.test(audience) || !/s$/i.test(audience)) continue;
      const offering = lowerInitial(stripBrand(match[1]!.trim(), siteName));
      return { audience, offering: offering || undefined, location: match[3]?.trim() ?? null };
    }
  }
  for (const candidate of candidates) {
    const audience = HELPS_AUDIENCE.exec(candidate)?.[1]?.trim();
    if (audience && !NOT_AN_AUDIENCE.test(audience)) return { audience };
  }
  return {};
}

/** The title segment most pages share ("… | Harbor & Pine Bookkeeping"), else the home title. */
export function findSiteName(pages: ExtractedPage[], hostname: string): string {
  const home = pages[0]!;
  if (home.siteName) return home.siteName;
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const segment of new Set(page.title.split(TITLE_SEPARATORS).map((s) => s.trim()).filter(Boolean))) {
      counts.set(segment, (counts.get(segment) ?? 0) + 1);
    }
  }
  const shared = [...counts.entries()].filter(([, n]) => n > 1 && pages.length > 1).sort((a, b) => b[1] - a[1])[0];
  const titled = shared?.[0] ?? home.title.split(TITLE_SEPARATORS)[0]?.trim();
  // A home page titled "Home" names the page: the footer's copyright line names the business.
  if (titled && !PAGE_LABEL.test(titled)) return titled;
  return copyrightHolder(`${home.chromeText}\n${home.mainText}`) ?? home.h1[0] ?? hostname;
}

/** Words of the name that are the brand itself: all but a final generic word ("Plumbing"). */
function brandWords(siteName: string): string[] {
  const words = siteName.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length > 1 ? words.slice(0, -1) : words;
}

function segmentsOf(page: ExtractedPage): WeightedText[] {
  return [
    { text: page.title, weight: 3 },
    ...page.h1.map((text) => ({ text, weight: 3 })),
    ...page.headings.filter((h) => h.level > 1).map((h) => ({ text: h.text, weight: 2 })),
    { text: page.description, weight: 2 },
    ...page.mainText
      .slice(0, MAX_BODY_CHARS)
      .split('\n')
      .map((text) => ({ text, weight: 1 })),
  ].filter((s) => s.text !== '');
}

function articleTitle(page: ExtractedPage, siteName: string): string {
  if (page.h1[0]) return page.h1[0];
  const segments = page.title.split(TITLE_SEPARATORS).filter((s) => s.trim() !== siteName);
  return segments.join(' – ').trim() || page.title;
}

function countLabel(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function seoChecklist(pages: ExtractedPage[]): SeoCheck[] {
  const urlsWhere = (test: (p: ExtractedPage) => boolean) => pages.filter(test).map((p) => p.url);
  const check = (id: SeoCheck['id'], urls: string[], problem: string, fine: string): SeoCheck => ({
    id,
    ok: urls.length === 0,
    // "1 page has …", "3 pages have …"
    detail: urls.length === 0 ? fine : `${countLabel(urls.length, 'page', 'pages')} ${urls.length === 1 ? problem.replace(/^have\b/, 'has').replace(/^share\b/, 'shares') : problem}`,
    urls,
  });
  const byTitle = new Map<string, string[]>();
  for (const page of pages) {
    const key = page.title.trim().toLowerCase();
    if (key) byTitle.set(key, [...(byTitle.get(key) ?? []), page.url]);
  }
  const duplicates = [...byTitle.values()].filter((urls) => urls.length > 1).flat();
  const all = countLabel(pages.length, 'page', 'pages');
  return [
    check('missing-title', urlsWhere((p) => p.title === ''), 'have no <title>.', `All ${all} have a title.`),
    check('missing-description', urlsWhere((p) => p.description === ''), 'have no meta description.', `All ${all} have a meta description.`),
    check('duplicate-title', duplicates, 'share a title with another page.', 'Every page title is unique.'),
    check('thin-content', urlsWhere((p) => p.wordCount < THIN_PAGE_WORDS), `have fewer than ${THIN_PAGE_WORDS} words of main text.`, `Every page has at least ${THIN_PAGE_WORDS} words.`),
    check('missing-h1', urlsWhere((p) => p.h1.length === 0), 'have no H1 heading.', `All ${all} have an H1 heading.`),
  ];
}

function toSummary(page: ExtractedPage): PageSummary {
  return {
    url: page.url,
    title: page.title,
    description: page.description,
    canonical: page.canonical,
    language: page.language,
    h1: page.h1,
    headings: page.headings,
    wordCount: page.wordCount,
    isArticle: page.isArticle,
    excerpt: page.mainText.slice(0, EXCERPT_CHARS),
  };
}

/** What the crawl found, as the stored SiteAnalysis. `pages[0]` is the start page. Pure. */
/**
 * The pages with every link to a page the crawl read pointing at that page as read: a sitemap
 * or canonical tag may name "/pages/faq" where the menus and cards link "/pages/faq/", and a
 * menu label, a card or a blog index is matched to its page by URL.
 */
function linksAsRead(pages: readonly ExtractedPage[]): ExtractedPage[] {
  const read = new Map(pages.map((p) => [pageMatchKey(p.url), p.url]));
  const asRead = (href: string) => read.get(pageMatchKey(href)) ?? href;
  return pages.map((p) => ({
    ...p,
    nav: p.nav.map((n) => ({ ...n, href: asRead(n.href) })),
    internalLinks: [...new Set(p.internalLinks.map(asRead))],
    cards: p.cards.map((c) => ({ ...c, href: c.href === null ? null : asRead(c.href) })),
  }));
}

export function analyseSite(crawled: ExtractedPage[], startUrl: string, now: Date): SiteAnalysis {
  const pages = linksAsRead(crawled);
  const home = pages[0];
  if (!home) throw new Error('analyseSite needs at least the start page');
  const hostname = new URL(startUrl).hostname;
  const siteName = findSiteName(pages, hostname);
  const keyphrases = extractKeyphrases(pages.map(segmentsOf), { limit: MAX_KEYPHRASES, brandWords: brandWords(siteName) });
  const positioning = findPositioning(home, siteName);
  const articles = pages.filter((p) => p.isArticle).map((p) => ({ url: p.url, title: articleTitle(p, siteName) }));
  const facts = buildSiteFacts(pages, { siteName, now });
  const lowercase = lowercaseWordsOf(pages);
  const names = proseNamesOf(pages);
  // In the order the home page's own description names them, when it does.
  const said = `${home.description} ${home.h1.join(' ')}`.toLowerCase();
  const position = (name: string) => (said.includes(name.toLowerCase()) ? said.indexOf(name.toLowerCase()) : Number.MAX_SAFE_INTEGER);
  const named = headlineOfferings(facts, 3, true)
    .map((o) => sentenceName(o, lowercase, names, facts.offerings))
    .map((name, i) => ({ name, i }))
    .sort((a, b) => position(a.name) - position(b.name) || a.i - b.i)
    .map((x) => x.name);
  // Facts first: the offerings and audiences the site states; the old positioning line only fills gaps.
  // A blog with nothing to sell says what it is about ("a hobby blog about planted aquariums, …").
  const about = articles.length > 0 ? (/\babout\s+([^.;:]+)/i.exec(facts.description?.text ?? '')?.[1]?.replace(/,\s*(?:written|made|run|based|published|told|shared)\b.*$/i, '').trim() ?? null) : null;
  // A shop says what kind of goods it sells ("sells hand-poured soy candles"), not three of their names.
  const headline = headlineOfferings(facts, 3);
  const shop = headline.length > 0 && headline.every((o) => o.kind === 'product') && !facts.offerings.some((o) => o.kind === 'plan');
  const titleParts = home.title.split(TITLE_SEPARATORS).map((t) => t.trim()).filter((t) => t !== '' && t !== facts.business.name && t !== siteName);
  // Goods priced one by one may be what the work is done on: "Mobile knife, scissor and garden tool
  // sharpening in Hobart" opens on work, which is what the business offers ("Kitchen knives $12 each"
  // is sharpening); so does "Skip hire in Bristol from £175", whatever its cards name ("2 Yard Mini").
  // …though it sells a care plan too ("Hallway $25" beside a carpet cleaner's "Care Club").
  const priced = (kind: string) => facts.offerings.filter((o) => o.kind === kind && o.prices.length > 0).length;
  const allGoods = (headline.length > 0 && headline.every((o) => o.kind === 'product')) || priced('product') > priced('service') * 2;
  const work = allGoods ? /^([^.]{3,80}?\b\p{L}+)(?=\s+(?:in|for|across|around|near|at)\s+\p{Lu}|[.]|$)/u.exec(facts.description?.text ?? '')?.[1] : undefined;
  const worked = work !== undefined && SERVICE_HEAD.test(work.split(/\s+/).pop()!) ? lowerLabel(work, lowercase, names) : null;
  const category = shop && facts.english && !worked ? goodsCategory([facts.description?.text ?? '', ...titleParts, ...home.h1], facts.business.name) : null;
  const goods = worked ?? (category ? lowerLabel(category, lowercase, names) : null);
  const offering = goods ?? (named.length > 0 ? listPhrase(named) : (about ?? (positioning.offering || listPhrase(keyphrases.slice(0, 3).map((k) => k.phrase)))));
  // The old line's "for …" is a fallback only where it names people ("for busy downtown days", "for twenty years" do not).
  const positioned = positioning.audience && isAudiencePhrase(positioning.audience) ? positioning.audience : '';
  const people = peopleAudiences(facts, offering);
  const audience = people.length > 0 ? listPhrase(people) : positioned;
  const location = facts.locations[0]?.text ?? positioning.location ?? null;

  const where = location ? ` ${inPlace(location)}` : '';
  const forWhom = audience ? ` for ${audience}` : '';
  const blog = articles.length > 0 ? ` Its blog has ${countLabel(articles.length, 'article', 'articles')}.` : '';
  const languages = pages.map((p) => p.language).filter((l): l is string => l !== null);

  return {
    url: startUrl,
    siteName,
    language: home.language ?? languages[0] ?? null,
    summary:
      named.length === 0 && about
        ? `${facts.business.name} publishes articles about ${about}${forWhom}.${blog}`
        : `${facts.business.name} ${goods && !worked ? 'sells' : 'offers'} ${offering}${forWhom}${where}.${blog}`,
    offering,
    audience,
    location,
    keyphrases,
    pages: pages.map(toSummary),
    existingArticles: articles,
    seoChecklist: seoChecklist(pages),
    crawledAt: now.toISOString(),
    facts,
  };
}

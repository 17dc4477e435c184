import type { SiteFacts } from '../../shared/site-facts';
import type { PageSummary, SiteAnalysis } from '../../shared/site-analysis';
import type { ExtractedPage } from './extract-page';
import { findPrices, type PageFaq, type PagePassage } from './page-structure';
import { buildSiteFacts } from './site-facts/index';
import { checkNounPhrase } from './site-facts/nlp';
import { ref } from './site-facts/text';

/**
 * The facts of an analysis: stored ones, or — for an analysis stored before facts existed — facts
 * rebuilt from its page summaries (headings and the stored excerpt; no JSON-LD, cards or nav, so
 * thinner than a fresh crawl's). Pure.
 */
export function factsOf(analysis: SiteAnalysis): SiteFacts {
  if (analysis.facts) return analysis.facts;
  const pages = analysis.pages.length > 0 ? analysis.pages.map(pageFromSummary) : [emptyPage(analysis.url)];
  const facts = buildSiteFacts(pages, { siteName: analysis.siteName, now: new Date(analysis.crawledAt) });
  if (facts.offerings.length >= 2) return facts;
  // The old analysis's one-line offering ("espresso blends, brew guides and grinders") is the best
  // it kept; each item counts only if it is a noun phrase one of its pages uses.
  const have = new Set(facts.offerings.map((o) => o.name.toLowerCase()));
  for (const item of analysis.offering.split(/,\s*|\s+(?:and|&)\s+/).map((s) => s.trim())) {
    if (!item || have.has(item.toLowerCase()) || !checkNounPhrase(item).ok) continue;
    const page = analysis.pages.find((p) => `${p.title} ${p.description} ${p.excerpt}`.toLowerCase().includes(item.toLowerCase()));
    if (!page) continue;
    const passage = [page.description, ...page.excerpt.split('\n')].find((l) => l.toLowerCase().includes(item.toLowerCase())) ?? page.title;
    have.add(item.toLowerCase());
    facts.offerings.push({ name: item, kind: 'service', url: page.url, description: null, prices: [], specs: [], source: ref(page.url, passage) });
  }
  return facts;
}

function pageFromSummary(summary: PageSummary): ExtractedPage {
  const headingTexts = new Set(summary.headings.map((h) => h.text));
  const passages: PagePassage[] = [];
  const faqs: PageFaq[] = [];
  let heading: string | null = null;
  for (const line of summary.excerpt.split('\n').map((l) => l.trim()).filter(Boolean)) {
    if (headingTexts.has(line)) {
      heading = line;
      continue;
    }
    if (heading && /\?$/.test(heading) && !passages.some((p) => p.heading === heading)) faqs.push({ question: heading, answer: line, origin: 'heading' });
    passages.push({ heading, kind: 'paragraph', text: line, items: [] });
  }
  return {
    url: summary.url,
    title: summary.title,
    description: summary.description,
    canonical: summary.canonical,
    language: summary.language,
    siteName: null,
    h1: summary.h1,
    headings: summary.headings,
    mainText: summary.excerpt,
    wordCount: summary.wordCount,
    internalLinks: [],
    isArticle: summary.isArticle,
    jsonLd: [],
    nav: [],
    passages,
    faqs,
    cards: [],
    prices: passages.flatMap((p) => findPrices(p.text).map((text) => ({ text, context: p.text, heading: p.heading }))),
    images: [],
    chromeText: '',
  };
}

function emptyPage(url: string): ExtractedPage {
  return pageFromSummary({ url, title: '', description: '', canonical: null, language: null, h1: [], headings: [], wordCount: 0, isArticle: false, excerpt: '' });
}

import type { Offering, Passage, Price, SiteFacts, SiteQuestion, SourceRef, Stated } from '../../shared/site-facts';
import type { PageSummary, SiteAnalysis } from '../../shared/site-analysis';
import { checkables, splitSentences } from './nlp';
import { containsPhrase, contentWords, pageHeadline } from './text';

/**
 * The site facts an article is written from. Analyses made since site facts exist carry them;
 * older ones (stored records, hand-written fixtures) are read again from what they kept of each
 * page — its excerpt, description and headings — so every stored analysis can still generate.
 * The fallback is thinner (no JSON-LD, tables or images), never looser: every fact it returns is
 * a passage of a crawled page.
 */
export function siteFactsOf(analysis: SiteAnalysis): SiteFacts {
  return analysis.facts ?? factsFromPages(analysis);
}

/** Pages that are not offerings even when they are not blog posts. */
const NOT_AN_OFFERING = /\b(about|contact|blog|news|privacy|terms|team|careers|jobs|faq|login|sign ?in|cart|checkout|home)\b/i;
const MONEY = /[$£€¥]\s?\d|\d\s?(?:usd|eur|gbp|dollars|euros|pounds)\b/i;
const CURRENCY: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '¥': 'JPY' };

function blocksOf(page: PageSummary): string[] {
  return page.excerpt
    .split('\n')
    .map((b) => b.trim())
    .filter((b) => b.split(/\s+/).length >= 4);
}

function priceOf(sentence: string, url: string): Price | null {
  const text = checkables(sentence).figures.find((f) => MONEY.test(f));
  if (!text) return null;
  const amount = Number(text.replace(/[^\d.]/g, ''));
  const unit = sentence.slice(sentence.indexOf(text) + text.length).match(/^\s*(per \w+|an? (?:hour|day|week|month|year|visit|session)|\/\s?\w+)/)?.[1] ?? null;
  return {
    text: unit ? `${text} ${unit}` : text,
    amount: Number.isFinite(amount) && amount > 0 ? amount : null,
    currency: CURRENCY[text.trim()[0] ?? ''] ?? null,
    unit,
    source: { url, passage: sentence },
  };
}

function stated(text: string | null | undefined, home: PageSummary | undefined): Stated[] {
  if (!text?.trim() || !home) return [];
  const passage = [home.description, ...blocksOf(home)].find((p) => containsPhrase(p, text));
  return passage ? [{ text: text.trim(), source: { url: home.url, passage } }] : [];
}

function factsFromPages(analysis: SiteAnalysis): SiteFacts {
  const home = analysis.pages[0];
  const passages: Passage[] = [];
  const offerings: Offering[] = [];
  const questions: SiteQuestion[] = [];
  analysis.pages.forEach((page, pi) => {
    const heading = page.h1[0] ?? (pageHeadline(page.title, analysis.siteName) || null);
    const blocks = blocksOf(page);
    blocks.forEach((text, bi) => passages.push({ id: `p${pi + 1}.${bi + 1}`, url: page.url, heading, kind: 'paragraph', text, items: [] }));
    if (page.description && !blocks.some((b) => b.includes(page.description))) {
      passages.push({ id: `p${pi + 1}.d`, url: page.url, heading, kind: 'paragraph', text: page.description, items: [] });
    }
    for (const h of page.headings) {
      if (h.text.endsWith('?')) questions.push({ question: h.text, answer: null, origin: 'heading', source: { url: page.url, passage: h.text } });
    }
    const name = pageHeadline(page.title, analysis.siteName);
    if (pi === 0 || page.isArticle || !name || NOT_AN_OFFERING.test(name)) return;
    const sentences = blocks.flatMap(splitSentences);
    const source: SourceRef = { url: page.url, passage: page.description || blocks[0] || name };
    offerings.push({
      name,
      kind: 'service',
      url: page.url,
      description: page.description || null,
      prices: sentences.map((s) => priceOf(s, page.url)).filter((p): p is Price => p !== null),
      specs: [],
      source,
    });
  });
  for (const article of analysis.existingArticles) {
    if (article.title.endsWith('?')) questions.push({ question: article.title, answer: null, origin: 'blog-title', source: { url: article.url, passage: article.title } });
  }
  const language = analysis.language?.toLowerCase().split('-')[0] ?? null;
  return {
    version: 1,
    language,
    english: language === null || language === 'en',
    business: { name: analysis.siteName, source: { url: analysis.url, passage: home?.title || analysis.siteName } },
    description: home?.description ? { text: home.description, source: { url: home.url, passage: home.description } } : null,
    category: null,
    offerings,
    audiences: stated(analysis.audience, home),
    locations: stated(analysis.location, home),
    questions,
    blogSubjects: analysis.existingArticles.map((a) => ({ title: a.title, url: a.url, subjects: contentWords(a.title) })),
    passages,
    images: [],
  };
}

import type { PageSummary, SiteAnalysis } from '../../shared/site-analysis';
import { capitalize, containsPhrase, contentWords, pageHeadline, titleCase } from './text';

/** What the reader wants from the topic; it decides the article's central section. */
export type Intent = 'how-to' | 'checklist' | 'comparison' | 'explainer';

export interface RelatedPage {
  url: string;
  headline: string;
  page: PageSummary;
}

export interface Outline {
  topic: string;
  keyphrase: string;
  intent: Intent;
  title: string;
  metaDescription: string;
  /** H2 headings in order; the writer fills them. */
  headings: { key: SectionKey; text: string }[];
  faq: string[];
  /** Crawled pages most relevant to the topic, best first: internal-link and fact candidates. */
  relatedPages: RelatedPage[];
  homeUrl: string;
}

export type SectionKey = 'why' | 'core' | 'site' | 'research' | 'mistakes' | 'faq' | 'conclusion';

export interface OutlineInput {
  topic: string;
  analysis: SiteAnalysis;
  /** Whether research facts will be available (paid articles with sources). */
  hasResearch: boolean;
}

const META_MAX = 155;

export function detectIntent(topic: string): Intent {
  const t = topic.toLowerCase();
  if (/\bchecklist\b|\btips\b|\bmistakes?\b|\bways\b|\bthings\b|^\d+\s/.test(t)) return 'checklist';
  if (/\bvs\.?\b|\bversus\b|\bcompar|\balternatives?\b|\bbest\b|\bchoos|\bwhich\b/.test(t)) return 'comparison';
  if (/^how\b|\bhow to\b|\bguide\b|\bstep|\bset ?up\b|\bstart|\bbuild|\bmake\b|\bcreate\b/.test(t)) return 'how-to';
  return 'explainer';
}

/**
 * The phrase the article ranks for, taken from the topic's subject (the part before qualifiers
 * such as "for freelancers" or ": a complete guide"): a multi-word keyphrase of the site's own
 * found in it (longest first, then highest weight), else the subject without its framing words.
 */
export function chooseKeyphrase(topic: string, analysis: SiteAnalysis): string {
  const head = topic
    .toLowerCase()
    .split(/:|\s[-–—]\s|\s(?:for|as an?|when|if|that|without|with)\s/)[0]!
    .replace(/[?!.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const candidates = [...analysis.keyphrases]
    .filter((k) => k.phrase.trim().includes(' ') && containsPhrase(head, k.phrase))
    .sort((a, b) => b.phrase.length - a.phrase.length || b.weight - a.weight);
  if (candidates[0]) return candidates[0].phrase.toLowerCase();
  const subject = head
    .replace(/^(how to|what is|what are|why|when|the|a|an)\s+/, '')
    .replace(/^(\d+\s+)?((tips|ways|steps|mistakes|things|questions)\s+(to|for|about)\s+)?/, '')
    .replace(/\s+(a |an |the )?(complete |ultimate |practical |beginner'?s? )?(guide|checklist|tips|explained)$/, '')
    .replace(/\b(in|for) \d{4}\b/g, '')
    .trim();
  const words = subject.split(' ');
  return (words.length > 5 ? words.slice(0, 5).join(' ') : subject) || head || topic.toLowerCase();
}

/** "late payments" takes "matter", "home espresso" takes "matters". */
export function isPluralPhrase(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return /[^su]s$/.test(last) && !/(ss|ics|ness|sis)$/.test(last);
}

export function relatedPages(topic: string, keyphrase: string, analysis: SiteAnalysis, limit = 3): RelatedPage[] {
  const wanted = new Set([...contentWords(topic), ...contentWords(keyphrase)]);
  const home = normalizedHome(analysis);
  return analysis.pages
    .filter((p) => p.url.replace(/\/$/, '') !== home)
    .map((p, index) => {
      const words = contentWords(`${p.title} ${p.description} ${p.h1.join(' ')} ${p.excerpt}`);
      const hits = new Set(words.filter((w) => wanted.has(w))).size;
      return { p, index, score: hits + (p.isArticle ? 0.5 : 0) };
    })
    .filter((x) => x.score >= 1)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ p }) => ({ url: p.url, headline: pageHeadline(p.title, analysis.siteName), page: p }));
}

function normalizedHome(analysis: SiteAnalysis): string {
  return analysis.url.replace(/\/$/, '');
}

function makeTitle(topic: string, keyphrase: string, intent: Intent): string {
  const base = titleCase(topic.trim().replace(/[.!]+$/, ''));
  if (containsPhrase(base, keyphrase)) return base;
  const suffix = intent === 'checklist' ? 'Checklist' : intent === 'comparison' ? 'Buyer’s Guide' : 'Guide';
  return `${base}: A ${titleCase(keyphrase)} ${suffix}`;
}

function makeMeta(keyphrase: string, intent: Intent, analysis: SiteAnalysis): string {
  const lead: Record<Intent, string> = {
    'how-to': `A step-by-step guide to ${keyphrase}`,
    checklist: `A practical ${keyphrase} checklist`,
    comparison: `How to compare your ${keyphrase} options`,
    explainer: `${capitalize(keyphrase)} explained`,
  };
  const forWhom = analysis.audience.trim() ? ` for ${analysis.audience.trim()}` : '';
  const full = `${lead[intent]}${forWhom}, with tips, common mistakes and answers from ${analysis.siteName}.`;
  if (full.length <= META_MAX) return full;
  const short = `${lead[intent]}: tips, common mistakes and answers from ${analysis.siteName}.`;
  return short.length <= META_MAX ? short : `${short.slice(0, META_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/** The article's plan, the same for both writer engines; pure and deterministic. */
export function buildOutline({ topic, analysis, hasResearch }: OutlineInput): Outline {
  const keyphrase = chooseKeyphrase(topic, analysis);
  const intent = detectIntent(topic);
  const related = relatedPages(topic, keyphrase, analysis);
  const k = keyphrase;
  const plural = isPluralPhrase(k);
  const core: Record<Intent, string> = {
    'how-to': `How to get ${k} right, step by step`,
    checklist: `Your ${k} checklist`,
    comparison: `How to compare ${k} options`,
    explainer: `What ${k} ${plural ? 'look' : 'looks'} like in practice`,
  };
  const headings: Outline['headings'] = [
    { key: 'why', text: `Why ${k} ${plural ? 'matter' : 'matters'}` },
    { key: 'core', text: core[intent] },
  ];
  if (related.length > 0) headings.push({ key: 'site', text: `What we have learned at ${analysis.siteName}` });
  if (hasResearch) headings.push({ key: 'research', text: `What others say about ${k}` });
  headings.push(
    { key: 'mistakes', text: `Common ${k} mistakes to avoid` },
    { key: 'faq', text: 'Frequently asked questions' },
    { key: 'conclusion', text: `Final thoughts on ${k}` },
  );
  return {
    topic,
    keyphrase,
    intent,
    title: makeTitle(topic, keyphrase, intent),
    metaDescription: makeMeta(keyphrase, intent, analysis),
    headings: headings.map((h) => ({ ...h, text: capitalize(h.text) })),
    faq: [
      `Where should I start with ${k}?`,
      `How long does it take to see results?`,
      `Do I need special tools or expert help?`,
      `Where can I learn more about ${k}?`,
    ],
    relatedPages: related,
    homeUrl: analysis.url,
  };
}

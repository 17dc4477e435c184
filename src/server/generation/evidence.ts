import type { SiteFacts, SourceRef } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { splitSentences } from './nlp';
import type { Fact, ResearchSource, SourceKind } from './research/research-source';
import { pageHeadline } from './text';

/**
 * The evidence ledger: every source the writer may cite (fetched research plus the user's own
 * crawled pages) and, after the claim check (claim-check.ts), the sentences each one backs.
 */
export type EvidenceKind = SourceKind | 'site';

export interface EvidenceSource {
  id: string;
  kind: EvidenceKind;
  url: string;
  title: string;
  facts: Fact[];
}

/** A claim as a writer reports it: the sentence it published and the source id it relies on. */
export interface Claim {
  text: string;
  sourceId: string;
}

export interface LedgerEntry {
  id: string;
  kind: EvidenceKind;
  url: string;
  title: string;
  claims: { text: string; passage: string }[];
}

/**
 * The site as citable sources, one per page (`P1`, `P2`, … in the order the facts first name
 * them). Each passage of the site facts, and every passage a price, specification, question or
 * stated audience was read from, is citable: its sentences (or list items, steps, table rows) are
 * the facts, each tied to the whole passage.
 */
export function siteSources(facts: SiteFacts, analysis: SiteAnalysis): EvidenceSource[] {
  const byUrl = new Map<string, Map<string, Fact>>();
  const add = (url: string, text: string, passage: string) => {
    const facts = byUrl.get(url) ?? new Map<string, Fact>();
    const key = text.trim();
    if (key && !facts.has(key)) facts.set(key, { text: key, passage });
    byUrl.set(url, facts);
  };
  for (const p of facts.passages) {
    if (p.kind === 'paragraph' || p.items.length === 0) {
      for (const sentence of splitSentences(p.text)) add(p.url, sentence, p.text);
      continue;
    }
    // A list's text is clipped for storage; its items are whole, so they are the passage.
    const whole = p.items.join('\n');
    for (const item of p.items) add(p.url, item, whole);
  }
  for (const ref of sourceRefsOf(facts)) add(ref.url, ref.passage, ref.passage);
  for (const o of facts.offerings) {
    for (const price of o.prices) {
      // A price read from structured data (a JSON-LD offer, a product card) may not sit in the
      // sentence it was found next to: the citable passage is then the offering's name and the
      // price as the site states them, followed by that sentence.
      if (squashed(price.source.passage).includes(squashed(price.text))) continue;
      const passage = `${o.name}: ${price.text}. ${price.source.passage}`;
      add(price.source.url, passage, passage);
    }
  }
  const titles = new Map(analysis.pages.map((p) => [p.url, pageHeadline(p.title, analysis.siteName)]));
  return [...byUrl.entries()]
    .filter(([, f]) => f.size > 0)
    .map(([url, f], i) => ({ id: `P${i + 1}`, kind: 'site' as const, url, title: titles.get(url) || url, facts: [...f.values()] }));
}

function squashed(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** Every passage a fact outside `passages` was read from. */
function sourceRefsOf(facts: SiteFacts): SourceRef[] {
  return [
    ...facts.offerings.flatMap((o) => [o.source, ...o.prices.map((p) => p.source), ...o.specs.map((s) => s.source)]),
    ...facts.questions.map((q) => q.source),
    ...facts.audiences.map((a) => a.source),
    ...facts.locations.map((l) => l.source),
    ...(facts.description ? [facts.description.source] : []),
    ...(facts.category ? [facts.category.source] : []),
  ];
}

export function allSources(research: readonly ResearchSource[], site: readonly EvidenceSource[]): EvidenceSource[] {
  return [...site, ...research];
}

import type { SiteFacts, SourceRef } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { splitSentences } from './nlp';
import type { Fact, ResearchSource, SourceKind } from './research/research-source';
import { overlap, pageHeadline } from './text';

/**
 * The evidence ledger: every source the writer may cite (fetched research plus the user's own
 * crawled pages) and, after writing, the claims each one supports.
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

/** How much of a claim's wording must be found in its source passage to count as supported. */
export const SUPPORT_THRESHOLD = 0.6;

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
    const parts = p.kind === 'paragraph' || p.items.length === 0 ? splitSentences(p.text) : p.items;
    for (const part of parts) add(p.url, part, p.text);
  }
  for (const ref of sourceRefsOf(facts)) add(ref.url, ref.passage, ref.passage);
  const titles = new Map(analysis.pages.map((p) => [p.url, pageHeadline(p.title, analysis.siteName)]));
  return [...byUrl.entries()]
    .filter(([, f]) => f.size > 0)
    .map(([url, f], i) => ({ id: `P${i + 1}`, kind: 'site' as const, url, title: titles.get(url) || url, facts: [...f.values()] }));
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

/** The passage of `source` that best supports `claim`, with its support score. */
export function bestSupport(claim: string, source: EvidenceSource): { passage: string; score: number } {
  let best = { passage: '', score: 0 };
  for (const f of source.facts) {
    // A passage quoting the claim word for word beats one that merely shares its words.
    if (f.passage.includes(claim.trim())) return { passage: f.passage, score: 1 };
    const score = Math.max(overlap(claim, f.text), overlap(claim, f.passage));
    if (score > best.score) best = { passage: f.passage, score };
  }
  return best;
}

export interface LedgerCheck {
  ledger: LedgerEntry[];
  /** Claims citing an unknown source or not backed by their source's words: to be removed. */
  unsupported: Claim[];
}

/**
 * Ties each claim to the passage it came from. A claim whose source is not in the list, or whose
 * wording its source does not support, is unsupported: the caller removes it from the article.
 */
export function checkClaims(claims: readonly Claim[], sources: readonly EvidenceSource[]): LedgerCheck {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const entries = new Map<string, LedgerEntry>();
  const unsupported: Claim[] = [];
  for (const claim of claims) {
    const source = byId.get(claim.sourceId);
    const support = source ? bestSupport(claim.text, source) : null;
    if (!source || !support || support.score < SUPPORT_THRESHOLD) {
      unsupported.push(claim);
      continue;
    }
    const entry = entries.get(source.id) ?? { id: source.id, kind: source.kind, url: source.url, title: source.title, claims: [] };
    if (!entry.claims.some((c) => c.text === claim.text)) entry.claims.push({ text: claim.text, passage: support.passage });
    entries.set(source.id, entry);
  }
  return { ledger: sources.map((s) => entries.get(s.id)).filter((e): e is LedgerEntry => e !== undefined), unsupported };
}

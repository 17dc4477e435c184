import type { SiteAnalysis } from '../../shared/site-analysis';
import { factsFromPassage } from './research/facts';
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

/** The user's crawled pages as citable sources (`P1`, `P2`, …), facts taken from their text. */
export function siteSources(analysis: SiteAnalysis): EvidenceSource[] {
  return analysis.pages
    // The page's own text first: a meta description is a pitch, the excerpt says what the page states.
    .map((p) => ({ p, facts: [...factsFromPassage(p.excerpt, 4), ...factsFromPassage(p.description, 1)].slice(0, 4) }))
    .filter(({ facts }) => facts.length > 0)
    .map(({ p, facts }, i) => ({ id: `P${i + 1}`, kind: 'site' as const, url: p.url, title: pageHeadline(p.title, analysis.siteName), facts }));
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

import type { EvidenceSource } from '../../evidence';
import { contentWords } from '../../text';

/** One citable statement: a source's fact with the id a writer cites it by. */
export interface SourceFact {
  sourceId: string;
  url: string;
  title: string;
  text: string;
  site: boolean;
}

export function allFacts(sources: readonly EvidenceSource[]): SourceFact[] {
  return sources.flatMap((s) => s.facts.map((f) => ({ sourceId: s.id, url: s.url, title: s.title, text: f.text, site: s.kind === 'site' })));
}

function stem(word: string): string {
  return word.replace(/(ies|es|s)$/, '');
}

/**
 * The facts most relevant to `query` (a section's heading and brief plus the keyphrase), best
 * first. Shared words, weighted by rarity across all facts so that the business's name or the
 * keyphrase itself (in every fact) does not decide, and normalised by the fact's length so that a
 * long passage does not win by size. Facts with nothing in common are left out.
 */
export function rankFacts(facts: readonly SourceFact[], query: string, limit: number, exclude: ReadonlySet<string> = new Set()): SourceFact[] {
  const wanted = new Set(contentWords(query).map(stem));
  if (wanted.size === 0) return [];
  const df = new Map<string, number>();
  const bags = facts.map((f) => new Set(contentWords(f.text).map(stem)));
  for (const bag of bags) for (const w of bag) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log(1 + facts.length / (df.get(w) ?? 1));
  return facts
    .map((f, i) => {
      const bag = bags[i]!;
      let score = 0;
      for (const w of wanted) if (bag.has(w)) score += idf(w);
      return { f, score: score / Math.sqrt(Math.max(4, bag.size)) };
    })
    .filter(({ f, score }) => score > 0 && !exclude.has(key(f)))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ f }) => f);
}

export function key(f: SourceFact): string {
  return `${f.sourceId}\u0000${f.text}`;
}

/** The facts as the model sees them: one line each, with the id to cite. */
export function describeFacts(facts: readonly SourceFact[]): string {
  return facts.map((f) => `[${f.sourceId}] ${f.text.replace(/\s+/g, ' ').trim()}`).join('\n');
}

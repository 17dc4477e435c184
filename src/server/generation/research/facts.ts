import type { Fact } from './research-source';

const MIN_WORDS = 6;
const MAX_WORDS = 45;

/** Sentences of a snippet, with the whitespace and HTML remnants search APIs leave in. */
export function sentences(text: string): string[] {
  const clean = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|quot|#39|apos|lt|gt|nbsp);/g, (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>', nbsp: ' ' })[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((s) => s.trim()).filter(Boolean) ?? [];
}

/**
 * Facts from a fetched passage: its complete, reasonably sized sentences, each tied to the whole
 * passage it came from. Fragments (cut-off snippets ending in '...') are not facts.
 */
export function factsFromPassage(passage: string, limit = 3): Fact[] {
  const whole = sentences(passage).join(' ');
  const facts: Fact[] = [];
  for (const s of sentences(passage)) {
    const words = s.split(/\s+/).length;
    if (words < MIN_WORDS || words > MAX_WORDS) continue;
    if (/(\.\.\.|…)$/.test(s) || !/[.!?]$/.test(s)) continue;
    facts.push({ text: s, passage: whole });
    if (facts.length >= limit) break;
  }
  return facts;
}

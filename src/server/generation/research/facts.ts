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

/** Words that open a sentence; seen mid-sentence after a lower-case word they betray a glued heading. */
const SENTENCE_STARTERS = 'We|You|Our|Your|The|This|These|Every|Each|If|When|It|They|Pick|Most|Many|All|Get|Use|Choose';
const GLUED_HEADING = new RegExp(`^((?:\\S+\\s){1,5}?)(?<=[a-z]\\s)(?=(?:${SENTENCE_STARTERS})\\s)`);

/** "Flat monthly pricing Pick the plan …" (a heading run into its paragraph) → "Pick the plan …". */
function withoutGluedHeading(sentence: string): string {
  const m = GLUED_HEADING.exec(sentence);
  return m ? sentence.slice(m[0].length) : sentence;
}

/**
 * Facts from a fetched passage: its complete, reasonably sized sentences, each tied to the whole
 * passage it came from. Fragments (cut-off snippets ending in '...') are not facts.
 */
export function factsFromPassage(passage: string, limit = 3): Fact[] {
  const whole = sentences(passage).join(' ');
  const facts: Fact[] = [];
  for (const raw of sentences(passage)) {
    const s = withoutGluedHeading(raw);
    const words = s.split(/\s+/).length;
    if (words < MIN_WORDS || words > MAX_WORDS) continue;
    // Questions are not facts, and cut-off snippets ('...') are not whole statements.
    if (/(\.\.\.|…)$/.test(s) || !/[.!]$/.test(s)) continue;
    facts.push({ text: s, passage: whole });
    if (facts.length >= limit) break;
  }
  return facts;
}

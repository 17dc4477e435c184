import type { Passage } from '../../../../shared/site-facts';
import { isStatement, splitSentences } from '../../nlp';

/**
 * Which of the site's sentences can stand in an article on its blog. The article speaks with the
 * business's voice, so "we" and "our" stay; what cannot stand outside its page goes: pointers to
 * the page around it ("the table below", "click here"), forms and cookie notices, calls to action,
 * testimonials (someone else's words), sentences that lean on the one before ("It also…") when
 * that one is not quoted, questions, and fragments without a verb (slogans, page descriptions
 * such as "Answers about call-out fees …"). Pure.
 */

const PAGE_FURNITURE =
  /\b(click|tap|below|above|this page|this site|the form|fill in|cookies?|newsletter|sign up|log ?in|add to (cart|basket)|checkout|subscribe|scroll|menu|see all|read more|learn more|get in touch|privacy|©)\b/i;
const CALL_TO_ACTION = /^(call|book|contact|email|order|buy|shop|get|send|visit|join|request|enquire)\b.*[!]?$/i;
const LEANS_BACK = /^(it|its|it's|this|that|these|those|they|them|he|she|his|her|such|also|and|but|or|so|then|after that|as above|both|yes|no)\b/i;
const TESTIMONIAL_HEADING = /\b(testimonials?|reviews?|what (our )?(customers|clients|patients|people) say|kind words)\b/i;
const MIN_WORDS = 5;
const MAX_WORDS = 55;

export function isTestimonial(passage: Pick<Passage, 'heading' | 'text'>): boolean {
  return TESTIMONIAL_HEADING.test(passage.heading ?? '') || /^["“]/.test(passage.text.trim()) || /["”]\s*[—–-]\s*\p{Lu}/u.test(passage.text);
}

/**
 * Under its question an answer may be terse ("Usually one working day."), and after a statement
 * of the same passage a fragment reads as its continuation ("Cheapest up front, 15–20 years'
 * life."); anywhere else a sentence must state something.
 */
function standsAlone(sentence: string, answer: boolean, continues: boolean): boolean {
  const words = sentence.split(/\s+/).length;
  if (PAGE_FURNITURE.test(sentence) || CALL_TO_ACTION.test(sentence)) return false;
  if (answer) return words >= 2;
  if (words > MAX_WORDS || !/[.!]$/.test(sentence)) return false;
  return continues ? words >= 3 : words >= MIN_WORDS && isStatement(sentence);
}

/** "Every price below includes VAT" → "Every price includes VAT": the pointer goes, the statement stays. */
function withoutPointer(sentence: string): string {
  return sentence.replace(/\b(price|prices|table|list|services|options|plans|rates|fees|steps|guide)\s+(below|above)\b/gi, '$1');
}

/**
 * The sentences of a prose passage that may be quoted, in page order. A sentence that leans on
 * the previous one is kept only right after it. `answer`: the passage answers a question shown
 * above it, so short replies stand.
 */
export function quotableSentences(text: string, answer = false): string[] {
  const out: string[] = [];
  let previousKept = false;
  for (const sentence of splitSentences(text).map(withoutPointer)) {
    const ok: boolean = standsAlone(sentence, answer, previousKept) && (!LEANS_BACK.test(sentence) || previousKept);
    if (ok) out.push(sentence);
    previousKept = ok;
  }
  return out;
}

/** List items and steps worth quoting: complete enough to read on their own, not navigation. */
export function quotableItems(items: readonly string[]): string[] {
  return items
    .map((item) => item.replace(/^[✓✔✗•·–—-]\s*/u, '').trim())
    .filter((item) => item.split(/\s+/).length >= 3 && !PAGE_FURNITURE.test(item) && !CALL_TO_ACTION.test(item));
}

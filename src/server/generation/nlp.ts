import { its, nlp } from '../nlp/wink';

/**
 * Sentence splitting and the parts of a sentence that make it a checkable statement (numbers,
 * dates, money, proper names, quotations), from wink-nlp's tokenizer, sentence boundaries,
 * entities and part-of-speech tags. Pure once the model is loaded.
 */

/** wink's entity types that state a figure or a point in time. */
const FIGURE_ENTITIES = new Set(['DATE', 'TIME', 'DURATION', 'MONEY', 'PERCENT', 'CARDINAL', 'ORDINAL']);

export function splitSentences(text: string): string[] {
  if (!text.trim()) return [];
  const pieces = nlp
    .readDoc(text)
    .sentences()
    .out()
    .map((s) => s.trim())
    .filter(Boolean);
  // wink ends a sentence at every stop, a web address's too ("(myroadsafety.rsa.ie)."): a piece
  // that follows the last with no space between them is the same sentence.
  const out: string[] = [];
  let end = -1;
  for (const piece of pieces) {
    const at = end >= 0 ? text.indexOf(piece, end) : text.indexOf(piece);
    if (at >= 0 && at === end && out.length > 0) out[out.length - 1] += piece;
    else out.push(piece);
    if (at >= 0) end = at + piece.length;
  }
  return out;
}

export interface Checkables {
  /** Numbers, amounts, durations and dates as written ("$149", "48 hours", "March 2019"). */
  figures: string[];
  /** Proper names: words tagged PROPN that are not just the sentence's capitalised first word. */
  names: string[];
  /** Quoted wording of three or more words. */
  quotes: string[];
}

const QUOTED = /[“"]([^”"]{3,200})[”"]/g;
// wink tags sentence-initial imperatives and a few common words as PROPN; they name nothing.
const NOT_NAMES = new Set(['i', 'faq', 'faqs', 'diy', 'ok']);

/** What in `sentence` must be traceable to a source before it may be published. */
export function checkables(sentence: string): Checkables {
  const doc = nlp.readDoc(sentence);
  const figures = doc
    .entities()
    .filter((e) => FIGURE_ENTITIES.has(e.out(its.type)))
    .out();
  const tokens = doc.tokens();
  const words = tokens.out() as string[];
  const pos = tokens.out(its.pos) as string[];
  const names: string[] = [];
  let firstWord = true;
  words.forEach((w, i) => {
    if (pos[i] === 'PUNCT' || pos[i] === 'SYM') return;
    const sentenceStart = firstWord;
    firstWord = false;
    if (pos[i] !== 'PROPN' || !/^\p{Lu}/u.test(w) || NOT_NAMES.has(w.toLowerCase())) return;
    // A capitalised first word is tagged PROPN as often as not; it counts only when the next word is a name too.
    if (sentenceStart && pos[i + 1] !== 'PROPN') return;
    names.push(w);
  });
  const quotes = [...sentence.matchAll(QUOTED)].map((m) => m[1]!.trim()).filter((q) => q.split(/\s+/).length >= 3);
  return { figures, names, quotes };
}

/** Durations and times the sentence states ("2–3 hours", "one working day"). */
export function durations(sentence: string): string[] {
  return nlp
    .readDoc(sentence)
    .entities()
    .filter((e) => e.out(its.type) === 'DURATION' || e.out(its.type) === 'TIME')
    .out();
}

const POSSESSIVE = /^(?:our|your|their|my|his|her|its)$/i;
const NOUNISH = new Set(['NOUN', 'PROPN', 'NUM']);

/**
 * A word the tagger reads as a verb that is part of a noun phrase, as in a caption: a participle
 * before the noun it describes ("our fully equipped van", "in recycled glass", "Hand-poured soy
 * candles"), or the last noun of a compound ending the sentence or standing before a price ("Free
 * consultation with iTero scan.", "Consultation with 3D scan £95."), after a preposition.
 */
function misreadVerb(words: readonly string[], pos: readonly string[], i: number): boolean {
  const before = pos[i - 1];
  const participle = /(?:ed|en)$/i.test(words[i]!) && /^(?:NOUN|PROPN|ADJ)$/.test(pos[i + 1] ?? '');
  if (participle && (i === 0 || before === 'ADV' || before === 'ADP' || before === 'DET' || before === 'PUNCT' || POSSESSIVE.test(words[i - 1] ?? ''))) return true;
  let j = i - 1;
  while (j >= 0 && NOUNISH.has(pos[j]!)) j--;
  const ends = i + 1 >= words.length || pos[i + 1] === 'SYM' || (pos[i + 1] === 'PUNCT' && i + 2 >= words.length);
  return j < i - 1 && pos[j] === 'ADP' && ends;
}

/**
 * Whether the sentence states something rather than listing things: its first finite verb comes
 * after a noun or pronoun, not first and not after a run of commas. "Fixed prices, tidy work,
 * 12-month guarantee." and "EICRs, consumer unit upgrades, rewires and fault finding." are lists.
 */
const SUBJECT_PRONOUN = /^(?:i|we|you|they|he|she)$/i;
const PARTICLE = /^(?:up|out|off|down|over|away)$/i;

export function isStatement(sentence: string): boolean {
  const tokens = nlp.readDoc(sentence).tokens();
  const words = tokens.out() as string[];
  const pos = tokens.out(its.pos) as string[];
  let commas = 0;
  let subject = false;
  // A subject pronoun opening the sentence is followed by its verb, a phrasal one too, whatever the
  // tagger reads into it ("We back up every mailbox…": "back" is no adverb there).
  if (SUBJECT_PRONOUN.test(words[0] ?? '') && PARTICLE.test(words[2] ?? '') && /^(?:ADV|NOUN|ADJ|VERB)$/.test(pos[1] ?? '')) return true;
  // A phrase set off by commas that opens with a preposition ("The first firing, to around 1000°C,
  // turns…", "A garden design, with a scaled plan, usually costs…") qualifies its subject; its
  // commas list nothing.
  let aside = false;
  for (let i = 0; i < words.length; i++) {
    if (words[i] === ',' && subject && !aside && pos[i + 1] === 'ADP') aside = true;
    else if (words[i] === ',' && aside) aside = false;
    else if (words[i] === ',' || words[i] === ':') commas++;
    // A gerund opening the sentence is its subject ("Dialling in means …").
    if (pos[i] === 'NOUN' || pos[i] === 'PROPN' || pos[i] === 'PRON' || pos[i] === 'NUM' || (i === 0 && /ing$/i.test(words[i]!))) subject = true;
    // A "verb" right after a comma or inside a compound ("dose, yield, time", "catch-up") is a listed noun.
    const listed = /^[,:;]$/.test(words[i - 1] ?? '') || words[i + 1] === '-';
    const finite = (pos[i] === 'VERB' || pos[i] === 'AUX') && i > 0 && !listed && !/ing$/i.test(words[i]!) && !misreadVerb(words, pos, i);
    if (finite) return subject && commas <= 1;
  }
  return false;
}

export function isCheckable(c: Checkables): boolean {
  return c.figures.length + c.names.length + c.quotes.length > 0;
}

/** How many verbs (finite or not) the sentence has: a label ("Areas we cover around Kestwick.") has one at most, in its relative clause. */
export function verbCount(sentence: string): number {
  const tokens = nlp.readDoc(sentence).tokens();
  const words = tokens.out() as string[];
  const pos = tokens.out(its.pos) as string[];
  return pos.filter((p, i) => (p === 'VERB' || p === 'AUX') && !misreadVerb(words, pos, i)).length;
}

/** Whether the sentence opens with a verb: an order to the reader ("Meet the team.", "See our prices."). */
export function opensWithVerb(sentence: string): boolean {
  const pos = nlp.readDoc(sentence).tokens().out(its.pos) as string[];
  return pos[0] === 'VERB';
}

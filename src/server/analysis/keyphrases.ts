import type { ItemSentence } from 'wink-nlp';
import { its, lemmaOf, nlp } from '../nlp/wink';
import type { Keyphrase } from '../../shared/site-analysis';

/**
 * Keyphrases from part-of-speech tags (wink-nlp): noun phrases such as "quarterly estimated taxes"
 * or "boiler repair", counted with the weight of where they appear and favoured when several pages
 * use them. Pure.
 */
export interface WeightedText {
  text: string;
  weight: number;
}

interface Token {
  normal: string;
  lemma: string;
  pos: string;
}

const HEAD_POS = new Set(['NOUN', 'PROPN']);
const MODIFIER_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
/** Words that are navigation, filler or too general to build an article on. */
const STOP_WORDS = new Set([
  'page', 'pages', 'home', 'blog', 'post', 'posts', 'contact', 'everything', 'thing', 'things', 'way', 'ways', 'time',
  'times', 'day', 'days', 'week', 'weeks', 'year', 'years', 'month', 'months', 'lot', 'lots', 'something', 'anything',
  'nothing', 'privacy', 'policy', 'cookie', 'cookies', 'menu', 'click', 'copyright', 'rights', 'terms', 'email', 'phone',
  'call', 'hour', 'hours', 'minute', 'minutes', 'am', 'pm', 'other', 'new', 'same', 'many', 'much', 'few', 'own', 'next',
  'last', 'first', 'best', 'great', 'good', 'free', 'end', 'part', 'kind', 'sort', 'question', 'questions', 'people',
  'percent', 'number', 'site', 'website', 'information', 'details', 'today', 'name', 'office', 'team', 'inc', 'ltd',
  'llc', 'plain', 'english', 'client', 'clients', 'customer', 'customers', 'method', 'methods', 'option', 'options', 'guide', 'case', 'study', 'checklist', 'tips', 'more', 'less', 'sure', 'most', 'practical', 'advice', 'various', 'several',
  'consultation', 'quote', 'appointment', 'booking', 'signup', 'newsletter', 'subscribe',
]);
const MAX_WORDS = 3;

/** A word that can sit inside a noun phrase: adjectives, nouns and participles ("estimated taxes"). */
function isModifier(token: Token): boolean {
  if (!/^\p{L}[\p{L}\p{N}'&-]*$/u.test(token.normal) || STOP_WORDS.has(token.normal)) return false;
  return MODIFIER_POS.has(token.pos) || (token.pos === 'VERB' && /(ed|ing)$/.test(token.normal));
}

/** "small businesses" → "small business": the last word's lemma. */
export function singularPhrase(phrase: string): string {
  const tokens = tokensOf(phrase).flat();
  const last = tokens[tokens.length - 1];
  if (!last || last.pos !== 'NOUN') return phrase;
  const words = phrase.split(/\s+/);
  words[words.length - 1] = last.lemma;
  return words.join(' ');
}

function tokensOf(text: string): Token[][] {
  const doc = nlp.readDoc(text);
  const sentences: Token[][] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const normals = tokens.out(its.normal) as string[];
    const lemmas = tokens.out(lemmaOf) as string[];
    const pos = tokens.out(its.pos) as string[];
    sentences.push(normals.map((normal, i) => ({ normal, lemma: lemmas[i] ?? normal, pos: pos[i] ?? 'X' })));
  });
  return sentences;
}

interface Chunk {
  tokens: Token[];
  /**
   * Follows "<one word> and": in "profit and loss statement" the words "loss statement" are only
   * half of the phrase, so they do not count as a phrase of their own there.
   */
  coordinated: boolean;
}

const CONJUNCTIONS = new Set(['and', 'or', '&']);

/** Maximal runs of modifiers ending on a noun. */
function nounPhrases(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  for (const sentence of tokensOf(text)) {
    let current: Token[] = [];
    let coordinated = false;
    let previousRun = 0;
    const flush = () => {
      previousRun = current.length;
      while (current.length > 0 && !HEAD_POS.has(current[current.length - 1]!.pos)) current.pop();
      if (current.length > 0) chunks.push({ tokens: current, coordinated });
      current = [];
      coordinated = false;
    };
    for (const token of sentence) {
      if (isModifier(token)) {
        current.push(token);
        continue;
      }
      const lone = current.length === 1;
      flush();
      if (CONJUNCTIONS.has(token.normal) && lone && previousRun === 1) coordinated = true;
    }
    flush();
  }
  return chunks;
}

/** Every sub-phrase ending on the head noun: "estimated taxes" inside "quarterly estimated taxes". */
function headedSubPhrases(chunk: Token[]): Token[][] {
  const tail = chunk.slice(-MAX_WORDS);
  return tail.map((_, i) => tail.slice(i)).filter((phrase) => phrase[0]!.pos !== 'VERB');
}

/** Singular and plural count as one phrase; the most frequent written form is shown. */
function phraseKey(phrase: Token[]): string {
  return phrase.map((t, i) => (i === phrase.length - 1 ? t.lemma : t.normal)).join(' ');
}

export interface KeyphraseOptions {
  limit: number;
  /** Distinctive words of the site's own name: phrases with them are the brand, not a topic. */
  brandWords?: string[];
}

/** Names alone ("Maine", "QuickBooks") and bare adjectives say nothing to write about. */
function isTopical(phrase: Token[], brand: ReadonlySet<string>): boolean {
  if (phrase.some((t) => brand.has(t.normal))) return false;
  return !phrase.every((t) => t.pos === 'PROPN');
}

function containsPhrase(longer: string, shorter: string): boolean {
  return ` ${longer} `.includes(` ${shorter} `);
}

/** `pages[i]` is page i's text, in weighted segments (title, headings, body…). */
export function extractKeyphrases(pages: WeightedText[][], options: KeyphraseOptions): Keyphrase[] {
  const stats = new Map<string, { score: number; pages: Set<number>; forms: Map<string, number> }>();
  const brand = new Set((options.brandWords ?? []).map((w) => w.toLowerCase()));
  pages.forEach((segments, pageIndex) => {
    for (const { text, weight } of segments) {
      for (const chunk of nounPhrases(text)) {
        headedSubPhrases(chunk.tokens).forEach((phrase, index) => {
          if (!isTopical(phrase, brand) || (index === 0 && chunk.coordinated && phrase.length > 1)) return;
          const key = phraseKey(phrase);
          const entry = stats.get(key) ?? { score: 0, pages: new Set<number>(), forms: new Map<string, number>() };
          // Longer phrases are more specific; a phrase seen only inside a longer one counts for less,
          // so "tax" does not win merely by ending "sales tax" and "payroll tax".
          entry.score += weight * (1 + 0.5 * (phrase.length - 1)) * (index === 0 ? 1 : 0.4);
          entry.pages.add(pageIndex);
          const surface = phrase.map((t) => t.normal).join(' ');
          entry.forms.set(surface, (entry.forms.get(surface) ?? 0) + 1);
          stats.set(key, entry);
        });
      }
    }
  });
  const ranked = [...stats.values()]
    .filter((s) => s.score >= 2)
    .map((s) => ({
      phrase: [...s.forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
      // Spread across pages means the site is about it, not one paragraph.
      weight: s.score * Math.sqrt(s.pages.size),
    }))
    .sort((a, b) => b.weight - a.weight || a.phrase.localeCompare(b.phrase));
  // "businesses" ranked below "small businesses" adds nothing.
  const top: typeof ranked = [];
  for (const candidate of ranked) {
    if (top.length >= options.limit) break;
    if (!top.some((kept) => containsPhrase(kept.phrase, candidate.phrase))) top.push(candidate);
  }
  const max = top[0]?.weight ?? 1;
  return top.map((k) => ({ phrase: k.phrase, weight: Math.round((k.weight / max) * 1000) / 1000 }));
}

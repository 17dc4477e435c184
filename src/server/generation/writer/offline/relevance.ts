import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Offering, SiteFacts, TopicPlan } from '../../../../shared/site-facts';
import { splitSentences } from '../../nlp';
import { contentWords } from '../../text';

/**
 * How much a passage of the site is about the topic: the share of the topic's subject words it
 * contains, rare words of the site weighing more than common ones. The subject is the plan's keyphrase and title without the words that only say what
 * kind of article it is ("cost", "guide", "vs") and without the business's own name. Pure.
 */

const FRAME_WORDS = new Set(
  (
    'much cost costs price prices pricing priced fee fees rate rates budget afford cheap expensive guide step steps checklist tips explained explain ' +
    'compare comparison choose choosing which what why signs sign need needs best top ways things mistakes common problem problems fix fixing ' +
    'finding find near get getting make making really worth does keep keeps happen happens work works right start starting day involve involves ' +
    // "How often should I…", "How long does … take": they ask when or how long, not about what.
    'often long many soon usually per ' +
    // Auxiliaries ask, they name nothing: "Should I have my windows cleaned?" is about windows.
    'have has had did could would were been being'
  ).split(' '),
);
const FRAME_TERMS = new Set([...FRAME_WORDS].flatMap((w) => [w, stem(w)]));

/** One form per word: "chargers"/"charger", "dialling"/"dial", "baked"/"bake" count as the same word. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && /(ing|ed)$/.test(w)) w = w.replace(/(ing|ed)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  return w.length > 3 ? w.replace(/e$/, '') : w;
}

/**
 * A text's words, one form each. A hyphenated compound counts as its parts ("full-grain" is
 * "full grain" on the next page, and matching the whole token missed it), unless a part is too
 * short to say anything alone ("e-bike", "x-ray" stay whole).
 */
export function termsOf(text: string): Set<string> {
  const split = text.replace(/(\p{L}{3,})-(?=\p{L}{3,})/gu, '$1 ');
  return new Set(contentWords(split).map(stem));
}

/** A phrase's head noun (its last word) in the form `termsOf` gives it: "tuning" of "Piano tuning". */
export function headTerm(phrase: string): string | undefined {
  return [...termsOf(phrase.trim().split(/\s+/).at(-1) ?? '')][0];
}

/**
 * The keyphrase is the subject by definition; the title adds its words but not the business's
 * name. A name made of trade words ("Brightpane Window Cleaning") must not take "window" and
 * "clean" out of "How Often Should I Have My Windows Cleaned?".
 */
/** Frame words in the form `termsOf` gives them ("prices" → "pric", "have" → "hav"), and the amounts a title quotes ("£85 per m²"). */
const isFrame = (term: string) => FRAME_TERMS.has(term) || /^\d[\d.,]*$/.test(term);

export function subjectOf(plan: Pick<TopicPlan, 'title' | 'keyphrase'>, facts: Pick<SiteFacts, 'business'>): Set<string> {
  const brand = termsOf(facts.business.name);
  const key = [...termsOf(plan.keyphrase)].filter((t) => !isFrame(t));
  const all = [...key, ...[...termsOf(plan.title)].filter((t) => !isFrame(t) && !brand.has(t))];
  return new Set(all.length > 0 ? all : termsOf(plan.keyphrase));
}

/** How telling each word is on this site: rare words weigh more than the site's everyday ones ("tea" on a tea shop's site). */
export type Weights = ReadonlyMap<string, number>;

export function weightsOf(texts: readonly string[]): Weights {
  const df = new Map<string, number>();
  for (const text of texts) for (const t of termsOf(text)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = texts.length;
  return new Map([...df].map(([t, d]) => [t, Math.log((n + 1) / (d + 1)) + 0.1]));
}

/**
 * The weights for one keyphrase, so that its head noun (its last word: "timers" in "One-click
 * timers") is not outweighed by the words that qualify it. A hyphenated modifier is one word
 * ("one-click": its parts share its weight, where two rare words counted twice), and a head noun
 * nearly as rare on this site as its modifier weighs no less than its heaviest modifier: the features page's
 * passages about timers are about one-click timers. A head that is the site's everyday word ("tea"
 * on a tea shop's site under "green tea", "lunch" on a café's under "buffet lunch") keeps its own
 * weight, or every page would be about it.
 */
/** A head noun at least this share of its modifier's weight is nearly as rare on the site, so as telling. */
const TELLING_HEAD = 2 / 3;

export function withHead(weights: Weights, keyphrase: string): Weights {
  const groups = keyphrase
    .replace(/\s*\(.*$/, '')
    .split(/\s+/)
    .map((word) => [...termsOf(word)].filter((t) => !isFrame(t)))
    .filter((g) => g.length > 0);
  if (groups.length < 2) return weights;
  const rarest = Math.max(0.1, ...weights.values());
  const out = new Map(weights);
  const weightOf = (g: readonly string[]) => Math.max(...g.map((t) => weights.get(t) ?? rarest));
  for (const g of groups) if (g.length > 1) for (const t of g) out.set(t, weightOf(g) / g.length);
  const head = groups.at(-1)!;
  const modifier = Math.max(...groups.slice(0, -1).map(weightOf));
  if (head.length === 1 && weightOf(head) >= modifier * TELLING_HEAD) out.set(head[0]!, Math.max(weightOf(head), modifier));
  return out;
}

/** Share of the subject found in `text` (0–1), each word counted by its weight (1 without weights). */
export function relevance(subject: ReadonlySet<string>, text: string, weights?: Weights): number {
  if (subject.size === 0) return 0;
  const terms = termsOf(text);
  // A word the site never uses is as telling as its rarest.
  const rarest = weights ? Math.max(0.1, ...weights.values()) : 1;
  let hit = 0;
  let all = 0;
  for (const t of subject) {
    const w = weights ? (weights.get(t) ?? rarest) : 1;
    all += w;
    if (terms.has(t)) hit += w;
  }
  return hit / all;
}

/**
 * What the topic is about, for judging whole sections and sentences: the subject words plus the
 * words of the passages the plan is grounded on (its FAQ answer, its offering's card), never the
 * business's name. Scored against the plan, not the site: on a bike shop's site every passage
 * says "bike", so that word alone says nothing about "How often should I service my bike?".
 */
export interface Topic {
  /** The title's and keyphrase's own subject words. */
  subject: ReadonlySet<string>;
  /** Those and the grounding passages' words. */
  terms: ReadonlySet<string>;
  weights: Weights;
}

export function topicOf(plan: Pick<TopicPlan, 'title' | 'keyphrase' | 'grounding'>, facts: Pick<SiteFacts, 'business' | 'passages'> & Partial<Pick<SiteFacts, 'offerings'>>): Topic {
  const brand = termsOf(facts.business.name);
  const subject = subjectOf(plan, facts);
  const weights = withHead(weightsOf(facts.passages.map((p) => `${p.heading ?? ''} ${p.text}`)), plan.keyphrase);
  // Only grounding that names the subject: a plan grounded on a bare name or an address lends it nothing.
  const grounding = plan.grounding.filter((g) => relevance(subject, g.passage, weights) > 0);
  const terms = new Set([...subject, ...grounding.flatMap((g) => [...termsOf(g.passage)]), ...namingOfferings(keyTerms(plan.keyphrase), facts.offerings ?? []).flatMap((n) => [...termsOf(n)])].filter((t) => !brand.has(t)));
  return { subject, terms, weights };
}

/**
 * The site's own names for the subject: an offering whose name holds every word of the keyphrase names it,
 * and the rest of that name is the site's other word for it ("Cyber Essentials" in "Cyber security
 * & Cyber Essentials" under "cyber security"): a sentence about Cyber Essentials is on the topic.
 */
function keyTerms(keyphrase: string): Set<string> {
  return new Set([...termsOf(keyphrase)].filter((t) => !isFrame(t)));
}

function namingOfferings(subject: ReadonlySet<string>, offerings: readonly Pick<Offering, 'name'>[]): string[] {
  const names = offerings.map((o) => o.name.replace(/\s*\(.*$/, ''));
  return subject.size === 0 ? [] : names.filter((n) => {
    const terms = termsOf(n);
    return [...subject].every((t) => terms.has(t));
  });
}

/** A sentence is about the topic from this weighted share of its words up. */
export const ON_TOPIC = 0.25;

/** Weighted share of the text's own words that are the topic's (0–1): how much of what it says is on the topic. */
export function topicality(topic: Topic, text: string): number {
  const terms = [...termsOf(text)];
  if (terms.length === 0) return 0;
  const rarest = Math.max(0.1, ...topic.weights.values());
  let hit = 0;
  let all = 0;
  for (const t of terms) {
    const w = topic.weights.get(t) ?? rarest;
    all += w;
    if (topic.terms.has(t)) hit += w;
  }
  return hit / all;
}

/**
 * Whether a sentence is about the topic: enough of its words are the topic's, or it names the
 * subject and one more of the topic's words ("A Bronze service every six months suits most
 * commuters…" under a servicing question; not "Owen spent eleven years in bike shops").
 */
export function isOnTopic(topic: Topic, sentence: string): boolean {
  if (topicality(topic, sentence) >= ON_TOPIC) return true;
  const terms = [...termsOf(sentence)].filter((t) => topic.terms.has(t));
  return terms.length >= 2 && terms.some((t) => topic.subject.has(t));
}

/**
 * Whether a question and its answer are about the topic itself, not only near it: the question
 * names something of the topic, or its answer a word of the keyphrase ("Do I need a permit?":
 * "…to remove a tree…" under tree removal). "Do I need to be home during the groom?" is about the
 * visit, however many of a vaccination topic's other words ("dog", "van") its answer shares.
 */
export function asksOfTopic(topic: Topic, keyphrase: string, q: { question: string; answer: string | null }): boolean {
  const key = keyTerms(keyphrase);
  return [...termsOf(q.question)].some((t) => !isFrame(t) && topic.terms.has(t)) || [...termsOf(q.answer ?? '')].some((t) => key.has(t));
}

/**
 * How many of the sentences (table rows and list items count as sentences) say anything, and how
 * many of those are about the topic, alone or read with the heading they stand under.
 */
export function topicCounts(topic: Topic, sentences: readonly (string | { text: string; heading: string })[]): { sentences: number; onTopic: number } {
  const counted = sentences.map((s) => (typeof s === 'string' ? { text: s, heading: '' } : s)).filter((s) => termsOf(s.text).size > 0);
  return { sentences: counted.length, onTopic: counted.filter((s) => isOnTopic(topic, s.text) || (s.heading !== '' && isOnTopic(topic, `${s.heading} ${s.text}`))).length };
}

/** Share of the sentences that are about the topic (1 when none says anything). */
export function onTopicShare(topic: Topic, sentences: readonly string[]): number {
  const c = topicCounts(topic, sentences);
  return c.sentences === 0 ? 1 : c.onTopic / c.sentences;
}

/**
 * A keyphrase too generic to carry the topic: one lower-case word ("bike", "part", "driving")
 * where the title says more ("How Often Should I Service My Bike?"). Acronyms and names ("RCD",
 * "Bosch") are specific enough. Headings and notes then speak of the topic, not the word.
 */
export function isWeakKeyphrase(keyphrase: string, plan: Pick<TopicPlan, 'title' | 'keyphrase'>, facts: Pick<SiteFacts, 'business'>): boolean {
  const words = keyphrase.trim().split(/\s+/);
  if (words.length !== 1 || /\p{Lu}/u.test(words[0]!)) return false;
  const key = termsOf(keyphrase);
  return [...subjectOf(plan, facts)].some((t) => !key.has(t));
}

/**
 * The article's sentences, table rows and list items (not its headings, nor a table's header row),
 * each with the heading it stands under: a step ("Brush off dust with a soft brush.") is about
 * leather care because it stands under "Leather care, step by step".
 */
export function articleSentences(tree: Root): { text: string; heading: string }[] {
  const out: { text: string; heading: string }[] = [];
  let heading = '';
  const walk = (nodes: readonly Nodes[]) => {
    for (const n of nodes) {
      if (n.type === 'heading') heading = n.depth > 1 ? toString(n) : '';
      else if (n.type === 'paragraph') out.push(...splitSentences(toString(n)).map((text) => ({ text, heading })));
      else if (n.type === 'table') out.push(...n.children.slice(1).map((row) => ({ text: row.children.map((c) => toString(c)).join(' | '), heading })));
      else if ('children' in n) walk(n.children as Nodes[]);
    }
  };
  walk(tree.children);
  return out;
}

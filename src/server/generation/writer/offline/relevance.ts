import type { SiteFacts, TopicPlan } from '../../../../shared/site-facts';
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
    'finding find near get getting make making really worth does keep keeps happen happens work works right start starting day involve involves'
  ).split(' '),
);

/** One form per word: "chargers"/"charger", "dialling"/"dial", "baked"/"bake" count as the same word. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && /(ing|ed)$/.test(w)) w = w.replace(/(ing|ed)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  return w.length > 3 ? w.replace(/e$/, '') : w;
}

export function termsOf(text: string): Set<string> {
  return new Set(contentWords(text).map(stem));
}

export function subjectOf(plan: Pick<TopicPlan, 'title' | 'keyphrase'>, facts: Pick<SiteFacts, 'business'>): Set<string> {
  const brand = termsOf(facts.business.name);
  const all = [...termsOf(`${plan.keyphrase} ${plan.title}`)].filter((t) => !FRAME_WORDS.has(t) && !brand.has(t));
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

import type { SiteFacts, TopicPlan } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { factsOf } from './facts-of';
import { lemmaSet, overlap, phraseKey } from './site-facts/nlp';
import { shortListNote, summariseFacts } from './site-facts/summary';
import { isAreaCost, ownCategory, topicCandidates, withArticle } from './topics/candidates';
import { materialWords, rankByMaterial, THIN_MATERIAL } from './topics/material';
import { validateTopic } from './topics/validator';
import type { TopicEngine, TopicSuggestions } from './topic-engine';

/**
 * Topics without a language model, written from the site facts (topics/candidates.ts) and passed
 * through the shared validator (topics/validator.ts). English only: for a site in another
 * language it proposes nothing and says why. Deterministic.
 */
export const MIN_TOPICS = 6;
export const MAX_TOPICS = 10;
export const TARGET_TOPICS = 8;

const INTENT_CAP_FIRST_PASS = 2;
const INTENT_CAP = 3;
const THIN_LIST_INTENT_CAP = 5;
const LOCAL_CAP = 1;
/** Three price questions about variants of one service read as one topic three times. */
const COST_CAP = 2;
const MAX_PER_SUBJECT = 2;
/** The site's own questions on one subject a list takes: each is its own search, but a list is about more than one thing. */
const QUESTIONS_PER_SUBJECT = 3;
/** Words the site must write on a subject for it to carry a second topic (twice what makes one thin). */
const SECOND_TOPIC_MATERIAL = THIN_MATERIAL * 2;

/** "de" → "German", for a sentence; the code itself where the runtime has no name for it. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function englishOnlyMessage(facts: SiteFacts): string {
  const lang = facts.language ? ` (${languageName(facts.language)})` : '';
  return (
    `${facts.business.name}'s pages are not in English${lang}. Without a language model configured, RankScribe writes topics and articles ` +
    'in English only, so it proposes no topics for this site rather than broken text. Configure a language model to get topics in the site’s own language.'
  );
}

/**
 * Picks from `candidates` (best first) those the validator accepts, spreading intents and
 * subjects: a first pass takes at most two of an intent and one topic per subject, a second takes
 * up to three per intent still one per subject (distinct offerings and questions before a second
 * topic on any), a third fills up to the target with two per subject, and a list still under
 * MIN_TOPICS takes up to five of an intent.
 */
export function selectTopics(candidates: readonly TopicPlan[], facts: SiteFacts, accepted: TopicPlan[] = [], target = TARGET_TOPICS): TopicPlan[] {
  const chosen = [...accepted];
  const brands = brandNames(facts);
  // The trade's cost where the business is takes the local guide's place, not a cost topic's.
  const slot = (plan: TopicPlan) => (isAreaCost(plan, facts) ? 'local' : plan.intent);
  const count = (intent: TopicPlan['intent']) => chosen.filter((p) => slot(p) === intent).length;
  const main = mainOfferingKeys(facts);
  const material = new Map<string, number>();
  const materialOf = (plan: TopicPlan) => {
    const key = plan.keyphrase.toLowerCase();
    if (!material.has(key)) material.set(key, materialWords(plan, facts));
    return material.get(key)!;
  };
  const context = new Set(`${facts.description?.text ?? ''} ${facts.business.source.passage}`.toLowerCase().match(/\p{L}+/gu) ?? []);
  const answered = new Set(facts.questions.filter((q) => q.answer).map((q) => `${q.source.url}\u0000${q.source.passage}`));
  const isAnswered = (plan: TopicPlan) => plan.intent !== 'cost' && plan.grounding.some((g) => answered.has(`${g.url}\u0000${g.passage}`));
  for (const [cap, oneSubjectEach, floor, costCap, mainOnly] of [
    [INTENT_CAP_FIRST_PASS, true, target, COST_CAP, false],
    // Every offering and question the list can still take gets its first topic before any gets a second.
    [INTENT_CAP, true, target, COST_CAP, false],
    // …whatever intent its only topic has: a fourth priced course gets its cost before a second topic on the first.
    [INTENT_CAP + 1, true, target, COST_CAP + 1, false],
    // Coverage first: an offering the site clearly sells (priced, or with a page or section of its own)
    // that no intent cap has let in yet gets its topic before any subject gets a second.
    [INTENT_CAP + 1, true, target, COST_CAP + 2, true],
    [INTENT_CAP, false, target, COST_CAP, false],
    // A site with one kind of thing to say (a SaaS's features) still gets a usable list, never padding of another intent.
    [THIN_LIST_INTENT_CAP, false, Math.min(target, MIN_TOPICS), COST_CAP, false],
  ] as const) {
    for (const plan of candidates) {
      if (chosen.length >= floor) break;
      if (mainOnly && !main.has(phraseKey(plan.keyphrase))) continue;
      // An update of an old post is an idea to offer among others, not one to fill a thin list with.
      if (floor < target && plan.updateOf) continue;
      const intentCap = slot(plan) === 'local' ? LOCAL_CAP : plan.intent === 'cost' ? Math.min(cap, costCap) : cap;
      if (chosen.includes(plan) || count(slot(plan)) >= intentCap) continue;
      // A second comparison reads as the same article again unless it is about something else entirely.
      if (plan.intent === 'comparison' && chosen.some((c) => c.intent === 'comparison' && overlap(lemmaSet(c.keyphrase), lemmaSet(plan.keyphrase)) > 0)) continue;
      const key = subjectWords(plan.keyphrase);
      const brand = brandOf(plan.keyphrase, brands);
      // "Refill service" and "Candle refill service" are one subject: one phrase lies whole in the other.
      // Two of the site's own questions are two searches, whatever subject they share ("How Long Can I
      // Keep the Skip?" beside "What Can (and Can't) Go in a Skip?", both about skip hire)…
      // …nor does one of them keep its subject's price from the list (the skip hire cost beside them).
      const others = chosen.filter((c) => !(isAnswered(c) && (isAnswered(plan) || familyOf(plan) !== familyOf(c))));
      const sameSubject = (c: TopicPlan) => sameWords(key, subjectWords(c.keyphrase)) || nested(key, subjectWords(c.keyphrase)) || (brand !== null && brandOf(c.keyphrase, brands) === brand);
      const onSubject = others.filter(sameSubject);
      // …up to a point: four questions about EICRs make a list about one thing.
      if (isAnswered(plan) && chosen.filter((c) => isAnswered(c) && sameSubject(c)).length >= (oneSubjectEach ? QUESTIONS_PER_SUBJECT - 1 : QUESTIONS_PER_SUBJECT)) continue;
      if (onSubject.length >= (oneSubjectEach ? 1 : MAX_PER_SUBJECT)) continue;
      // A second topic needs material of its own: on a subject the site says little about, its
      // explainer was the first one's article word for word ("What Is a Party Package?" beside its cost).
      // A local guide or a price is another search, and a topic standing on other passages (the jobs a
      // handyman lists beside the rate he charges) another article: both stay.
      if (onSubject.some((c) => standsOnSame(plan, c)) && familyOf(plan) === 'know' && materialOf(plan) < SECOND_TOPIC_MATERIAL) continue;
      // A second topic on a subject asks something of the other kind: what it costs or which to pick
      // beside what it is or how it goes, never its cost beside its local guide or one explainer beside another.
      if (onSubject.some((c) => familyOf(c) === familyOf(plan))) continue;
      // One wording once per list: "…, Explained for Family Homes" three times reads as a template.
      // A frame of nothing but the site's own context ("… for a Planted Tank") is the site speaking, not a template.
      const frame = frameOf(plan);
      if (isTemplate(frame, context) && chosen.some((c) => frameOf(c) === frame)) continue;
      // A second topic on one subject must ask something else: "What Is an Intensive Driving Course?" and "What Happens During an Intensive Course" are one article.
      if (others.some((c) => c.intent === plan.intent && (sameWords(key, subjectWords(c.keyphrase)) || nested(key, subjectWords(c.keyphrase))))) continue;
      // "Lock Changes & Upgrades, Explained" after "Lock Changes & Upgrades at £85, Explained": the same title less a price.
      if (others.some((c) => sameWords(key, subjectWords(c.keyphrase)) && sameFrame(plan, c))) continue;
      // The searcher's money question once per list: a second reads as the same template.
      if (HOW_MUCH.test(plan.title) && chosen.some((c) => HOW_MUCH.test(c.title))) continue;
      if (validateTopic(plan, facts, chosen).ok) chosen.push(plan);
    }
  }
  return chosen.slice(accepted.length);
}

/** The money question as a searcher types it ("How Much Does Tree Removal Cost in Tauranga?"), not a customer's own ("How Much Is an Extra Mover?"). */
const HOW_MUCH = /^How Much (?:Does|Do) .+ (?:Cost|Charge)\b/;

/** Whether every passage a topic stands on is one the other stands on (the same line, perhaps cut short). */
function standsOnSame(plan: TopicPlan, other: TopicPlan): boolean {
  const same = (a: string, b: string) => a === b || a.startsWith(b.slice(0, 60)) || b.startsWith(a.slice(0, 60));
  return plan.grounding.every((g) => other.grounding.some((h) => h.url === g.url && same(g.passage, h.passage)));
}

/**
 * Work the site clearly sells: a service priced (not an add-on) or described in a section of its
 * own. A shop's goods are many of a kind; its dearest get their topics by the cost frame's own rule.
 */
function mainOfferingKeys(facts: SiteFacts): Set<string> {
  return new Set(facts.offerings.filter((o) => !o.addOn && o.kind === 'service' && (o.prices.length > 0 || o.description !== null)).map((o) => phraseKey(o.name)));
}

/**
 * Names that lead two or more offerings and that the site never writes in lower case ("Invisalign
 * Lite", "Invisalign Lite / Comprehensive", "Invisalign clear aligners"): one treatment priced and
 * described on several pages, so one subject until every other offering has a topic.
 */
function brandNames(facts: SiteFacts): Set<string> {
  const lower = new Set(facts.passages.flatMap((p) => p.text.match(/\b\p{Ll}[\p{L}-]*/gu) ?? []));
  const firsts = facts.offerings.map((o) => o.name.split(/\s+/)[0]!).filter((w) => /^\p{Lu}/u.test(w) && !lower.has(w.toLowerCase()));
  return new Set(firsts.filter((w, i) => firsts.indexOf(w) !== i).map((w) => w.toLowerCase()));
}

function brandOf(keyphrase: string, brands: ReadonlySet<string>): string | null {
  const first = keyphrase.split(/\s+/)[0]!.toLowerCase();
  return brands.has(first) ? first : null;
}

/**
 * What a topic is for: what it costs, which to pick, where to get it, or what it is and how it goes.
 * A local guide that promises prices ("… Areas Covered and Prices") is the cost article again.
 */
function familyOf(plan: TopicPlan): string {
  if (plan.intent === 'local') return /\b(?:costs?|prices?|pricing)\b/i.test(plan.title) ? 'cost' : 'local';
  return plan.intent === 'cost' || plan.intent === 'comparison' ? plan.intent : 'know';
}

/**
 * A title's wording with its subject taken out: its words less the keyphrase's (a plural's "s"
 * aside), articles and amounts. "Fencing, Explained for Family Homes" and "Planting, Explained for
 * Family Homes" share "explained for family homes".
 */
export function frameOf(plan: Pick<TopicPlan, 'title' | 'keyphrase'>): string {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}£$€.,]+/gu)?.map((w) => w.replace(/[.,]+$/, '')) ?? [];
  const stemOf = (w: string) => w.replace(/(?:ies|es|s|y)$/, '');
  const key = new Set(words(plan.keyphrase).map(stemOf));
  return words(plan.title)
    .filter((w) => !key.has(stemOf(w)) && !/^(?:a|an|the)$/.test(w) && !/\d/.test(w))
    .join(' ');
}

const SMALL_WORDS = new Set(['for', 'of', 'to', 'in', 'on', 'at', 'with', 'and', 'or', 'your', 'my']);

function isTemplate(frame: string, context: ReadonlySet<string>): boolean {
  return frame.split(' ').some((w) => w !== '' && !SMALL_WORDS.has(w) && !context.has(w));
}

/** Nouns English uses for one occasion of checking: an "eye test" and an "eye examination" are one visit. */
const CHECK_NOUNS = /^(?:test|exam|examination|check|checkup|check-up|assessment)$/;

/** A keyphrase's lemmas, with the nouns for one occasion of checking read as one word. */
function subjectWords(keyphrase: string): Set<string> {
  return new Set([...lemmaSet(keyphrase)].map((w) => (CHECK_NOUNS.test(w) ? 'test' : w)));
}

/** Two keyphrases name one subject when most words of the longer are in the shorter. */
function sameWords(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / Math.max(1, a.size, b.size) >= 0.8;
}

/** Titles whose words beside the keyphrase (amounts aside) are one within the other. */
function sameFrame(a: TopicPlan, b: TopicPlan): boolean {
  // Plain words, not lemmas: the lemma sets leave out "explained" and "worth", the very frame words compared here.
  const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const rest = (p: TopicPlan) => {
    const key = new Set(words(p.keyphrase));
    return new Set(words(p.title).filter((w) => !key.has(w)));
  };
  const x = rest(a);
  const y = rest(b);
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  // A title that is nothing but its keyphrase and small words says too little to compare.
  return small.size > 0 && [...small].every((w) => large.has(w));
}

/** A phrase of two words or more lies whole inside the other: "intensive course", "intensive driving course". */
function nested(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  return small.size >= 2 && [...small].every((w) => large.has(w));
}

export interface OfflinePlans {
  plans: TopicPlan[];
  analysisSummary: string;
  /** The summary without the note on a short list, for an engine whose list is its own. */
  factsSummary: string;
}

/** The summary's first sentence, read past the business's own name ("Wick & Co. sells …" is one sentence). */
function firstSentence(summary: string, name: string): string | undefined {
  const skip = summary.startsWith(name) ? name.length : 0;
  // "Thomastown, Co. Kilkenny": an abbreviation's full stop ends no sentence.
  const rest = /^.*?(?<!\b(?:Co|St|Mt|Dr|Rd|Ave|Ltd|Inc|No|vs|etc))[.!?](?=\s|$)/.exec(summary.slice(skip))?.[0];
  return rest === undefined ? undefined : summary.slice(0, skip) + rest;
}

/** Topics a list must have without its thin explainers for them to go: on a site thin throughout, they still say what it sells. */
const KEEP_TOPICS = 3;

/**
 * The topics for the candidates (best first), without explainers of subjects the site says almost
 * nothing about ("Mini skips: 2 and 4 yard skips for garden clear-outs." on the home page alone):
 * their article is a line and a related-pages link, the same promise broken under every one of
 * them, and the offering's cost topic, if it has a price, takes the place. A question the site
 * answers keeps its topic. A site with fewer than three topics otherwise (a template site whose
 * pages repeat one paragraph) keeps every topic, the editor's notes saying what to add.
 */
export function topicsOfSubstance(candidates: readonly TopicPlan[], facts: SiteFacts): TopicPlan[] {
  const asked = new Set(facts.questions.filter((q) => q.answer).map((q) => `${q.source.url}\u0000${q.source.passage}`));
  const thin = (plan: TopicPlan) =>
    plan.intent === 'explainer' && !plan.grounding.some((g) => asked.has(`${g.url}\u0000${g.passage}`)) && materialWords(plan, facts) < THIN_MATERIAL;
  const lean = selectTopics(
    candidates.filter((c) => !thin(c)),
    facts,
  );
  return lean.length >= KEEP_TOPICS ? lean : selectTopics(candidates, facts);
}

export function offlinePlans(analysis: SiteAnalysis): OfflinePlans {
  const facts = factsOf(analysis);
  const lowercase = new Set(facts.passages.flatMap((p) => p.text.match(/\b\p{Ll}[\p{L}'-]*/gu) ?? []));
  // Without offerings the analysis's own line is built from stray keyphrases: the category the site
  // states beside its name says what the business is ("Fixit Fred is a handyman in Colchester.").
  const category = facts.offerings.length === 0 ? ownCategory(facts) : null;
  const lead = category
    ? `${facts.business.name} ${category.people ? `is ${withArticle(category.phrase)}` : `offers ${category.phrase}`}${category.place ? ` in ${category.place}` : ''}.`
    : analysis.facts && facts.offerings.length > 0
      ? firstSentence(analysis.summary, facts.business.name)
      : undefined;
  const summary = summariseFacts(facts, analysis.seoChecklist, lowercase, lead);
  // No topics follow the English-only message: the blog sentence says what new topics must avoid, never "the topics below".
  if (!facts.english) return { plans: [], analysisSummary: `${englishOnlyMessage(facts)} ${summariseFacts(facts, analysis.seoChecklist, lowercase, lead, 0)}`, factsSummary: summary };
  // A subject the site writes plenty about leads; a thin one only fills the list.
  const plans = topicsOfSubstance(rankByMaterial(topicCandidates(facts).map((c) => c.plan), facts), facts).slice(0, MAX_TOPICS);
  const note = shortListNote(facts, plans.length, MIN_TOPICS);
  const told = summariseFacts(facts, analysis.seoChecklist, lowercase, lead, plans.length);
  return { plans, analysisSummary: note ? `${told} ${note}` : told, factsSummary: summary };
}

export function offlineTopics(analysis: SiteAnalysis): TopicSuggestions {
  const { plans, analysisSummary } = offlinePlans(analysis);
  return { topics: plans.map((p) => p.title), plans, analysisSummary, engine: 'offline' };
}

export const offlineTopicEngine: TopicEngine = { name: 'offline', suggest: async (analysis) => offlineTopics(analysis) };

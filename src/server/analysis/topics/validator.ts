import type { SiteFacts, TopicPlan } from '../../../shared/site-facts';
import { checkNounPhrase, effectNamed, lemmaSet, overlap, tag } from '../site-facts/nlp';
import { isPlacePhrase, placeWordsOf } from '../site-facts/people-places';
import { sitePhrase } from './site-phrase';

/**
 * The one gate every engine's topics pass, LLM or offline: well formed, grounded in the site,
 * distinct from the topics already accepted, not what the blog already covers, and not about a
 * person, a role or a bare place. Pure.
 */

export type Rejection =
  | 'malformed'
  | 'fragment'
  | 'ungrounded'
  | 'keyphrase-not-in-title'
  | 'duplicate'
  | 'covered'
  | 'forbidden-subject';

export type Verdict = { ok: true } | { ok: false; reason: Rejection; detail: string };

const MIN_CHARS = 15;
const MAX_CHARS = 110;
const DANGLING = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'with', 'vs', 'vs.', 'your', 'our', 'my', 'at', 'by', 'from', 'on', 'is', 'are', 'but', 'than', 'that', 'which', 'their', 'its', 'into', 'as']);
const AUX_START = /^(?:is|are|do|does|did|can|could|should|will|would|was|were|has|have|may|must)\b/i;
const JUNK = /\b(?:undefined|null|NaN|object Object|lorem ipsum|TODO)\b|\[object|\{\{|\}\}|<\/?\w+>|\s{2,}|\.\.(?!\.)|\s[,.;:!?]|[,;:]$|^[^\p{L}\p{N}"“]/u;

/** Correct English shape: length, no dangling or doubled words, questions end in "?", a noun in it. */
export function checkShape(title: string, english: boolean): Verdict {
  const text = title.trim();
  if (text.length < MIN_CHARS || text.length > MAX_CHARS) return { ok: false, reason: 'malformed', detail: `length ${text.length}` };
  if (JUNK.test(text)) return { ok: false, reason: 'malformed', detail: 'stray characters' };
  if (!balanced(text)) return { ok: false, reason: 'malformed', detail: 'unbalanced brackets or quotes' };
  if (!english) return { ok: true };
  const words = text.split(/\s+/);
  if (words.length < 3 || words.length > 18) return { ok: false, reason: 'malformed', detail: `${words.length} words` };
  if (!/^[\p{Lu}\p{N}"“$£€]/u.test(text)) return { ok: false, reason: 'malformed', detail: 'does not start with a capital' };
  const bare = words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}'.-]/gu, ''));
  for (let i = 1; i < bare.length; i++) {
    if (bare[i] !== '' && bare[i] === bare[i - 1] && !/^\d/.test(bare[i]!)) return { ok: false, reason: 'malformed', detail: `doubled "${bare[i]}"` };
  }
  const last = bare[bare.length - 1]!.replace(/[?!.]$/, '');
  if (DANGLING.has(last)) return { ok: false, reason: 'fragment', detail: `ends on "${last}"` };
  // A clause before a colon must not dangle either: "How Much Does for: …".
  for (const part of text.split(/:\s/).slice(0, -1)) {
    const end = part.trim().split(/\s+/).pop()!.toLowerCase();
    if (DANGLING.has(end)) return { ok: false, reason: 'fragment', detail: `"${end}" before a colon` };
  }
  if (AUX_START.test(text) && !/\?$/.test(text)) return { ok: false, reason: 'malformed', detail: 'a question without a question mark' };
  // "What About Rain and Frost?": a page's sub-heading going on from the one before it, no search (every marketer reading one rejected it).
  if (/^what about\b/i.test(text)) return { ok: false, reason: 'fragment', detail: 'goes on from a heading before it' };
  const noun = (t: { pos: string }) => t.pos === 'NOUN' || t.pos === 'PROPN';
  if (!tag(text).flat().some(noun) && !tag(text.toLowerCase()).flat().some(noun)) return { ok: false, reason: 'fragment', detail: 'no noun' };
  // "How Much Does We Grow Cost": a pronoun subject inside a frame is a verb fragment.
  if (/\b(?:does|do|is|are)\s+(?:we|i|they|he|she)\s+\w+\s+(?:cost|work)\b/i.test(text)) return { ok: false, reason: 'fragment', detail: 'verb phrase as subject' };
  return { ok: true };
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (depth < 0) return false;
  }
  const quotes = (text.match(/"/g) ?? []).length;
  return depth === 0 && quotes % 2 === 0 && (text.match(/“/g) ?? []).length === (text.match(/”/g) ?? []).length;
}

function factUrls(facts: SiteFacts): Set<string> {
  return new Set([
    facts.business.source.url,
    ...facts.passages.map((p) => p.url),
    ...facts.offerings.flatMap((o) => [o.url, o.source.url]),
    ...facts.questions.map((q) => q.source.url),
  ]);
}

function contains(haystack: ReadonlySet<string>, needle: ReadonlySet<string>): boolean {
  return needle.size > 0 && [...needle].every((w) => haystack.has(w));
}

/**
 * Its keyphrase is the site's own: a phrase the site writes (plural/singular aside), whose words are
 * in the grounding passages or on the grounding pages.
 */
export function checkGrounding(plan: TopicPlan, facts: SiteFacts): Verdict {
  if (plan.grounding.length === 0) return { ok: false, reason: 'ungrounded', detail: 'no grounding' };
  const urls = factUrls(facts);
  const foreign = plan.grounding.find((g) => !urls.has(g.url));
  if (foreign) return { ok: false, reason: 'ungrounded', detail: `${foreign.url} is not a page of the site` };
  if (!facts.english) {
    const needle = plan.keyphrase.toLowerCase();
    const pages = new Set(plan.grounding.map((g) => g.url));
    const text = [...plan.grounding.map((g) => g.passage), ...facts.passages.filter((p) => pages.has(p.url)).map((p) => `${p.heading ?? ''} ${p.text}`)].join(' ').toLowerCase();
    return needle.length > 1 && text.includes(needle) ? { ok: true } : { ok: false, reason: 'ungrounded', detail: `"${plan.keyphrase}" is not on its pages` };
  }
  const key = lemmaSet(plan.keyphrase);
  if (key.size === 0) return { ok: false, reason: 'ungrounded', detail: 'empty keyphrase' };
  // "windows cleaning" from "How often should windows be cleaned?" is nobody's phrase: the site writes "window cleaning".
  if (sitePhrase(plan.keyphrase, facts) === null) return { ok: false, reason: 'ungrounded', detail: `the site never writes "${plan.keyphrase}"` };
  const inPassages = lemmaSet(plan.grounding.map((g) => g.passage).join(' . '));
  if (!contains(inPassages, key)) {
    const pages = new Set(plan.grounding.map((g) => g.url));
    const onPages = lemmaSet(facts.passages.filter((p) => pages.has(p.url)).map((p) => `${p.heading ?? ''} . ${p.text}`).join(' . '));
    const named = facts.offerings.some((o) => pages.has(o.url) && contains(lemmaSet(o.name), key));
    if (!contains(onPages, key) && !named) return { ok: false, reason: 'ungrounded', detail: `"${plan.keyphrase}" is not in its grounding` };
  }
  const title = lemmaSet(plan.title);
  if (overlap(key, title) < 0.5) return { ok: false, reason: 'keyphrase-not-in-title', detail: `"${plan.keyphrase}" is not in the title` };
  if (endsOnTheVerb(plan)) return { ok: false, reason: 'fragment', detail: `"${plan.keyphrase}" takes in the question's verb` };
  return { ok: true };
}

const ASKING = /^(?:do|does|did|will|would|can|could|should|shall|may|might|must|is|are|was|were|be|been|has|have|had)$/;

/**
 * A keyphrase running into the question's verb: "tablet do" of "What Tablet Do I Need …?", "setup
 * take" of "How Long Does Setup Take?", "data stored" of "Where Is My Data Stored?". Its last word,
 * as the title uses it, is an auxiliary, or a verb the question ends on or its subject follows.
 */
function endsOnTheVerb(plan: TopicPlan): boolean {
  const words = plan.keyphrase.toLowerCase().split(/\s+/);
  if (words.length < 2) return false;
  const tokens = tag(plan.title.toLowerCase()).flat();
  const at = tokens.findIndex((_, i) => words.every((w, k) => tokens[i + k]?.normal === w));
  if (at < 0) return false;
  const last = tokens[at + words.length - 1]!;
  const after = tokens[at + words.length];
  if (ASKING.test(last.normal)) return true;
  return (last.pos === 'VERB' || last.pos === 'AUX') && (after === undefined || after.normal === '?' || /^(?:i|you|we|it|they|he|she)$/.test(after.normal));
}

/** Not a person, a role or a bare place as the subject. */
export function checkSubject(plan: TopicPlan, facts: SiteFacts): Verdict {
  if (!facts.english) return { ok: true };
  const key = plan.keyphrase.trim();
  const check = checkNounPhrase(key);
  // "the dentist" on a dentist's site is the trade the business states, not a job title from its team page.
  // So is the trade its own description opens with ("Vets in …", "Electricians in …"), searched by town.
  const opening = facts.description?.text.toLowerCase() ?? '';
  const escaped = key.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const trade = facts.category?.text.toLowerCase() === key.toLowerCase() || (plan.intent === 'local' && new RegExp(`^[\\p{L}\\s,-]{0,40}\\b${escaped}\\b`, 'u').test(opening));
  // "The Plague Doctor" listed on a catalogue page is a room sold by that name, not a job title.
  const sold = facts.offerings.some((o) => o.name.toLowerCase() === key.toLowerCase());
  if (!check.ok && check.reason === 'role' && !trade && !sold) return { ok: false, reason: 'forbidden-subject', detail: `"${key}" is a role` };
  if (isPlacePhrase(key, placeWordsOf(facts.locations))) return { ok: false, reason: 'forbidden-subject', detail: `"${key}" is a place` };
  // "Kaimai Tree & Garden: Contact Kaimai Tree & Garden for a Free Quote": the business itself is no
  // subject its customers search; a topic about it is its contact page again.
  if (plan.intent !== 'local' && bareWords(key) === bareWords(facts.business.name)) return { ok: false, reason: 'forbidden-subject', detail: `"${key}" is the business itself` };
  // "Gardener $75 per hour", "Arborist crew (2 arborists + chipper) $165 per hour": who is paid by
  // the hour, a labour rate the work's own topics quote, never a subject ("Gardener per Hour: $75").
  const hourly = facts.offerings.some((o) => o.name.replace(/\s*\(.*$/, '').toLowerCase() === key.toLowerCase() && o.prices.length > 0 && o.prices.every((p) => /\bper hour\b/i.test(`${p.unit ?? ''} ${p.text}`)));
  if (hourly && LABOUR.test(key.split(/\s+/).at(-1) ?? '')) return { ok: false, reason: 'forbidden-subject', detail: `"${key}" is who is paid by the hour` };
  const offered = facts.offerings.some((o) => o.name.toLowerCase().includes(key.toLowerCase()));
  // "Should I Alternate Skeins?" keyed "alternating": a lone gerund the site writes once is what a
  // question does, never what a reader searches; the work the site sells it keeps writing
  // ("catering", "roofing", "neutering"), or names it as a term in an answer ("That's 'frosting'").
  if (/^\p{L}+ing$/u.test(key) && !offered && !trade && !`${opening} ${facts.business.name.toLowerCase()}`.includes(key.toLowerCase()) && !facts.questions.some((q) => effectNamed(q.answer ?? '') === key.toLowerCase())) {
    const word = new RegExp(`\\b${key.toLowerCase()}\\b`, 'g');
    const said = facts.passages.reduce((n, p) => n + (`${p.heading ?? ''} ${p.text}`.toLowerCase().match(word)?.length ?? 0), 0);
    if (said < 2) return { ok: false, reason: 'fragment', detail: `"${key}" is a lone verb` };
  }
  if (!offered && refusedOnly(key, facts)) return { ok: false, reason: 'forbidden-subject', detail: `the site says it does not offer "${key}"` };
  const capitalised = key.split(/\s+/).every((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
  if (!offered && capitalised && key.split(/\s+/).length >= 2 && tag(key).flat().every((t) => t.pos === 'PROPN') && !facts.passages.some((p) => p.text.includes(key.toLowerCase()))) {
    return { ok: false, reason: 'forbidden-subject', detail: `"${key}" reads as a name` };
  }
  return { ok: true };
}

/** Who does the work: a person or a team, by their trade's agent noun. */
const LABOUR = /^(?:crews?|teams?|gangs?|staff|labou?rers?|hands?|handym[ae]n|men|movers?|cleaners?|gardeners?|technicians?|engineers?|operatives?|operators?|drivers?|assistants?|apprentices?|tradesm[ae]n|workers?|\p{L}+ists?)$/iu;

const bareWords = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** "We don't treat horses, farm animals…", "We're not a crisis service": a clause refusing what follows it. */
const REFUSAL = /\b(?:don['’]t|do not|doesn['’]t|does not|can['’]t|cannot|won['’]t|will not|never|(?:are|is|['’]re|['’]s) not(?: an?)?|aren['’]t(?: an?)?|isn['’]t(?: an?)?|no longer)\b[^.;:!?]*$/i;

/**
 * A keyphrase the site writes only in a clause refusing it ("We don't treat horses, farm animals,
 * birds or reptiles"): a topic on it draws the customers the business turns away.
 */
function refusedOnly(key: string, facts: SiteFacts): boolean {
  const needle = new RegExp(`\\b${key.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
  let said = 0;
  for (const text of facts.passages.flatMap((p) => [p.text, ...p.items])) {
    const lower = text.toLowerCase();
    for (const match of lower.matchAll(needle)) {
      said += 1;
      if (!REFUSAL.test(lower.slice(0, match.index))) return false;
    }
  }
  return said > 0;
}

/** Words that say what kind of article, not what it is about: ignored when comparing subjects. */
const FORM_WORDS = new Set([
  'cost', 'price', 'pric', 'fair', 'involv', 'explain', 'checklist', 'step', 'work', 'choos', 'compar', 'vs', 'guide', 'much', 'mor',
  'more', 'what', 'update', 'pay', 'budget', 'worth', 'near', 'local', 'across', 'cover',
]);

const TIME_WORDS = new Set(['month', 'year', 'week', 'day', 'hour', 'minute', 'time', 'today', 'person']);

function subjectOf(text: string, ignore: ReadonlySet<string> = new Set()): Set<string> {
  return new Set([...lemmaSet(text)].filter((w) => !FORM_WORDS.has(w) && !TIME_WORDS.has(w) && !ignore.has(w) && !/^\d/.test(w)));
}

const MONEY_WORDS = /\b(?:costs?|costing|price[sd]?|pricing|fees?|budget\w*|pay\w*|spend\w*|afford\w*|cheap\w*|expensive|worth|invest\w*|[$£€]\s?\d)/i;
const PLACE_WORDS = /\b(?:near|local\w*|in my area|around)\b/i;

const QUESTION_WORD = /[\p{L}\p{N}']+/gu;
/** Words a question's title needs no post to repeat: who asks it, and how ("Which service do I need?" is "which does my car need?"). */
const ARTICLES = new Set(['a', 'an', 'the', 'i', 'my', 'me', 'you', 'your', 'we', 'our', 'it', 'do', 'does', 'did', 'is', 'are', 'can', 'will', 'should', 'vs', 'v', 'versus']);
/** A post's title may narrow the same question this much further ("… a Home Battery … in Sacramento"). */
const NARROWER_BY = 3;

/**
 * The same question as a post's title, word for word, the post's perhaps a little narrower: "Is a
 * Battery Worth It?" is "Is a Home Battery Worth It in Sacramento?" (a one-word subject shares no
 * two subject words, and slipped past `sameSubject`).
 */
function sameQuestion(title: string, postTitle: string, places: ReadonlySet<string>): boolean {
  const words = (text: string) => new Set((text.toLowerCase().match(QUESTION_WORD) ?? []).filter((w) => !ARTICLES.has(w)).map((w) => w.replace(/s$/, '')));
  const asked = words(title);
  if (!title.trim().endsWith('?') || !postTitle.trim().endsWith('?') || asked.size < 2) return false;
  // "Buying your first home in Leeds: how much deposit do you need?" asks its question after the colon.
  return [postTitle, ...postTitle.split(/\s*[:–—]\s+/).slice(1)].some((asking) => {
    const post = words(asking);
    const extra = [...post].filter((w) => !asked.has(w) && !places.has([...lemmaSet(w)][0] ?? w));
    return [...asked].every((w) => post.has(w)) && extra.length <= NARROWER_BY;
  });
}

/** Already on the blog: the title's subject words are (mostly) a post's subject words, asking what the topic asks. */
export function checkNotCovered(plan: TopicPlan, facts: SiteFacts): Verdict {
  if (plan.updateOf !== null && /^update:/i.test(plan.title)) return { ok: true };
  // Where and when say nothing about the subject: "… in Portland" is not "a Portland bakery".
  const places = lemmaSet(facts.locations.map((l) => l.text).join(' . '));
  const topic = subjectOf(plan.title, places);
  const key = subjectOf(plan.keyphrase, places);
  for (const post of facts.blogSubjects) {
    // A post on the subject answers its own question: "How many hours of wedding photography do you
    // need?" says nothing of what it costs, nor where to find it.
    if (plan.intent === 'cost' && !MONEY_WORDS.test(post.title)) continue;
    if (plan.intent === 'local' && !PLACE_WORDS.test(post.title) && ![...places].some((w) => lemmaSet(post.title).has(w))) continue;
    const postWords = subjectOf([post.title, ...post.subjects].join(' . '), places);
    const titleWords = subjectOf(post.title, places);
    const shared = [...topic].filter((w) => titleWords.has(w)).length;
    // A post on limited companies does not cover a plan for them: a keyphrase of two words or more
    // is the post's subject only where the post names its head ("plan").
    const head = [...subjectOf(plan.keyphrase.split(/\s+/).pop() ?? '', places)][0];
    const headNamed = plan.keyphrase.trim().includes(' ') && head !== undefined ? postWords.has(head) : true;
    const sameSubject = overlap(topic, titleWords) >= 0.6 && shared >= 2 && headNamed;
    // A customer's own question ("How many lessons will I need?") asks what a post on its keyphrase
    // ("EDT Explained: What Happens in Each of the 12 Lessons") need not answer: only its words cover it.
    const asks = plan.title.trim().endsWith('?');
    const keyCovered = !asks && key.size >= 2 && contains(titleWords, key) && overlap(topic, postWords) >= 0.5;
    if (sameSubject || keyCovered || sameQuestion(plan.title, post.title, places)) return { ok: false, reason: 'covered', detail: `the blog has "${post.title}"` };
  }
  return { ok: true };
}

export function normalise(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Distinct in subject and intent from the topics already accepted. */
export function checkDistinct(plan: TopicPlan, accepted: readonly TopicPlan[]): Verdict {
  const title = subjectOf(plan.title);
  const key = lemmaSet(plan.keyphrase);
  for (const other of accepted) {
    if (normalise(other.title) === normalise(plan.title)) return { ok: false, reason: 'duplicate', detail: `repeats "${other.title}"` };
    const otherKey = lemmaSet(other.keyphrase);
    // "Lockout" inside "Emergency lockouts": one subject, the shorter name of it, whose price is asked once.
    // Prices only: two questions about piano tuning ask different things.
    const inside = plan.intent === 'cost' && key.size > 0 && otherKey.size > 0 && ([...key].every((w) => otherKey.has(w)) || [...otherKey].every((w) => key.has(w)));
    const sameKey = inside || [...key].filter((w) => otherKey.has(w)).length / Math.max(1, key.size, otherKey.size) >= 0.8;
    // Two questions about one subject asking different things ("How Long Can I Keep the Skip?", "Do I
    // Need a Permit for My Skip?") are two searches: their words beside the keyphrase decide.
    const ownA = subjectOf(plan.title, key);
    const ownB = subjectOf(other.title, otherKey);
    const ownShared = [...ownA].filter((w) => ownB.has(w)).length;
    const askDifferent = plan.title.trim().endsWith('?') && other.title.trim().endsWith('?') && ownA.size > 0 && ownB.size > 0 && ownShared / Math.min(ownA.size, ownB.size) < 0.5;
    if (sameKey && other.intent === plan.intent && !askDifferent) return { ok: false, reason: 'duplicate', detail: `same subject and intent as "${other.title}"` };
    const otherTitle = subjectOf(other.title);
    const shared = [...title].filter((w) => otherTitle.has(w)).length;
    if (shared / Math.max(1, Math.min(title.size, otherTitle.size)) >= 0.75 && shared >= 2 && other.intent === plan.intent) {
      return { ok: false, reason: 'duplicate', detail: `too close to "${other.title}"` };
    }
    // Same intent: the subject words decide. Another intent on the same subject is a different
    // article unless the whole titles are nearly the same words.
    const a = other.intent === plan.intent ? title : lemmaSet(plan.title);
    const b = other.intent === plan.intent ? otherTitle : lemmaSet(other.title);
    const both = [...a].filter((w) => b.has(w)).length;
    const jaccard = both / Math.max(1, new Set([...a, ...b]).size);
    if (jaccard >= (other.intent === plan.intent ? 0.7 : 0.85)) return { ok: false, reason: 'duplicate', detail: `too close to "${other.title}"` };
  }
  return { ok: true };
}

/** The site's answer a topic stands on: the question its grounding passage opens with. */
function answerOf(plan: TopicPlan, facts: SiteFacts): string | null {
  const q = facts.questions.find((x) => x.answer && plan.grounding.some((g) => g.url === x.source.url && g.passage.startsWith(x.question.slice(0, 60))));
  return q?.answer ?? null;
}

/**
 * Two of the site's questions answered alike ("Do I need consent to remove a tree?" on the FAQ,
 * "Do I need council permission?" on the tree-removal page: private land, notable trees, coastal
 * areas) are one article, whatever words their titles use.
 */
export function checkNotAnsweredAlike(plan: TopicPlan, facts: SiteFacts, accepted: readonly TopicPlan[]): Verdict {
  const mine = answerOf(plan, facts);
  if (!mine) return { ok: true };
  const words = lemmaSet(mine);
  for (const other of accepted) {
    const theirs = answerOf(other, facts);
    if (!theirs || theirs === mine) continue;
    const them = lemmaSet(theirs);
    const shared = [...words].filter((w) => them.has(w)).length;
    if (shared >= 5 && shared / Math.min(words.size, them.size) >= 0.5) return { ok: false, reason: 'duplicate', detail: `answered as "${other.title}" is` };
  }
  return { ok: true };
}

export function validateTopic(plan: TopicPlan, facts: SiteFacts, accepted: readonly TopicPlan[]): Verdict {
  for (const verdict of [
    checkShape(plan.title, facts.english),
    checkGrounding(plan, facts),
    checkSubject(plan, facts),
    checkNotCovered(plan, facts),
    checkDistinct(plan, accepted),
    checkNotAnsweredAlike(plan, facts, accepted),
  ]) {
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

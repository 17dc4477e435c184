import type { Offering, Passage, SiteFacts, SiteQuestion, TopicPlan } from '../../../../shared/site-facts';
import { findSupport, supportIndex, type SupportIndex } from '../../claim-check';
import type { Claim, EvidenceSource } from '../../evidence';
import { contentWords } from '../../text';
import type { WriteInput } from '../article-writer';
import { aboutTheBusiness, isLegalPage } from './about-business';
import { isSalesPitch } from '../../../analysis/site-facts/text';
import { isTestimonial } from './quotes';
import { asksOfTopic, isOnTopic, isWeakKeyphrase, relevance, topicality, subjectOf, termsOf, type Topic, topicOf, type Weights, weightsOf, withHead } from './relevance';

/**
 * What the offline engine knows while it writes one article: the site's material ranked by how
 * much it is about the topic, what has been said already, the claims made and the notes left for
 * the editor. Every sentence stating something goes through `state`, which only lets through
 * what a passage of the site backs, so the claim check that follows never has to cut the
 * engine's own text.
 */
export interface Ctx {
  input: WriteInput;
  plan: TopicPlan;
  facts: SiteFacts;
  business: string;
  /** The keyphrase as the site writes it ("EICR", not "eicr"). */
  keyphrase: string;
  /** How headings and notes name the topic: the keyphrase, or "this topic" when the keyphrase is one generic word ("bike"). */
  naming: string;
  /** The keyphrase is one generic word: it alone does not make a passage about the topic. */
  weak: boolean;
  /**
   * The keyphrase names what the business itself is ("rota software" where the site says "Rotaly
   * is staff rota software…"): its plans are the topic's offerings, and on a cost topic its plans'
   * cards and its questions about paying are the topic's material, though they never repeat the keyphrase.
   */
  itself: boolean;
  /**
   * The title asks what the business itself costs and it sells nothing under the keyphrase's name
   * ("How Much Will My Custom Tattoo Cost?" at a custom tattoo studio): its whole price list is
   * the answer, every row of it ("Minimum charge | $150", "Deposit | $100"), though no row names the trade.
   */
  costOfTrade: boolean;
  /** The plan's subject and grounding passages, for judging whether a section is about the topic. */
  topic: Topic;
  subject: ReadonlySet<string>;
  /** The keyphrase's words that the title names too. */
  core: ReadonlySet<string>;
  /** How much a text is about the topic (0–1): its share of the subject or of the core, rare words weighing more. */
  about: (text: string) => number;
  /** How much a passage is about the whole topic (its title's words too), with the pages titled by it counting extra: for choosing one list among several. */
  fit: (p: Passage) => number;
  /** The site's passages about the topic, most relevant first (no FAQ entries, no testimonials). */
  passages: Passage[];
  /** The site's offerings about the topic, most relevant first. */
  offerings: Offering[];
  /** The site's answered questions about the topic, most relevant first. */
  questions: SiteQuestion[];
  /** Whether a question and its answer are about the topic by its words and its grounding's (see `isOnTopic`). */
  answersOnTopic: (q: SiteQuestion) => boolean;
  /** The site's question that asks what the title asks, if it has one: its answer opens the article. */
  titleQuestion: SiteQuestion | null;
  /** The site's questions another of its proposed topics stands on: that article answers them, so this one leaves them out. */
  elsewhere: ReadonlySet<string>;
  /** Ids of the passages of the topic's own section on its page (see `ownSections`). */
  own: ReadonlySet<string>;
  /** Ids of the passages that describe the topic in other words, under another heading (see `sameMeaning`). */
  described: ReadonlySet<string>;
  /** Ids of the passages of the offering's page that speak for all of it: its opening under the page's title, its "What's included" (see `pageGeneral`). */
  pageOwn: ReadonlySet<string>;
  /** A passage listing what the business turns away, none of it the topic's work ("What we don't do": "…dent removal, PPF"). */
  turnedAway: (p: Passage) => boolean;
  claims: Claim[];
  notes: string[];
  /** Sentences already in the article, so nothing is said twice. */
  said: Set<string>;
  /** Passages (tables) already shown in part, so they are not shown again whole. */
  shown: Set<string>;
  /** The site's passages, prepared for checking that a sentence is backed (see claim-check.ts). */
  index: SupportIndex;
}

/**
 * A one-word keyphrase is generic only when it is one of the site's everyday words, in at least
 * this share of its passages ("bike" on a bike shop's site, "physiotherapy" on a clinic's); a
 * treatment the site names in a few sections ("desexing" on a vet's, 12 %) is the topic itself.
 */
const EVERYDAY_SHARE = 0.2;

function isEverydayWord(keyphrase: string, passages: readonly Passage[]): boolean {
  const terms = termsOf(keyphrase);
  const using = passages.filter((p) => {
    const words = termsOf(`${p.heading ?? ''} ${p.text}`);
    return [...terms].every((t) => words.has(t));
  }).length;
  return using >= passages.length * EVERYDAY_SHARE;
}

/** A passage found word for word on this many pages is the site's template, not content. */
const BOILERPLATE_PAGES = 3;

/** A question sharing this share of its words with the title asks what the title asks. */
const TITLE_QUESTION = 0.6;

/** A passage counts as being about the topic from this share of its subject words up. */
export const RELEVANT = 0.5;

/** How the site writes a phrase in its prose ("Colorbond fencing" for the card's "Colorbond Fencing"), else as given. */
export function siteCasing(keyphrase: string, facts: Pick<SiteFacts, 'offerings' | 'passages' | 'description'>): string {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${keyphrase.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
  let opening: string | null = null;
  for (const text of [...facts.offerings.map((o) => o.name), ...facts.passages.flatMap((p) => [p.heading ?? '', p.text]), facts.description?.text ?? '']) {
    const m = re.exec(text);
    if (!m) continue;
    // Mid-sentence casing only: a capital that merely starts a sentence (or a heading, or a card's
    // line after it) says nothing of the first word; in prose, the words after it keep theirs
    // ("Colorbond fencing from $95/m.").
    const starts = m.index === 0 || /[.!?:;]\s*$/u.test(text.slice(0, m.index));
    if (!starts || /\p{Lu}{2}/u.test(m[0])) return m[0];
    if (opening === null && /\s\p{Ll}/u.test(m[0]) && /[.!?]/.test(text)) opening = `${keyphrase.trim().split(/\s+/)[0]}${m[0].slice(m[0].search(/\s/))}`;
  }
  return opening ?? keyphrase;
}

/** A question about paying: what the minimum bill is, whether there is a trial, how billing works. */
const ALL_PRICES = /\byour (?:prices|fees|rates|quotes)\b/i;
const PAYING = /\b(?:pric\w*|cost\w*|charg\w*|fees?|pay\w*|bill\w*|minimum|trial|refund\w*|discount\w*|invoice\w*|subscri\w*|cancel\w*|deposits?|quot(?:e|es|ed|ing)|vat|gst|hst|insur\w*|covered by|rebates?|fund(?:ed|ing)|financ\w*)\b|[$£€¥]\s?\d/iu;

/** Whether a text speaks of paying: a price, a fee, a deposit, a quote, a refund, who pays ("covered by MSP", insurance, funding). */
export const aboutPaying = (text: string): boolean => PAYING.test(text);

/**
 * "What we don't do": the services a business turns away, listed by name ("smart repairs, dent
 * removal, paint protection film"). Under a topic they do not name, they put what it does not sell
 * into the article's copy.
 */
const NOT_DONE = /^(?:what|things|services|jobs|work)\s+we\s+(?:don['’]t|do not|won['’]t|can['’]t)\s+(?:do|offer|cover|treat|take on)\b|^(?:not (?:offered|included)|what we're not)\b/i;

export function createCtx(input: WriteInput): Ctx {
  const { plan, facts } = input;
  const subject = subjectOf(plan, facts);
  const keyphrase = siteCasing(plan.keyphrase, facts);
  const weak = isWeakKeyphrase(keyphrase, plan, facts) && isEverydayWord(plan.keyphrase, facts.passages);
  // "bike" on a bike shop's site is in every passage: a generic keyphrase alone makes nothing relevant.
  const core = weak ? subject : coreOf(plan, subject);
  const grounded = new Set(plan.grounding.map((g) => g.passage));
  const weights = withHead(weightsOf(facts.passages.map((p) => `${p.heading ?? ''} ${p.text}`)), plan.keyphrase);
  // "Patios & paving" names two things: a passage or a page about patios is about it.
  const parts = weak ? [] : keyphraseParts(plan.keyphrase);
  const about = (text: string) => Math.max(relevance(subject, text, weights), relevance(core, text, weights), ...parts.map((part) => relevance(part, text, weights)));
  const offerings = facts.offerings
    .map((o, order) => ({ o, order, s: about(o.name) * 2 + about(o.description ?? '') }))
    .filter((x) => x.s >= RELEVANT * 2)
    .sort((a, b) => b.s - a.s || a.order - b.order)
    .map((x) => x.o);
  // The page of the offering the topic is about is context for it (not the home page, which is about everything),
  const home = input.analysis.url;
  // and so is every page whose title names the keyphrase; their lists, steps and tables (a post's
  // checklist under "The checklist") most of all.
  const key = plan.keyphrase.toLowerCase();
  // Named by meaning, not by the exact string: "Signs your carpet needs a deep clean" is titled by
  // "carpet deep clean" (every word of a keyphrase of two or more, in one form each).
  const keyTerms = [...termsOf(plan.keyphrase)].filter((t) => subject.has(t));
  // Not by the business's name in every title: "Services & Prices | Harker Chimney & Stove" is no page about stove servicing.
  const brandName = new RegExp(facts.business.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  const titles = (page: { title: string; h1: readonly string[] }) => {
    const heading = `${page.title.replace(brandName, ' ')} ${page.h1.join(' ')}`;
    const terms = termsOf(heading);
    const named = (words: readonly string[]) => words.every((t) => terms.has(t));
    return heading.toLowerCase().includes(key) || (!weak && keyTerms.length >= 2 && named(keyTerms)) || parts.some((part) => named([...part]));
  };
  const self = termsOf([facts.description?.text, facts.category?.text].filter(Boolean).join(' '));
  const itself = !weak && keyTerms.length > 0 && keyTerms.every((t) => self.has(t));
  const plans = itself ? ownOfferings(facts, plan.intent === 'cost') : [];
  // A plan's card stands under the plan's name, perhaps without the word "plan" ("Starter" for "Starter plan").
  const namesPlan = (heading: string | null) => {
    const terms = termsOf(heading ?? '');
    return terms.size > 0 && plans.some((o) => [...terms].every((t) => termsOf(o.name).has(t)));
  };
  const costOfItself = itself && plan.intent === 'cost';
  // A service the business sells by name ("Duct cleaning $449" at a heating firm whose description
  // says "duct cleaning") is priced by its own card: its membership's renewal and discounts are no answer.
  // Never by an extra's name ("RAD Primary in Dance", an exam fee, names no dance class).
  const soldByName = facts.offerings.some((o) => o.addOn !== true && keyTerms.every((t) => termsOf(o.name).has(t)));
  const titled = input.analysis.pages.filter(titles).map((p) => p.url);
  const titledPages = new Set(titled.filter((u) => u !== home));
  // Only a page about that one offering: a price list page is about all of them.
  const single = offerings[0] && facts.offerings.filter((o) => o.url === offerings[0]!.url).length === 1;
  const offeringPage = offerings[0] && single && offerings[0].url !== home ? offerings[0].url : null;
  const own = ownSections(plan, facts, home, weak, input.analysis.topicPlans ?? []);

  // The section a grounding passage stands in is the topic's too: the lines beside "I charge £35 for
  // the first hour…" under one heading ("Materials at cost.", the jobs it covers) say what that price buys.
  const namesAnother = namesOtherOffering(plan, facts);
  const groundSections = new Set(facts.passages.filter((p) => grounded.has(p.text) && p.kind !== 'faq').map(sectionKey));
  const context = (p: Passage) =>
    titledPages.has(p.url) || own.has(p.id) || (groundSections.has(sectionKey(p)) && (grounded.has(p.text) || p.kind !== 'paragraph' || !namesAnother(p.text))) || pageOwn.has(p.id) || (p.url === offeringPage && p.kind !== 'paragraph') || (costOfItself && namesPlan(p.heading))
      ? RELEVANT
      : p.url === offeringPage
        ? 0.25
        : 0;
  const topic = topicOf(plan, facts);
  // Material reached by meaning goes to one article of the site, the topic it is most about:
  // pulled into every topic it touches, it made them share it word for word.
  let siblings: Topic[] | null = null;
  const mostMine = (text: string) => {
    siblings ??= (input.analysis.topicPlans ?? []).filter((o) => o.title !== plan.title).map((o) => topicOf(o, facts));
    const mine = topicality(topic, text);
    return siblings.every((t) => topicality(t, text) < mine);
  };
  const describes = sameMeaning(topic, facts);
  const meaning = (p: Passage) => describes(p) && mostMine(`${p.heading ?? ''} ${p.text}`);
  // A post is about what its title says: a paragraph of a post titled by another topic's subject comes in
  // only naming every word of the keyphrase ("…every design visit" in a post on patio stone is no
  // garden design).
  const posts = new Set(input.analysis.pages.filter((page) => page.isArticle).map((page) => page.url));
  // Another subject's post: its title names another topic's keyphrase or another offering, or one of the names it joins (not
  // the site's everyday word, "tea" on a tea shop's site, which every post's title may say).
  const mineWords = (name: string) => [...termsOf(name)].every((t) => subject.has(t));
  const otherNames = [
    ...(input.analysis.topicPlans ?? []).filter((o) => o.title !== plan.title).map((o) => o.keyphrase),
    ...facts.offerings.map((o) => o.name.replace(/\s*\(.*$/, '')),
  ].filter((name) => name.toLowerCase() !== key && !mineWords(name) && !isEverydayWord(name, facts.passages));
  const otherKeys = otherNames.map((name) => [termsOf(name), ...keyphraseParts(name)]);
  const othersPosts = new Set(
    input.analysis.pages
      .filter((page) => page.isArticle && !titledPages.has(page.url))
      .filter((page) => {
        const terms = termsOf(`${page.title} ${page.h1.join(' ')}`);
        return otherKeys.some((names) => names.some((words) => words.size > 0 && [...words].every((t) => terms.has(t))));
      })
      .map((page) => page.url),
  );
  const namesKeyphrase = (p: Passage) => {
    const terms = termsOf(`${p.heading ?? ''} ${p.text}`);
    return [core, ...parts].some((words) => words.size > 0 && [...words].every((t) => terms.has(t)));
  };
  const aboutHere = (p: Passage) => (othersPosts.has(p.url) && !namesKeyphrase(p) ? 0 : about(`${p.heading ?? ''} ${p.text}`));
  // A post titled by the subject is about it whole, as its own page is ("Porcelain or sandstone:
  // which patio stone…": its sections on each stone, under "Patios & paving").
  const titledPost = (p: Passage) => posts.has(p.url) && titledPages.has(p.url) && p.kind !== 'faq';
  const pageOwn = weak ? new Set<string>() : new Set([...pageGeneral(input), ...facts.passages.filter(titledPost).map((p) => p.id)]);
  // A page about the subject whole reads in its own order, every passage as much about it as the next.
  // A passage the topic was proposed from is the topic's own material, though it may not name the
  // keyphrase ("I charge £35 for the first hour…" under a handyman's cost topic, the trade named
  // only in the site's heading): without it the article lost the very fact its title promises.
  const score = (p: Passage) => (pageOwn.has(p.id) ? 1 + RELEVANT : aboutHere(p) + (grounded.has(p.text) ? RELEVANT : 0) + Math.max(context(p), meaning(p) ? RELEVANT : 0));
  // Text a template repeats on several pages ("At Swiftguard we know how stressful…") is about no topic.
  const pagesWith = new Map<string, Set<string>>();
  for (const p of facts.passages) pagesWith.set(p.text, (pagesWith.get(p.text) ?? new Set()).add(p.url));
  const boilerplate = (p: Passage) => (pagesWith.get(p.text)?.size ?? 0) >= BOILERPLATE_PAGES;
  const summary = pageSummary(input);
  // A passage under another offering's heading is that offering's, whatever words it shares with
  // the topic: the stove installation's "free survey visit" is no CCTV survey's, and the time a
  // bird's nest takes to clear is not how long a stove service takes.
  // One naming the topic itself ("…an old fault will trip a new RCD" under "Consumer unit upgrades")
  // is about it too, and so is one describing it in other words (see `sameMeaning`) under an
  // unpriced feature's heading ("Rota planning" for a drag-and-drop rota builder); a section
  // selling another offering at its own price is that offering's, whatever words they share.
  const headedByAnother = namesOtherOffering(plan, facts, true);
  const headedBySold = namesOtherOffering(plan, { offerings: facts.offerings.filter((o) => o.prices.length > 0) }, true);
  const namesTopic = (text: string) => {
    const terms = termsOf(text);
    return keyTerms.length > 0 && keyTerms.every((t) => terms.has(t));
  };
  const anotherSection = (p: Passage) => p.heading !== null && !own.has(p.id) && !grounded.has(p.text) && !titledPages.has(p.url) && !namesTopic(p.text) && (headedBySold(p.heading) || (headedByAnother(p.heading) && !meaning(p)));
  // Under a topic about one offering with a page of its own, another's own page (its h1 its name:
  // "Strelitzia Nicolai – 21cm pot") is about that one, whatever it shares: its "Care" is not the
  // Monstera's. A question about the kind ("Why does my green tea taste bitter?") reads them all.
  const pageOf = new Map(input.analysis.pages.map((page) => [page.url, termsOf(page.h1[0] ?? '')]));
  const othersPage = (p: Passage) =>
    offeringPage !== null &&
    p.url !== offeringPage &&
    p.url !== home &&
    !titledPages.has(p.url) &&
    !grounded.has(p.text) &&
    !namesTopic(p.text) &&
    facts.offerings.some((o) => o.url === p.url && !offerings.includes(o) && [...termsOf(o.name.replace(/\s+[–—-]\s+.*$/, ''))].every((t) => pageOf.get(p.url)?.has(t)));
  // "We don't do car or van lockouts" under a lockout topic says what its reader needs to know: its head noun stays.
  const turnedAway = (p: Passage) => p.heading !== null && NOT_DONE.test(p.heading) && !(keyTerms.length > 0 && termsOf(p.text).has(keyTerms.at(-1)!));
  // An answer bears on the topic by its words only where its question does too, or where it names
  // the whole keyphrase or something the site sells ("Solo A$290, Studio A$690"): "we'll credit the
  // rest of your month", under "Can I switch between monthly and annual billing?", says nothing of SMS credits.
  const keyTermsAll = termsOf(keyphrase);
  const sold = facts.offerings.map((o) => o.name.replace(/\s*\(.*$/, '').replace(/\s+plans?$/i, '').toLowerCase()).filter((n) => n.length > 2);
  const bears = (question: string, answer: string) => {
    const lower = ` ${answer.toLowerCase().replace(/[^\p{L}\p{N}&' -]+/gu, ' ')} `;
    // "What if it comes back unsatisfactory?" asks of its page's subject, whatever it names.
    return about(question) > 0 || /\b(?:it|its|they|them|this|these)\b/i.test(question) || (keyTermsAll.size > 0 && [...keyTermsAll].every((t) => termsOf(answer).has(t))) || sold.some((n) => lower.includes(` ${n} `));
  };
  const otherQuestion = (p: Passage) => p.heading !== null && p.heading.trim().endsWith('?') && !grounded.has(p.text) && !bears(p.heading, p.text);
  const passages = facts.passages
    // The business's story and its people ("Kirsty spent eleven years at a mid-size firm…") are no
    // offering's material, whatever words they share with it; a local topic asks who the business is.
    .filter((p) => p.kind !== 'faq' && !isTestimonial(p) && !boilerplate(p) && !summary(p.text) && !anotherSection(p) && !othersPage(p) && !turnedAway(p) && !otherQuestion(p) && (plan.intent === 'local' || !aboutTheBusiness(p.heading, [p])) && !isLegalPage(p.url))
    .map((p, order) => ({ p, order, s: score(p) }))
    .filter((x) => x.s >= RELEVANT)
    .sort((a, b) => b.s - a.s || a.order - b.order)
    .map((x) => x.p);
  // The question the title asks comes first: a site answering exactly it has answered the article.
  const title = termsOf(plan.title);
  const asks = (q: string) => {
    const t = termsOf(q);
    const shared = [...t].filter((w) => title.has(w)).length;
    return shared / Math.max(t.size, title.size, 1);
  };
  // A topic proposed from one of the site's questions stands on that question's passage: its
  // answer is the topic's answer however the title rewords it ("How Often Should Windows Be
  // Cleaned?" from "How often do you come round?"), and another answer sharing more words is not.
  const groundedOn = (q: SiteQuestion) => standsOn(plan, q);
  // Two articles of one site quoting the same answer share it word for word: the answer belongs
  // to the topic proposed from it, and another article, however its title words it, leaves it to that one.
  const others = (input.analysis.topicPlans ?? []).filter((o) => o.title !== plan.title);
  const elsewhere = new Set(facts.questions.filter((q) => !groundedOn(q) && others.some((o) => standsOn(o, q))).map((q) => q.question));
  const titleAsks = (x: { q: SiteQuestion; a: number; g: boolean }) => (x.g && x.a > 0) || (x.a >= TITLE_QUESTION && !elsewhere.has(x.q.question));
  // By meaning, not only by the keyphrase's words: "Are there card processing fees?" answers for
  // the point of sale whose description takes card payments (the grounding's own words).
  const answersOnTopic = (q: SiteQuestion) => {
    const text = `${q.question} ${q.answer ?? ''}`;
    // What the business itself costs is answered by every question about paying for it (its minimum bill, its trial).
    // A question about the business's prices in general ("Do your prices include GST?") holds for every price it states.
    const ofPrices = plan.intent === 'cost' && ALL_PRICES.test(q.question);
    const ofIt = ofPrices || asksOfTopic(topic, keyphrase, q);
    if (costOfItself && PAYING.test(text) && (!soldByName || ofIt)) return true;
    return isOnTopic(topic, text) && mostMine(text) && ofIt;
  };
  // A blog post's title is a question its post answers at length; its "answer" is the post's summary.
  // A question heading inside a post ("What does it taste like?" in the orange wine post) is the
  // post's own section, published already: quoted, it put the post in every article of the site.
  const answerBears = (q: SiteQuestion) => (bears(q.question, q.answer ?? '') ? about(q.answer ?? '') : 0);
  const ranked = facts.questions
    .filter((q) => q.answer && q.question.endsWith('?') && q.origin !== 'blog-title' && !isSalesPitch(q.question) && (!posts.has(q.source.url) || groundedOn(q)))
    .map((q, order) => ({ q, order, s: about(q.question) * 2 + answerBears(q) + (titledPages.has(q.source.url) ? 1 : 0), a: asks(q.question), g: groundedOn(q) }))
    .filter((x) => x.s >= RELEVANT || titleAsks(x) || answersOnTopic(x.q))
    .sort((a, b) => Number(titleAsks(b)) - Number(titleAsks(a)) || Number(b.g) - Number(a.g) || b.a - a.a || b.s - a.s || a.order - b.order);
  const questions = ranked.map((x) => x.q);
  const titleQuestion = ranked[0] && titleAsks(ranked[0]) ? ranked[0].q : null;
  // A passage under a heading that names the keyphrase is about it, whatever else the title asks.
  const headed = (p: Passage) => (p.heading ?? '').toLowerCase().includes(key);
  const fit = (p: Passage) => relevance(subject, `${p.heading ?? ''} ${p.text}`, weights) + (titledPages.has(p.url) || headed(p) || own.has(p.id) ? RELEVANT : 0);
  return {
    input,
    plan,
    core,
    fit,
    facts,
    business: facts.business.name,
    keyphrase,
    naming: weak ? 'this topic' : keyphrase,
    weak,
    itself,
    costOfTrade: costOfItself && !soldByName,
    topic,
    answersOnTopic,
    subject,
    about,
    passages,
    offerings,
    questions,
    titleQuestion,
    elsewhere,
    own,
    pageOwn,
    turnedAway,
    described: new Set(passages.filter(meaning).map((p) => p.id)),
    claims: [],
    notes: [],
    said: new Set(),
    shown: new Set(),
    index: supportIndex(
      input.sources.filter((s) => s.kind === 'site'),
      facts.business.name,
      plan.keyphrase,
    ),
  };
}

/**
 * The things a keyphrase joining two names stands for ("Patios & paving": patios, paving), each as
 * its words; none for a keyphrase naming one thing. Frame words and one-letter parts say nothing.
 */
const sectionKey = (p: Passage) => `${p.url}\n${p.heading ?? ''}`;

function keyphraseParts(keyphrase: string): Set<string>[] {
  const parts = keyphrase.split(/\s+(?:&|and|\+)\s+/i).map((part) => new Set([...termsOf(part)]));
  return parts.length > 1 && parts.every((part) => part.size > 0) ? parts : [];
}

/** Words of the topic a passage must share to be about it by meaning, one of them the subject's. */
const SHARED_MEANING = 3;

/**
 * Whether a passage describes the topic in other words: under another heading ("Rota planning"
 * for the home page's "Drag-and-drop rota builder" card) it shares at least three of the words of
 * the subject and its grounding ("drag", "shift", "week"), one of them the subject's, not counting
 * the words every page of the site says or the business's name. Only on a site of three pages or more: on fewer, no word tells.
 */
function sameMeaning(topic: Topic, facts: SiteFacts): (p: Passage) => boolean {
  const pages = new Map<string, Set<string>>();
  for (const p of facts.passages) pages.set(p.url, new Set([...(pages.get(p.url) ?? []), ...termsOf(`${p.heading ?? ''} ${p.text}`)]));
  if (pages.size < BOILERPLATE_PAGES) return () => false;
  const brand = termsOf(facts.business.name);
  const everyday = (t: string) => [...pages.values()].every((words) => words.has(t));
  const telling = new Set([...topic.terms].filter((t) => !brand.has(t) && !everyday(t)));
  return (p) => {
    const shared = [...termsOf(`${p.heading ?? ''} ${p.text}`)].filter((t) => telling.has(t));
    return shared.length >= SHARED_MEANING && shared.some((t) => topic.subject.has(t));
  };
}

/**
 * The pages' meta descriptions: a page's summary of itself for search results ("Full grooms from
 * £45 in our fully equipped van."), read as a passage by the extractor, never article text.
 */
export function pageSummary(input: Pick<WriteInput, 'analysis'>): (text: string) => boolean {
  const summaries = new Set(input.analysis.pages.map((p) => normal(p.description)).filter(Boolean));
  return (text) => summaries.has(normal(text));
}

/**
 * A sub-heading naming an aspect of what the heading above it describes ("What's included", "How
 * long it takes", "Who it's for", "Aftercare"): the passages under it, right after the topic's
 * section on the same page, are still that section.
 */
const ASPECT =
  /\b(includ\w*|what you get|comes? with|covered|how long|duration|timings?|who (?:it'?s|it is|is it) for|suit(?:s|able|ability)|what to expect|how it works|the process|aftercare|preparation|before (?:your|the) (?:visit|appointment|session))\b/i;

/**
 * The passages of the section the topic stands on, on its own page (not the home page, which is
 * about everything): those under the heading of a grounding passage or a heading naming the
 * keyphrase (the offering's paragraph, its price table, its notes), and the sub-sections after
 * them naming its aspects ("What's included", "How long it takes"). They are the topic's
 * own material however few of its words they repeat: "3 bed semi-detached | £18 | £22" is a
 * window-cleaning price under "Regular window cleaning".
 */
function ownSections(plan: TopicPlan, facts: SiteFacts, home: string, weak: boolean, plans: readonly TopicPlan[]): Set<string> {
  // A grounding passage is the passage itself, or its heading and text ("Gutter clearing. Gutter clearing costs…"), perhaps cut short.
  // A grounding that is one row of a table ("Full-time | Unlimited open studio | £140") stands on
  // that table's section ("Studio membership"), its other tiers and notes included, for the first
  // topic of the site standing on one of its rows: two tiers' articles quoting it shared it word for word.
  const isRow = (g: string, p: Passage) => p.kind === 'table' && p.items.some((i) => normal(i) === g);
  const rowOf = (o: Pick<TopicPlan, 'grounding'>, p: Passage) => o.grounding.some((g) => g.url === p.url && isRow(normal(g.passage), p));
  const firstOnRow = (p: Passage) => (plans.find((o) => rowOf(o, p)) ?? plan).title === plan.title;
  const isGround = (g: string, p: Passage) => [p.text, `${p.heading}. ${p.text}`].some((t) => g.startsWith(normal(t).slice(0, 80))) || (isRow(g, p) && firstOnRow(p));
  const key = plan.keyphrase.toLowerCase();
  // Not an answer under its question (the opening quotes it), and not every heading naming a generic keyphrase ("physiotherapy").
  const grounds = (p: Passage) =>
    p.url !== home &&
    p.heading !== null &&
    p.kind !== 'faq' &&
    !p.heading.trim().endsWith('?') &&
    ((!weak && p.heading.toLowerCase().includes(key)) || plan.grounding.some((g) => g.url === p.url && isGround(normal(g.passage), p)));
  const keys = new Set(facts.passages.filter(grounds).map((p) => `${p.url}\n${p.heading}`));
  const own = new Set<string>();
  const namesAnother = namesOtherOffering(plan, facts);
  // The section runs on, in page order, through the sub-headings naming its aspects (its
  // inclusions list, how long it takes) until a heading that names something else.
  let open: string | null = null;
  for (const p of facts.passages) {
    const mine: boolean = keys.has(`${p.url}\n${p.heading}`) || (open === p.url && ASPECT.test(p.heading ?? '') && !(p.heading ?? '').trim().endsWith('?'));
    // A line of the section about another of the site's offerings ("Drip cakes — £70, 3 hours …"
    // beside the beginners' class it grounds) is that offering's, not this topic's.
    if (mine && (p.kind !== 'paragraph' || plan.grounding.some((g) => normal(g.passage).startsWith(normal(p.text).slice(0, 80))) || !namesAnother(p.text))) own.add(p.id);
    open = mine ? p.url : null;
  }
  return own;
}

/**
 * Whether a text names another offering of the site than the topic's: most of that offering's
 * words ("Drip cakes" for "Drip cake class"), or all of them if `whole` (a heading: "Why sole
 * traders choose us" names the audience, not the "Sole Trader Essentials" plan), not one of its
 * words in passing. An offering whose words the keyphrase holds is the topic's own.
 */
function namesOtherOffering(plan: Pick<TopicPlan, 'keyphrase'>, facts: Pick<SiteFacts, 'offerings'>, whole = false): (text: string) => boolean {
  const key = termsOf(plan.keyphrase);
  const others = facts.offerings
    .map((o) => termsOf(o.name.replace(/\s*\(.*$/, '')))
    .filter((words) => words.size >= 2 && ![...words].every((w) => key.has(w)) && ![...key].every((w) => words.has(w)));
  return (text) => {
    const terms = termsOf(text);
    // A line naming the topic too ("Lamination sets the brow hairs …") is about it.
    if (key.size > 0 && [...key].every((w) => terms.has(w))) return false;
    return others.some((words) => [...words].filter((w) => terms.has(w)).length >= (whole ? words.size : Math.ceil((words.size * 2) / 3)));
  };
}

/** A page selling more offerings than this is a price list or a catalogue: its opening is about all of them. */
const PAGE_OFFERINGS = 3;
/** A booking or contact page's opening says how to book (the practical section's), not what the offering is. */
const BOOKING_PAGE = /\b(book\w*|contact|enquir\w*|appointments?)\b/i;

/**
 * The passages of the topic's offering's own page that speak for everything on it, so for the
 * offering too however few of its words they repeat: the page's opening under its own title
 * ("Flat Roofing: Flat roofs over extensions … We fit three systems") and its aspect sections
 * ("What's included": the decking, the trims, the guarantee). Only on a page of a few offerings
 * (not a price list, a catalogue, the home page or the booking page), never a section under
 * another offering's heading or a question (the FAQ answers it). They go to one article of the
 * site, the first topic standing on that page: two topics of one page quoting its opening shared it word for word.
 */
function pageGeneral(input: WriteInput): Set<string> {
  const { facts } = input;
  // The site's weights, not one keyphrase's: every topic of the site must agree on whose page it is.
  const weights = weightsOf(facts.passages.map((p) => `${p.heading ?? ''} ${p.text}`));
  const pageOf = (plan: Pick<TopicPlan, 'title' | 'keyphrase'>) => topOffering(plan, facts, weights, input.analysis.url)?.url ?? null;
  const url = pageOf(input.plan);
  const page = input.analysis.pages.find((p) => p.url === url);
  if (!url || !page || url === input.analysis.url || BOOKING_PAGE.test(`${page.title} ${new URL(url).pathname}`)) return new Set();
  const sold = facts.offerings.filter((o) => o.url === url);
  if (sold.length > PAGE_OFFERINGS) return new Set();
  const first = (input.analysis.topicPlans ?? []).find((o) => pageOf(o) === url);
  if (first && first.title !== input.plan.title) return new Set();
  const titles = new Set([page.title, ...page.h1].map(normal));
  const mine = topOffering(input.plan, facts, weights, input.analysis.url)!;
  const others = facts.offerings.filter((o) => o.name !== mine.name).map((o) => normal(o.name));
  // A page selling the offering alone, titled by it, is about it whole, every sub-section of it
  // ("Phishing awareness training" under "Cyber security & Cyber Essentials"); a page of services
  // ("Services and prices") or of several offerings lends only what speaks for all of them.
  const mineTerms = termsOf(mine.name.replace(/\s*\(.*$/, ''));
  const titledByIt = [page.title, ...page.h1].some((t) => {
    const terms = termsOf(t);
    return mineTerms.size > 0 && [...mineTerms].every((w) => terms.has(w));
  });
  const alone = sold.length <= 1 && titledByIt;
  // A list with the offering as one of its items ("Office moves & cabling – network design…"
  // among "Managed IT support – …") lists it among the others: its other items are other offerings.
  const listsIt = (p: Passage) => (p.kind === 'list' || p.kind === 'steps') && p.items.length > 1 && p.items.some((i) => normal(i).startsWith(normal(mine.name)));
  const general = (p: Passage) => {
    if (listsIt(p)) return false;
    const heading = normal(p.heading ?? '');
    if (heading.endsWith('?') || others.some((o) => heading.includes(o))) return false;
    return alone || heading === '' || titles.has(heading) || ASPECT.test(heading);
  };
  return new Set(facts.passages.filter((p) => p.url === url && p.kind !== 'faq' && general(p)).map((p) => p.id));
}

/**
 * The offering a topic is most about by name (the same measure for every topic of the site), if
 * any is, among those with a page of their own: the home page's structured data ("Full-day
 * Canadian canoe hire" in its JSON-LD) names the hire page's canoe too.
 */
function topOffering(plan: Pick<TopicPlan, 'title' | 'keyphrase'>, facts: SiteFacts, weights: Weights, home: string): Offering | null {
  // By the keyphrase alone: a title's frame ("… per Person: £30") names no offering.
  const subject = subjectOf({ title: plan.keyphrase, keyphrase: plan.keyphrase }, facts);
  // "furnace and AC" is about both: an offering naming one of them ("Furnace Installation") is not its subject.
  const parts = plan.keyphrase.split(/\s+(?:and|&)\s+/i).map((part) => termsOf(part));
  const namesEvery = (o: Offering) => parts.length < 2 || parts.every((part) => [...part].some((t) => termsOf(o.name).has(t)));
  const scored = facts.offerings
    .filter((o) => o.url !== home && namesEvery(o))
    .map((o) => ({ o, s: relevance(subject, o.name, weights) }))
    .filter((x) => x.s >= RELEVANT);
  return scored.sort((a, b) => b.s - a.s)[0]?.o ?? null;
}

/** A topic proposed from one of the site's questions stands on it: its grounding is that question's passage, or names the question. */
function standsOn(plan: Pick<TopicPlan, 'grounding'>, q: SiteQuestion): boolean {
  return plan.grounding.some((g) => g.url === q.source.url && (g.passage === q.source.passage || normal(g.passage).includes(normal(q.question))));
}

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function coreOf(plan: TopicPlan, subject: ReadonlySet<string>): Set<string> {
  const title = termsOf(plan.title);
  const key = [...termsOf(plan.keyphrase)].filter((t) => subject.has(t));
  const shared = key.filter((t) => title.has(t));
  return new Set(shared.length > 0 ? shared : key.length > 0 ? key : subject);
}

function sourceForUrl(ctx: Ctx, url: string): EvidenceSource | undefined {
  return ctx.input.sources.find((s) => s.kind === 'site' && s.url === url);
}

/**
 * A sentence for the article if a passage of the site backs it and it was not said before; it is
 * recorded as a claim of that passage's page. Null otherwise: the caller says nothing instead.
 */
export function state(ctx: Ctx, sentence: string, url?: string): string | null {
  const text = sentence.trim();
  if (!text || ctx.said.has(text) || repeats(ctx, text)) return null;
  // A line for someone at risk ("thoughts of not wanting to be here … call 1737") belongs to an
  // article about that, never one about the difference between a counsellor and a psychotherapist.
  if (AT_RISK.test(text) && !AT_RISK.test(`${ctx.plan.title} ${ctx.plan.keyphrase}`)) return null;
  if (url && staleInPost(ctx, text, url)) return null;
  const prefer = url ? sourceForUrl(ctx, url)?.id : undefined;
  const support = findSupport(text, ctx.index, prefer);
  if (!support) return null;
  ctx.said.add(text);
  ctx.claims.push({ text, sourceId: support.sourceId });
  return text;
}

const AMOUNT_IN_TEXT = /[$£€¥]\s?\d[\d,]*(?:\.\d+)?/g;
const postsOf = new WeakMap<Ctx, Set<string>>();

/**
 * A post's price for an offering the site prices today is the price when it was written ("At the
 * moment our interim service starts at just £99", in a 2022 post, beside "Interim service | £129"
 * on the price list): a sentence of a post naming a priced offering is quoted only with that
 * offering's own amounts. A table row is read as its table; a post's own story ("Total cost of the
 * setup was about £190") names no offering.
 */
function staleInPost(ctx: Ctx, text: string, url: string): boolean {
  let posts = postsOf.get(ctx);
  if (!posts) {
    posts = new Set(ctx.input.analysis.pages.filter((p) => p.isArticle).map((p) => p.url));
    postsOf.set(ctx, posts);
  }
  const amounts = text.match(AMOUNT_IN_TEXT) ?? [];
  if (!posts.has(url) || amounts.length === 0 || text.includes(' | ')) return false;
  const terms = termsOf(text);
  // Named whole, or by a word of its name that is no everyday one ("Our feasibility study costs €950"
  // in a 2022 post beside today's "Feasibility & measured survey €1,450").
  const naming = (o: Offering) => {
    const own = [...termsOf(o.name.replace(/\s*[(–—].*$/u, ''))];
    return own.every((t) => terms.has(t)) || own.some((t) => t.length >= 7 && terms.has(t));
  };
  const named = ctx.facts.offerings.filter((o) => o.prices.length > 0 && naming(o));
  const current = new Set(named.flatMap((o) => o.prices.flatMap((p) => p.text.match(AMOUNT_IN_TEXT) ?? [])).map(normalAmount));
  return named.length > 0 && amounts.some((a) => !current.has(normalAmount(a)));
}

const normalAmount = (amount: string) => amount.replace(/\s|,/g, '').replace(/\.00$/, '');

const AT_RISK = /\b(?:suicid\w*|self[- ]harm\w*|not wanting to (?:be here|live)|end (?:my|your|their) life|crisis (?:line|service|team|support)|in crisis|emergency (?:mental|psychiatric)|helpline|lifeline|samaritans|1737|988)\b/i;

/** Sites repeat themselves (a price in a table, a list and a sentence); the article says it once. */
function repeats(ctx: Ctx, text: string): boolean {
  // A table row may repeat the opening's price sentence ("$78 for standard consultation (15
  // minutes)"): a table is read as a whole, and dropping the row left its heading empty.
  if (text.includes(' | ')) return false;
  const words = new Set(contentWords(text));
  // "From £849 supplied and fitted." after the £849 price: the amount again, with little else (the
  // business's name says nothing new: "At Brightpane Window Cleaning, the gutter clearing is from
  // £60." after "Gutter clearing costs from £60 for a terrace…").
  const brand = new Set(contentWords(ctx.business));
  const amounts = text.match(/[$£€¥]\s?[\d,.]+/g) ?? [];
  const news = [...words].filter((w) => !brand.has(w)).length;
  if (amounts.length > 0 && news <= 4 && amounts.every((a) => [...ctx.said].some((s) => s.includes(a)))) return true;
  if (words.size < 3) return false;
  for (const said of ctx.said) {
    // A passage read as one sentence that holds a sentence already said ("We also re-wax … within a
    // week. Drop it into the shop …" after the opening quoted its first sentence) says it again.
    if (said.length >= REPEATED_SENTENCE && text.includes(said)) return true;
    const other = new Set(contentWords(said));
    let shared = 0;
    for (const w of words) if (other.has(w)) shared++;
    if (shared / words.size >= 0.85) return true;
  }
  return false;
}

/** A sentence this long found inside another is that other saying it again; a short one ("Call us.") may recur by chance. */
const REPEATED_SENTENCE = 40;

/** Takes back sentences a section stated but will not print (too few to make the section). */
export function retract(ctx: Ctx, sentences: readonly string[]): void {
  for (const s of sentences) ctx.said.delete(s);
  ctx.claims = ctx.claims.filter((c) => !sentences.includes(c.text));
}

/** The title the site gives a crawled page, or null for a page that is not a citable source. */
export function pageTitle(ctx: Ctx, url: string): string | null {
  return sourceForUrl(ctx, url)?.title ?? null;
}

/** A markdown link to a crawled page, named by its title. */
export function pageLink(ctx: Ctx, url: string, text?: string): string {
  const title = text ?? sourceForUrl(ctx, url)?.title ?? url;
  return `[${title.replace(/[[\]]/g, '')}](${url})`;
}

export function note(ctx: Ctx, text: string): void {
  if (!ctx.notes.includes(text)) ctx.notes.push(text);
}

/**
 * What a customer of the business itself pays for: its plans ("Starter", "Pro" at a software
 * firm), and on a cost topic at a business selling no plans, every priced service or product it
 * names (an organizer's hourly rate and packages under "How Much Does a Professional Organizer
 * Cost?"; never under an explainer, which would price everything). Add-ons are not.
 */
export function ownOfferings(facts: SiteFacts, cost: boolean): Offering[] {
  const main = facts.offerings.filter((o) => !o.addOn);
  const plans = main.filter((o) => o.kind === 'plan');
  return plans.length > 0 || !cost ? plans : main.filter((o) => o.prices.some((p) => p.amount !== null && p.amount > 0));
}

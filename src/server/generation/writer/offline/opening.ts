import type { Offering, Passage } from '../../../../shared/site-facts';
import { capitalize, contentWords } from '../../text';
import { isStatement } from '../../nlp';
import { type Ctx, note, RELEVANT, retract } from './context';
import { answerOf, type Candidate, candidates, isOwnPriceSentence, PRICE_LABEL, names, namesAnotherOffering, ownPriceSentences, priceSentences, pricedSubjects, pricesOf, relevantTables, say } from './material';
import { quotableSentences } from './quotes';
import { termsOf } from './relevance';
import { amountValue, placesPriceWith } from './price-phrase';
import { saysWhereItWorks, siteWide } from './practical';
import { aboutTheBusiness } from './about-business';
import { asksAboutPrice, mentions, optionsFor, sides, standsOn } from './sections';
import { NUMBERED_HEADING } from '../../../analysis/site-facts/text';

/**
 * The article's first paragraph: the site's own answer to the topic's question (its price for a
 * cost topic, its answer or description otherwise), never the engine's framing.
 */

/** A question answered yes or no: "Is there a setup fee?", "Do you charge for parking?". */
const YES_NO = /^(?:is|are|do|does|can|will|would|should|has|have)\b/i;

/** The first paragraph: the site's own answer to the topic's question, with the keyphrase in it. */
export function opening(ctx: Ctx): string {
  const { plan } = ctx;
  const parts: string[] = [];
  const intent = plan.intent;
  if (intent === 'cost') {
    // Only the prices of what the topic names: an offering that merely shares a word with it
    // (kitten vaccination under desexing) has another price.
    // The site's own sentence stating an offering's price says it with its terms ("from £60 for
    // a terrace and from £80 for a detached house"); the engine's price sentence only for the rest.
    // What the business itself costs opens on what it is, in its own words ("Family roofers since
    // 1972."): the prices that follow are of its several services, none of which names the trade.
    // A topic proposed from the site's own question opens on the site's own answer, never its description.
    const asked = ctx.titleQuestion !== null && plan.title.endsWith('?');
    // A sentence, not the description's caption ("Residential solar panel and home battery installer serving the Sacramento region since 2012.").
    const self = ctx.itself && ctx.facts.description && !asked ? quotableSentences(ctx.facts.description.text, 'description').filter((text) => ctx.about(text) >= RELEVANT && isStatement(text)).slice(0, 1) : [];
    const lead = parts.push(...say(ctx, self.map((text) => ({ text, url: ctx.facts.description!.source.url })), 1));
    // The site's own answer to a yes-or-no cost question says it first, in its order: "Is there a
    // setup fee?" opens on "No setup fee on any plan.", never on the onboarding package's $1,500 after it.
    // "How much will I get back from Medicare?" opens on the rebate the answer states, in its order too.
    if (ctx.titleQuestion && asked) parts.push(...say(ctx, answerOf(ctx.titleQuestion), YES_NO.test(plan.title) ? 2 : 3, true));
    // No priced offering goes by the keyphrase's name ("puppy classes" beside "Puppy Kindergarten",
    // "Private Training"): the site's own sentence pricing the keyphrase answers first ("The six-week
    // puppy class is $180, and that includes…"), never another offering's price.
    const subjects = pricedSubjects(ctx);
    if (parts.length === lead && !subjects.some((o) => names(`${plan.title} \n ${plan.keyphrase}`, o.name))) {
      const key = termsOf(plan.keyphrase);
      const saying = candidates(ctx, undefined, ctx.passages.filter((p) => p.kind === 'paragraph' && !answersAnother(ctx, p))).filter((c) => /[$£€¥]\s?\d/.test(c.text) && key.size > 0 && [...key].every((t) => termsOf(c.text).has(t)));
      parts.push(...say(ctx, saying, 1));
    }
    const priced = parts.length > lead ? [] : subjects.map(withOwnPrices).filter((o) => pricesOf(ctx, o).length > 0).slice(0, 3);
    // An offering priced by its kinds ("plated … from £58", "sharing feast … from £52") is said kind by kind, in the site's order.
    const kinds = (o: Offering) => Math.min(3, Math.max(1, o.prices.filter((p) => p.variant !== undefined).length));
    const inWords = priced.filter((o) => parts.push(...say(ctx, ownPriceSentences(ctx, o), kinds(o), kinds(o) > 1)) > 0 && parts.some((part) => pricesOf(ctx, o).some((price) => part.includes(price))));
    // A label line ("Cut: $38.") opens no article: where no sentence can price it, the price table does.
    const lines = priceSentences(ctx, priced.filter((o) => !inWords.includes(o)));
    retract(ctx, lines.filter((l) => PRICE_LABEL.test(l)));
    parts.push(...lines.filter((l) => !PRICE_LABEL.test(l)));
    // Only an answer to a question about the topic: "Do you clean upholstery on the same visit?"
    // prices the upholstery, not the carpet cleaning its answer mentions.
    const q = ctx.questions.find((q) => /[$£€¥]\s?\d/.test(q.answer ?? '') && ctx.about(q.question) >= RELEVANT);
    // The page the topic stands on states its prices as a menu does ("Roast sirloin …, each £21,
    // served with Yorkshire pudding … Two courses £27, three courses £32."): read as an answer is,
    // without the verb a statement needs, they answer the cost question first.
    // Never a line pricing another of the site's offerings ("Cat vaccination $160 …" under cat desexing).
    const grounded = new Set(ctx.plan.grounding.map((g) => g.url));
    const other = namesAnotherOffering(ctx);
    const pagePrices = ctx.passages
      .filter((p) => p.kind === 'paragraph' && grounded.has(p.url) && !answersAnother(ctx, p) && !other(p.heading ?? ''))
      .flatMap((p) => quotableSentences(p.text, true).map((text) => ({ text, url: p.url })))
      // Read as an answer, a line may lean on the one before it ("It lasts an hour and costs £55."): not as an opening.
      .filter((c) => !other(c.text) && !/^(?:it|its|this|that|these|those|they|them)\b/i.test(c.text));
    if (parts.length === lead) parts.push(...say(ctx, [...(q ? answerOf(q) : []), ...pagePrices, ...candidates(ctx, undefined, ctx.passages.filter((p) => !answersAnother(ctx, p)))].filter((c) => /[$£€¥]\s?\d/.test(c.text)), 2));
    // A price list alone ("30 minutes – £20") is shown as the price table, but no sentence of the site states it.
    const listed = relevantTables(ctx).some((t) => t.passage.kind === 'list');
    if (parts.length === lead && listed) note(ctx, `The site lists prices for ${ctx.naming} but no sentence states them, so the opening gives none. Add a sentence saying what ${ctx.naming} cost and what the price depends on.`);
    else if (parts.length === lead) note(ctx, `The site states no price for ${ctx.naming}. A cost article needs one: add your price, or a typical range and what moves it, to the page that describes ${ctx.naming}.`);
  } else if (intent === 'problem' || intent === 'explainer' || intent === 'how-to') {
    // In the answer's own order: its first sentence is the answer, the rest qualify it ("If it still trips…").
    if (ctx.titleQuestion) parts.push(...say(ctx, withoutStrayReply(ctx, answerOf(ctx.titleQuestion)), 3, true));
    // Else the offering the topic names, in the site's own description (else the line that lists
    // it: "Emergency lockouts – non-destructive entry…"), with its price.
    const subject = pricedSubjects(ctx)[0];
    const own = subject && withOwnPrices(subject);
    if (parts.length === 0 && own) {
      // The site's description of its own offering stands as an answer would: "Take payment at the
      // desk…" describes a feature, though it reads as an instruction out of context.
      const described = quotableSentences(own.description ?? '', 'description')
        .filter((text) => /^\p{Lu}/u.test(text))
        .map((text) => ({ text, url: own.url }));
      const listed = quotableSentences(own.source.passage).map((text) => ({ text, url: own.source.url }));
      parts.push(...say(ctx, described, 2, true));
      if (parts.length === 0) parts.push(...say(ctx, listed, 1));
      // Else the line listing it with what it is, its name first ("Emergency lockouts –
      // non-destructive entry wherever possible, no call-out charge."): the site's definition of it.
      if (parts.length === 0 && definesIt(own.source.passage, own.name)) parts.push(...say(ctx, [{ text: own.source.passage.trim(), url: own.source.url }], 1));
      // The site's own sentence may give the price already ("Gutter clearing costs from £60…").
      const priced = pricesOf(ctx, own).some((price) => parts.some((part) => part.includes(price)));
      if (!priced && asksAboutPrice(ctx)) parts.push(...priceSentences(ctx, [own]));
    }
  } else if (intent === 'local') {
    parts.push(...say(ctx, worksThere(ctx), 1));
    const where = ctx.facts.locations[0];
    if (parts.length === 0 && where) parts.push(...say(ctx, quotableSentences(where.source.passage).map((text) => ({ text, url: where.source.url })), 1));
  } else if (intent === 'comparison') {
    // The site's answer to the title's own question ("What's the difference between yoga and pilates?") is the comparison's answer.
    if (ctx.titleQuestion) parts.push(...say(ctx, withoutStrayReply(ctx, answerOf(ctx.titleQuestion)), 3, true));
    const [a, b] = sides(ctx);
    if (parts.length === 0 && a && b) {
      // What each costs, side by side, when the site prices both: the first thing a reader weighing them asks.
      const options = optionsFor(ctx, [a, b]).flatMap((o) => (o ? [withOwnPrices(o)] : []));
      // Not the business weighed against one of its own plans ("At Chairside, the Chairside is from AUD 29").
      const sold = (o: Offering) => pricesOf(ctx, o).length > 0 && o.name.trim().toLowerCase() !== ctx.business.trim().toLowerCase();
      if (options.length === 2 && options.every(sold)) parts.push(...priceSentences(ctx, options));
      parts.push(...say(ctx, candidates(ctx).filter((c) => mentions(c.text, a, b) && mentions(c.text, b, a)), 1));
      if (parts.length === 0) {
        // No sentence names both: one that describes each.
        const wide = siteWide(ctx);
        for (const o of optionsFor(ctx, [a, b])) if (o) parts.push(...say(ctx, candidates(ctx, undefined, ctx.facts.passages.filter((p) => p.url === o.url && !wide(p.text))), 1));
      }
    }
  }
  // Otherwise the page most about the topic opens it, in its own first words.
  // (Prose only: a list's first item would leave its list starting at 2.)
  // An answer to another of the site's questions answers that question, not the topic's.
  // Nor does the business's story or a team member's biography ("Priya … is certified in dry needling"),
  // unless the topic asks who the business is and where (a local topic).
  // Nor a passage under another offering's heading ("Flea bath" under Bath & Tidy).
  const another = namesAnotherOffering(ctx);
  // Nor the site's line about itself as a whole (its meta description, a tagline on every page).
  const wide = siteWide(ctx);
  const local = ctx.plan.intent === 'local';
  // Nor a numbered step the topic stands on ("1. Site survey"): the steps follow in order, and the
  // first of them quoted here left the walk-through starting at its second sentence.
  const step = (p: Passage) => NUMBERED_HEADING.test(p.heading ?? '') && standsOn(ctx, p);
  const prose = ctx.passages.filter((p) => p.kind === 'paragraph' && !wide(p.text) && !answersAnother(ctx, p) && (local || !aboutTheBusiness(p.heading, [p])) && !another(p.heading ?? '') && !step(p));
  const byFit = prose
    .map((p, i) => ({ p, i, f: ctx.fit(p) }))
    .sort((a, b) => b.f - a.f || a.i - b.i)
    .map((x) => x.p);
  // One passage's opening reads as an opening; a second only when the first gives too little.
  let used = 0;
  // The site's answer to the title's own question is the whole opening; more would dilute it.
  const answered = ctx.titleQuestion !== null && parts.length > 0;
  // Both from one page: two posts' first lines would read as one walk, one recipe.
  let page: string | null = null;
  for (const p of answered ? [] : byFit) {
    if (parts.length >= 2 || used >= 2) break;
    if (page !== null && p.url !== page) continue;
    // Never the business introducing itself ("I'm Jess, and I've been shaping brows for nine
    // years…", "The Saltbox is a 36-seat café…"): it answers no title but "who are you".
    // Nor a sentence about another of the site's offerings ("Plantation shutters … take 8 weeks" under blinds).
    const said = say(ctx, candidates(ctx, undefined, [p]).filter((c) => !introducesItself(ctx, c.text) && !another(c.text)), 3 - parts.length, true);
    if (said.length > 0) {
      used++;
      page = p.url;
    }
    parts.push(...said);
  }
  // The keyphrase itself, not inside the business's name ("Bark & Bubble Mobile Grooming LLC … collects" names no mobile groom).
  const named = (text: string) => text.toLowerCase().replaceAll(ctx.business.toLowerCase(), ' ').includes(ctx.keyphrase.toLowerCase());
  if (!parts.some(named)) parts.push(...say(ctx, candidates(ctx, undefined, prose).filter((c) => named(c.text) && !introducesItself(ctx, c.text)), 1));
  stateEachPriceOnce(ctx, parts);
  // No sentence of the engine's own frames the opening ("What we tell people about X." fits any
  // site): with nothing from the site, the opening is left to the editor.
  if (parts.length === 0) note(ctx, `The site has no passage that answers "${ctx.plan.title}". Write the opening paragraph: your own answer, in a sentence or two.`);
  // A quoted FAQ answer keeps its reply word ("Yes. Pay annually…"); under a title that is not
  // its yes/no question it answers nothing.
  const lead = parts.join(' ');
  return YES_NO_QUESTION.test(ctx.plan.title.trim()) ? lead : capitalize(lead.replace(/^(?:yes|no)[.!,]\s+/i, ''));
}

const AMOUNTS = /[A-Z]{0,3}[$£€¥]\s?\d(?:[\d,.]*\d)?/gu;

/**
 * The opening states each price once: a sentence whose amounts another of its sentences states
 * again goes ("At Pinewood, the upholstery cleaning is £65, then £35." before the site's own "A
 * three-seater sofa costs £65 and an armchair £35."). The longer sentence says more and stays;
 * of two alike, the site's own wording, which comes later, is kept over the engine's. The site's
 * sentence stating the engine's first price says it in the site's terms ("A freestanding floral
 * arch starts at £850 including delivery"), and the engine's goes. "£85.00" and "£85" are one price.
 */
export function stateEachPriceOnce(ctx: Ctx, parts: string[]): void {
  const amounts = (text: string): string[] => (text.match(AMOUNTS) ?? []).map(amountValue);
  for (let i = 0; i < parts.length; i++) {
    const mine = amounts(parts[i]!);
    if (mine.length === 0) continue;
    const restated = parts.some(
      (other, j) =>
        j !== i &&
        ((mine.every((a) => amounts(other).includes(a)) && (j > i || other.length > parts[i]!.length)) ||
          (isOwnPriceSentence(ctx, parts[i]!) && !isOwnPriceSentence(ctx, other) && amounts(other).includes(mine[0]!))),
    );
    if (restated) {
      retract(ctx, [parts[i]!]);
      parts.splice(i--, 1);
    }
  }
}

/**
 * The offering with only the prices its passage places with it: a list run together gives every
 * row's price to every row's offering, and "from £22" of another row is no price of this one.
 */
function withOwnPrices(o: Offering): Offering {
  return { ...o, prices: o.prices.filter((p) => placesPriceWith(p.source.passage, o.name, p.text)) };
}

/**
 * The site's sentences saying it works in one of its places ("We pick up and drop off anywhere in
 * Hollinsford, Brinkley…"), those naming the keyphrase first: a local topic's answer. Not a
 * sentence that merely names the place (an address, "Block bookings must be used within 6 months").
 */
function worksThere(ctx: Ctx): Candidate[] {
  const places = ctx.facts.locations.map((l) => l.text.split(',')[0]!.trim()).filter(Boolean);
  const wide = siteWide(ctx);
  const found = candidates(ctx, undefined, ctx.facts.passages.filter((p) => p.kind === 'paragraph' && !wide(p.text))).filter((c) => places.some((place) => c.text.includes(place)) && saysWhereItWorks(c.text));
  const named = (c: Candidate) => c.text.toLowerCase().includes(ctx.keyphrase.toLowerCase());
  return [...found.filter(named), ...found.filter((c) => !named(c))];
}

/** The shortest definition a list line gives: "Name – three words or more." */
const MIN_DEFINITION_WORDS = 3;

/** Whether a line is the offering's name, a dash or colon, and what it is, as one line ending in a stop. */
function definesIt(line: string, name: string): boolean {
  const text = line.trim();
  if (!text.toLowerCase().startsWith(name.toLowerCase()) || text.includes('\n')) return false;
  const rest = /^\s*[–—:-]\s+(.+[.!])$/u.exec(text.slice(name.length));
  return rest !== null && rest[1]!.split(/\s+/).length >= MIN_DEFINITION_WORDS;
}

/** "I'm Jess, and…", "We're a family-run team…": the speaker saying who they are. */
const SELF_INTRO = /^(?:hi[,!]?\s+)?(?:I'm|I am|I've been|my name is|we're an?|we are an?)\b/iu;

/**
 * Whether a sentence is the business introducing itself, no answer to a question about one of its
 * offerings: its speaker saying who they are, or the business's own name as the subject of "is"
 * ("Sparkwise Electrical is a family-run team…", "The Saltbox is a 36-seat café…"), however the
 * site shortens its name.
 */
function introducesItself(ctx: Ctx, text: string): boolean {
  // A local topic asks who to choose in a place: who the business is answers it.
  if (ctx.plan.intent === 'local') return false;
  if (SELF_INTRO.test(text)) return true;
  // "Arch & Lash is a two-chair studio…": a name joined by "&" is one name.
  const subject = /^(?:the\s+)?((?:(?:\p{Lu}[\p{L}'&-]*|&)\s*){1,5}?)\s(?:is|are|was|has been|have been)\s/u.exec(text);
  if (!subject) return false;
  const brand = new Set(contentWords(ctx.business).map((w) => w.toLowerCase()));
  return contentWords(subject[1]!).some((w) => brand.has(w.toLowerCase()));
}

function answersAnother(ctx: Ctx, p: Passage): boolean {
  const heading = (p.heading ?? '').trim();
  return heading.endsWith('?') && heading !== ctx.titleQuestion?.question && (ctx.about(heading) < RELEVANT || ctx.elsewhere.has(heading));
}

const YES_NO_QUESTION = /^(?:is|are|can|do|does|did|should|will|would|could|has|have|was|were|must)\b/i;

/** An answer without its lone "Yes." or "No." when the title is not the yes/no question it replies to. */
function withoutStrayReply(ctx: Ctx, answer: Candidate[]): Candidate[] {
  return YES_NO_QUESTION.test(ctx.plan.title.trim()) ? answer : answer.filter((c) => !/^(?:yes|no)[.!]?$/i.test(c.text.trim()));
}


import type { Offering, Passage, Price, SiteQuestion, TopicIntent } from '../../../../shared/site-facts';
import { normalise } from '../../../analysis/topics/validator';
import { durations, splitSentences } from '../../nlp';
import { capitalize, containsPhrase, contentWords, countWords, questionsHeading } from '../../text';
import { aboutPaying, type Ctx, note, pageLink, pageSummary, pageTitle, RELEVANT, retract, state } from './context';
import { answerOf, candidates, cellsOf, headed, labelInSentence, listOf, namedOfferings, names, namesAnotherOffering, ownPriceSentences, priceCell, pricedOnce, priceSentences, pricedSubjects, pricesAnother, pricesOf, quoted, relevantTables, say, table, tiersOf } from './material';
import { aboutTheBusiness, isLegalPage } from './about-business';
import { isTestimonial, quotableSentences } from './quotes';
import { isPlural, isServiceNoun } from './price-phrase';
import { siteWide } from './practical';
import { stepsOfSentence } from './steps';
import { findSupport } from '../../claim-check';
import { headTerm, isOnTopic, termsOf, topicCounts } from './relevance';
import { isInstructionList } from '../../../analysis/site-facts/nlp';
import { NUMBERED_HEADING } from '../../../analysis/site-facts/text';

/**
 * The article's parts, per intent: the opening that answers the topic's question, then sections
 * built from the site's passages. A builder with nothing specific to say returns null and the
 * section is left out; where the site lacks what the intent needs, it leaves a note for the
 * editor instead of writing around the gap.
 */
export interface Section {
  heading: string;
  blocks: string[];
}

type Builder = (ctx: Ctx) => Section | null;

const PRICE_WORDS = /\b(depend\w*|extra (charge|cost|fee)s?|additional|charged?|plus|minimum|per\b|on top|var(y|ies)|surcharge|deposit|discount|free|includ\w*|excluding|VAT|call-out|quote)\b/i;
const MONEY = /[$£€¥]\s?\d/;
// A certificate the business issues ("comes with a gas safety certificate"), never the customer's own ("we'll ask to see your insurance certificate").
export const INCLUDES = /\b(includ\w*|comes with|(price|cost|fee) covers|supplied|(?<!\byour\s+(?:[a-z-]+\s+)?)certificate|guarantee|warrant\w*)\b/i;
// "last" as a verb ("It lasts an hour"), never "in the last three months"; nor "take on" twenty-two
// weddings a year (work accepted), "takes place", "take care".
const TAKES = /\b(takes?|took)\b(?!\s+(?:on|place|care)\b)|(?<!\b(?:the|this|its|your|our)\s)\blasts?\b|\b(hours?|minutes?|days?|weeks?)\b.*\b(on site|to (fit|install|complete|finish))\b/i;
/** "Our per-head prices include … staff for up to six hours on site": what a price covers, no time the work takes. */
const PRICE_COVERS = /\b(?:prices?|fees?|rates?|costs?)\b[^.]*\binclud(?:e|es|ing)\b/i;

/** "we'll take £5 off every visit": money taken off, no time. */
const TAKES_OFF = /\btakes?\s+(?:off\s+)?(?:[$£€]\s?\d|\d+\s?%)/i;
/** "every four weeks", "once a year": how often, not how long. */
const HOW_OFTEN = /\b(?:every|each|once an?|twice an?)\s+(?:\w+\s+)?(?:hours?|days?|weeks?|months?|years?|visits?)\b/gi;

/** Whether a sentence says how long the work takes. */
export function saysHowLong(text: string): boolean {
  if (!TAKES.test(text) || PRICE_COVERS.test(text) || TAKES_OFF.test(text)) return false;
  return durations(text.replace(HOW_OFTEN, ' ')).some((d) => /hour|minute|day|week|month|morning|afternoon/i.test(d));
}
const CAUSES = /\b(because|cause[sd]?|usually|most often|often|commonly|fault\w*|means|sign\w*|if)\b/i;
const ADVICE = /\b(too|don'?t|never|avoid|instead|rather than|make sure|always|check|keep|use|let|store|try)\b/i;
const CHOOSING = /\b(if you|better|best for|suits?|choose|prefer|rather|whereas|unlike|than)\b/i;
const OBLIGATION = /\b(must|should|need|needs|required?|at least|every|make sure|check|before|within)\b/i;

export function section(heading: string, blocks: (string | null)[]): Section | null {
  const kept = blocks.filter((b): b is string => b !== null && b.trim() !== '');
  return kept.length > 0 ? { heading, blocks: kept } : null;
}

const kp = (ctx: Ctx) => capitalize(ctx.keyphrase);

/** Whether a title names the offering by its whole name, its variant in brackets too ("Intensive course (30 hours)"). */
const namesWhole = (title: string, name: string) => title.toLowerCase().includes(name.toLowerCase());

/** "EICR prices", but "Prices" for a generic keyphrase: "Bike prices" over a servicing article reads as another topic. */
const titled = (ctx: Ctx, withKeyphrase: string, plain: string) => (ctx.weak ? plain : withKeyphrase);

/** Sentences of the topic's passages matching `pattern`, as one paragraph. */
function paragraph(ctx: Ctx, pattern: RegExp | undefined, max: number): string | null {
  return paragraphOf(ctx, ctx.passages, pattern, max);
}

/** The words a sentence opens on, where its subject is. */
const SUBJECT_WORDS = 6;

function aboutAnother(ctx: Ctx): (text: string) => boolean {
  const another = namesAnotherOffering(ctx);
  return (text) => another(text.split(/\s+/).slice(0, SUBJECT_WORDS).join(' '));
}

function paragraphOf(ctx: Ctx, passages: readonly Passage[], pattern: RegExp | undefined, max: number): string | null {
  // A sentence that only matches the pattern ("Keep it in the pouch…" as advice on bitter green
  // tea) but is about something else stays out, and so does one whose subject is another of the
  // site's offerings, naming the topic in passing ("A separation agreement … can later be used as
  // the basis of a consent divorce" under a consent divorce's prices).
  const another = aboutAnother(ctx);
  const priced = amountsItsOwn(ctx);
  const s = say(ctx, candidates(ctx, pattern, passages).filter((c) => isOnTopic(ctx.topic, c.text) && !another(c.text) && priced(c.text)), max);
  return s.length > 0 ? s.join(' ') : null;
}

/**
 * Whether every amount a line states is the topic's: in a sentence naming it, one of the
 * offerings it prices or most of its subject ("If you don't pass, a re-test package … is $175"
 * under a question about not passing), or in the topic's own section ("Parts are extra … a new door rope is
 * usually around £15 to £25" under stove servicing). "Early-bird price $3,450 + GST if paid in
 * full…" (a teacher training's, in a paragraph ending on the free membership it includes) shares
 * only the words every price sentence has with the membership's card.
 */
function amountsItsOwn(ctx: Ctx): (text: string) => boolean {
  // Outside a cost article an amount is a detail of what the section says, not the answer to its question.
  if (ctx.plan.intent !== 'cost') return () => true;
  const subjects = pricedSubjects(ctx);
  // The site's own answer to the title's question ("What does tree removal cost?": "Small ornamental trees … start from $450") is the topic's too.
  const ownLines = new Set([...candidates(ctx, undefined, ctx.passages.filter((p) => ctx.own.has(p.id) || ctx.pageOwn.has(p.id))), ...(ctx.titleQuestion ? answerOf(ctx.titleQuestion) : [])].map((c) => c.text));
  const namesIt = (sentence: string) => names(sentence, ctx.keyphrase) || subjects.some((o) => names(sentence, o.name)) || ctx.about(sentence) >= RELEVANT;
  return (text) => ownLines.has(text) || splitSentences(text).every((sentence) => !MONEY.test(sentence) || namesIt(sentence));
}

// ——— cost ———

const priceTable: Builder = (ctx) => {
  const before = new Set(ctx.said);
  const blocks: (string | null)[] = [];
  // A topic over the packages a page sells under the site's trade ("Wood-Fired Pizza Catering
  // Prices") stands on those packages' own lines: they are its variants, whatever the page's title.
  const variants = ctx.facts.offerings.filter((o) => ctx.plan.grounding.some((g) => g.url === o.source.url && g.passage === o.source.passage) && o.prices.length > 0);
  for (const t of relevantTables(ctx).slice(0, 2)) {
    const shown = priceTableOf(ctx, t.header, t.rows, t.passage.url);
    // A table of the options' traits ("Repairs | Patch with EPDM tape | Grind and re-lay") prices nothing.
    if (!shown || !MONEY.test(shown)) continue;
    // The page line introduces the table, so it never stands without it.
    ctx.shown.add(t.passage.id);
    blocks.push(shown, `From our ${pageLink(ctx, t.passage.url)} page.`);
  }
  // A tiered offering whose table the site spans by a first cell ("EICR Certificate" over four
  // properties) came out as its one named row: its tiers, as site facts read them, are the table.
  const tiered = namedOfferings(ctx).find((o) => o.prices.length >= 3 && o.prices.every((p) => tierLabel(p) !== null));
  const shownText = blocks.join('\n');
  if (tiered && tiered.prices.filter((p) => !shownText.includes(p.text)).length * 2 > tiered.prices.length) {
    const tiers = table(ctx, [capitalize(tiered.name), 'Price'], [...tiered.prices].sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0)).map((p) => [capitalize(tierLabel(p)!), p.text]), tiered.prices[0]!.source.url);
    if (tiers) blocks.splice(0, blocks.length, tiers, `From our ${pageLink(ctx, tiered.prices[0]!.source.url)} page.`);
  }
  if (blocks.length === 0) {
    const named = namedOfferings(ctx).filter((o) => pricesOf(ctx, o).length > 0);
    // A topic over a category ("How much do party packages cost?") is priced by the offerings on
    // the page it stands on, though none is named in its title, when that page is titled by the
    // category ("Party Packages"): the packages are its variants. A price list titled otherwise
    // ("Fees") prices other services too.
    const key = termsOf(ctx.keyphrase);
    const titledBy = (url: string) => {
      const title = termsOf(ctx.input.analysis.pages.find((page) => page.url === url)?.title ?? '');
      return key.size > 0 && [...key].every((t) => title.has(t));
    };
    const grounded = new Set(ctx.plan.grounding.map((g) => g.url).filter(titledBy));
    const groundedOfferings = variants.filter((o) => pricesOf(ctx, o).length > 0);
    const onItsPage = groundedOfferings.length >= 2 ? groundedOfferings : ctx.facts.offerings.filter((o) => grounded.has(o.url) && pricesOf(ctx, o).length > 0);
    const priced = (named.length === 0 ? onItsPage : named).slice(0, 8);
    const rows = priceRows(ctx, priced);
    if (rows.length > 1) blocks.push(table(ctx, [columnFor(priced), 'Price'], rows, priced[0]!.url));
  }
  // What the site says about its prices in general, on the pages that list them.
  const pricePages = new Set([...[...ctx.offerings, ...(variants.length >= 2 ? variants : [])].flatMap((o) => o.prices.map((p) => p.source.url)), ...relevantTables(ctx).map((t) => t.passage.url)]);
  // On those pages, what sits under the page's own title or its price headings, not under another service.
  const priceHeadings = new Set([
    ...ctx.input.analysis.pages.filter((p) => pricePages.has(p.url)).flatMap((p) => p.h1),
    ...relevantTables(ctx).map((t) => t.passage.heading),
  ]);
  const general = ctx.facts.passages.filter((p) => pricePages.has(p.url) && p.kind === 'paragraph' && (p.heading === null || priceHeadings.has(p.heading) || /price|cost|fee|rate/i.test(p.heading)));
  // Terms that hold for every price (VAT, surveys, fixed quotes), not another service's amount.
  const another = aboutAnother(ctx);
  const terms = say(ctx, candidates(ctx, PRICE_WORDS, general).filter((c) => (!MONEY.test(c.text) || ctx.about(c.text) >= RELEVANT) && !another(c.text)), 3);
  blocks.push(paragraph(ctx, PRICE_WORDS, 4), terms.length > 0 ? terms.join(' ') : null);
  // A prices section with no price ("Old piano prices": "I'm not VAT registered…") is a heading promising what it lacks.
  if (!blocks.some((b) => b !== null && (MONEY.test(b) || b.includes('\n')))) {
    retract(ctx, [...ctx.said].filter((t) => !before.has(t)));
    return null;
  }
  return section(titled(ctx, `${kp(ctx)} prices`, 'Prices'), blocks);
};

/**
 * A price table of two variants or more. One row repeats the opening's price in a grid: its other
 * columns ("Hours: Unlimited open studio", "Monthly: £140") read as a short list under their
 * headers, and a two-column row ("Fundamentals course | £99") is not shown at all.
 */
/** What a tier's price is for: its variant, else the cell before the price in its row ("EICR Certificate | 1 bed flat | £145"). */
function tierLabel(p: Price): string | null {
  if (p.variant) return p.variant;
  const cells = cellsOf(p.source.passage);
  const at = cells.findIndex((c) => c.includes(p.text));
  return cells.length >= 3 && at >= 2 && cells[at - 1] !== '' ? cells[at - 1]! : null;
}

function priceTableOf(ctx: Ctx, header: readonly string[] | null, rows: readonly (readonly string[])[], url: string): string | null {
  if (rows.length >= 2) return table(ctx, header, rows, url);
  const row = rows[0];
  if (!row || !header || header.length <= 2 || row.length !== header.length) return null;
  // A row naming more than the topic ("2 yard mini skip" under mini skips) says which one it is.
  const label = row[0]!.trim().toLowerCase() === ctx.keyphrase.trim().toLowerCase() ? [] : [[header[0]!, row[0]!]];
  return table(ctx, null, [...label, ...header.slice(1).map((h, i) => [h, row[i + 1]!])], url);
}

/**
 * What the price buys: the site's own description of the offering the title names ("One-to-one
 * manual driving lessons in a dual-control Ford Fiesta … Lessons are 1, 1.5 or 2 hours." under
 * "What £39 an Hour Covers"), the sentences the opening has not said, then its sentences on inclusions.
 */
const includes: Builder = (ctx) => {
  // The one the title names whole ("Conservation framing (large works)"), not a shorter name inside it.
  const subjects = pricedSubjects(ctx);
  // Of several the title does not name (a trade's packages), none is the subject: each card goes under its own name.
  const o = subjects.filter((x) => namesWhole(ctx.plan.title, x.name)).sort((a, b) => b.name.length - a.name.length)[0] ?? (subjects.length === 1 ? subjects[0] : undefined);
  // The site's line about itself (its meta description, its tagline) describes no offering.
  const wide = siteWide(ctx);
  const own = o ? quotableSentences(o.description ?? '', 'description').filter((text) => !wide(text)) : [];
  const described = o ? say(ctx, own.map((text) => ({ text, url: o.url })), 3, true) : [];
  // Named for what it covers ("What the Mega Party includes"), not one heading over every cost article.
  const named = o ? labelInSentence(ctx, o.name.replace(/\s*\(.*$/u, '')) : subjects.length > 1 && !ctx.weak ? keyphraseInSentence(ctx) : null;
  const heading = named ? `What ${subjectOf(named, o?.kind)} ${isPlural(named, o?.kind) ? 'include' : 'includes'}` : 'What the price includes';
  return section(heading, [described.length > 0 ? described.join(' ') : null, ...cardLists(ctx, subjects, !o), paragraph(ctx, INCLUDES, 4)]);
};


/** The list on an offering's card: under a heading that is its name or part of it, not its details line with the price ("Ages 4–10 · £255 · 2 hours"). */
function cardOf(ctx: Ctx, o: Offering): Passage | undefined {
  const name = termsOf(o.name);
  return ctx.facts.passages.find(
    (p) => p.kind === 'list' && p.heading !== null && termsOf(p.heading).size > 0 && [...termsOf(p.heading)].every((t) => name.has(t)) && p.items.every((i) => !MONEY.test(i)),
  );
}

/** Items of a card's list worth quoting: what a plan includes, briefly. */
const CARD_ITEMS = 6;

/**
 * What each priced offering includes, from its card: the list under a heading that is the
 * offering's name, or part of it ("Starter" over "Drag-and-drop rota builder, Clock-in app…" for
 * the Starter plan). With several offerings each list goes under its own name, and so does one
 * list under a heading naming none of them (one candle's scent notes under "What soy candles include").
 */
function cardLists(ctx: Ctx, offerings: readonly Offering[], named = false): (string | null)[] {
  const cards = offerings.flatMap((o) => {
    const card = cardOf(ctx, o);
    return card ? [card] : [];
  });
  return cards.flatMap((card) => {
    const list = listOf(ctx, card, false, CARD_ITEMS);
    return list ? [cards.length > 1 || named ? `**${card.heading}**` : null, list] : [];
  });
}

const timing: Builder = (ctx) => {
  // How long another of the site's offerings takes ("Shutters … take 8–10 weeks" under blinds) is no answer here.
  const another = namesAnotherOffering(ctx);
  const mine = pricedSubjects(ctx);
  // And only how long the topic's work takes: "It takes about five minutes" to fill in a form is no appointment's length.
  const own = new Set(ctx.passages.filter((p) => ctx.own.has(p.id) || ctx.pageOwn.has(p.id)));
  const aboutIt = (c: { text: string }) => isOnTopic(ctx.topic, c.text) || mine.some((o) => names(c.text, o.name));
  const s = say(
    ctx,
    [...candidates(ctx, TAKES, [...own]), ...candidates(ctx, TAKES).filter(aboutIt)].filter((c) => saysHowLong(c.text) && (!another(c.text) || mine.some((o) => names(c.text, o.name)))),
    3,
  );
  return section(`How long it takes`, [s.length > 0 ? s.join(' ') : null]);
};

// ——— how-to and checklist ———

function bestList(ctx: Ctx, kinds: readonly Passage['kind'][], also: (p: Passage) => boolean = () => true): Passage | undefined {
  return ctx.passages
    .filter((p) => kinds.includes(p.kind) && p.items.length >= 2 && also(p))
    .map((p, i) => ({ p, i, f: ctx.fit(p) }))
    .sort((a, b) => b.f - a.f || a.i - b.i)[0]?.p;
}


/** Whether the topic was proposed from this passage: its grounding quotes it (a list as its items joined). */
export function standsOn(ctx: Ctx, p: Passage): boolean {
  return ctx.plan.grounding.some((g) => g.url === p.url && (g.passage === p.text || g.passage === p.items.join('; ')));
}

/**
 * A page walking through the work in numbered sections, which the topic stands on ("1. Site
 * survey" … "5. Permission to Operate (PTO)"): each step under its own heading, in order, its
 * passages quoted whole. Null where the topic stands on no such sections.
 */
function numberedSteps(ctx: Ctx): Section | null {
  const steps = ctx.facts.passages.filter((p) => p.kind === 'paragraph' && NUMBERED_HEADING.test(p.heading ?? '') && standsOn(ctx, p));
  if (new Set(steps.map((p) => p.heading)).size < 3) return null;
  const blocks = steps.flatMap((p, i) => {
    const said = quoted(ctx, p);
    return said ? [...(p.heading !== steps[i - 1]?.heading ? [`### ${p.heading}`] : []), said] : [];
  });
  return section(titled(ctx, `${kp(ctx)}, step by step`, 'Step by step'), [...blocks, `From ${pageLink(ctx, steps[0]!.url)}.`]);
}

const procedure: Builder = (ctx) => {
  const numbered = numberedSteps(ctx);
  if (numbered) return numbered;
  // Signs to recognise and what a service includes are no steps to follow, however the page numbers them.
  // Nor what a reader must be or have ("Be at least 17", "Have held your permit for six months"): requirements, not steps.
  const requirements = (p: Passage) => p.items.filter((item) => /^(?:be|have|hold|own)\b/i.test(item.trim())).length * 2 > p.items.length;
  // Nor a fact sheet ("Client: Orla and Declan Kavanagh", "Contractor: Greenline Retrofit Ltd."): labels and their values.
  // A step's own label ("Step 1: Call us", "Design: we draw…") is no such value.
  const factLabel = (item: string) => {
    const label = /^([\p{L}][\p{L} &'’-]{0,30}):\s+\S/u.exec(item.trim())?.[1];
    return label !== undefined && label.split(/\s+/).length <= 3 && !/^(?:step|stage|phase|part)\b/i.test(label) && !/^\p{Ll}/u.test(item.slice(label.length + 1).trim());
  };
  const factSheet = (p: Passage) => p.items.filter(factLabel).length * 2 > p.items.length;
  const kept = (p: Passage) => !under(SIGNS_HEADING)(p) && !under(INCLUSIONS_HEADING)(p) && !requirements(p);
  const follows = (p: Passage) => kept(p) && !factSheet(p);
  // The list the topic stands on comes first ("Care": "Light: …", "Water: …" under "How to Care for
  // a Monstera"): another page's steps sharing its words (a repotting post's) answer another question.
  // A care list the topic stands on ("Light: Bright, indirect light") is its points, labelled as they are.
  const grounded = ctx.passages.find((p) => (p.kind === 'steps' || p.kind === 'list') && kept(p) && standsOn(ctx, p));
  const steps = grounded ?? bestList(ctx, ['steps'], follows) ?? bestList(ctx, ['list'], follows);
  // A list of what to look after ("Light: …") is no order of steps: its points, unnumbered.
  const list = steps ? listOf(ctx, steps, steps !== grounded || steps.kind === 'steps') : null;
  if (!list) {
    const walked = stepsInASentence(ctx);
    if (walked) return section(titled(ctx, `${kp(ctx)}, step by step`, 'Step by step'), [walked.list, `From ${pageLink(ctx, walked.url)}.`]);
    note(ctx, `The site does not describe the steps for ${ctx.naming}. Add the steps you follow (or ask customers to follow), in order, so the article can walk through them.`);
    return null;
  }
  // Points to look after under the site's one-word heading ("Care"): "Monstera Deliciosa care".
  const points = steps === grounded && steps!.kind === 'list' && steps!.heading && /^\p{L}+$/u.test(steps!.heading.trim()) ? `${kp(ctx)} ${steps!.heading.trim().toLowerCase()}` : null;
  return section(points ?? titled(ctx, `${kp(ctx)}, step by step`, 'Step by step'), [list, `From ${pageLink(ctx, steps!.url)}.`]);
};

/**
 * A site with no list of steps may still walk through them in one sentence, most often the answer
 * to the title's own question ("Buy a refill, we send a prepaid pouch, you post your empty jar
 * back, and we return it refilled…"): its clauses, numbered. The opening may quote that sentence
 * whole, so each step is recorded as a claim of its page without counting as said again.
 */
function stepsInASentence(ctx: Ctx): { list: string; url: string } | null {
  const from = [...(ctx.titleQuestion ? answerOf(ctx.titleQuestion) : []), ...candidates(ctx)];
  for (const c of from) {
    for (const sentence of splitSentences(c.text)) {
      // The opening's own sentence, said again as a list, reads twice.
      if (ctx.said.has(sentence)) continue;
      const steps = stepsOfSentence(sentence);
      const backed = (steps ?? []).map((text) => ({ text, support: findSupport(text, ctx.index) }));
      if (!steps || backed.some((b) => b.support === null)) continue;
      for (const b of backed) ctx.claims.push({ text: b.text, sourceId: b.support!.sourceId });
      return { list: steps.map((step, i) => `${i + 1}. ${step}`).join('\n'), url: c.url };
    }
  }
  return null;
}

const advice: Builder = (ctx) => section(`What to watch`, [paragraph(ctx, ADVICE, 4)]);

const checklistItems: Builder = (ctx) => {
  const blocks: string[] = [];
  for (const p of ctx.passages.filter((p) => p.kind === 'list' || p.kind === 'steps').slice(0, 3)) {
    const list = listOf(ctx, p, false);
    if (list) blocks.push(p.heading ? `### ${p.heading}` : '', list);
  }
  const musts = say(ctx, candidates(ctx, OBLIGATION), 8);
  if (musts.length >= 2) blocks.push(musts.map((m) => `- ${m}`).join('\n'));
  else retract(ctx, musts);
  if (blocks.length === 0) {
    note(ctx, `The site has no list of what to check for ${ctx.naming}. Add the points you check yourself, one line each.`);
    return null;
  }
  return section(titled(ctx, `${kp(ctx)} checklist`, 'Checklist'), blocks);
};

// ——— comparison ———

/** The two things compared: the topic's "A vs B" (or "A or B"), else its two best-matching offerings. */
export function sides(ctx: Ctx): string[] {
  // "What is the difference between yoga and pilates?", "Choosing Between Road and Tri/TT Fit".
  const between = /\b(?:difference|choosing|choose) between\s+(.+?)\s+and\s+(.+?)\??$/i.exec(ctx.plan.title);
  if (between) return [between[1]!.trim(), between[2]!.trim()];
  for (const part of ctx.plan.title.split(/:\s+/)) {
    const m = /^(.+?)\s+(?:vs\.?|versus|or)\s+(.+?)\??$/i.exec(part.replace(/^(which is better|should i choose|choosing between|comparing)\s*:?\s*/i, ''));
    if (m) return [m[1]!.trim(), m[2]!.replace(/\s+(?:for|in|at|which)\b.*$/i, '').trim()];
  }
  return ctx.offerings.slice(0, 2).map((o) => o.name);
}

/** Share of the side's words in the text (without the words it shares with `other`). */
function share(text: string, side: string, other = ''): number {
  const t = termsOf(text);
  const both = termsOf(other);
  const own = [...termsOf(side)].filter((w) => !both.has(w));
  const s = own.length > 0 ? own : [...termsOf(side)];
  return s.length === 0 ? 0 : s.filter((w) => t.has(w)).length / s.length;
}

/** Whether the text names the side by what sets it apart: "plan" in "Starter plan" and "Team plan" names neither. */
export function mentions(text: string, side: string, other = ''): boolean {
  return share(text, side, other) >= RELEVANT;
}

/** The offering each side names best, never the same one twice. */
export function optionsFor(ctx: Ctx, names: readonly string[]): (Offering | undefined)[] {
  const taken = new Set<Offering>();
  return names.map((side) => {
    const best = ctx.facts.offerings
      .filter((o) => !taken.has(o))
      .map((o) => ({ o, s: share(o.name, side) + share(side, o.name) }))
      .filter((x) => x.s >= 1)
      .sort((a, b) => b.s - a.s)[0]?.o;
    if (best) taken.add(best);
    return best;
  });
}

/**
 * An offering's description as a table cell: its first sentence, when that is a short clean one
 * ending in a stop; a card's lines run together ("Remote helpdesk Monitoring & patching Antivirus
 * ✗ On-site visits") are its list instead, the items it includes, separated.
 */
function summaryOf(ctx: Ctx, o: Offering): string {
  // A card's badge ("Most popular") or its duration line ("2.5–3 hours") runs into its first line.
  const first = (splitSentences(o.description ?? '')[0] ?? '')
    .replace(/^(most popular|best value|popular|recommended|new)\s+(?=\p{Lu})/iu, '')
    .replace(/^\d+(?:[.,]\d+)?(?:\s*[–-]\s*\d+(?:[.,]\d+)?)?\s*(?:hours?|hrs?|minutes|mins?|days?|weeks?)\s+(?=\p{Lu})/iu, '');
  if (first && /[.!]$/.test(first) && first.split(/\s+/).length <= 25 && !/[✓✔•·]/u.test(first) && !siteWide(ctx)(first)) return first;
  const card = cardOf(ctx, o);
  // An item the card crosses out ("✗ On-site visits") is what the option lacks, never listed as included.
  const items = card ? card.items.filter((i) => !/^[✗✘×]/u.test(i.trim()) && !MONEY.test(i)).map((i) => i.replace(/^[✓✔•·-]\s*/u, '').trim()) : [];
  if (items.length >= 2) return items.join('; ');
  // A plan card with no description says what it is in its specifications ("Best for: Growing agencies").
  return o.specs.map((spec) => spec.text).find((t) => /^[^:]{2,20}:\s+\S/.test(t)) ?? '—';
}

const comparisonTable: Builder = (ctx) => {
  const [a, b] = sides(ctx);
  if (!a || !b) return null;
  const options = optionsFor(ctx, [a, b]);
  const both = options.filter((o): o is Offering => o !== undefined);
  // Two practices the site teaches ("yoga and pilates") are no two of its offerings: "Pregnancy
  // Yoga" is one kind of yoga. An option is the side when its name says no more than the side and
  // the words both options share ("Interior Valet" for "Interior", beside "Full Valet").
  const shared = both.length === 2 ? [...termsOf(both[0]!.name)].filter((t) => termsOf(both[1]!.name).has(t)) : [];
  const isSide = (o: Offering, side: string) => [...termsOf(o.name.replace(/\s*\(.*$/, ''))].every((t) => termsOf(side).has(t) || shared.includes(t));
  if (both.length === 2 && !both.every((o, i) => isSide(o, [a, b][i]!))) {
    note(ctx, `The site compares ${a} and ${b} only in general. Add what each costs, what each suits and when you recommend one over the other.`);
    return null;
  }
  const blocks: (string | null)[] = [];
  const rows = both.map((o) => [o.name, priceCell(ctx, o) ?? '—', summaryOf(ctx, o)]);
  // An option with neither a price nor a description ("Boiler repairs | — | —") compares nothing: no table.
  // A column the site fills for neither option is left out, not shown as dashes.
  const described = rows.some((r) => r[2] !== '—');
  if (both.length === 2 && rows.every((r) => r[1] !== '—' || r[2] !== '—')) blocks.push(table(ctx, described ? ['Option', 'Price', 'What it is'] : ['Option', 'Price'], described ? rows : rows.map((r) => r.slice(0, 2)), both[0]!.url));
  [a, b].forEach((side, i) => {
    const own = options[i] ? ctx.facts.passages.filter((p) => p.url === options[i]!.url && p.kind === 'paragraph') : [];
    // The other side as the title and the site name it ("Starter", "Starter plan"): "plan" names neither.
    const other = `${i === 0 ? b : a} ${options[1 - i]?.name ?? ''}`;
    const about = say(ctx, [...candidates(ctx, undefined, own), ...candidates(ctx)].filter((c) => mentions(c.text, side, other)), 3);
    if (about.length > 0) blocks.push(`### ${capitalize(side)}`, about.join(' '));
  });
  if (blocks.filter((b) => b && !b.startsWith('###')).length < 2) {
    note(ctx, `The site says little about how ${a} and ${b} differ. Add what each costs, what each suits and when you recommend one over the other.`);
  }
  return section(`${capitalize(a)} or ${b}?`, blocks);
};

const choosing: Builder = (ctx) => section(`Which suits you`, [paragraph(ctx, CHOOSING, 4)]);

// ——— problem ———

/** A section of an advice page naming symptoms ("Signs you need a carpet clean", "Warning signs"). */
const SIGNS_HEADING = /\b(signs?|symptoms?|warning|red flags)\b/i;
/** A section of an advice page naming what goes wrong and why ("Common problems we see", "What causes …"). */
const CAUSES_HEADING = /\b(causes?|caused|common (?:problems?|faults?|issues?)|problems we see|what goes wrong|why\b)/i;
const INCLUSIONS_HEADING = /\b(includ\w*|what you get|comes? with)\b/i;
const under = (pattern: RegExp) => (p: Passage) => pattern.test(p.heading ?? '') && !(p.heading ?? '').trim().endsWith('?');

/**
 * The symptoms a problem topic asks about, as the site lists them under its own heading, bullets
 * in its order: signs to recognise, not steps to follow.
 */
const signs: Builder = (ctx) => {
  const list = ctx.passages.find((p) => (p.kind === 'list' || p.kind === 'steps') && under(SIGNS_HEADING)(p));
  const items = list ? listOf(ctx, list, false) : null;
  return list && items ? section(list.heading!, [items]) : null;
};

const causes: Builder = (ctx) => {
  // A section the site heads with what goes wrong is the topic's causes whole: its heading vouches
  // for sentences ("A musty smell often means…") that never repeat the topic's words.
  const headed = ctx.passages.filter((p) => p.kind === 'paragraph' && under(CAUSES_HEADING)(p));
  const own = say(ctx, headed.flatMap((p) => quotableSentences(p.text).map((text) => ({ text, url: p.url }))), 6, true);
  const s = [...own, paragraph(ctx, CAUSES, Math.max(0, 5 - own.length))].filter((x): x is string => x !== null && x !== '').join(' ') || null;
  // The keyphrase names the thing, not what goes wrong with it ("what causes water-fed pole"): the title states the symptom.
  if (!s) note(ctx, `The site does not say what usually causes the problem in "${ctx.plan.title}". Add the causes you see most often, most common first.`);
  return section(`What usually causes it`, [s]);
};

const selfChecks: Builder = (ctx) => {
  // A list of signs is what the reader sees, and a list of what a service includes is the
  // business's work: neither is what the reader checks.
  // Only advice to follow ("Trim the wick to 5 mm", numbered steps): a scent's notes ("Base: Damp
  // earth, cedar, a little smoke") or a storage price list share the topic's words, not its checks.
  const steps = bestList(ctx, ['steps', 'list'], (p) => !under(SIGNS_HEADING)(p) && !under(INCLUSIONS_HEADING)(p) && (p.kind === 'steps' || isInstructionList(p)));
  return section(`What you can check first`, [steps ? listOf(ctx, steps, true) : null, paragraph(ctx, ADVICE, 3)]);
};

const whenToCall: Builder = (ctx) => {
  // The offering the topic names; a neighbour that shares a word with it ("a deep clean" in the rug cleaning's card) is another service.
  const priced = pricedSubjects(ctx).find((o) => o.prices.length > 0) ?? ctx.facts.offerings.find((o) => o.prices.length > 0 && /repair|fault|call|emergenc|visit|appointment|consult/i.test(o.name));
  const price = priced ? priceSentences(ctx, [priced]).join(' ') : null;
  return section(`When to call ${ctx.business}`, [price || null, priced ? `More on ${pageLink(ctx, priced.url)}.` : null]);
};

// ——— local ———

const areas: Builder = (ctx) => {
  const list = ctx.facts.passages.find((p) => p.kind === 'list' && ctx.facts.locations.some((l) => p.text.includes(l.text)));
  const blocks: (string | null)[] = [list ? listOf(ctx, list, false) : null];
  // One sentence for all its places: "X works in Somerset. X works in Wiltshire." read as a list cut into sentences.
  const places = ctx.facts.locations.slice(0, 6);
  const first = places[0];
  if (!list && first) {
    const inWords = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(places.map((l) => l.text));
    blocks.push(state(ctx, `${ctx.business} works ${places.length > 1 ? 'across' : 'in'} ${inWords}.`, first.source.url));
  }
  // Places the site names (in its address, its title) without a sentence saying it works there cannot be stated as that.
  const named = places.map((l) => l.text).join(', ');
  // An opening saying where it works ("…across Geelong and the Surf Coast") has stated them already.
  const stated = [...ctx.said].some((said) => places.some((l) => said.includes(l.text.split(',')[0]!.trim())));
  if (blocks.every((b) => b === null) && !stated)
    note(ctx, first ? `The site names ${named} but no sentence of it says which areas you cover. Add one ("We work across …"), so a local article can state them.` : `The site does not list the places you work. Add the towns or districts you cover, so a local article can name them.`);
  return section(`Where we work`, blocks);
};

const localServices: Builder = (ctx) => {
  const priced = ctx.facts.offerings.filter((o) => pricesOf(ctx, o).length > 0).slice(0, 8);
  if (priced.length < 2) return null;
  const rows = priceRows(ctx, priced);
  return rows.length < 2 ? null : section(`Services and prices`, [table(ctx, ['Service', 'Price'], rows, priced[0]!.url)]);
};

/** A price table's first column: goods are items, not services. */
const columnFor = (offerings: readonly Offering[]) => (offerings.every((o) => o.kind === 'product') ? 'Item' : 'Service');

/** "Canadian canoe | £30 per person (half day), £45 per person (full day)": a row per offering whose prices can be told apart. */
function priceRows(ctx: Ctx, offerings: readonly Offering[]): string[][] {
  return pricedOnce(ctx, offerings).flatMap((o) => {
    const cell = priceCell(ctx, o);
    return cell ? [[o.name, cell]] : [];
  });
}

// ——— for every intent ———

/** The keyphrase mid-sentence: lower case, an acronym ("EICR") as the site writes it. */
const keyphraseInSentence = (ctx: Ctx) => (/^\p{Lu}{2,}/u.test(ctx.keyphrase) ? ctx.keyphrase : ctx.keyphrase.toLowerCase());

/** "What a refill service costs": the question a reader asks about this topic, not one heading over every article. */
const costHeading = (ctx: Ctx) => {
  const k = keyphraseInSentence(ctx);
  return titled(ctx, `What ${subjectOf(k)} ${isPlural(k) ? 'cost' : 'costs'}`, 'What it costs');
};

/** A name as a heading's subject: a service done or a plural takes no article ("drain unblocking", "lock changes"), another noun "the". */
const subjectOf = (name: string, kind?: Offering['kind']) => (isServiceNoun(name) || isPlural(name, kind) ? name : `the ${name}`);

/**
 * Outside a cost article, the prices of the offerings the topic names, when the site states them.
 * Another offering's price (the e-bike service's under a question about servicing intervals) is
 * a fact about something else.
 */
const prices: Builder = (ctx) => {
  const named = namedOfferings(ctx);
  // How long something takes is not what it costs, nor is whether a skip needs a permit: a price
  // there answers another question.
  if (named.length === 0 || ASKS_HOW_LONG.test(ctx.plan.title) || !asksAboutPrice(ctx)) return null;
  // "fence" in "How Long Does It Take to Install a Fence?" names every fence the site prices: a
  // question about the trade's work in general is answered by no one offering's price.
  if (!/\s/.test(ctx.keyphrase.trim()) && ctx.plan.intent !== 'cost' && named.filter((o) => o.prices.length > 0).length >= 3) return null;
  // The site's own price table, its rows for those offerings, when it has one; else a table of their prices.
  // A table in the topic's own section ("Desexing": cat spey, dog neuter …) is its price list whole,
  // not only the row that happens to repeat the keyphrase ("Rabbit desexing").
  const priceTables = relevantTables(ctx).filter((t) => (t.header ?? []).some((h) => /price|cost|fee/i.test(h)));
  // Nor only rows naming the offering whole: under a heading about the topic ("Massage Therapy
  // (RMT)" under registered massage therapy) its rows about it ("Massage therapy – 60 min | $110") are its prices.
  const own =
    priceTables.find((t) => ctx.own.has(t.passage.id)) ??
    priceTables.map((t) => ({ ...t, rows: t.rows.filter((cells) => named.some((o) => names(cells[0] ?? '', o.name))) })).find((t) => t.rows.length > 0) ??
    priceTables.find((t) => ctx.about(t.passage.heading ?? '') >= RELEVANT);
  const ownTable = own ? priceTableOf(ctx, own.header, own.rows, own.passage.url) : null;
  if (own && ownTable) {
    ctx.shown.add(own.passage.id);
    return section(costHeading(ctx), [ownTable, `From ${pageLink(ctx, own.passage.url)}.`]);
  }
  // The offering the keyphrase names first: "What piano tuning costs" opens on the tuning, then the pitch raise on top of it.
  const first = (o: Offering) => (names(o.name, ctx.keyphrase) || names(ctx.keyphrase, o.name) ? 0 : 1);
  const priced = named
    .filter((o) => pricesOf(ctx, o).length > 0)
    .map((o, i) => ({ o, i }))
    .sort((a, b) => first(a.o) - first(b.o) || a.i - b.i)
    .map((x) => x.o)
    .slice(0, 8);
  if (priced.length === 0) return null;
  const rows = priceRows(ctx, priced);
  // In prose, each price in the site's own sentence where it has one ("A pitch raise is an extra £35 on
  // top of the tuning."): the engine's "the pitch raise is £35" lost that it comes on top.
  // Only a statement (not a tagline) with its headline price, never the page's meta description ("Dog grooming prices in Harrogate: full grooms from £42, …")
  // nor a line pricing one variant ("Bring a friend for a duet session … £80" under private sessions from £55).
  const summary = pageSummary(ctx.input);
  const headline = (o: Offering, text: string) => pricesOf(ctx, o)[0] !== undefined && text.includes(pricesOf(ctx, o)[0]!) && quotableSentences(text).length > 0 && !summary(text);
  // One the opening has quoted already is said: the engine's sentence would only repeat its price.
  const inWords = (o: Offering) => {
    const own = ownPriceSentences(ctx, o).filter((c) => headline(o, c.text));
    return own.some((c) => ctx.said.has(c.text)) ? null : say(ctx, own, 1);
  };
  const said = rows.length > 1 ? [] : priced.map((o) => ({ o, s: inWords(o) }));
  // In the order above; the engine's sentence joins the offerings the site states no price sentence for.
  const unsaid = said.filter((x) => x.s !== null && x.s.length === 0).map((x) => x.o);
  const engine = unsaid.length > 0 ? priceSentences(ctx, unsaid) : [];
  const sentences = said.flatMap((x) => (x.s === null ? [] : x.s.length > 0 ? x.s : x.o === unsaid[0] ? engine : []));
  const lines = (rows.length > 1 ? [table(ctx, [columnFor(priced), 'Price'], rows, priced[0]!.url)] : sentences).filter((l) => l !== null);
  // Only a page the crawl read is linked: a card's link to a page never fetched has no title and may be a 404.
  const page = priced.map((o) => o.url).find((u) => u !== ctx.input.analysis.url && pageTitle(ctx, u) !== null);
  return lines.length > 0 ? section(costHeading(ctx), [...lines, page ? `From ${pageLink(ctx, page)}.` : null]) : null;
};

const ASKS_HOW_LONG = /^how long\b/i;

/** A question about what something is, includes or costs ("What Is an Intensive Driving Course?"), which its price is part of the answer to. */
const ASKS_WHAT_IT_IS = /^what(?:['’]s| is| are| does| do)\b/i;

/**
 * Whether a price is an answer to the title: a title naming an offering is, and so is a question
 * about paying or about what the offering is; "How Often Do Landlords Need an EICR?", "Are
 * Escape Rooms Scary?", "Do I Need a Permit for My Skip?" and "How to Care for a Monstera" ask something else.
 */
export function asksAboutPrice(ctx: Ctx): boolean {
  const title = ctx.plan.title.trim();
  if (ctx.plan.intent === 'cost' || aboutPaying(title)) return true;
  return title.endsWith('?') ? ASKS_WHAT_IT_IS.test(title) : !/^how to\b/i.test(title);
}

/** A section of the site's price list ("Our Prices", "Fees"). */
const PRICE_HEADING = /\b(?:prices?|pricing|costs?|fees?|rates?|tariffs?)\b/i;

/** A visit's length as a card writes it: "1 hr 30 min", "45 min", "2–3 hours", "90 minutes". */
const VISIT_LENGTH = /\b\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?\s?(?:hours?|hrs?|minutes?|mins?)\b(?:\s+\d+\s?(?:minutes?|mins?)\b)?/i;

/**
 * "How long does a mobile groom take?" is answered by each service the topic names, at the length
 * its own cards state ("Full Groom – Small up to 20 lbs · 1 hr 30 min"): a table of what and how
 * long. An age or a lead time ("puppies 10 wks – 5 months") is no visit's length.
 */
const timesEach: Builder = (ctx) => {
  if (!ASKS_HOW_LONG.test(ctx.plan.title)) return null;
  const rows: string[][] = [];
  let url: string | undefined;
  for (const o of namedOfferings(ctx).filter((x) => x.kind !== 'product')) {
    for (const spec of o.specs) {
      const length = VISIT_LENGTH.exec(spec.text);
      if (!length) continue;
      const label = spec.text.slice(0, length.index).replace(/[\s·,:;–-]+$/u, '').trim();
      const what = !label ? o.name : names(label, o.name) ? label : `${o.name} (${label})`;
      if (rows.some((r) => r[0] === what)) continue;
      rows.push([what, length[0]]);
      url ??= spec.source.url;
    }
  }
  // One row is a sentence's worth, which the opening's answer says better.
  const shown = rows.length > 1 ? table(ctx, ['Service', 'Time'], rows, url!) : null;
  return shown ? section('How long each service takes', [shown, `From ${pageLink(ctx, url!)}.`]) : null;
};

/**
 * What each of the offerings the topic names is, in the site's own descriptions, when it names
 * two or more ("Intensive course (20 hours)", "Intensive course (30 hours)" under an intensive
 * course): each under its name, the sentences the opening has not said already.
 */
const options: Builder = (ctx) => {
  // An offering another topic of the site names in its title is described in that article.
  const others = (ctx.input.analysis.topicPlans ?? []).filter((p) => p.title !== ctx.plan.title);
  const theirs = (o: Offering) => !namesWhole(ctx.plan.title, o.name) && others.some((p) => namesWhole(p.title, o.name));
  const described = namedOfferings(ctx).filter((o) => !theirs(o)).flatMap((o) => {
    const said = say(ctx, quotableSentences(o.description ?? '', 'description').map((text) => ({ text, url: o.url })), 3, true);
    return said.length > 0 ? [{ name: o.name, said }] : [];
  });
  if (described.length < 2) {
    retract(ctx, described.flatMap((d) => d.said));
    return null;
  }
  return section(
    titled(ctx, `${kp(ctx)} options`, 'The options'),
    described.flatMap((d) => [`### ${d.name}`, d.said.join(' ')]),
  );
};

const MIN_SECTION_WORDS = 20;

/** Share of a section's lines that must be about the topic for the section to be in the article. */
const SECTION_ON_TOPIC = 0.5;

/** A passage as the lines an article would quote: its sentences, list items or table rows (not the header). */
function linesOf(p: Passage): string[] {
  if (p.kind === 'paragraph') return quotableSentences(p.text);
  return p.kind === 'table' ? p.items.slice(1) : p.items;
}

/** A table of a page about the topic, all of it (a chart, a price list); rows the site does not back drop out. */
function wholeTable(ctx: Ctx, p: Passage): string | null {
  // A table whose rows about the topic are already shown is not shown again in full.
  const t = ctx.fit(p) < RELEVANT || ctx.shown.has(p.id) ? null : headed(p);
  // Nor a row naming another of the site's offerings ("EV Charger Installation | from £895" under
  // an EICR question), unless the table is the topic's own or the row a tier of it ("Standard
  // consultation" beside the double one: its head noun).
  const another = namesAnotherOffering(ctx);
  const head = headTerm(ctx.keyphrase);
  const rows = t ? tiersOf(ctx, t.body).filter((cells) => ctx.own.has(p.id) || !another(cells[0] ?? '') || (head !== undefined && termsOf(cells[0] ?? '').has(head))) : [];
  // A plan comparison under a question about one feature ("How a Gap Filler waitlist works"): the
  // feature's own rows, which plans have it, not the other twenty features.
  // Only a table whose columns are the site's offerings; another (substrates compared) is read whole.
  const byOffering = t?.header && t.header.length > 2 && t.header.slice(1).every((h) => ctx.facts.offerings.some((o) => names(o.name, h)));
  const own = byOffering && ctx.plan.intent !== 'cost' && ctx.plan.intent !== 'comparison' ? rows.filter((cells) => isOnTopic(ctx.topic, cells[0] ?? '')) : [];
  if (t?.header && own.length > 0 && own.length * 2 < rows.length) return table(ctx, t.header, own, p.url);
  // One row is the opening's price again, not a table.
  return t && rows.length > 1 ? table(ctx, t.header, rows, p.url) : null;
}

const SECTIONS_PER_POST = 2;

const asked = (heading: string | null) => (heading ?? '').trim().endsWith('?');

/** The topic's remaining passages under the site's own headings, most relevant first. */
export function fromThePages(ctx: Ctx, maxSections: number): Section[] {
  const groups = new Map<string, { heading: string; passages: Passage[] }>();
  // The topic's own section on each page: its inclusions list ("What's included") reads under it, as a subheading.
  const ownHeading = new Map<string, string>();
  const entry = faqEntryLines(ctx);
  const articles = new Set(ctx.input.analysis.pages.filter((page) => page.isArticle).map((page) => page.url));
  for (const p of ctx.passages) {
    // An FAQ's question or answer read as a paragraph of its page (an accordion's lines): the
    // questions section quotes it with its pair; alone, a question went unanswered ("How much does
    // ortho-k cost?") and an answer ("No. You don’t need a referral…") answered nothing asked.
    if (entry(p)) continue;
    // The home page is about everything; its headings are slogans ("Brackenford's Electricians"),
    // but not a question it answers that is not among its FAQ ("Not sure where to start?": "If you
    // only buy one knife…"); the FAQ's answers go under the questions. A home section under a
    // heading naming the subject itself ("Candle refills", "Eye examinations"; not a word it
    // merely shares, "Why Bristol businesses switch") is that subject's own words.
    const homeQuestion = asked(p.heading) && !ctx.facts.questions.some((q) => q.question === p.heading?.trim());
    if (p.url === ctx.input.analysis.url && !homeQuestion && !(p.heading && [...termsOf(p.heading)].some((t) => ctx.topic.subject.has(t)))) continue;
    // Nor its slogans written as sentences ("Less stress for your dog. Less hassle for you."): no section's heading.
    if (p.url === ctx.input.analysis.url && p.heading && /[.!](?:\s|$)/.test(p.heading.trim())) continue;
    // A passage read without its heading (an analysis stored before site facts) goes under its page's title.
    let heading = p.heading ?? pageTitle(ctx, p.url);
    if (!heading) continue;
    // A post's own sections keep their headings: gathered under its title, they read as its introduction, which is never pasted.
    if (ctx.own.has(p.id) && !articles.has(p.url)) {
      if (!ownHeading.has(p.url)) ownHeading.set(p.url, heading);
      heading = ownHeading.get(p.url)!;
    }
    // One page's passages under one heading: "The route" of three walks is not one route.
    const key = `${p.url}\n${heading}`;
    groups.set(key, { heading, passages: [...(groups.get(key)?.passages ?? []), p] });
  }
  // A post's title as a heading on another page (the blog index, the home page's "Latest posts")
  // is its card: a teaser of the post, cut off mid-sentence.
  const postTitles = new Set(ctx.facts.blogSubjects.map((b) => b.title.trim().toLowerCase()));
  // The business's own post is published already: a section or two of it, linked, serve the
  // reader; more is the post republished, the same words on two of the site's pages.
  const postsUsed = new Map<string, number>();
  const out: Section[] = [];
  const order = new Map(ctx.facts.passages.map((p, i) => [p.id, i]));
  const another = namesAnotherOffering(ctx);
  const itsOwn = amountsItsOwn(ctx);
  // With nothing said yet (no opening, no section: the site's only words on the subject are a
  // short mixed list, "Tuning – recommended every 6 to 12 months" among its other services), the
  // first section about it is taken however short or mixed: an empty shell is no article.
  const nothingSaid = ctx.said.size === 0;
  for (const { heading, passages: group } of groups.values()) {
    if (out.length >= maxSections) break;
    // The page most about the topic keeps a heading; another page's section under it would read as its sequel.
    if (out.some((o) => o.heading === heading)) continue;
    const url = group[0]!.url;
    // Under its own title, a post's words are its introduction or, where it has no sections, the
    // whole post: pasted, they republish it on the same site. It is linked, never pasted.
    const postTitle = postTitles.has(heading.trim().toLowerCase());
    if (postTitle || (postsUsed.get(url) ?? 0) >= SECTIONS_PER_POST) continue;
    const own = group.some((p) => ctx.own.has(p.id) || ctx.pageOwn.has(p.id));
    // A section naming the topic's offering by its whole name in its prose weighs it against the
    // others it names ("Ridge tiles": "We either re-bed them … or fit a dry ridge system …"): it is
    // the topic's own, whatever its heading and other lines are about.
    // Only a section of the subject's own kind (its heading sharing a word of it), never the home page's.
    const namesIt =
      ctx.keyphrase.includes(' ') &&
      group[0]!.url !== ctx.input.analysis.url &&
      [...termsOf(heading)].some((t) => ctx.topic.subject.has(t)) &&
      group.some((p) => p.kind === 'paragraph' && containsPhrase(p.text, ctx.keyphrase));
    const lenient = own || namesIt || (nothingSaid && out.length === 0);
    // A section headed by another offering is about that offering, unless it describes this topic in other words ("Rota planning": "…drag shifts between people…").
    if (!own && !namesIt && another(heading) && !group.some((p) => ctx.described.has(p.id))) continue;
    // A question another of the site's topics stands on is answered in that article.
    if (ctx.elsewhere.has(heading.trim())) continue;
    // The business's story (founder, team, values) is about the business, not the reader's question.
    if (aboutTheBusiness(heading, group)) continue;
    // A price list answers no question about something else ("Our Prices" under "How Often Do Landlords Need an EICR?").
    if (PRICE_HEADING.test(heading) && !asksAboutPrice(ctx)) continue;
    // Under a cost title, a section of another page that says nothing of paying ("Heat": how panels
    // cope with a 105°F day; "1. Site survey") answers another question, however much it shares the subject.
    // One headed by the keyphrase's own word ("Patios laid in a week" under patio prices) says what the price buys.
    const headedByIt = [...termsOf(heading)].some((t) => termsOf(ctx.keyphrase).has(t));
    if (ctx.plan.intent === 'cost' && !own && !headedByIt && !group.some((p) => aboutPaying(`${p.heading ?? ''} ${p.text}`))) continue;
    // Under one heading, the passages read in the page's order.
    const passages = [...group].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    // A section most of whose lines are about something else (the full repairs table under a
    // servicing question) is the site pasted in, however well one line of it matched.
    // Each line read under its heading, as the SEO score reads it: a price table's rows ("3 bed
    // semi-detached | £18") are about window cleaning under "Regular window cleaning".
    const counts = topicCounts(ctx.topic, passages.flatMap((p) => linesOf(p).map((text) => ({ text, heading }))));
    if (!lenient && counts.sentences > 0 && counts.onTopic / counts.sentences < SECTION_ON_TOPIC) continue;
    // A price list of other offerings ("Pool Fencing": "Frameless glass – from $420") under a topic sharing its trade word.
    const priced = passages.flatMap(linesOf).filter((line) => MONEY.test(line));
    if (!own && priced.length > 0 && priced.every((line) => pricesAnother(ctx, line, false))) continue;
    // In a cost article, nor a section of prose whose every amount is another thing's ("Tuition": "Early-bird price $3,450 + GST…").
    if (!own && priced.length > 0 && passages.every((p) => p.kind === 'paragraph') && priced.every((line) => !itsOwn(line))) continue;
    const before = new Set(ctx.said);
    const whole = wholeSection(ctx, passages, order).filter((p) => !ctx.turnedAway(p));
    const blocks = whole.flatMap((p, i) => {
      const block = p.kind === 'paragraph' ? quoted(ctx, p) : p.kind === 'table' ? wholeTable(ctx, p) : listOf(ctx, p, p.kind === 'steps' && !under(SIGNS_HEADING)(p));
      const sub = p.heading && p.heading !== heading && p.heading !== whole[i - 1]?.heading && block ? `### ${p.heading}` : null;
      return [sub, block];
    });
    // A post's section says whose it is ("From Kinder Scout from Edale."): beside another post's
    // sections it would read as one walk, one recipe, one build.
    const from = articles.has(passages[0]!.url) ? `From ${pageLink(ctx, passages[0]!.url)}.` : null;
    // Taken however mixed, what it prints still says something of the topic: the site's other
    // services ("Interim & full services", "Brake pads & discs", the battery's own line too short
    // to quote) under a battery topic say nothing of it.
    const printed = blocks.filter((b): b is string => b !== null && !b.startsWith('### ')).flatMap((b) => b.split('\n').map((line) => ({ text: line.replace(/^(?:\d+\.|-)\s*/, ''), heading })));
    if (!own && printed.length > 0 && topicCounts(ctx.topic, printed).onTopic === 0) {
      retract(ctx, [...ctx.said].filter((t) => !before.has(t)));
      continue;
    }
    // Its page's name alone ("From [Services].") under a heading is an empty section.
    const s = blocks.some((b) => b !== null && !b.startsWith('### ')) ? section(heading, [...blocks, from]) : null;
    // A heading over one short line is not a section worth reading, unless it is the rest of the
    // topic's own section (its inclusions list): the article uses all its page says about it.
    // A table of two rows or more ("Standard consultation | $78" beside the double one) is worth reading however few its words.
    const tabled = s?.blocks.some((b) => b.startsWith('| ')) ?? false;
    if (s && (lenient || tabled || countWords(s.blocks.filter((b) => b !== from).join(' ')) >= MIN_SECTION_WORDS)) {
      out.push(s);
      if (articles.has(url)) postsUsed.set(url, (postsUsed.get(url) ?? 0) + 1);
    }
  }
  return out;
}

/**
 * Whether a passage is one of the site's FAQ questions standing as a line of its own, or an
 * answer away from its question (under the FAQ's heading, not the question's), case and punctuation aside.
 */
function faqEntryLines(ctx: Ctx): (p: Passage) => boolean {
  const questions = new Set(ctx.facts.questions.map((q) => normalise(q.question)));
  const answers = ctx.facts.questions.map((q) => ({ question: normalise(q.question), answer: normalise(q.answer ?? '') })).filter((a) => a.answer.length >= 12);
  return (p) => {
    const line = normalise(p.text);
    const heading = normalise(p.heading ?? '');
    return questions.has(line) || answers.some((a) => heading !== a.question && (a.answer.startsWith(line.slice(0, 80)) || line.startsWith(a.answer.slice(0, 80))));
  };
}

/**
 * A section of the site read whole: the passages the topic chose under one heading of a page,
 * with the rest of what the page says under that same heading, in page order, so a list keeps
 * the paragraph introducing it ("Platters delivered on wooden boards … Minimum order 10 people.")
 * and the line after it ("Delivery is free within 5 miles…"). Not a passage naming another
 * offering, nor an answer or a customer's words.
 */
function wholeSection(ctx: Ctx, chosen: readonly Passage[], order: ReadonlyMap<string, number>): Passage[] {
  const first = chosen[0]!;
  if (first.heading === null || asked(first.heading)) return [...chosen];
  const another = namesAnotherOffering(ctx);
  const ids = new Set(chosen.map((p) => p.id));
  // Nor the page's meta description, which site facts give as the page's first passage (`p<page>.0`)
  // under its title; the same words in the body stay.
  const text = pageSummary(ctx.input);
  const summary = (p: Passage) => p.id.endsWith('.0') && text(p.text);
  const rest = ctx.facts.passages.filter(
    (p) => !ids.has(p.id) && p.url === first.url && p.heading === first.heading && p.kind !== 'faq' && !isTestimonial(p) && !another(p.text) && !summary(p) && (p.kind !== 'paragraph' || quotableSentences(p.text).length > 0),
  );
  return [...chosen, ...rest].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** What fetched research (subscribers' articles) says on the topic, each fact with its source, linked where allowed. */
export const research: Builder = (ctx) => {
  const items: string[] = [];
  for (const source of ctx.input.sources.filter((s) => s.kind !== 'site')) {
    const facts = [...source.facts].sort((a, b) => ctx.about(b.text) - ctx.about(a.text)).slice(0, 2);
    for (const fact of facts) {
      if (items.length >= 8 || ctx.said.has(fact.text)) continue;
      ctx.said.add(fact.text);
      ctx.claims.push({ text: fact.text, sourceId: source.id });
      const where = ctx.input.externalLinks ? `[${source.title.replace(/[[\]]/g, '')}](${source.url})` : source.title;
      items.push(`- ${fact.text} (${where})`);
    }
  }
  return section(`What other sources say`, [items.length > 0 ? items.join('\n') : null]);
};

/**
 * The site's own questions about the topic, with its own answers: only a question naming the
 * topic's subject (most of its words, the rare ones weighing more), never one the opening or a
 * section has already answered. The whole FAQ, or its questions put to the business ("Do you
 * pick up from school or work?"), under every topic of one site made a tail its articles shared
 * word for word, off the topic of each.
 */
export const questions: Builder = (ctx) => {
  const blocks: string[] = [];
  // A question naming another of the site's offerings ("What is Pass Plus?" under an intensive
  // course) is about that offering, however many words its answer shares with the topic.
  const another = namesAnotherOffering(ctx);
  // Under a cost title, only what bears on paying ("Is my deposit refundable?"): "Do you take walk-ins?"
  // is about the business's days, however much it says of the work priced.
  const asksIt = (q: SiteQuestion) => ctx.plan.intent !== 'cost' || q === ctx.titleQuestion || aboutPaying(`${q.question} ${q.answer ?? ''}`);
  const bearing = ctx.questions.filter((q) => (ctx.about(q.question) >= RELEVANT || (ctx.answersOnTopic(q) && !another(q.question))) && asksIt(q));
  // A question another of the site's topics stands on is answered there; both quoting it made them share it word for word.
  const asked = bearing.filter((q) => !ctx.elsewhere.has(q.question));
  for (const q of asked) {
    if (blocks.length >= 10) break;
    const answer = answerOf(q);
    // A question whose answer was already quoted in part would be answered by half; one whose
    // every word the article has said (its list shown under the question's heading) is said twice.
    if (answer.length === 0 || answer.some((c) => ctx.said.has(c.text)) || saidAlready(ctx, answer.map((c) => c.text).join(' '))) continue;
    const said = say(ctx, answer, 4, true);
    // "Yes." alone, the rest of the answer being unquotable, answers nothing a reader can use.
    if (said.length === 1 && /^(?:yes|no)\W*$/i.test(said[0]!)) retract(ctx, said);
    else if (said.length > 0) blocks.push(`### ${q.question}`, said.join(' '));
  }
  // Said of what the draft quotes, which holds whatever the site's FAQ holds: its questions may be about other things, or answered in another article.
  if (bearing.length === 0) note(ctx, `This draft quotes none of the site's questions and answers about "${ctx.plan.title}". Add the questions customers ask you about it, with your answers (an FAQ on the page about it works well).`);
  // The keyphrase is in the title, the opening and one heading already; more would read as stuffing.
  // One question is its own heading, in the site's words; several go under the topic's name, not one heading over every article.
  if (blocks.length === 2) return section(blocks[0]!.replace(/^### /, ''), [blocks[1]!]);
  return section(titled(ctx, questionsHeading(ctx.keyphrase), 'Your questions, our answers'), blocks);
};

/** Whether every content word of the text is in what the article has said: the same material in another form. */
function saidAlready(ctx: Ctx, text: string): boolean {
  const words = contentWords(text);
  const said = new Set([...ctx.said].flatMap((s) => contentWords(s)));
  return words.length > 0 && words.every((w) => said.has(w));
}

/**
 * Where the reader goes next: the pages the article drew on (the offering's page first), as a
 * short list of related pages. Not a heading over a linking sentence of the engine's own ("More
 * from …: Part" over "Details are on …"), which read as filler.
 */
export const relatedPages: Builder = (ctx) => {
  // Only pages the crawl read: a product card's link to a page never fetched may be a 404, and has no title to show.
  const crawled = new Set(ctx.input.analysis.pages.map((p) => p.url));
  const urls = [...new Set([...ctx.offerings.map((o) => o.url), ...ctx.passages.map((p) => p.url)])].filter((u) => u !== ctx.input.analysis.url && crawled.has(u) && !isLegalPage(u)).slice(0, 3);
  return urls.length > 0 ? section('Related pages', [urls.map((u) => `- ${pageLink(ctx, u)}`).join('\n')]) : null;
};

/** The sections of each intent, in order, before the pages' own material, the questions and the related pages. */
export const STRUCTURES: Record<TopicIntent, Builder[]> = {
  cost: [priceTable, includes, timing],
  'how-to': [procedure, advice, prices],
  comparison: [comparisonTable, choosing],
  checklist: [checklistItems, prices],
  problem: [signs, causes, selfChecks, whenToCall],
  local: [areas, localServices],
  explainer: [timesEach, prices, options],
};

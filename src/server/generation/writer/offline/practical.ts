import type { Offering, Passage } from '../../../../shared/site-facts';
import { isStatement, opensWithVerb, splitSentences, verbCount } from '../../nlp';
import { capitalize, countWords } from '../../text';
import { type Ctx, pageSummary, RELEVANT, retract } from './context';
import { type Candidate, listOf, namesAnotherOffering, say } from './material';
import { isFurniture, isTestimonial, quotableSentences } from './quotes';
import { isOnTopic, type Topic, topicCounts, topicOf } from './relevance';
import { type Section, section } from './sections';

/**
 * What a reader who wants the job done asks next, in the site's own words: how the business
 * takes a job on (its process steps), what it guarantees and is accredited for, where it works
 * and how to book. Only what that site states: a section without material is left out, and none
 * of it names another of the site's offerings. Each builder returns null when the site says
 * nothing of the kind; `practical` keeps one of them per article.
 */
type Builder = (ctx: Ctx) => Section | null;

/** A passage repeated on this many pages is the site's template (a banner, a footer line). */
const TEMPLATE_PAGES = 3;

/** A process speaks as the business ("We confirm the price by text…"); a reader's instructions ("Open next week…") do not. */
const BUSINESS_VOICE = /\b(we|we'll|we're|we've|us|our)\b/i;

/** What the business stands behind: guarantees, insurance, accreditations and vetting, not a person's qualifications. */
const TRUST = /\b(guarantee[sd]?|warrant(?:y|ies)|insured|liability insurance|accredit\w*|approved contractor|DBS|registered with|member of)\b/i;
const GUARANTEED = /\b(?:guarantee[sd]?|warrant(?:y|ies))\b/i;
const INSURED = /\b(?:insured|insurance)\b/i;
/** "we can't guarantee a match on reorders": a promise refused vouches for nothing. */
const REFUSED_PROMISE = /\b(?:can['’]t|cannot|can not|don['’]t|do not|won['’]t|will not|no|not)\s+(?:\w+\s+){0,2}(?:guarantee|warrant|promise)/i;

/** A sentence vouching for the business: a guarantee, insurance or accreditation it states, not one it refuses. */
export function vouches(text: string): boolean {
  return TRUST.test(text) && !REFUSED_PROMISE.test(text);
}
// Not "Why choose us?": a sales pitch (`isSalesPitch`), which no article quotes.
const TRUST_HEADING = /\b(accreditations?|credentials|guarantees?|insurance|certifications?|memberships?)\b/i;

/** A phone number or an e-mail address: a sentence carrying one says how to reach the business. */
const CONTACT = /(?:\+?\d[\d ()-]{7,}\d|[\w.-]+@[\w-]+\.[\w.]+)/;
/** Not how to book: a job advert, what the business does with an enquirer's data, how to send an order back. */
const NOT_BOOKING = /\b(hiring|resume|cv|vacanc\w*|careers?|jobs?|apprentice\w*|data|privacy|gdpr|cookies?|returns?|refunds?|faulty|existing (?:clients?|customers?|patients?|members?)|support (?:line|desk)|helpdesk|teach with us|work with us|join (?:us|our team)|qualified (?:teachers?|staff|instructors?))\b/i;
/** A sentence saying the business works in a place ("a family round covering Hollowmere…"), not that it packs tea there. */
const WORKS_IN = /\b(cover\w*|serv(?:e|es|ed|ing)|work(?:s|ing)? (?:in|across|around|throughout)|across|throughout|anywhere in|in and around|call-outs? (?:in|to)|visit\w* (?:homes|customers|you))\b/i;

/** Whether a sentence says the business works in a place: where its office is ("a team of 14 based in Queen Square") is no area it covers. */
export const saysWhereItWorks = (sentence: string): boolean => WORKS_IN.test(sentence);
/**
 * A page for booking or getting in touch, by its address or its whole title ("/contact/", "Book
 * online"): "Contact lenses" and "/eye-tests/" mention appointments, they are services.
 */
const BOOKING_PATH = /\/(?:book\w*|contact(?:-us)?|appointments?|enquir\w*|get-a-quote|quote|visit(?:-us)?|find-us)\/?$/i;
const BOOKING_TITLE = /^(?:book(?:ing)?(?: online| now| an appointment)?|contact(?: us)?|get in touch|appointments?|enquir(?:e|ies)|get a quote|visit us|find us)$/i;
const MAX_CONTACT_WORDS = 30;
/** "Call 01632 960581.": the tagger reads a sentence's first word as a name as often as a verb. */
const BOOKS = /\b(book\w*|enquir\w*|quotes?|appointments?)\b/i;
const REACH = /^(call|ring|phone|email|e-mail|text|message|whatsapp|book)\b/i;

/** The site's passages that may be quoted as the business's own: no template repeated across pages, no customer's words, no article. */
/** `withSummaries`: a page's meta description may still give its phone number ("Book driving lessons in Hollinsford. Call 01632 960581."). */
function ownPassages(ctx: Ctx, withSummaries = false): Passage[] {
  const template = onManyPages(ctx);
  const articles = new Set(ctx.input.analysis.pages.filter((p) => p.isArticle).map((p) => p.url));
  const summary = pageSummary(ctx.input);
  return ctx.facts.passages.filter((p) => p.kind !== 'faq' && !articles.has(p.url) && !isTestimonial(p) && !template(p.text) && (withSummaries || !summary(p.text)));
}

/** Text the site repeats on many pages (a banner, a footer line, a tagline). */
function onManyPages(ctx: Ctx): (text: string) => boolean {
  const pages = new Map<string, Set<string>>();
  for (const p of ctx.facts.passages) pages.set(p.text, (pages.get(p.text) ?? new Set()).add(p.url));
  return (text) => (pages.get(text)?.size ?? 0) >= TEMPLATE_PAGES;
}

/**
 * The site's words about itself as a whole: a page's meta description or a line repeated across
 * its pages ("Managed IT support, cyber security and Microsoft 365 for small businesses…"). Said
 * of every offering, they say nothing of this one: never what its price covers, nor a cell.
 */
export function siteWide(ctx: Ctx): (text: string) => boolean {
  const summary = pageSummary(ctx.input);
  const template = onManyPages(ctx);
  return (text) => summary(text) || template(text);
}

/**
 * The business's process ("How booking works", "Our process"), under its own heading: steps in
 * the business's voice, on a page about no other offering than the topic's.
 */
const process: Builder = (ctx) => {
  const another = namesAnotherOffering(ctx);
  const topicPages = new Set([...ctx.passages.map((p) => p.url), ...ctx.offerings.map((o) => o.url)]);
  const offeringPages = new Set(ctx.facts.offerings.map((o) => o.url));
  const steps = ownPassages(ctx).find(
    (p) =>
      p.kind === 'steps' &&
      p.heading !== null &&
      p.items.filter((i) => BUSINESS_VOICE.test(i)).length * 2 >= p.items.length &&
      (!offeringPages.has(p.url) || topicPages.has(p.url)) &&
      !another(`${p.heading} ${p.text}`),
  );
  const list = steps ? listOf(ctx, steps, true) : null;
  return steps && list ? section(steps.heading!, [list]) : null;
};

/** What the business guarantees and is accredited for: its own list under such a heading, and its sentences saying so. */
const trust: Builder = (ctx) => {
  const another = namesAnotherOffering(ctx);
  const own = ownPassages(ctx);
  const list = own.find((p) => p.kind === 'list' && TRUST_HEADING.test(p.heading ?? '') && !another(p.text));
  const blocks: (string | null)[] = [list ? listOf(ctx, list, false) : null];
  // Under the list's own heading ("Our guarantees") only its items: a sentence found elsewhere reads as one more of them.
  if (list && blocks[0]) return section(list.heading!, blocks);
  const sentences: Candidate[] = own
    .filter((p) => p.kind === 'paragraph' && !NOT_BOOKING.test(`${p.heading ?? ''} ${p.text}`))
    .flatMap((p) => quotableSentences(p.text).map((text) => ({ text, url: p.url })))
    .filter((c) => vouches(c.text) && !another(c.text));
  const said = say(ctx, sentences, 3, true);
  blocks.push(said.length > 0 ? said.join(' ') : null);
  // Named for what it holds: a qualification ("IMI-accredited in paint correction") is no guarantee,
  // and "…all covered by our 12-month guarantee" says nothing of insurance.
  const guaranteed = said.some((t) => GUARANTEED.test(t));
  const insured = said.some((t) => INSURED.test(t));
  const heading = guaranteed && insured ? 'Guarantees and insurance' : guaranteed ? 'Our guarantee' : insured ? 'Insurance' : 'Accreditations';
  return section(heading, blocks);
};

/** Where the business works, as the site says it: its list of areas, else its sentences naming them. */
const area: Builder = (ctx) => {
  const another = namesAnotherOffering(ctx);
  if (ctx.plan.intent === 'local') return null;
  const places = ctx.facts.locations.map((l) => l.text);
  const named = (text: string) => places.some((place) => text.includes(place));
  const own = ownPassages(ctx);
  const list = own.find((p) => p.kind === 'list' && p.items.filter(named).length >= 2);
  const listed = list ? listOf(ctx, list, false) : null;
  if (listed) return section('Where we work', [listed]);
  const sentences = own
    .filter((p) => p.kind === 'paragraph')
    .flatMap((p) => quotableSentences(p.text).map((text) => ({ text, url: p.url })))
    .filter((c) => named(c.text) && saysWhereItWorks(c.text) && !another(c.text) && !CONTACT.test(c.text));
  const said = say(ctx, sentences, 2, true);
  return section('Where we work', [said.length > 0 ? said.join(' ') : null]);
};

/** An amount of money. */
const MONEY = /[$£€¥]\s?\d/;

/** Where a visitor finds the business: its own headings for getting there, opening hours and access. */
const VISIT = /\b(visit us|find us|finding us|getting here|how to find|opening (?:hours|times)|hours|accessibility)\b/i;
/** "Location", "Parking & access": a short heading of one of these words is about getting there too. */
const VISIT_WORD = /\b(?:location|parking)\b/i;

/**
 * A heading over directions. Never a question ("What counts as a location?" on a booking
 * software's FAQ) nor a longer heading only sharing a word ("Parking bays & suspensions" on a skip
 * permits page): those are about the product, not the visitor.
 */
export function visitHeading(heading: string): boolean {
  const h = heading.trim();
  if (h === '' || h.endsWith('?')) return false;
  return VISIT.test(h) || (VISIT_WORD.test(h) && h.split(/\s+/).length <= 3);
}
const MAX_VISIT_SENTENCES = 4;
/** Words of getting somewhere or of opening times: a sentence under "Visit us" that says none of them is about something else. */
const VISIT_SAID = /\b(?:park(?:ing|ed)?|bus(?:es)?|trains?|trams?|station|stops?|walk|drive|minutes?|miles?|km|open(?:s|ing)?|closed|hours|[ap]\.?m\.?|\d{1,2}[:.]\d{2}|road|street|st|avenue|ave|lane|floor|entrance|door|wheelchair|step-free|lift|elevator|accessible|located|find us|next to|opposite|behind|above|junction|motorway|postcode|sat ?nav|directions?|car park)\b/i;
/** "Parking and folding" over where a stairlift's rail rests is the product's parking, not the visitor's: parking for a car says so. */
const PARKING = /\bparking\b/i;
const VEHICLE = /\b(?:car|cars|car park|vehicles?|spaces?|street|bays?|permits?|driveway|blue badge|on-site|pay and display)\b/i;

/**
 * Where to find a business people visit (a clinic, a café, a shop), as its own "Getting here",
 * "Opening hours" or "Accessibility" passages say: statements only, no address line or timetable
 * run together without a verb.
 */
const visit: Builder = (ctx) => {
  const another = namesAnotherOffering(ctx);
  const sentences = ownPassages(ctx)
    .filter((p) => p.kind === 'paragraph' && visitHeading(p.heading ?? '') && !NOT_BOOKING.test(p.text) && !(PARKING.test(p.heading ?? '') && !VEHICLE.test(p.text)))
    .flatMap((p) => quotableSentences(p.text).map((text) => ({ text, url: p.url })))
    // A price there is the amenity's ("Parking at the boathouse is £5 for the day"), no fact about the topic;
    // and only a sentence about getting there or when it is open ("We reply to inquiries within two business days" is not).
    .filter((c) => !another(c.text) && !(MONEY.test(c.text) && !isOnTopic(ctx.topic, c.text)) && VISIT_SAID.test(c.text));
  const said = say(ctx, sentences, MAX_VISIT_SENTENCES, true);
  return section('Finding us', [said.length > 0 ? said.join(' ') : null]);
};

/**
 * A sentence saying how to reach the business: it carries a phone number or an e-mail address
 * and a verb. It may read as an order ("Call 01632 960418."), which elsewhere is a page's button:
 * here the number is the information.
 */
export function contactSentences(text: string): string[] {
  const sentences = splitSentences(text);
  return sentences.flatMap((s, i) => {
    if (!CONTACT.test(s) || NOT_BOOKING.test(s) || isFurniture(s) || /[·|]/.test(s) || s.split(/\s+/).length > MAX_CONTACT_WORDS || (verbCount(s) === 0 && !REACH.test(s))) return [];
    // What the number is for, when the sentence before says it ("Book driving lessons in Hollinsford. Call 01632 960581."),
    // and never booking when that sentence says it is for something else ("…happy to hear from qualified teachers. Send your details to…").
    const before = sentences[i - 1];
    if (before && NOT_BOOKING.test(before)) return [];
    const says = before && BOOKS.test(before) && !CONTACT.test(before) && !isFurniture(before) && before.split(/\s+/).length <= MAX_CONTACT_WORDS;
    return [says ? `${before} ${s}` : s];
  });
}

/** How to book: what the booking or contact page says about booking, and the sentences giving the number or address to use. */
const booking: Builder = (ctx) => {
  const another = namesAnotherOffering(ctx);
  const own = ownPassages(ctx, true).filter((p) => p.kind === 'paragraph' && !NOT_BOOKING.test(`${p.heading ?? ''} ${p.text}`));
  const summary = pageSummary(ctx.input);
  const booking = new Set(
    ctx.input.analysis.pages.filter((p) => BOOKING_PATH.test(new URL(p.url).pathname) || BOOKING_TITLE.test(p.title.replace(/\s*[|–—-].*$/u, '').trim())).map((p) => p.url),
  );
  const home = ctx.input.analysis.url;
  // The booking page's own account of booking ("Choose your service, your clinician and a time.
  // You'll get a confirmation email…"): there an instruction is the information.
  const bookingPage = (p: Passage) => p.url !== home && booking.has(p.url) && ctx.about(p.text) < RELEVANT && !summary(p.text);
  const page = say(
    ctx,
    own
      .filter(bookingPage)
      .flatMap((p) => quotableSentences(p.text, true).map((text) => ({ text, url: p.url })))
      // An instruction, or a statement about booking: not the page's summary of itself ("Hours,
      // address, parking and what to bring…"), nor its address ("We're the white building…"),
      // which is where to find the business, not how to book.
      // Never a question ("Need to cancel?"): the page's own heading-like line, answered after it or not at all.
      .filter((c) => (opensWithVerb(c.text) || (isStatement(c.text) && BOOKS.test(c.text))) && !c.text.trim().endsWith('?') && !another(c.text)),
    2,
    true,
  );
  const numbers = new Set<string>();
  const contact: Candidate[] = [];
  for (const p of own) {
    for (const text of contactSentences(p.text)) {
      const reach = CONTACT.exec(text)![0].replace(/\D/g, '') || text;
      if (numbers.has(reach) || another(text)) continue;
      numbers.add(reach);
      contact.push({ text, url: p.url });
    }
  }
  const said = say(ctx, contact, 2, true);
  // Its lists for a first booking ("Your first visit": arrive early, what to bring), under their headings.
  const lists = ownPassages(ctx)
    .filter((p) => p.kind === 'list' && p.heading !== null && bookingPage(p) && !another(p.text))
    .flatMap((p) => {
      const list = listOf(ctx, p, false);
      return list ? [`### ${p.heading}`, list] : [];
    });
  // A shop or a software company takes orders and sign-ups, not bookings.
  const heading = ctx.facts.offerings.some((o) => o.kind === 'service') ? 'How to book' : 'Contact';
  return section(heading, [page.length > 0 ? page.join(' ') : null, said.length > 0 ? said.join(' ') : null, ...lists]);
};

/** Most useful first, for a tie: how to book, then how the business works, what it stands behind, where it works, where it is. */
const PRACTICAL: readonly Builder[] = [booking, process, trust, area, visit];
/** How the business works and what it stands behind say the same under every topic: they stand in for how to book only when about the topic. */
const ONLY_ON_TOPIC: ReadonlySet<Builder> = new Set([process, trust]);

/** The practical section stays short: its blocks up to this many words (its first block whole). */
const MAX_PRACTICAL_WORDS = 60;

/**
 * One short practical section per article, not all of them: under every topic of one site the
 * same booking, guarantee, area and finding-us sections made a tail its articles shared word for
 * word. The one most about the topic (a process on the topic's page, a guarantee naming it) is
 * chosen, else how to book (else where the business works or is found); each candidate is built on the article's state as it was, and only
 * the chosen one's sentences are kept as said.
 */
export function practical(ctx: Ctx): Section | null {
  const before = { said: new Set(ctx.said), claims: [...ctx.claims] };
  const built = PRACTICAL.flatMap((build, order) => {
    // Directions answer no question of what something costs or which option suits.
    if (build === visit && (ctx.plan.intent === 'cost' || ctx.plan.intent === 'comparison')) return [];
    ctx.said = new Set(before.said);
    ctx.claims = [...before.claims];
    const made = build(ctx);
    if (!made) return [];
    const section = shortened(made);
    const lines = section.blocks.flatMap((b) => b.split('\n')).flatMap((line) => splitSentences(line.replace(/^(?:\d+\.|-|###)\s*/, '')));
    const share = shareAbout(ctx.topic, lines, section.heading);
    if (share === 0 && (ONLY_ON_TOPIC.has(build) || !mostAboutIt(ctx, lines, section.heading))) return [];
    // How to book belongs under a topic about something booked: at a business selling work, any
    // topic; at a shop, a price, a local search or a service the topic is about. Under "Why are
    // unfiltered wines cloudy?" the wine bar's tasting-events email answered nothing.
    const howMany = (kind: Offering['kind']) => ctx.facts.offerings.filter((o) => o.kind === kind).length;
    const booked = howMany('service') >= howMany('product') || ctx.plan.intent === 'local' || ctx.plan.intent === 'cost' || ctx.offerings.some((o) => o.kind === 'service');
    if (share === 0 && build === booking && !booked) return [];
    return [{ order, share }];
  });
  ctx.said = before.said;
  ctx.claims = before.claims;
  const chosen = built.sort((a, b) => b.share - a.share || a.order - b.order)[0];
  // Built again in the article's own state, so only the chosen section's sentences count as said.
  const section = chosen ? PRACTICAL[chosen.order]!(ctx) : null;
  if (!section) return null;
  const short = shortened(section);
  retract(ctx, unsaid(short, [...ctx.said].filter((t) => !before.said.has(t))));
  return short;
}

/** The share of a section's sentences about a topic, read with the section's heading. */
function shareAbout(topic: Topic, lines: readonly string[], heading: string): number {
  const counts = topicCounts(topic, lines.map((text) => ({ text, heading })));
  return counts.sentences === 0 ? 0 : counts.onTopic / counts.sentences;
}

/**
 * Whether this article, of all the site's proposed topics, is the one most about a practical
 * section (the first proposed, when none is): a passage about none of them ("Three generations of
 * the Hartwell family…" under "Where we work") goes in one article of the site, not in every one.
 */
function mostAboutIt(ctx: Ctx, lines: readonly string[], heading: string): boolean {
  const plans = ctx.input.analysis.topicPlans ?? [];
  if (!plans.some((p) => p.title === ctx.plan.title)) return true;
  const shares = plans.map((p) => (p.title === ctx.plan.title ? 0 : shareAbout(topicOf(p, ctx.facts), lines, heading)));
  const best = shares.findIndex((x) => x === Math.max(...shares));
  return plans[best]!.title === ctx.plan.title;
}

/** The section's blocks while they fit the practical section's length; the first always. */
function shortened(s: Section): Section {
  const blocks: string[] = [];
  let words = 0;
  for (const b of s.blocks) {
    if (blocks.length > 0 && words + countWords(b) > MAX_PRACTICAL_WORDS) break;
    // A subheading is kept only with the block it heads.
    if (b.startsWith('### ') && blocks.length > 0 && words + countWords(b) >= MAX_PRACTICAL_WORDS) break;
    blocks.push(b);
    words += countWords(b);
  }
  while (blocks.at(-1)?.startsWith('### ')) blocks.pop();
  return { heading: s.heading, blocks };
}

/** Sentences stated while building the section that its shortened blocks no longer print. */
function unsaid(s: Section, stated: readonly string[]): string[] {
  const text = s.blocks.join('\n');
  return stated.filter((t) => !text.includes(t) && !text.includes(capitalize(t)));
}

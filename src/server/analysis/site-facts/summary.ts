import type { Offering, Price, SiteFacts } from '../../../shared/site-facts';
import type { SeoCheck } from '../../../shared/site-analysis';
import { checkNounPhrase, lemmaSet, nounChunks } from './nlp';
import { clip, inPlace, listPhrase, lowerLabel, moneySigns, spokenName } from './text';

/**
 * The analysis summary in plain sentences built from the facts: who the business is, what it
 * offers, for whom and where, what its blog covers, and the on-page findings. Never a list of
 * raw keyphrases. Pure.
 */

const MAX_NAMED = 4;

/**
 * A charge on top of the work ("Call-out and distance", "After-hours emergency fee", "Late
 * cancellation", "Initials available (+$10)"): neither a subject to write about nor where prices start.
 */
export function isAddOn(offering: Offering): boolean {
  return (
    offering.addOn === true ||
    /\b(?:call-?outs?|fees?|levy|levies|surcharges?|distance|mileage|travel|deposits?|add-?ons?|extras?|on top of|available|on request|optional|cancellation|missed|postage|shipping|delivery|discounts?|concessions?|minimums?)\b|\(\+/i.test(offering.name) ||
    // "Food (if you don't bring your own)", "Late collection by arrangement": paid only when the
    // customer does not do something themselves, so never what the business sells.
    /\((?:if|when|unless)\b|^late\s+(?:collection|pick-?up|drop-?off|check-?out|arrival)\b/i.test(offering.name) ||
    // "Labor $125/hr", "Service call / diagnostic $95": what a repair is charged by, never a thing sold.
    /^(?:labou?r(?:\s+rate)?|hourly (?:labou?r|rate)|service call|diagnostic(?:\s+(?:fee|visit))?)\b/i.test(offering.name) ||
    // "Second flue, same visit", "Additional room": a price for more of a job already booked.
    /^(?:second|third|additional|another|each (?:additional|extra))\b|\bsame (?:visit|day|appointment)\b/i.test(offering.name) ||
    // "Tickets" to the end-of-year show: what the audience pays, beside the classes.
    /^tickets?$/i.test(offering.name.trim()) ||
    // "Extra seats", "Multiple locations": more of a plan, priced on top of it.
    /^(?:extra\s+(?:seats?|users?|agents?|members?|staff|locations?|rooms?|beds?|guests?|people|persons?|dogs?|pets?|hours?|days?|nights?)|multiple\s+locations?)\b/i.test(offering.name) ||
    // "Premium anti-reflective coating add $75": a line ending on "add" prices what is added to a pair.
    /\badd$/i.test(offering.name.trim()) ||
    // "Packing supplies", "Bike accessories": sundries sold beside the main goods or work.
    /\b(?:supplies|accessories|consumables|sundries|spares|merchandise|merch|materials)$/i.test(offering.name) ||
    // "In-home lessons | add $25 per lesson", "+£29/month per location": a price said as what it adds.
    offering.prices.some((p) => saidAsAdded(p)) ||
    // "£1.50 a week per £1,000 of value": cover priced by what it covers is taken on top of it.
    /\bper\s+[£$€]\s?\d/.test(offering.description ?? '')
  );
}

/** Whether the price's own passage says it as what it adds: "add $25 per lesson", "+£29/month". */
function saidAsAdded(price: Price): boolean {
  const { passage } = price.source;
  for (let at = passage.indexOf(price.text); at >= 0; at = passage.indexOf(price.text, at + 1)) {
    if (/(?:\badd\s+|\+\s?)$/i.test(passage.slice(0, at))) return true;
  }
  return false;
}

/** "£85" or "$149 per month", the lowest stated price of an offering. */
export function lowestPrice(offering: Offering): string | null {
  const priced = offering.prices.filter((p) => p.amount !== null).sort((a, b) => a.amount! - b.amount!);
  const price = priced[0] ?? offering.prices[0];
  return price ? price.text.replace(/^(?:from|starting at|starts at)\s+/i, '') : null;
}

/**
 * An offering whose page is about it: that page's h1 is its name (/treatments/dental-implants/,
 * "Dental implants"), read from the page's first passage, with or without a meta description.
 */
function hasOwnPage(offering: Offering, facts: SiteFacts): boolean {
  const first = facts.passages.find((p) => p.url === offering.url);
  return first !== undefined && first.heading?.toLowerCase() === offering.name.toLowerCase() && new URL(first.url).pathname !== '/';
}

/**
 * Plans priced per user, seat or location: software's, so a priced service beside them (a $399
 * guided setup) is an extra on a plan, not the business's work, and no town is part of its search.
 */
export function soldAsSoftware(facts: SiteFacts): boolean {
  // "£10/seat/month" for extra seats says it as well as "per seat"; by the period too, so a
  // sectional sofa cleaned at "$40 per seat" is no software.
  const software = (p: Price) => {
    const said = `${p.unit ?? ''} ${p.text} ${p.source.passage}`;
    return /(?:\bper |\/\s?)(?:user|seat|location|employee|staff member|agent)\b/i.test(`${p.unit ?? ''} ${p.text}`) && /\b(?:month|year|mo|yr|monthly|annually)\b/i.test(said);
  };
  return facts.offerings.some((o) => o.kind === 'plan' && o.prices.some(software));
}

/**
 * Offerings for a sentence: the strongest few, one per distinct name, in the site's words.
 * `ownPagesFirst`: what the site gives a page of its own leads (implants, Invisalign, whitening),
 * before rows of its fee table; where prices start is read in the site's own order.
 */
export function headlineOfferings(facts: SiteFacts, limit = MAX_NAMED, ownPagesFirst = false): Offering[] {
  const seen = new Set<string>();
  const out: Offering[] = [];
  // What the business does first; plans and tiers are how it charges for it.
  // An extra sold on top of the work ("Nail clip only", £10) is never what the business offers first.
  const main = facts.offerings.filter((o) => !isAddOn(o));
  const software = soldAsSoftware(facts);
  const work = main.filter((o) => o.kind !== 'plan' && !(software && o.kind === 'service' && o.prices.length > 0));
  // Beside more priced services, a few goods in a side shop (a salon's polish and gift vouchers) come after the work.
  const services = work.filter((o) => o.kind === 'service' && o.prices.length > 0).length;
  const shopGoods = (o: Offering) => o.kind === 'product' && /\/(?:products?|shop|store)\//i.test(new URL(o.url).pathname);
  const goods = work.filter(shopGoods).length;
  const paged = ownPagesFirst ? [...work.filter((o) => hasOwnPage(o, facts)), ...work.filter((o) => !hasOwnPage(o, facts))] : work;
  const led = services >= goods * 2 && goods > 0 ? [...paged.filter((o) => !shopGoods(o)), ...paged.filter(shopGoods)] : paged;
  const ordered = [...led, ...main.filter((o) => o.kind === 'plan')];
  for (const offering of ordered) {
    // "EICR (1–2 bed flat)" and "EICR (3–4 bed house)" are one offering in a sentence.
    const base = offering.name.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase();
    if (seen.has(base)) continue;
    seen.add(base);
    out.push(offering);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * What a shop sells, as the kind of goods its own words name first ("Hand-poured soy candles and
 * wax melts, made in Bath" → "hand-poured soy candles and wax melts"): a shop is described by its
 * goods, not by three product names. `texts`: its description, then its title's other parts and h1.
 */
export function goodsCategory(texts: readonly string[], business: string): string | null {
  // The name's last word is what the business is ("The Saltbox Café"), unless a company word ends it ("Leaf & Kettle Tea Co." sells tea).
  const kind = /\b(?:co|company|ltd|limited|inc|llc|plc|sons)\.?$/i.test(business.trim()) ? '' : (business.toLowerCase().match(/\p{L}+/gu) ?? []).pop() ?? '';
  for (const text of texts) {
    const lower = text.toLowerCase();
    const chunks = nounChunks(lower);
    const [one, two] = chunks;
    // "Sourdough, pastries and celebration cakes baked daily": the goods listed whole, in the site's order.
    for (let k = Math.min(chunks.length, 4); k >= 3; k--) {
      const listed = `${chunks.slice(0, k - 1).join(', ')} and ${chunks[k - 1]}`;
      const at = lower.indexOf(listed);
      if (at >= 0 && /s$/.test(chunks[k - 1]!) && chunks.slice(0, k).every((c) => c.split(' ').pop() !== kind && checkNounPhrase(c).ok)) return text.slice(at, at + listed.length);
    }
    // "Soy candles", or a mass of goods named more closely ("single-estate loose-leaf tea"); "candle" alone is one thing.
    // A price opinion ("Cheap Skips from £175" in a title) says nothing of the goods: none.
    if (!one || !(/s$/.test(one) || one.includes(' ')) || !checkNounPhrase(one).ok || /^(?:cheap|cheapest|budget|low-cost|discount|bargain)\b/.test(one)) continue;
    // "A harbourside café" names the business (The Saltbox Café), not what it sells; a plural
    // ("… Wedding Flowers") names its goods.
    if (one.split(' ').pop() === kind && !/s$/.test(kind)) continue;
    const joined = two && /s$/.test(two) && lower.includes(`${one} and ${two}`) ? `${one} and ${two}` : one;
    const at = lower.indexOf(joined);
    // In the site's own letters ("Japanese kitchen knives"); the caller lowers a capital that only opens the line.
    return text.slice(at, at + joined.length);
  }
  return null;
}

/**
 * An offering's name for a sentence: a product named in Title Case throughout ("Zanzibar Gem",
 * "Kiri 210mm Gyuto") is a name and keeps its capitals; other labels are lowered as the site
 * writes their words.
 */
export function sentenceName(offering: Offering, lowercase: ReadonlySet<string>, names?: ReadonlySet<string>, siblings: readonly Offering[] = []): string {
  // A trailing qualifier is the price list's business: "Comprehensive eye exam, 18+" → "comprehensive eye exam".
  // …and so is a court or a grade after a comma: "Consent divorce, Circuit Court" → "consent divorce".
  // …and so is a details line after a dash: "Interim Service – Every 6 months or 6,000 miles" →
  // "interim service", unless it tells two offerings apart ("Lockout – daytime", "Lockout – evenings").
  const detailsFree = (name: string) => name.replace(/\s[–—]\s.*$/, '');
  const bare = detailsFree(offering.name);
  const told = siblings.some((o) => o !== offering && detailsFree(o.name).toLowerCase() === bare.toLowerCase());
  const name = spokenName((told ? offering.name : bare).replace(/\s*\([^)]*\)\s*$/, '').replace(/,\s*(?:\d[\d–-]*\+?|under \d+|over \d+)(?:\s*(?:years?|yrs?|months?))?\s*$/i, ''));
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && !/^(?:and|of|the|with|in|on|for|or)$/.test(w));
  if (offering.kind === 'product' && words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w))) return name;
  // "Cyber security & Cyber Essentials": each joined part is cased on its own, so a proper name in
  // the second part does not keep the first part's sentence-start capital.
  // A word the label itself writes as the start of a multi-word name ("Cyber Essentials") is a
  // name only there: the site's prose capitalising it inside that name says nothing of "Cyber security".
  const inNames = new Set(name.match(/\p{Lu}\p{Ll}+(?=\s\p{Lu})/gu)?.map((w) => w.toLowerCase()) ?? []);
  const own = names && new Set([...names].filter((w) => !inNames.has(w)));
  return name
    .split(/(\s(?:&|and)\s)/)
    .map((part, i) => (i % 2 === 1 ? part : lowerLabel(part, lowercase, own)))
    .join('');
}

/** Premises, not people: "for new offices" says where the work is done, not who it is for. */
const PREMISES = /\b(?:offices?|premises|buildings?|sites?|propert(?:y|ies)|spaces?|venues?|warehouses?|units?)$/i;

/**
 * The audiences the site states that are people or organisations, for a "for …" phrase after
 * `offered`: never one it already names ("dog boarding … for dogs").
 */
export function peopleAudiences(facts: SiteFacts, offered = '', max = 3): string[] {
  const said = lemmaSet(offered);
  // "Brisbane homes", "Boulder riders": the place is where the business is, said once after "in".
  const places = new Set(facts.locations.flatMap((l) => l.text.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length > 2));
  const audiences = facts.audiences
    .map((a) => a.text.toLowerCase())
    .filter((a) => !PREMISES.test(a))
    .map((a) => ({ a, rest: a.split(/\s+/).filter((w) => !places.has(w.replace(/['’]s$/u, ''))).join(' ') }));
  // Only the place's people beside others named more closely ("gravel riders") adds nothing.
  const named = (a: string) => [...lemmaSet(a)].every((w) => said.has(w));
  return [...new Set(audiences.filter((x) => x.rest !== '' && !named(x.rest) && (x.rest === x.a || x.rest.includes(' ') || audiences.length === 1)).map((x) => x.rest))].slice(0, max);
}

function offeringPhrase(facts: SiteFacts, lowercase: ReadonlySet<string>): string {
  // A German or French label keeps its capitals and, quoted, its commas: "Innenanstrich Wand/Decke, weiß, 2-fach".
  const named = headlineOfferings(facts, MAX_NAMED, true).map((o) => (facts.english ? sentenceName(o, lowercase, undefined, facts.offerings) : `“${o.name}”`));
  const more = facts.offerings.length > named.length ? ', among others' : '';
  return named.length > 0 ? `${listPhrase(named)}${more}` : '';
}

/** "I add a £10 travel charge", "minimum £60": the clause around the amount charges it on top of a job. */
const ON_TOP_CLAUSE = /\b(?:add|adds|extra|on top of|travel|surcharge|minimum|call-?out)\b/i;

function chargedOnTop(price: Price): boolean {
  const { passage } = price.source;
  const at = passage.toLowerCase().indexOf(price.text.toLowerCase());
  if (at < 0) return false;
  const before = passage.slice(0, at).split(/[.!?;|:]\s/).pop()!.slice(-40);
  const after = passage.slice(at + price.text.length).split(/[.!?;|,]/)[0]!.slice(0, 30);
  return ON_TOP_CLAUSE.test(`${before} ${after}`);
}

/**
 * Where prices start: the lowest price of a main offering (one the summary names), never an add-on
 * ("£10 per visit" call-out), a free tier or a unit rate ("£6 per kWp").
 */
function pricePhrase(facts: SiteFacts): string {
  const priced = facts.offerings.filter((o) => o.prices.some((p) => p.amount !== null));
  if (priced.length === 0) return '';
  // What the business does first; beside plans, a priced feature ("Point of sale, A$49") is an
  // extra on a plan, so a software site's prices start at its plans.
  const named = headlineOfferings(facts).filter((o) => !isAddOn(o) && o.prices.length > 0);
  const plans = facts.offerings.filter((o) => o.kind === 'plan' && !isAddOn(o));
  // A shop's goods are all main offerings: its prices start at the cheapest it sells (a £34 honing
  // rod), not at the cheapest of the few the sentence names.
  const shop = named.length > 0 && named.every((o) => o.kind === 'product');
  const goods = facts.offerings.filter((o) => o.kind === 'product' && !isAddOn(o) && !/^free\b/i.test(o.name));
  // Beside the services the sentence names, every other service the site prices: rodent control
  // from $189 starts a pest controller's prices, however far down the list it is.
  const services = facts.offerings.filter((o) => o.kind === 'service' && !isAddOn(o) && !/^free\b/i.test(o.name));
  const main = shop ? goods : named.length > 0 && (plans.length === 0 || named.some((o) => o.kind === 'service')) ? [...new Set([...named, ...services])] : plans;
  const currency = priced[0]!.prices.find((p) => p.amount !== null)!.currency;
  const unitRate = /\bper\s+(?!(?:month|year|hour|session|lesson|person|head|visit|night|day|week|user|seat)\b)\p{L}+/iu;
  const sold = (offerings: readonly Offering[]) => offerings.flatMap((o) => o.prices).filter((p) => p.amount !== null && p.amount > 0 && p.currency === currency && !chargedOnTop(p));
  const mainPrices = sold(main);
  // A trade pricing its work by length or area ("from $85 per metre" at a fencer's) starts where the
  // work the sentence names starts, by that measure; a rate by output ("£6 per kWp") is never a start.
  const byMeasure = /\bper\s+(?:metre|meter|m²|m2|sq(?:uare)?\.?\s?(?:metre|meter|m|ft|foot)|linear|lineal|running|foot|ft)\b/i;
  const measured = mainPrices.filter((p) => byMeasure.test(p.text)).length * 2 > mainPrices.length;
  // The three the first sentence names (`analyseSite`'s line).
  const floor = (measured ? sold(headlineOfferings(facts, 3, true)).filter((p) => byMeasure.test(p.text)) : mainPrices.filter((p) => !unitRate.test(p.text))).sort((a, b) => a.amount! - b.amount!)[0];
  // Counted are the things sold: a deposit or a surcharge is a price, no offering.
  const counted = priced.filter((o) => !isAddOn(o)).length || priced.length;
  const stated = ` It states prices for ${counted === 1 ? 'one offering' : `${counted} offerings`}`;
  return floor ? `${stated}, starting at ${moneySigns(floor.text.replace(/^(?:from|starting at|starts at)\s+/i, ''))}.` : `${stated}.`;
}

/**
 * `lead`: the first sentence when the caller has a better one — the analysis's own one-line summary
 * for a site with offerings, or the category a site with none states beside its name — so the chat and the stored analysis
 * say the same thing about what the business offers.
 */
export function summariseFacts(facts: SiteFacts, seo: SeoCheck[], lowercase: ReadonlySet<string>, lead?: string, topics?: number): string {
  const name = facts.business.name;
  const sentences: string[] = [];
  const what = offeringPhrase(facts, lowercase);
  const audiences = peopleAudiences(facts, what);
  const forWhom = audiences.length > 0 ? ` for ${listPhrase(audiences)}` : '';
  const places = facts.locations.slice(0, 3).map((l) => l.text);
  const where = places.length > 0 ? ` ${inPlace(listPhrase(places))}` : '';
  const category = facts.category ? ` (${facts.category.text.toLowerCase()})` : '';
  // The analysis's own line lowers labels as English; a site in another language gets the facts' sentence.
  // Without offerings the analysis's line is built from stray keyphrases ("offers reading contour lines …"): the caller passes none then.
  if (lead && facts.english) sentences.push(lead);
  else if (what) sentences.push(`${name}${category} offers ${what}${forWhom}${where}.`);
  else if (facts.description) sentences.push(`${name}${category} describes itself as follows: “${clip(facts.description.text, 160)}”`);
  else sentences.push(`${name}${category} does not say clearly on its pages what it sells${forWhom}${where}.`);
  const price = pricePhrase(facts);
  if (price) sentences.push(price.trim());
  // A question heading with its paragraph is an FAQ entry written without FAQ markup.
  const faqs = facts.questions.filter((q) => q.origin === 'faq' || (q.origin === 'heading' && q.answer)).length;
  // Counted as what they are, questions written as such: a delivery page answers its customers too, in prose.
  if (faqs > 0) sentences.push(`Its pages answer ${faqs === 1 ? 'one customer question' : `${faqs} customer questions`} in question-and-answer form.`);
  const posts = facts.blogSubjects;
  if (posts.length > 0) {
    const titles = posts.slice(0, 3).map((p) => `“${p.title}”`);
    // With no topics below, the sentence says what any new topic must do instead.
    const avoid = topics === 0 ? 'new topics must avoid' : 'the topics below avoid';
    sentences.push(
      posts.length === 1
        ? `Its blog has one post, ${titles[0]}; ${avoid} its subject.`
        : `Its blog has ${posts.length} posts, including ${listPhrase(titles)}; ${avoid} those subjects.`,
    );
  } else {
    sentences.push('It has no blog posts yet.');
  }
  const failing = seo.filter((c) => !c.ok).map((c) => c.detail.replace(/\.$/, ''));
  sentences.push(failing.length > 0 ? `On-page SEO: ${failing.join('; ')}.` : 'On-page SEO basics (titles, descriptions, H1 headings, unique titles, enough text) are in place.');
  return sentences.join(' ');
}

/**
 * Why a list is short, from what the facts lack, and what would lengthen it: a thin site gets
 * fewer topics rather than padding, and the owner is told so. Empty when the list is not short.
 */
export function shortListNote(facts: SiteFacts, topics: number, enough: number): string {
  if (topics >= enough || !facts.english) return '';
  const count = topics === 0 ? 'No topics' : topics === 1 ? 'Only one topic' : `Only ${topics} topics`;
  const sold = facts.offerings.filter((o) => !isAddOn(o));
  // A blog with nothing to sell grows its list from what its posts mention, not from a price list.
  if (sold.length === 0 && facts.blogSubjects.length > 0) {
    return `${count}: the posts mention few subjects they do not already cover. Posts that touch on new subjects in passing would give more.`;
  }
  const lacks: string[] = [];
  if (sold.length === 0) lacks.push('names nothing it sells');
  else if (sold.length < 3) lacks.push(`names only ${sold.length === 1 ? 'one thing' : 'two things'} it sells`);
  if (sold.length > 0 && !sold.some((o) => o.prices.length > 0)) lacks.push('states no prices');
  if (!facts.questions.some((q) => q.origin === 'faq' || q.origin === 'heading')) lacks.push('has no questions and answers');
  // A site that already prices what it sells and answers questions is told what else would give more, not to do what it did.
  if (lacks.length === 0) return `${count}: the rest of the site's pages are about the same subjects. Writing up more of the questions customers ask you, or a guide to the work you do, would give more.`;
  // Named for what the business sells: "a page for each product" says nothing to a barber.
  const goods = sold.filter((o) => o.kind === 'product').length * 2 > sold.length;
  return `${count}: the site ${listPhrase(lacks)}. A page for each ${goods ? 'product' : 'service'} with its price, and answers to the questions customers ask, would give more.`;
}

import type { Offering, OfferingKind, Price, SourceRef, Spec } from '../../../shared/site-facts';
import type { ExtractedPage } from '../extract-page';
import { asArray, findPrices, stringOf, typeIs, type JsonLdNode, type PagePassage, type PagePrice } from '../page-structure';
import { PAGE_WORDS, checkNounPhrase, isInstructionList, isSymptomAdvice, lemmaSet, nounChunks, phraseKey, readsAsInstructions, tagPhrase } from './nlp';
import { headsPeoplePage, isAudiencePhrase, isPlacePhrase } from './people-places';
import { clean, CURRENCY_SIGNS, isNotItsPrice, MONTH_NAME, parsePrice, pathOf, pricesIn, ref, specsIn, TITLE_SEPARATORS } from './text';

/**
 * What the business sells, read where sites put it: JSON-LD (Product, Service, Offer,
 * OfferCatalog), product cards, pricing headings and tables, priced list lines, service pages and
 * headings, navigation labels. Only well-formed noun phrases become offerings. Pure.
 */

export interface OfferingContext {
  /** Lower-cased words the site writes capitalised only: names of people, places, brands. */
  names: ReadonlySet<string>;
  /** Lower-cased words of the business's own name. */
  brandWords: ReadonlySet<string>;
  /** The words of that name the site also writes in lower case: its trade ("bookkeeping"), not its brand. */
  tradeWords?: ReadonlySet<string>;
  /** Lower-cased words of the places the site states: a place is never an offering. */
  places: ReadonlySet<string>;
  /** What an unlabelled card or row is on this site: a service business or a shop. */
  defaultKind: OfferingKind;
  /** The business's main work as its headline names it ("Escape rooms"): what unnamed price rows price. */
  mainWork?: string | null;
  /** The English noun-phrase gate applies to English pages; other languages get a plainer one. */
  english: boolean;
  /** The year the site was read in: an offer whose own line dates it earlier is over. */
  year?: number;
}

interface Candidate {
  name: string;
  kind: OfferingKind;
  url: string;
  description: string | null;
  prices: Price[];
  specs: Spec[];
  source: SourceRef;
  /** Lower is stronger: JSON-LD 0, cards 1, priced headings and rows 2, pages 3, headings 4, nav 5. */
  rank: number;
  addOn?: boolean;
}

/** "Vaccination requirements", "What to bring", "House rules": what the customer must have or do. */
const REQUIRED_HEADING = /\b(?:requirements?|required|what to (?:bring|pack|wear)|rules|eligibility|entry criteria)\b/i;

/** A section of things sold on top of the main work: "Extras", "Add-ons", "Optional extras". */
// "Good to know", "The small print": the terms around the work, whose fees (set-up, delivery) are charged on top of it.
// "Window cleaning extras": a list of what the work adds, by the heading's last word.
// "Exam fees", "Uniforms", "Costume levy", "Concert tickets": what a class costs beside its fees, bought on top of it.
const ADD_ON_HEADING = /^(?:(?:optional|popular|available)\s+)?(?:extras?|add-?ons?|additional (?:services|extras|options)|upgrades|optional extras)\b|^[a-z\s-]{0,40}\b(?:extras|add-?ons)$|^(?:good to know|(?:the )?small print|please note|worth knowing|things to know|practicalities)\b|^(?:exam(?:ination)?|uniform|costume|concert|recital|showcase)s?\s*(?:fees?|costs?|prices?|levy|tickets?)?$|^uniforms?\b/i;

// "/services-pricing/", "/services-and-prices/": a services page named with its prices.
const SERVICE_PATH = /\/(?:services?(?:-(?:pricing|prices|and-prices|and-pricing|rates|fees))?|treatments?|what-we-do|solutions|repairs?|our-work|offerings?|menu|classes|courses|packages|procedures|care)(?:\/|\.html?$|$)/;
const PRODUCT_PATH = /\/(?:products?|shop|store|collections?|catalog(?:ue)?|coffee|menu|features?)(?:\/|\.html?$|$)/;
const PRICING_PATH = /\/(?:pricing|prices?|plans|price-list|rates|fees|tariffs?)(?:\/|\.html?$|$)/;
/** "Direct billing", "Insurance & financing", "Payment plans": how a customer pays, whatever a page lists it beside. */
const PAYING_LABEL = /^(?:(?:direct|insurance|online)\s+)?(?:billing|debit|insurance|financ(?:e|ing)|coverage|claims?|payments?(?:\s+plans?)?)(?:\s*(?:&|and)\s*(?:billing|insurance|financ(?:e|ing)|payments?|claims?))?$/i;

const NOT_OFFERING_PATH = /\/(?:our-|meet-(?:the-)?|the-)?(?:about|team|vets|doctors|dentists|practitioners|instructors|trainers|people|staff|contact|careers|jobs|blog|news|posts?|articles?|privacy|terms|legal|faqs?|help|support|shipping|delivery|returns|shipping-returns|refunds?|guides?|brewing-guide|resources|conditions|conditions-treated|integrations?|apps|marketplace|partners|security|trust|trust-center|compliance|customers|financing|finance|payment-options|coupons|specials|offers|rebates|what-we-treat|press|reviews|testimonials|case-studies|areas|areas-we-cover|service-areas?|where-we-work|coverage|locations?|sectors|industries|who-we-help|who-we-serve|markets|projects|portfolio|our-work|clients|getting-here|directions|(?:studio-|our-)?polic(?:y|ies)|(?:how-to-)?find-us|things-to-do|local-area|explore|referenzen|references|ueber-uns|uber-uns|datenschutz|impressum|kontakt|mentions-legales|a-propos)(?:[/-]|\.html?$|$)/;
/** A team page under a path no list foresees (/artists/, /stylists/): its h1 says who is on it. */
function isPeoplePage(page: ExtractedPage): boolean {
  return headsPeoplePage(page.h1[0] ?? '');
}

/** Links that start a sign-up or a purchase are not the page that describes an offering. */
const ACTION_PATH = /\/(?:signup|sign-up|register|trial|start|cart|basket|checkout|contact|book|booking|quote|order|login|account|enquire|enquiry|enquiries|inquire|inquiry|get-in-touch|check-availability)(?:[/?#.]|$)/;
const SECTION_OF_OFFERINGS = /\b(?:services?|treatments?|what we (?:do|offer)|our work|solutions|products|menu|features|packages|classes|courses|procedures|specialties|specialities|offer(?:ing)?s?)\b/i;
// "Per seat" is a software plan's unit only with a period ("£6 per seat / month"); an upholsterer's "£45 per seat" is a price of work.
const PLAN_UNIT = /\bper (?:month|year|user)\b|\bper seat\b.*\b(?:month|year)/;
/** "from $250 per month of records": months of backlog worked through once, no subscription. */
const PER_MONTH_OF = /\bper (?:month|year) of\b/;
/** On a pricing page, a unit of time or of people makes a plan. */
const PERIOD_UNIT = /\b(?:month|year|user|seat)/;

/** Whether a price is billed by a period or a head (its unit matching `unit`), not a quantity of work ("per month of records"). */
function billedBy(prices: readonly Price[], unit: RegExp): boolean {
  return prices.some((p) => unit.test(p.unit ?? '') && !PER_MONTH_OF.test(p.source.passage));
}
/** The page of one offering: /services/boiler-repair, /treatments/teeth-whitening. */
const OWN_PAGE_PATH = /\/(?:services?|treatments?|products?|solutions|procedures|features?)\/[^/]+/;
const SERVICE_UNIT = /\bper (?:hour|session|visit|treatment|clean|lesson|class|night|person|guest|room|project|day|week)\b/;

/** A duration or a billing period a label carries after its name: "(30 min)", "– a term", ", 1 hour". */
const LABEL_SPEC = /\s*(?:\(\s*\d+(?:[.,–-]\d+)?\s*(?:-\s*)?(?:min(?:ute)?s?|mins|hours?|hrs?|h|days?|nights?|weeks?|sessions?|lessons?|classes)\s*\)|[–—,-]\s*(?:a|an|per|each|every)\s+[\p{L}-]+|[–—,-]\s*\d+(?:[.,–-]\d+)?\s*(?:min(?:ute)?s?|mins|hours?|hrs?|days?|weeks?))\s*$/iu;

/**
 * What a priced label says besides its name ("Private lessons (30 min)" → "30 min", "Group lessons – a
 * term" → "a term"): a spec of the offering, never part of its name.
 */
export function labelSpec(text: string): string | null {
  const withoutPrices = clean(text.replace(new RegExp(findPrices(text).map(escape).join('|') || '$^', 'g'), ' ').replace(/\s*[:–—|·•-]+\s*$/, ''));
  const match = LABEL_SPEC.exec(withoutPrices);
  return match ? clean(match[0].replace(/^[\s–—,(-]+|[\s)]+$/g, '')) : null;
}

function stripPrice(text: string): string {
  text = text.replace(/\s*[–—-]\s*per\s+\S+$|\s*\(per\s+[^)]*\)$/i, '');
  // "£950 plus VAT", "£40 + VAT": the tax terms are the price's, never part of the name.
  text = text.replace(/\s*(?:\(\s*)?(?:plus|\+|inc\.?|incl\.?|including|excluding|exc\.?|ex\.?)\s+VAT\b\s*\)?/gi, ' ');
  // "IR35 insurance (worth £140 a year)": a value claimed goes with its figure.
  text = text.replace(new RegExp(`\\s*\\(?\\bworth\\s+(?:${findPrices(text).map(escape).join('|') || '$^'})[^)]*\\)?`, 'gi'), ' ');
  // "£28.00 GBP": a shop's price may name its currency again after it; the code is the price's, not a name.
  const bare = clean(text.replace(new RegExp(`(?:${findPrices(text).map(escape).join('|') || '$^'})(?:\\s?(?:GBP|USD|EUR|AUD|CAD|NZD|CHF)\\b)?`, 'g'), ' ').replace(/\s*[:–—|·•-]+\s*$/, '').replace(/^\s*[:–—|·•-]+\s*/, '').replace(/\(\s*\)/g, ''));
  // "Group lessons – a term", "Consultation (30 min)": the name is the noun phrase, the rest a spec (labelSpec).
  return clean(bare.replace(LABEL_SPEC, '').replace(/\s*[:–—|·•,-]+\s*$/, '')) || bare;
}

function samePrice(a: Price, b: Price): boolean {
  if (a.text.toLowerCase() === b.text.toLowerCase()) return true;
  return a.amount !== null && a.amount === b.amount && a.currency === b.currency && (a.unit ?? '').replace(/^from\s*/, '') === (b.unit ?? '').replace(/^from\s*/, '');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Head nouns of work done for a customer rather than goods handed over. */
export const SERVICE_HEAD =
  /(?:ing|tions?|sion|ment|ance|ancy|apy|graphy|ics|repairs?|changes?|lockouts?|upgrades?|lessons?|class(?:es)?|courses?|sessions?|checks?|inspections?|tests?|surveys?|reports?|hire|rentals?|deliver(?:y|ies)|care|visits?|call-outs?|callouts?|audits?|design|support|tours?|events?|part(?:y|ies)|catering|massage|treatments?|assessments?|consultations?|appointments?|follow-ups?|refreshers?|plus|storage|maintenance|service|services|work|works|cover|advice|studies|study|finance|rewires?|control|removal|proofing|clearance|extraction|hygiene|therapy|rehab|sweeps?|sweeping|cleans?|grooms?|wash(?:es)?|valets?)$/i;

/** How a customer pays for the activities ("Drop-in class", "10-class pass", "Intro month"), not an activity. */
// "5 mat classes", "10 reformer classes": a number of classes bought at once is a pass, however named.
const PURCHASE_OPTION = /\b(?:drop-ins?|pass(?:es)?|class packs?|memberships?|bundles?|intro(?:ductory)? (?:months?|offers?|pass(?:es)?|weeks?)|gift (?:cards?|vouchers?)|season tickets?|punch cards?)\b|^(?:\d+|five|ten|twenty)\s+(?:[\p{L}-]+\s+)?(?:classes|sessions|lessons|visits)$/iu;

function kindFor(prices: Price[], page: ExtractedPage, fallback: OfferingKind, name = ''): OfferingKind {
  const units = prices.map((p) => p.unit ?? '').join(' ');
  if (billedBy(prices, PLAN_UNIT) || PURCHASE_OPTION.test(name)) return 'plan';
  if (SERVICE_UNIT.test(units)) return 'service';
  const path = pathOf(page.url);
  if (PRODUCT_PATH.test(path)) return 'product';
  // A price list priced by who does the work (a table headed "| Stylist | Senior stylist") sells services.
  if (SERVICE_PATH.test(path) || page.passages.some((p) => p.kind === 'table' && ROLE_VARIANT.test(p.items[0] ?? '') && findPrices(p.items[0] ?? '').length === 0)) return 'service';
  // "Interim Service – Every 6 months or 6,000 miles": the name before its details line says what it is.
  const head = nameBeforeDetails(name.replace(/\s*\([^)]*\)\s*$/, '')).split(/\s+/).pop() ?? '';
  // A vehicle test ("Class 4 MOT") is work done on the customer's car.
  if (head && (SERVICE_HEAD.test(head) || STAY.test(head) || /^MOTs?$/i.test(head))) return 'service';
  return fallback;
}

/** Prices and specs kept per offering: what its article and titles quote, not a whole rate card. */
const MAX_KEPT = 6;

/**
 * The first prices of a long rate card, its dearest kept in place of the last when it lies beyond
 * them: "£345–£995" spans a cottage's seasons, where the first six stopped at spring's £725.
 */
function keptPrices(prices: readonly Price[]): Price[] {
  if (prices.length <= MAX_KEPT) return [...prices];
  const first = prices.slice(0, MAX_KEPT);
  const dearest = prices.slice(MAX_KEPT).reduce<Price | null>((m, p) => (p.amount !== null && (m === null || p.amount > m.amount!) ? p : m), null);
  const top = Math.max(...first.map((p) => p.amount ?? 0));
  return dearest && dearest.amount! > top ? [...first.slice(0, MAX_KEPT - 1), dearest] : first;
}

/** A price's column naming who does the work: a salon's "Senior stylist", a clinic's "Associate". */
const ROLE_VARIANT = /\b(?:stylists?|barbers?|therapists?|technicians?|directors?|juniors?|seniors?|graduates?|associates?|consultants?|practitioners?|artists?|educators?|partners?|apprentices?)\b/i;

/** A place to stay is booked for nights, never taken away: "Holiday cottage" priced by the week is a stay, not goods. */
const STAY = /^(?:cottages?|lodges?|cabins?|barns?|apartments?|flats?|rooms?|suites?|stays?|breaks?|chalets?|yurts?|pods?|caravans?|villas?|glamping|pitch(?:es)?|accommodation)$/i;

/** "Pro" on a pricing page → "Pro plan"; "Team plan" stays. */
/** "Payroll add-on", "Delivery extras": named as a charge on top of something else. */
const ADD_ON_NAME = /\b(?:add-?ons?|extras|top-?ups?)$/i;
/** "Full Service – Every 12 months or 12,000 miles" → "Full Service": the name before its details line. */
export function nameBeforeDetails(name: string): string {
  return name.split(/\s+[–—-]\s+/)[0]!.trim();
}

/** "$8 per piece on top of the mug price": what the sentence prices is added to something bought. */
const ON_TOP = /\b(?:on top of|in addition to) (?:the|your|a|an|each|any)\b/i;

function pricedOnTop(offering: Candidate): boolean {
  return offering.prices.length > 0 && offering.prices.every((p) => ON_TOP.test(p.source.passage));
}

/**
 * "MOT with a Full or Major Service: £25": the price of one thing when booked with another the
 * site sells, an extra on that booking, never where the business's prices start.
 */
function withAnother(offering: Candidate, offerings: readonly Candidate[]): boolean {
  const tail = /\swith (?:a|an|your|any) (.+)$/i.exec(offering.name)?.[1];
  if (!tail) return false;
  const words = lemmaSet(tail);
  const bareName = (name: string) => nameBeforeDetails(name).split(/\s\(/)[0]!;
  return offerings.some((o) => o !== offering && bareName(o.name).includes(' ') && [...lemmaSet(bareName(o.name))].every((w) => words.has(w)));
}

function planName(name: string): string {
  return /\b(?:plan|package|tier|membership|subscription|bundle|edition)$/i.test(name) || ADD_ON_NAME.test(name) || PURCHASE_OPTION.test(name) || name.split(' ').length > 2 ? name : `${name} plan`;
}

type Strictness = 'strict' | 'row' | 'card';

/** Up to two words and a fee's own noun: "Diagnostic fee", "Call-out charge". */
// "Hourly rate" is how work is charged, no work sold ("Hourly Rate per Hour: $200").
const FEE_HEAD = String.raw`^(?:(?:[\p{L}-]+\s+){0,2}(?:fee|charge|deposit|surcharge)s?|(?:hourly|day|daily|half[- ]day)\s+rates?)`;

/** A fee named by what it is charged for: its head is the fee ("Diagnostic fee", "Call-out charge, waived…"). */
const FEE_NAME = new RegExp(`${FEE_HEAD}(?:$|[,;(–—])`, 'iu');

/** A JSON-LD offer whose own description says its price is a fee for something else ("Diagnostic fee, waived when you approve the repair"). */
const FEE_OFFER = new RegExp(`${FEE_HEAD}\\b|\\bwaived\\b`, 'iu');

function nameOk(name: string, ctx: OfferingContext, strictness: Strictness | boolean): boolean {
  const level: Strictness = strictness === true ? 'strict' : strictness === false ? 'card' : strictness;
  if (!ctx.english) {
    // No English tagger for German or French labels: short, no sentence punctuation, not a menu word.
    const words = name.trim().split(/\s+/);
    return words.length <= 6 && name.length <= 70 && !/[!?:;.]$|[!?]/.test(name) && !/^(?:home|start|kontakt|contact|impressum|blog|über|uber|about|faq|preise|tarifs|accueil)$/i.test(name.trim());
  }
  // "Calderbridge Town Centre", "City Centre" where the site is in that city: where the business is, not what it sells.
  if (isPlacePhrase(name.replace(/\s*[–—(].*$/, ''), ctx.places, ctx.names)) return false;
  // A heading that asks or explains ("How booking works") is never a thing sold, nor one of terms ("Booking & cancelling").
  if (/^(?:how|what|why|when|where|which|who|is|are|do|does|can)\b/i.test(name.trim()) || /^(?:booking|bookings|cancell?ations?|cancell?ing|refunds?|payments?|parking|opening (?:hours|times))(?:\s*(?:&|and)\s*(?:booking|bookings|cancell?ations?|cancell?ing|refunds?|payments?|policy|terms))?$/i.test(name.trim())) return false;
  // "Call-out & minimums", "Travel & call-out charges": the terms every job is charged on, never a thing sold.
  if (/^(?:call[- ]?outs?|travel|minimums?)\s*(?:&|and)\s*(?:minimums?|travel|call[- ]?outs?)(?:\s+(?:charges?|fees?))?$/i.test(name.trim())) return false;
  // "Other prices & small print", "Fees and terms": a heading over what things cost, never a thing sold.
  if (/\b(?:prices?|pricing|small print|terms and conditions|t&cs)\b/i.test(name) && !/\bplan\b/i.test(name)) return false;
  // "up to 20 lbs", "over 80 kg": a size row's label, never a thing sold.
  if (/^(?:up to|under|over|less than|more than|from)\s+\d/i.test(name.trim())) return false;
  // "Instagram" beside a packages list is where to follow the business, never a thing sold.
  if (/^(?:instagram|facebook|twitter|tiktok|linkedin|pinterest|youtube|whatsapp|threads|bluesky|yelp|nextdoor)$/i.test(name.trim())) return false;
  // "Diagnostic fee, waived when you approve the repair", "Call-out charge": a price's terms, never a thing sold.
  if (FEE_NAME.test(name.trim())) return false;
  // "Tax credits & rebates", "Coupons": money the customer gets back or off, never a thing sold.
  if (/^(?:(?:federal|state|utility|energy)\s+)?(?:tax\s+credits?|rebates?|coupons?|discounts?|promotions?|special offers?|incentives?)(?:\s*(?:&|and)\s*(?:(?:tax\s+credits?|rebates?|incentives?|financing|discounts?)))?$/i.test(name.trim())) return false;
  // "DBS-checked, fully insured", "Gas Safe registered": what the business promises, never a thing sold.
  if (/^(?:fully\s+)?(?:dbs[- ]checked|insured|accredited|certified|vetted|licensed|qualified|gas safe registered)\b/i.test(name.trim())) return false;
  // "installed", "supplied and fitted": the tail of a price ("$95–$130 per metre installed"), never a thing sold.
  if (/^(?:(?:supplied|installed|fitted|laid|delivered|included|inc(?:l|luding)?\.?|ex(?:cl)?\.?|plus)(?:\s*(?:&|and)\s*)?)+$/i.test(name.trim())) return false;
  // "Serrated" ($15 beside "Kitchen knives"): a describing word alone is a kind of the row above, never a thing sold.
  // A card's title may be such a word, a tier ("Advanced" beside "Essential"), read as one further on.
  if (level !== 'card' && !name.trim().includes(' ') && /^(?:ADJ|VERB)$/.test(tagPhrase(name.trim().toLowerCase())[0]?.pos ?? '') && /(?:ed|en|al|ic|ous|ive|ful|less|able|ible)$/i.test(name.trim())) return false;
  // "Missing a class", "Choosing the right level": an -ing word and its object is something done, never a thing sold.
  if (/^\p{L}+ing\s+(?:a|an|the|your|my|our|this|that|these|those)\s/iu.test(name.trim())) return false;
  // "On orders over" (its price taken out): a line's opening words that led up to a price, never a name.
  if (/\b(?:over|under|above|below|from|for|of|to|at|with|by)$/i.test(name.trim()) && /^(?:on|in|at|for|from|with|by|to|over|under)\b/i.test(name.trim())) return false;
  // "New Patients", "Landlords": a heading or menu label naming who the business serves is a page for them, not a thing sold.
  // "Nervous & mature-age learners": a describing word joined on names the same people.
  const people = name.trim().split(/\s+(?:&|and)\s+/);
  if (level === 'strict' && (isAudiencePhrase(name.trim()) || (people.length === 2 && !people[0]!.includes(' ') && isAudiencePhrase(people[1]!)))) return false;
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // The business's own name is not one of its offerings; the words of its trade in it ("Bookkeeping"
  // of "Ledgerline Bookkeeping", "Escape rooms"), words the site also writes in lower case, are its work.
  if (words.length > 0 && words.every((w) => ctx.brandWords.has(w) || /^(?:the|and|co|inc|ltd|llc)$/.test(w)) && words.some((w) => ctx.brandWords.has(w) && !ctx.tradeWords?.has(w))) return false;
  // A card's "Assam Breakfast – Harmutty Estate" or "Cast-Iron Teapot, 0.8 L" is judged by its main part.
  const main = level === 'strict' ? name : (name.split(/\s[–—-]\s|,\s/)[0] ?? name);
  const check = checkNounPhrase(main, level === 'card' ? new Set() : ctx.names);
  if (!check.ok) {
    // A card or JSON-LD may name a product by its proper name ("Gyokuro Yame"); a priced table row
    // may be a shipping zone ("Northern Ireland"), so there a name is not enough.
    // A card's "Class pass" is a noun the tagger reads as a verb at the end; "Sends invoices" opens with one.
    const tags = tagPhrase(main).map((t) => t.pos);
    const endsOnVerb = tags.length >= 2 && tags.length <= 3 && tags.indexOf('VERB') === tags.length - 1 && !/\d/.test(main);
    const cardVerb = check.reason === 'verb phrase' && endsOnVerb ? ['verb phrase'] : [];
    const lenient = level === 'card' ? ['name', 'no head noun', ...cardVerb] : level === 'row' ? ['no head noun', 'verb phrase', 'fragment'] : [];
    // "Colorbond Fencing" at a fencing contractor's: a brand or material before the business's own
    // trade word is a kind of its work, not a client's or a place's name.
    const tradeHead = check.reason === 'name' && words.length >= 2 && ctx.tradeWords?.has(words[words.length - 1]!) === true && !ctx.brandWords.has(words[0]!);
    if (tradeHead) return true;
    if (lenient.includes(check.reason ?? '') && main.split(' ').length <= 7 && !/[!?]|^(?:the|a|an|our|your|we|i)\b/i.test(main)) return true;
    // A priced card's proper title ("The Ceremony", "The Elopement"): a package's own name, capitalised after its article.
    if (level === 'card' && check.reason === 'page label' && /^The\s+\p{Lu}\p{Ll}+$/u.test(main.trim()) && !PAGE_WORDS.has(main.trim().split(/\s+/)[1]!.toLowerCase())) return true;
    return false;
  }
  return true;
}

/** An amount as a price tag writes it: "1,250", "75", and cents always in two figures ("7.50", never "7.5"). */
function moneyAmount(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return amount.toLocaleString('en', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
}

function offerPrices(node: JsonLdNode, source: SourceRef): Price[] {
  const prices: Price[] = [];
  for (const offer of asArray(node['offers'])) {
    if (!offer || typeof offer !== 'object') continue;
    const o = offer as JsonLdNode;
    // An AC repair "offered" at its $89 diagnostic fee: the visit's fee, no price of the repair.
    if (FEE_OFFER.test(stringOf(o['description']).trim())) continue;
    const spec = asArray(o['priceSpecification'])[0] as JsonLdNode | undefined;
    // A price specification may give a range only ("minPrice": 1150, "maxPrice": 2400): it starts at its minimum.
    const listed = stringOf(o['price']) || stringOf(o['lowPrice']) || stringOf(spec?.['price']);
    const amount = listed || stringOf(spec?.['minPrice']);
    if (!amount) continue;
    const currency = stringOf(o['priceCurrency']) || stringOf(spec?.['priceCurrency']) || null;
    const unitText = stringOf(spec?.['unitText']) || stringOf(o['unitText']);
    const per = unitText ? `per ${unitText.toLowerCase().replace(/^per\s+/, '')}` : '';
    const from = o['lowPrice'] !== undefined || !listed ? 'from ' : '';
    const symbol = CURRENCY_SIGNS[currency ?? ''];
    const parsed = Number.parseFloat(amount.replace(/,/g, ''));
    // "price": "0" is what the site means by free, and says so.
    const money = parsed === 0 ? 'Free' : symbol && Number.isFinite(parsed) ? `${symbol}${moneyAmount(parsed)}` : `${currency ?? ''} ${amount}`.trim();
    const text = `${from}${money}${per && parsed !== 0 ? ` ${per}` : ''}`.trim();
    // Several offers of one item are its variants, each by its name ("House", "Unit or townhouse").
    const variant = asArray(node['offers']).length > 1 ? clean(stringOf(o['name'])) : '';
    prices.push({ text, amount: Number.isFinite(parsed) ? parsed : null, currency, unit: [from.trim(), per].filter(Boolean).join(' ') || null, source, ...(variant ? { variant } : {}) });
  }
  return prices;
}

/** Every typed node inside a JSON-LD node: offers sit in catalogs inside businesses. */
function walkJsonLd(node: unknown, visit: (n: JsonLdNode) => void, depth = 0): void {
  if (depth > 6 || !node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) walkJsonLd(item, visit, depth + 1);
    return;
  }
  const n = node as JsonLdNode;
  if (n['@type'] !== undefined) visit(n);
  for (const [key, value] of Object.entries(n)) if (key !== '@context' && value && typeof value === 'object') walkJsonLd(value, visit, depth + 1);
}

/**
 * Every price the site's pages show a visitor, by amount ("$1,950" → 1950). Structured data is
 * written once and forgotten: on a site that shows its prices, a service's or plan's price only the
 * structured data gives (an old $1,850 beside the page's $1,950) is no price of the site's. A site
 * showing none (its prices drawn by script) is taken at its structured data's word.
 */
function shownAmounts(pages: readonly ExtractedPage[]): Set<number> {
  const out = new Set<number>();
  // The meta description is shown too, in search results: a shop's 1 kg price may be written nowhere else.
  const shownText = (page: ExtractedPage) => [page.mainText, page.description, ...page.cards.map((c) => c.text), ...page.passages.flatMap((p) => [p.text, ...p.items])].join('\n');
  for (const page of pages) for (const text of findPrices(shownText(page))) {
    const { amount } = parsePrice(text, ref(page.url, text));
    if (amount !== null) out.add(amount);
  }
  return out;
}

function fromJsonLd(page: ExtractedPage, ctx: OfferingContext, out: Candidate[], shown: ReadonlySet<number>) {
  // Goods are the exception: a shop's other sizes are priced by its variant picker's script alone.
  const shownOnly = (prices: Price[]) => prices.filter((p) => shown.size === 0 || p.amount === null || p.amount === 0 || shown.has(p.amount));
  const seen = new Set<JsonLdNode>();
  // Offers that price a product ("100 g", "250 g" of one tea) are its variants, not offerings.
  const owned = new Set<unknown>();
  for (const root of page.jsonLd) {
    walkJsonLd(root, (node) => {
      if (!typeIs(node, 'Offer', 'AggregateOffer', 'OfferCatalog')) for (const offer of asArray(node['offers'])) owned.add(offer);
    });
  }
  for (const root of page.jsonLd) {
    walkJsonLd(root, (node) => {
      if (seen.has(node)) return;
      seen.add(node);
      let item = node;
      if (typeIs(node, 'Offer') && node['itemOffered'] && typeof node['itemOffered'] === 'object') {
        item = { ...(node['itemOffered'] as JsonLdNode), offers: node };
        seen.add(node['itemOffered'] as JsonLdNode);
      }
      // A bare Offer with a name of its own ("Beginner package (10 hours)", £370) is an offering too.
      const bareOffer = typeIs(item, 'Offer', 'AggregateOffer') && !item['itemOffered'] && typeof item['name'] === 'string' && !owned.has(node);
      if (bareOffer) item = { ...item, offers: item };
      const isProduct = typeIs(item, 'Product', 'MenuItem', 'IndividualProduct', 'ProductModel', 'Book', 'Course') || (bareOffer && ctx.defaultKind === 'product');
      const isService = typeIs(item, 'Service', 'FinancialProduct', 'MedicalProcedure', 'TherapeuticProcedure') || (bareOffer && ctx.defaultKind === 'service');
      const isSoftware = typeIs(item, 'SoftwareApplication', 'WebApplication', 'MobileApplication');
      if (!isProduct && !isService && !isSoftware) return;
      // An application's named offers ("Starter", "Team") are its plans, whatever their period.
      let plans = 0;
      if (isSoftware) {
        for (const offer of asArray(item['offers'])) {
          const planLabel = offer && typeof offer === 'object' ? clean(stringOf((offer as JsonLdNode)['name'])) : '';
          // Plans are named like brands ("Team", "Solo"): the offer's type vouches for a short label.
          if (!planLabel || planLabel.split(/\s+/).length > 4 || /[!?]/.test(planLabel)) continue;
          const source = ref(page.url, [stringOf(item['name']), planLabel, stringOf((offer as JsonLdNode)['description'])].filter(Boolean).join(': '));
          const description = clean(stringOf((offer as JsonLdNode)['description'])) || null;
          out.push({ name: planName(planLabel), kind: 'plan', url: page.url, description, prices: shownOnly(offerPrices({ offers: offer }, source)), specs: [], source, rank: 0 });
          seen.add(offer as JsonLdNode);
          plans++;
        }
      }
      // A service's named offers ("Termite inspection (homeowners)" free, "Texas WDI report" $95,
      // "Liquid termite treatment" from $1,150) are the things it sells, each at its own price.
      if (isService) {
        const named = asArray(item['offers'])
          .filter((offer): offer is JsonLdNode => !!offer && typeof offer === 'object')
          .map((offer) => ({ offer, offerName: clean(stringOf(offer['name'])) }))
          .filter(({ offerName }) => offerName !== '' && offerName !== clean(stringOf(item['name'])));
        // Offers named by size or tier ("House", "Unit or townhouse") price the service itself, by variant.
        if (named.length >= 2 && !named.some(({ offerName }) => isVariantLabel(offerName) || PROPERTY_SIZE.test(offerName))) {
          for (const { offer, offerName } of named) {
            const source = ref(page.url, [offerName, stringOf(offer['description'])].filter(Boolean).join(': '));
            const prices = shownOnly(offerPrices({ offers: offer }, source));
            if (prices.length === 0 || !nameOk(offerName.replace(/\s*\(.*$/, ''), ctx, false)) continue;
            out.push({ name: offerName, kind: 'service', url: page.url, description: clean(stringOf(offer['description'])) || null, prices, specs: [], source, rank: 0 });
            seen.add(offer);
            plans++;
          }
        }
      }
      const name = clean(stringOf(item['name']));
      // The type declares a thing sold, so a noun the tagger reads as a verb at the end ("Full-day
      // canoe hire") is still its name; one that opens on a verb ("Book a tour") is not.
      const typedName = name.includes(' ') && checkNounPhrase(name, new Set()).reason === 'verb phrase' && tagPhrase(name.toLowerCase())[0]?.pos !== 'VERB';
      if (!name || !(nameOk(name, ctx, false) || typedName)) return;
      const description = clean(stringOf(item['description'])) || null;
      const source = ref(page.url, [name, description].filter(Boolean).join(': '));
      // With its plans (or a service's named offers) read apart, the item itself is what they buy into.
      const prices = plans > 0 ? [] : isProduct ? offerPrices(item, source) : shownOnly(offerPrices(item, source));
      const url = stringOf(item['url']) || page.url;
      out.push({
        name,
        kind: isService ? 'service' : isSoftware && prices.length > 0 ? 'plan' : 'product',
        url: sameOrigin(url, page.url) ? new URL(url, page.url).href : page.url,
        description,
        prices,
        specs: [],
        source,
        rank: 0,
      });
    });
  }
}

/**
 * "Workshops & Teacher Training" over "Workshops are priced individually – usually $40–$55": a
 * heading joining two things, whose every price is said of one of them, prices that one; the
 * other (a course at NZ$4,200 on its own page) costs something else.
 */
function pricedPart(name: string, prices: readonly Price[]): string {
  const m = /^(.+?)\s+(?:&|and)\s+(.+)$/u.exec(name);
  if (!m || prices.length === 0) return name;
  const said = (p: Price) => {
    const sentence = p.source.passage.split(/(?<=[.!?])\s+/).find((x) => x.includes(p.text)) ?? '';
    return (sentence.startsWith(name) ? sentence.slice(name.length) : sentence).trim().toLowerCase();
  };
  const part = [m[1]!, m[2]!].find((x) => prices.every((p) => new RegExp(`^(?:our\\s+)?${x.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').test(said(p))));
  return part ?? name;
}

/**
 * One key per offering however a page names it: "Sole Trader" under its heading and "Sole Trader
 * plan" on its card are one plan; "Post-surgery rehab" and "Post-Surgery Rehabilitation" one service.
 */
export function offeringKey(name: string): string {
  return phraseKey(name.replace(/\s+plan$/i, '').replace(CLIPPED, (word) => word.slice(0, CLIPPINGS[word.toLowerCase()]!))) || name.toLowerCase();
}

/** Words a trade clips in everyday use, and how long the clipping is ("rehabilitation" → "rehab"). */
const CLIPPINGS: Readonly<Record<string, number>> = { rehabilitation: 5, physiotherapy: 6, physiotherapist: 6, veterinarian: 3, examination: 4, mathematics: 5 };
const CLIPPED = new RegExp(`\\b(?:${Object.keys(CLIPPINGS).join('|')})\\b`, 'gi');

/** A kind of home priced by its size: "House", "Unit or townhouse", "3-bed semi". */
const PROPERTY_SIZE = /\b(?:house|unit|townhouse|apartment|flat|home|bungalow|semi|terrace|detached|cottage|studio|duplex|condo)s?\b/i;

/** "Registration closed.", "This offer has ended": an offer its own line says is over. */
const ENDED = /\b(?:registration (?:is )?closed|bookings? (?:are |is )?closed|(?:offer|sale|promotion|challenge) (?:has )?ended|has now ended|no longer (?:available|running|offered)|discontinued)\b/i;
const DATED = new RegExp(String.raw`\b(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_NAME}|${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?)(?:\s*[–—-]\s*(?:\d{1,2}\s+${MONTH_NAME}|${MONTH_NAME}\s+\d{1,2}|\d{1,2}))?,?\s+((?:19|20)\d{2})\b`, 'gi');

/**
 * Whether an offering's own line says it is over: registration closed, the offer ended, or its
 * dates ("June 3 – July 12, 2024") all in a year before the one the site was read in.
 */
function isOver(passage: string, year: number | undefined): boolean {
  if (ENDED.test(passage)) return true;
  const years = [...passage.matchAll(DATED)].map((m) => Number(m[1]));
  return year !== undefined && years.length > 0 && years.every((y) => y < year);
}

/** "2024 special offer", "Black Friday deal 2025": a promotion dated by its year is no thing sold, and soon a stale one. */
const DATED_PROMOTION = /\b(?:19|20)\d{2}\b.*\b(?:offers?|specials?|deals?|promo(?:tion)?s?|sale|discounts?)\b|\b(?:offers?|specials?|deals?|promo(?:tion)?s?|sale|discounts?)\b.*\b(?:19|20)\d{2}\b/i;

const SEASON = /^(?:christmas|easter|halloween|new year|summer|winter|spring|autumn|fall|bank holidays?)(?:\s+(?:19|20)\d{2})?$/i;

/**
 * Words about a price read where a label stood, whichever reader found them: its unit ("per term",
 * "/agent/mo", "billed annually"), its lead-in without the amount ("Free delivery over"), or what
 * one customer saved or paid ("First-year savings", "Average SMUD bill"). Never a thing sold.
 */
const PRICE_TERMS = /^(?:per|each|a|an)\s+\p{L}+$|^per\s+\p{L}+(?:\s+\p{L}+){1,2}$|^each\s+(?:extra|additional)\b|^(?:including|incl\.?|inc\.?|excluding|excl\.?|ex\.?)\s|^\/|^billed\b|^(?:monthly|annually|yearly|weekly|daily)$|\s(?:over|under|above|below|from)$|\b(?:savings|bills?|payback)$/iu;

/**
 * A name that is no thing sold, whichever reader found it: words about a price (`PRICE_TERMS`), a
 * dated promotion ("2024 special offer"), a season's notice ("Christmas 2026"), or a table's
 * dimension heading its first column ("Bedrooms").
 */
function namesNothingSold(name: string): boolean {
  const n = name.trim();
  // "3 seats included": what a plan comes with, counted; "GBP": a currency's code read as a label.
  return PRICE_TERMS.test(n) || /^(?:GBP|USD|EUR|AUD|NZD|CAD|IEP|CHF)$/.test(n) || /^\d[\d,]*\s+\p{L}+(?:\s+\p{L}+)?\s+(?:included|free)$/iu.test(n) || DATED_PROMOTION.test(n) || SEASON.test(n) || DIMENSION_HEADER.test(n);
}

function isPropertyLabel(name: string): boolean {
  return PROPERTY_SIZE.test(name) && isVariantLabel(name);
}

function sameOrigin(url: string, base: string): boolean {
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** The words before an amount in a sentence ("is £120", "or £60 if", "from £1,100 supplied"). */
const IN_SENTENCE = /\b(?:is|are|was|costs?|from|at|for|or|and|to|between|around|about|just|only|of|by|pay|charged?|priced|plus|under|over)/;
/** A plan card's period line after its amount: "per location / month", "/mo". */
const CARD_PERIOD = /(?:per|\/|a)\s*(?:[a-z-]+\s*\/\s*)?(?:month|year|mo|yr)\b/;

/**
 * A plan card's period on a line of its own under the amount ("$89" over "per location / month"):
 * the price is per that period, as "$89/month" in one line would be.
 */
function withCardPeriod(price: Price, raw: string, cardText: string): Price {
  // Elementor's price table prints its "from" after the amount ("£450" then "from" in the period's
  // place): the card says it starts there.
  if (price.unit === null && new RegExp(`${escape(raw)}\\s*from\\b(?!\\s*[$£€\\d])`, 'i').test(cardText)) return { ...price, text: `from ${price.text}`, unit: 'from' };
  if (price.unit !== null) return price;
  const after = new RegExp(`${escape(raw)}\\s*(${CARD_PERIOD.source})`, 'i').exec(cardText)?.[1];
  return after ? { ...price, unit: after.toLowerCase().replace(/^\/\s*/, 'per ').replace(/\s*\/\s*/g, ' per ').replace(/\bmo$/, 'month').replace(/\byr$/, 'year') } : price;
}

/**
 * A card's text without its price lines ("$139", "From £45"), so the description says what the
 * offering is. A price inside a sentence stays: "A CCTV survey is £120, or £60 if we're already
 * there" without its amounts read "A CCTV survey is , or if we're already there".
 */
function withoutPriceLines(text: string, prices: readonly string[]): string | null {
  if (prices.length === 0) return clean(text) || null;
  // A price led by its own words ("starting at $89") continues any sentence; a bare amount, one of its verbs or prepositions.
  const lines = prices.map((p) => `(?<!${/^\p{Ll}/u.test(p) ? '\\p{Ll}' : IN_SENTENCE.source}\\s+)${escape(p)}`);
  const described = clean(text.replace(new RegExp(`(?:${lines.join('|')})(?:\\s*${CARD_PERIOD.source})?`, 'gu'), ' '));
  return described || null;
}

/** "$39/month, billed annually ($468/yr)": both amounts are the plan's annual billing, not its list price. */
const BILLED_ANNUALLY = /^[^$£€¥\d]{0,25}?\b(?:billed|paid|charged)\s+(?:annually|yearly|once a year|per year)\b|^\s*\)/i;

function billedAnnually(raw: string, cardText: string): boolean {
  const at = cardText.indexOf(raw);
  if (at < 0) return false;
  const after = cardText.slice(at + raw.length, at + raw.length + 60);
  const before = cardText.slice(Math.max(0, at - 40), at);
  // The annual total in brackets after "billed annually" belongs to it too.
  return BILLED_ANNUALLY.test(after.replace(/^\s*\/?\s*(?:mo(?:nth)?|yr|year)\b/i, '')) || /billed (?:annually|yearly)\s*\(\s*$/i.test(before);
}

function fromCards(page: ExtractedPage, ctx: OfferingContext, out: Candidate[]) {
  const start = out.length;
  for (const card of page.cards) {
    let name = stripPrice(card.name);
    const source = ref(page.url, card.text);
    const priced = (p: string) => withCardPeriod(parsePrice(p, source), p, card.text);
    // A pricing card titled by the property it is for ("Bungalow", "Terrace / Semi", "Detached")
    // under "Gutter clearing" prices that work for that property: a variant, never an offering.
    let variant: string | null = null;
    // A plan called "Studio" is billed by the period; a studio flat's clean is not.
    if (name && isPropertyLabel(name) && !billedBy(card.prices.map(priced), PERIOD_UNIT)) {
      if (!card.heading || isVariantLabel(card.heading) || !nameOk(card.heading, ctx, false)) continue;
      variant = name;
      name = card.heading;
    }
    if (!name || !nameOk(name, ctx, false)) continue;
    // A review signed by its customer ("“…cheaper than the main dealer by nearly £300.” Kev Sayer"): their words, no thing sold.
    if (/^[“"‘]/.test(card.text.replace(card.name, '').trim()) || /^[“"]/.test(card.description ?? '')) continue;
    // "FreeAgent included — Worth £29/month": a feature's value, so a card of nothing else sells nothing.
    const own = card.prices.filter((p) => !isNotItsPrice(card.text, p));
    if (own.length === 0 && card.prices.length > 0) continue;
    // A plan's list price is what it costs by the month; the same plan billed annually is a discount
    // on it, said in its card's text: as a second price it made "from $39" of a $49 plan.
    const listed = own.filter((p) => !billedAnnually(p, card.text));
    const prices = (listed.length > 0 ? listed : own).map(priced).map((p) => (variant ? { ...p, variant } : p));
    // Its real sentences; a card of label lines and list items ("Most popular", "Unlimited yoga
    // classes", "10% off workshops") has none, and its text run together reads as one broken sentence.
    const description = card.description !== null || card.details.length === 0 ? withoutPriceLines(card.description ?? card.text.replace(card.name, ''), card.prices) : null;
    let kind = kindFor(prices, page, card.href && SERVICE_PATH.test(pathOf(card.href)) ? 'service' : ctx.defaultKind, name);
    if (PRICING_PATH.test(pathOf(page.url)) && billedBy(prices, PERIOD_UNIT)) kind = 'plan';
    out.push({
      name: kind === 'plan' ? planName(name) : name,
      kind,
      url: card.href && sameOrigin(card.href, page.url) && !ACTION_PATH.test(pathOf(card.href)) ? card.href.replace(/#.*$/, '') : page.url,
      description: description && description.length > 12 ? description : null,
      prices,
      specs: specsIn([card.text], () => source),
      source,
      rank: 1,
      ...(card.heading && ADD_ON_HEADING.test(card.heading) ? { addOn: true } : {}),
    });
  }
  // Cards side by side are one kind: "Express Wash & Vac" beside "Interior Valet" and "Full Valet" is a service too.
  const row = out.slice(start).filter((c) => c.kind !== 'plan');
  const services = row.filter((c) => c.kind === 'service').length;
  if (services >= 2 && services > row.length / 2) for (const c of row) c.kind = 'service';
}

function passagesUnder(page: ExtractedPage, heading: string) {
  return page.passages.filter((p) => p.heading === heading);
}

/** "Boiler service | 60 minutes | £85" → the first cell; "Deep clean — from £120" → before the price. */
/** A first column that lists where or how big, not what ("Zone | Price", "Size | Price"). */
const NOT_GOODS_HEADER = /\b(?:zones?|regions?|areas?|destinations?|country|countries|locations?|postcodes?|delivery|shipping|postage|sizes?|weight|duration|length|time|day|date|age|people|players|guests)\b/i;

/**
 * A table whose header row names the kind of goods its first column lists and that has a column of
 * descriptions or specs besides the price ("Beer | Style | ABV | Pint": "Mudflat | Pale ale | 4.2% |
 * £5.20"): the header vouches for each row's name as a card does, a brand name too.
 */
function namesGoodsColumn(passage: PagePassage): boolean {
  if (passage.kind !== 'table') return false;
  const header = (passage.items[0] ?? '').split(' | ');
  const first = header[0] ?? '';
  if (header.length < 3 || findPrices(passage.items[0] ?? '').length > 0 || !first || first.split(/\s+/).length > 2 || NOT_GOODS_HEADER.test(first)) return false;
  return tagPhrase(first.toLowerCase()).every((t) => t.pos === 'NOUN');
}

function rowLabel(line: string, kind: PagePassage['kind']): string {
  // A table cell's name over its description ("Airflow stain removal – Air-polishing with … a scale.") is named by the name.
  return kind === 'table' ? (line.split(' | ')[0] ?? '').replace(/\s[–—]\s[^–—]*[.!]$/u, '') : (line.split(/\s[–—-]\s|:\s|\s\|\s|\.{2,}|…/)[0] ?? '');
}

/** Words that size, grade or address one offering ("3-bed semi", "Large", "Adults") rather than name another. */
const VARIANT_WORDS = new Set([
  'small', 'medium', 'large', 'extra', 'xl', 'xxl', 'mini', 'single', 'double', 'twin', 'triple', 'king', 'queen', 'half', 'full',
  'whole', 'standard', 'basic', 'premium', 'deluxe', 'bronze', 'silver', 'gold', 'platinum', 'size', 'sized', 'flat', 'apartment',
  'studio', 'terrace', 'terraced', 'mid-terrace', 'end-terrace', 'semi', 'semi-detached', 'detached', 'bungalow', 'house', 'home',
  'cottage', 'maisonette', 'townhouse', 'bed', 'beds', 'bedroom', 'bedrooms', 'bedroomed', 'storey', 'storeys', 'two-storey',
  'three-storey', 'property', 'adult', 'adults', 'child', 'children', 'kid', 'kids', 'senior', 'seniors', 'student', 'students',
  'concession', 'infant', 'teen', 'family', 'couple', 'individual', 'car', 'van', 'hatchback', 'saloon', 'estate', 'suv', 'dog',
  'cat', 'puppy', 'kitten', 'up', 'to', 'or', 'and', '&', 'per', 'a', 'an', 'with', 'without', 'over', 'under', 'first', 'each',
  'additional', 'extra', 'player', 'players', 'guest', 'guests', 'seat', 'seats', 'room', 'rooms', 'window', 'windows', 'floor', 'floors', 'person', 'people', 'hour', 'hours', 'day', 'days',
  // When a stay or a booking is priced by season: "Winter (Nov–Feb)", "Spring & autumn", "Christmas & New Year", "Off-peak".
  'spring', 'summer', 'autumn', 'fall', 'winter', 'christmas', 'easter', 'new', 'year', 'season', 'seasons', 'peak', 'off-peak',
  'high', 'low', 'mid', 'shoulder', 'weekend', 'weekends', 'midweek', 'weekday', 'weekdays', 'holidays', 'bank', 'school',
]);
/** A header over row labels that are sizes, not offerings: "Property | Every 4 weeks | Every 8 weeks". */
const DIMENSION_HEADER =
  /^(?:(?:property|home|house|vehicle|car|pet|dog|group|room|floor|garden|roof|lawn)(?:\s+(?:type|size|area))?|size|bedrooms?|rooms?|duration|length|time|weight|age|area|floor area|people|persons|guests|players|(?:group|party|team) size|quantity|qty|tier|level|band|frequency|season|dates?|number of \w+)$/i;

/** A tier word over its number, letter or range ('levels 1–3', 'band b', 'stage ii', 'sizes 4 to 6'). */
const TIER_LABEL = /^(?:levels?|grades?|stages?|bands?|tiers?|steps?|years?|sizes?|classes|ages?)\s+(?:[a-z]|[ivx]+|\d+\+?)(?:\s*(?:[-–—/&,]|to|and|or)\s*(?:[a-z]|[ivx]+|\d+\+?))*$/;

/** A row label that is a size, tier, quantity, duration or audience: a variant of an offering, not one. */
export function isVariantLabel(label: string): boolean {
  const main = label.replace(/\s*\([^)]*\)\s*$/, '').trim().toLowerCase();
  const words = main.split(/[\s/,]+/).filter(Boolean);
  const head = words[words.length - 1] ?? '';
  // "Gutter clearing", "30-minute massage" name work; "4-bed detached" and "Up to 10 kg" only size it.
  if (words.length === 0 || (SERVICE_HEAD.test(head) && !VARIANT_WORDS.has(head))) return false;
  if (/^(?:up to|under|over|less than|more than|\d)/.test(main)) return true;
  // "Levels 1–3", "Grades 4–6", "Band B", "Stage II": a rung of a ladder the offering is taught or sold in.
  if (TIER_LABEL.test(main)) return true;
  if (words.every((w) => VARIANT_WORDS.has(w) || /^\d/.test(w) || /^\d+[-–]\p{L}+$/u.test(w))) return true;
  // "Adults", "Landlords and letting agents"; "Afternoon tea for groups" names a thing for them.
  return !/\s(?:for|with)\s/.test(main) && isAudiencePhrase(main);
}

/** A row label that counts or names the people a price is for: "2 players", "Adults", "Per child", "Family (2+2)". */
const PEOPLE_COUNT = /\b(?:players?|people|persons?|guests?|adults?|child(?:ren)?|kids?|seniors?|students?|famil(?:y|ies)|couples?|groups?|teams?)\b/i;

/** What a price table or list yields: the offerings it prices, and the lines it consumed. */
interface PricedTable {
  offerings: Candidate[];
  lines: Set<string>;
}


/**
 * The offering that rows of sizes or durations price, when no heading over them names it: the
 * heading's own word as the page writes it in full ("Lessons" → "Piano lessons" from the title
 * "Piano Lessons in Dunford"), else the offering the page's title or h1 names.
 */
function tierOwner(heading: string | null, page: ExtractedPage, ctx: OfferingContext, column?: string, counted?: string): string | null {
  // "Skip sizes and prices" heads a price list; it sells nothing of its own name.
  const named = heading && !PRICES_HEADING.test(heading) ? stripPrice(heading) : '';
  // A column headed by the main work's own noun ("Skip" over "2-yard mini skip" … on a skip hire
  // site) lists sizes of that work: the site's name for it, never a phrase of the page's title ("yard skips").
  const noun = column?.trim().toLowerCase();
  const work = ctx.mainWork?.toLowerCase().split(/\s+/);
  if (!named && noun && /^\p{L}+$/u.test(noun) && work && work.length >= 2 && [...lemmaSet(noun)][0] === [...lemmaSet(work[0]!)][0]) return ctx.mainWork!;
  const single = named !== '' && !named.includes(' ');
  if (named && !single && (nameOk(named, ctx, true) || sizedWork(named)) && !isAudiencePhrase(named)) return named;
  // Rows counting a thing ("500 credits | £15") price that thing, as the heading or page names it ("SMS credits").
  const head = single ? [...lemmaSet(named)][0] : counted ? [...lemmaSet(counted)][0] : undefined;
  const phrases = [...(counted && heading ? [heading] : []), ...page.title.split(TITLE_SEPARATORS), ...page.h1, page.description]
    .flatMap((t) => nounChunks(t.toLowerCase()))
    .map(withoutPraise)
    // "Meanwood Piano Lessons" in the title: the place in the business's name says where, the lessons are the work;
    // so does one closing a title written for search ("End of Tenancy Cleaning Bristol").
    .map((c) => c.split(' ').filter((w, i, all) => (i > 0 || !ctx.places?.has(w)) && (i < all.length - 1 || all.length < 3 || !ctx.places?.has(w))).join(' '))
    .filter((c) => c.split(' ').length >= 2 && !PRICES_HEADING.test(c) && !namesNothingSold(c) && nameOk(c, ctx, true) && !isAudiencePhrase(c) && !isVariantLabel(c));
  const fit = head ? phrases.filter((c) => lemmaSet(c.split(' ').pop()!).has(head)) : phrases.slice(0, 1);
  const best = fit.sort((a, b) => a.length - b.length)[0];
  if (best) {
    // Chunked in lower case, written as the page writes its acronyms: "EICR certificates", never "Eicr certificates".
    const written = new Map(`${counted ? (heading ?? '') : ''} ${page.title} ${page.h1.join(' ')} ${page.description}`.split(/[^\p{L}\p{N}-]+/u).filter((w) => /^\p{Lu}{2,}/u.test(w)).map((w) => [w.toLowerCase(), w]));
    const cased = best.split(' ').map((w) => written.get(w) ?? w).join(' ');
    return cased.charAt(0).toUpperCase() + cased.slice(1);
  }
  if (named && nameOk(named, ctx, true) && !isAudiencePhrase(named)) return named;
  // "2 players | £50" under "Prices": rows of group sizes price the business's main work. Under a
  // heading of their own ("Extras"), they are that heading's things, never the main work.
  return !heading || PRICES_HEADING.test(heading) ? (ctx.mainWork ?? null) : null;
}

/**
 * "Bitch spay" over rows by weight: a noun and a word the tagger knows only as a verb, heading
 * sizes and their prices, is work sold by size; the page's title ("Rabbit Neutering") is not its name.
 */
function sizedWork(name: string): boolean {
  const tokens = tagPhrase(name.toLowerCase());
  return tokens.length === 2 && tokens[0]!.pos === 'NOUN' && tokens[1]!.pos === 'VERB' && tokens[1]!.normal === tokens[1]!.lemma;
}

/**
 * Rows of a price table or list that are sizes, tiers, quantities, durations or audiences ("2-bed
 * terrace or flat | £18 | £20" under "Regular window cleaning"): the offering they price is the
 * heading's (tierOwner), and each row's price one of its tiers, kept with the row as its variant.
 * Null when the rows name offerings of their own (a "Price list" of services).
 */
const SIZE_OPENING = /^(small|medium|large|extra[- ]large|x+l)\b/i;

function priceTiers(passage: PagePassage, page: ExtractedPage, ctx: OfferingContext): PricedTable | null {
  const header = passage.kind === 'table' && findPrices(passage.items[0] ?? '').length === 0 ? passage.items[0]!.split(' | ') : null;
  const byDimension = DIMENSION_HEADER.test(header?.[0]?.trim() ?? '');
  // Rows opening on two or more sizes ("Small lean-to", "Medium Victorian / Edwardian", "Large, P-shape
  // or orangery") size the work the table is under; one "Small group tour" among tours is a thing sold.
  const sizeOf = (line: string) => SIZE_OPENING.exec(stripPrice(rowLabel(line, passage.kind)))?.[1]?.toLowerCase();
  const bySize = new Set(passage.items.filter((line) => findPrices(line).length > 0).map(sizeOf).filter(Boolean)).size >= 2;
  const lines = new Set<string>();
  const prices: Price[] = [];
  const pricedPart = priceColumnsOf(passage);
  for (const line of passage.items) {
    const found = findPrices(pricedPart(line));
    if (found.length === 0) continue;
    const label = stripPrice(rowLabel(line, passage.kind));
    const parsed = found.map((p) => parsePrice(p, ref(page.url, line)));
    // A plan priced by the month is a plan of its own, whatever its name.
    if (!label || parsed.some((p) => PLAN_UNIT.test(p.unit ?? '')) || !(byDimension || isVariantLabel(label) || (bySize && sizeOf(line)))) continue;
    lines.add(line);
    const cells = line.split(' | ');
    for (const price of parsed) {
      // "2-bed terrace or flat, every 4 weeks": the column says what the price is for when there are several.
      const column = header && parsed.length > 1 ? header[cells.findIndex((c) => c.includes(price.text))]?.trim() : undefined;
      prices.push({ ...price, variant: column ? `${label}, ${column.charAt(0).toLowerCase()}${column.slice(1)}` : label });
    }
  }
  if (lines.size === 0) return null;
  const counts = [...lines].map((line) => /^\d[\d,]*\s+(\p{L}+)$/u.exec(stripPrice(rowLabel(line, passage.kind)))?.[1]?.toLowerCase());
  const counted = counts.length >= 2 && counts.every((c) => c !== undefined && c === counts[0]) ? counts[0] : undefined;
  const owner = tierOwner(passage.heading, page, ctx, header?.[0], counted);
  // A size is never an offering, even where nothing on the page names what it sizes.
  if (!owner) return { offerings: [], lines };
  const body = passage.heading ? passagesUnder(page, passage.heading).filter((p) => p.kind === 'paragraph').map((p) => p.text).join(' ') : '';
  const source = ref(page.url, body ? `${passage.heading}. ${body}` : `${owner}: ${[...lines].join('; ')}`);
  // Priced by how many people come ("2 players", "Adult", "Per child"): something people do or attend, not goods.
  const byPeople = [...prices].every((p) => PEOPLE_COUNT.test(p.variant ?? '')) || /^(?:people|persons|guests|players|(?:group|party|team) size)$/i.test(header?.[0]?.trim() ?? '');
  return {
    offerings: [{ name: owner, kind: byPeople ? 'service' : kindFor(prices, page, ctx.defaultKind, owner), url: page.url, description: body ? clean(body).slice(0, 400) : null, prices, specs: specsIn([body], () => source), source, rank: 2 }],
    lines,
  };
}

/**
 * A table whose columns are the offerings: plans side by side ("| Starter | Team | Agency" over
 * "Price (monthly billing) | £6 per user / month | …"), or services by size ("Dog size | Full Groom |
 * Bath & Tidy" over "Small (up to 10kg) | £45 | £35"). Each priced column is an offering, its
 * prices the column's cells (a size row's label their variant), its other cells its specs.
 */
function priceColumns(passage: PagePassage, page: ExtractedPage, ctx: OfferingContext): PricedTable | null {
  if (passage.kind !== 'table' || passage.items.length < 2 || findPrices(passage.items[0]!).length > 0) return null;
  const header = passage.items[0]!.split(' | ').map((c) => c.trim());
  const rows = passage.items.slice(1).map((line) => ({ line, cells: line.split(' | ').map((c) => c.trim()) }));
  const byDimension = DIMENSION_HEADER.test(header[0] ?? '');
  const offerings: Candidate[] = [];
  const lines = new Set<string>();
  for (let j = 1; j < header.length; j++) {
    const name = stripPrice(header[j]!);
    // "Extra seats | — | £12/seat/month", "+£29/month per location": what more of a plan costs, on top of it.
    const priced = rows.filter((r) => findPrices(r.cells[j] ?? '').length > 0 && !/^(?:extra|additional|multiple)\b/i.test(r.cells[0] ?? '') && !/^\+/.test(r.cells[j]!.trim()));
    if (!name || priced.length === 0) continue;
    const prices = priced.flatMap((r) =>
      findPrices(r.cells[j]!).map((text) => {
        const price = parsePrice(text, ref(page.url, `${name}: ${r.line}`));
        const label = r.cells[0] ?? '';
        return byDimension || isVariantLabel(label) ? { ...price, variant: label } : price;
      }),
    );
    // Plans are named like brands or roles ("Starter", "Team"): a monthly price vouches for the name.
    const plan = prices.some((p) => PLAN_UNIT.test(p.unit ?? ''));
    const named = plan ? name.split(' ').length <= 3 && !/[!?]/.test(name) && !checkNounPhrase(name).reason?.startsWith('call') : nameOk(name, ctx, 'row');
    if (!named || isVariantLabel(name) || DIMENSION_HEADER.test(name)) continue;
    for (const r of priced) lines.add(r.line);
    // "Best for | Growing agencies", "Timesheet approvals | ✓": what the column says besides its price.
    const specs = rows
      .filter((r) => !priced.includes(r) && r.cells[0] && r.cells[j] && !/^[–—-]$/.test(r.cells[j]!))
      .map((r) => (/^[✓✔✅]$/u.test(r.cells[j]!) ? r.cells[0]! : `${r.cells[0]}: ${r.cells[j]}`))
      .slice(0, 6);
    const under = passage.heading && phraseKey(passage.heading) === phraseKey(name) ? passagesUnder(page, passage.heading).filter((p) => p.kind === 'paragraph').map((p) => p.text).join(' ') : '';
    const source = ref(page.url, `${name}: ${priced.map((r) => `${r.cells[0]} ${r.cells[j]}`).join('; ')}`);
    const kind = plan ? 'plan' : kindFor(prices, page, ctx.defaultKind, name);
    offerings.push({
      name: kind === 'plan' ? planName(name) : name,
      kind,
      url: page.url,
      description: under ? clean(under).slice(0, 400) : null,
      prices,
      specs: specs.map((text) => ({ text, source })),
      source,
      rank: 2,
    });
  }
  // One priced column is a price list with a label, not offerings side by side; and under a heading
  // that names an offering none of the columns is ("Driveway cleaning" over "Clean | Clean and
  // seal"), the columns are its options, priced as its tiers.
  const heading = passage.heading ? stripPrice(passage.heading) : '';
  const owned = heading !== '' && nameOk(heading, ctx, true) && !offerings.some((o) => phraseKey(o.name) === phraseKey(heading));
  return offerings.length >= 2 && (!owned || offerings.every((o) => o.kind === 'plan')) ? { offerings, lines } : null;
}

function fromPricedHeadingsAndRows(page: ExtractedPage, ctx: OfferingContext, out: Candidate[]) {
  const pricing = PRICING_PATH.test(pathOf(page.url));
  // On a page of its own ("/treatments/teeth-whitening", h1 "Teeth whitening"), a priced heading of the
  // same work ("Home whitening – £295") is that offering's option, not an offering beside it.
  const own = OWN_PAGE_PATH.test(pathOf(page.url)) && page.h1[0] ? stripPrice(page.h1[0]) : null;
  const head = (text: string) => [...lemmaSet(text.split(/\s+/).pop() ?? '')][0];
  // An accordion's or toggle's title ("Grant only service — £950 plus VAT" over what it covers) heads
  // its panel as a heading would, though the page's outline never lists it.
  const outline = new Set(page.headings.map((h) => h.text));
  const titles = [...new Set(page.passages.map((p) => p.heading).filter((t): t is string => t !== null && !outline.has(t) && !t.trim().endsWith('?')))];
  for (const h of [...page.headings, ...titles.map((text) => ({ level: 3, text }))]) {
    if (h.level === 1 || findPrices(h.text).length === 0) continue;
    const heading = stripPrice(h.text);
    if (!heading || !nameOk(heading, ctx, 'row')) continue;
    // "Stages 1–4 – £80": a rung of a ladder is an option of what the page's title or h1 sells, never an offering.
    const tier = TIER_LABEL.test(heading.toLowerCase());
    const tierOf = tier ? tierOwner(null, page, ctx) : null;
    if (tier && !tierOf) continue;
    const option = tierOf !== null || (own !== null && heading !== own && head(heading) !== undefined && head(heading) === head(own) && nameOk(own, ctx, true));
    const name = tierOf ?? (option && own ? own : heading);
    const under = passagesUnder(page, h.text);
    const body = under.map((p) => p.text).join(' ');
    const source = ref(page.url, `${h.text}. ${body}`);
    const prices = pricesIn(h.text, source).map((p) => (option ? { ...p, variant: heading } : p));
    const spec = labelSpec(h.text);
    let kind = kindFor(prices, page, ctx.defaultKind, name);
    // On a pricing page a monthly or yearly price makes a plan; a one-off price keeps its kind.
    if (pricing && billedBy(prices, PERIOD_UNIT)) kind = 'plan';
    out.push({
      name: kind === 'plan' ? planName(name) : name,
      kind,
      url: page.url,
      description: body ? clean(body).slice(0, 400) : null,
      prices,
      specs: [...(spec ? [{ text: spec, source }] : []), ...specsIn(under.flatMap((p) => (p.items.length > 0 ? p.items : [p.text])), () => source)],
      source,
      rank: 2,
    });
  }
  for (const passage of page.passages) {
    if (passage.kind !== 'table' && passage.kind !== 'list') continue;
    const tiers = priceColumns(passage, page, ctx) ?? priceTiers(passage, page, ctx);
    const catalogueTable = namesGoodsColumn(passage);
    if (tiers) out.push(...tiers.offerings);
    const pricedPart = priceColumnsOf(passage);
    for (const line of passage.items) {
      const priced = pricedPart(line);
      const prices = findPrices(priced).filter((p) => !isNotItsPrice(priced, p));
      if (prices.length === 0 || tiers?.lines.has(line)) continue;
      const first = rowLabel(line, passage.kind);
      // "Table plan on a 60 × 80cm board": the thing is named before its material or size.
      const whole = stripPrice(first);
      // One word left ("Lesson" of "Lesson in your own car") names every row of the table, none of them.
      const cut = whole.split(/\s+(?:on|in|with|from|for)\s+(?:an?\s+)?/)[0]!;
      const name = nameOk(whole, ctx, 'row') || cut === whole ? whole : cut.includes(' ') ? cut : '';
      const source = ref(page.url, line);
      const parsed = prices.map((p) => parsePrice(p, source));
      // Plans are named like brands ("Solo", "Studio"): on a pricing page, a monthly price vouches for the name.
      const plan = pricing && parsed.some((p) => PLAN_UNIT.test(p.unit ?? ''));
      if (!name || name.length > 60 || !(nameOk(name, ctx, plan ? 'card' : 'row') || (catalogueTable && nameOk(name, ctx, 'card')))) continue;
      const kind = kindFor(parsed, page, ctx.defaultKind, name);
      out.push({
        name: kind === 'plan' ? planName(name) : name,
        kind,
        url: page.url,
        description: null,
        prices: parsed,
        specs: specsIn([line.replace(first, '')], () => source),
        source,
        rank: 2,
        ...(passage.heading && ADD_ON_HEADING.test(passage.heading) ? { addOn: true } : {}),
      });
    }
  }
}

/** A table column of prices, by its header. */
const PRICE_COLUMN = /\b(?:prices?|costs?|fees?|rates?|charges?)\b/i;

/**
 * The part of a table's row that prices it: a table heading its price columns ("Price before tax
 * credit", "Est. net cost") prices a row there only, and "avg. bill ~$150/mo" under "Typical home"
 * says which homes it suits. Any other passage's line is priced whole.
 */
function priceColumnsOf(passage: PagePassage): (line: string) => string {
  const header = passage.kind === 'table' ? (passage.items[0] ?? '').split(' | ') : [];
  const columns = header.flatMap((h, i) => (i > 0 && PRICE_COLUMN.test(h) && findPrices(h).length === 0 ? [i] : []));
  return (line) => {
    const cells = line.split(' | ');
    return columns.length > 0 && cells.length === header.length ? columns.map((i) => cells[i] ?? '').join(' | ') : line;
  };
}

/**
 * A section of the home page or a services page headed by a kind of work ("Washroom services",
 * "Deep cleans", "Holiday crash courses") over a paragraph that describes it and states no price: the tagger reads such heads as a page word or a
 * verb, but among sibling sections of work they name what the business does.
 */
/**
 * "Bereavement counselling" on the home page of a site whose headline work is "Counselling": a kind
 * of that work, named by its head noun, so a section of its own on the home page sells it.
 */
function kindOfMainWork(name: string, ctx: OfferingContext): boolean {
  const head = (text: string) => [...lemmaSet(text.trim().split(/\s+/).at(-1) ?? '')][0];
  return ctx.mainWork !== null && ctx.mainWork !== undefined && name.trim().includes(' ') && head(name) !== undefined && head(name) === head(ctx.mainWork);
}

function describedWorkSection(page: ExtractedPage, heading: string, ctx: OfferingContext): boolean {
  const words = heading.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4 || /[?!:£$€\d]/.test(heading) || !SERVICE_HEAD.test(words[words.length - 1]!.toLowerCase())) return false;
  if (!nameOk(heading, ctx, 'row') && checkNounPhrase(heading).reason !== 'page label') return false;
  const at = page.headings.findIndex((h) => h.text === heading);
  // One over sub-headings ("Cleaning services" over "Office cleaning", "Window cleaning") heads a list of them.
  if (at >= 0 && (page.headings[at + 1]?.level ?? 0) > page.headings[at]!.level) return false;
  const under = passagesUnder(page, heading);
  return under.some((p) => p.kind === 'paragraph') && under.every((p) => findPrices(p.text).length === 0);
}

/** Page words that do name a catalogue of what the business sells ("Our services", "Menu"). */
const CATALOGUE_WORDS = new Set(['services', 'products', 'treatments', 'menu', 'menus', 'packages']);

/**
 * A catalogue page: its h1 names a plural kind of thing the business sells ("Our rooms", "Our
 * courses", "Treatments", "Menu"), not a page of people, audiences, prices or help.
 */
export function isCataloguePage(page: ExtractedPage): boolean {
  const h1 = (page.h1[0] ?? '').toLowerCase().replace(/^(?:our|the|all|view|browse)\s+(?:full\s+)?/, '').trim();
  const words = h1.split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  if (!last || words.length > 3 || headsPeoplePage(h1) || isAudiencePhrase(h1)) return false;
  if (CATALOGUE_WORDS.has(last)) return true;
  const token = tagPhrase(h1).at(-1);
  return !PAGE_WORDS.has(last) && token?.pos === 'NOUN' && token.normal !== token.lemma && /s$/.test(last);
}

/** Booking and visiting matters ("Opening hours", "Parking", "Cancellations"): a page's admin, never a thing sold. */
export const LOGISTICS = /\b(?:opening (?:hours|times)|hours|parking|car park|directions|getting here|finding us|how to (?:book|find)|booking|bookings|cancell?ations?|cancell?ing|refunds?|what to (?:bring|wear|expect)|lockers?|accessibility|gift vouchers?)\b/i;

/**
 * A heading on a catalogue page over a paragraph that describes it ("The Bank Job" over "Crack the
 * vault …" under "Our rooms"): one of the things the catalogue lists, priced or not, even where it
 * is a name the tagger reads as a role or a page word. Not a question, a call to action, a place,
 * an audience or the page's admin.
 */
function catalogueEntry(page: ExtractedPage, heading: string, ctx: OfferingContext): boolean {
  const name = stripPrice(heading);
  if (!name || name.split(/\s+/).length > 6 || LOGISTICS.test(name) || isAudiencePhrase(name) || isPlacePhrase(name, ctx.places, ctx.names)) return false;
  const under = passagesUnder(page, heading);
  if (!under.some((p) => p.kind === 'paragraph') || under.every((p) => isInstructionList(p) || isSymptomAdvice(p))) return false;
  if (nameOk(name, ctx, true)) return true;
  if (/^(?:how|what|why|when|where|which|who|is|are|do|does|can)\b|[?!]/i.test(name)) return false;
  // A proper title ("The Bank Job", "The Plague Doctor"): every word after an article capitalised.
  const words = name.replace(/^the\s+/i, '').split(/\s+/);
  return words.length >= 2 && ['role', 'page label', 'fragment', 'name', 'no head noun'].includes(checkNounPhrase(name, ctx.names).reason ?? '') && words.every((w) => /^[\p{Lu}\d]/u.test(w));
}

/**
 * Things a paragraph prices one sentence or clause at a time ("Bridal bouquets start from £165 and
 * bridesmaid bouquets from £75. Buttonholes are £14 each"): each named by the noun phrase that is
 * the subject of its price, in the site's words. A clause whose subject is people ("Most of our
 * couples spend …") or that states no price names nothing.
 */
/** Nouns for a price itself, its terms or a length of time bought, never a thing sold. */
const PRICE_NOUN = /^(?:charge|fee|rate|price|cost|deposit|minimum|total|surcharge|supplement|minute|hour|day|night|week|month|year|session)$/;

/**
 * Whether the words before a price name a thing, not an action: "Most hosts spend between" does
 * not. The tagger misreads nouns that are also verbs, so a "verb" directly before a noun ("mirror
 * wills") is a modifier, and one right before the clause's own price verb ("A single will costs …",
 * a modal never takes "costs") is the head noun.
 */
function readsAsSubject(subject: string, clause: string): boolean {
  const tokens = tagPhrase(subject.toLowerCase());
  // "A deposit of £100": words leading up to an amount, not a thing's name.
  if (tokens.at(-1)?.pos === 'ADP') return false;
  // "Our minimum charge is £60", "Larger pieces are £100 an hour", "A full day is £32": a term of
  // the price, a size compared or a length of time (a variant of the work), not a thing sold.
  if (PRICE_NOUN.test(tokens.at(-1)?.lemma ?? '') || tokens.some((t) => t.pos === 'ADJ' && t.lemma !== t.normal && /(?:er|est)$/.test(t.normal))) return false;
  const after = clause.slice(clause.toLowerCase().indexOf(subject.toLowerCase()) + subject.length).trim().split(/\s+/)[0] ?? '';
  return tokens.every((t, i) => {
    if (t.pos !== 'VERB' && t.pos !== 'AUX') return true;
    const next = tokens[i + 1];
    if (next) return next.pos === 'NOUN';
    return /^(?:costs|is|starts)$/i.test(after);
  });
}

/** "… from £165 and bridesmaid bouquets from £75": a second thing priced after "and". */
const AND_PRICED = /,?\s+and\s+(?=(?:[\p{L}-]+\s){1,6}(?:(?:is|are|starts?|costs?|priced)\s)?(?:(?:at|from)\s)?[$£€])/u;

/**
 * A paragraph's clauses that may each price one thing: its sentences, and a sentence's second
 * priced thing after "and" only when the words before it priced one already. "A hallway, stairs
 * and landing is from £900" prices the three together, never "landing" alone.
 */
function pricedClauses(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+/).flatMap((sentence) => {
    const pieces = sentence.split(AND_PRICED);
    const out: string[] = [];
    for (const piece of pieces) {
      const last = out.at(-1);
      if (last !== undefined && findPrices(last).length === 0) out[out.length - 1] = `${last} and ${piece}`;
      else out.push(piece);
    }
    return out;
  });
}

/** What follows a price that makes it a difference from another: "€5 extra", "€5 more than manual", "£10 off". */
const DIFFERENCE_AFTER = /^\s*(?:(?:per|a|an|each)\s+[\p{L}-]+\s+)?(?:extra|more|less|cheaper|dearer|off|on top)\b/iu;

/** Whether the words after a price in its text make it a difference ("€5 more than manual"). */
function saidAsDifference(text: string, price: string): boolean {
  const at = text.indexOf(price);
  return at >= 0 && DIFFERENCE_AFTER.test(text.slice(at + price.length));
}

/** "the walls of the same room", "the other rooms": a subject pointing back at one named before, no name of its own. */
const POINTS_BACK = /\b(?:same|other|rest|remaining|above|following|previous|former|latter)\b/i;

export function pricedProseItems(text: string, ctx: OfferingContext): { name: string; clause: string }[] {
  const items: { name: string; clause: string }[] = [];
  for (const clause of pricedClauses(text)) {
    const price = findPrices(clause)[0];
    if (!price) continue;
    // "Automatic car lessons are €5 extra per lesson", "… €5 more than manual": a difference, never what they cost.
    if (saidAsDifference(clause, price)) continue;
    const subject = /^(?:(?:an?|the|our|each)\s+)?(.+?)\s+(?:is|are|starts?|costs?|priced)?\s*(?:at\s+|from\s+)?$/i.exec(clause.slice(0, clause.indexOf(price)).trim() + ' ')?.[1];
    if (!subject || subject.split(/\s+/).length > 5 || /\d|[,:]/.test(subject) || POINTS_BACK.test(subject)) continue;
    const name = subject.charAt(0).toUpperCase() + subject.slice(1);
    // The subject is a noun phrase: "Most hosts spend between £300 and £600" says what people pay in all.
    if (!readsAsSubject(subject, clause)) continue;
    if (!nameOk(name, ctx, 'row') || isAudiencePhrase(subject) || items.some((i) => phraseKey(i.name) === phraseKey(name))) continue;
    items.push({ name, clause: clean(clause) });
  }
  return items;
}

/**
 * A heading that groups several priced things ("Bread" over a grid of loaves; "Ceremony" over "A
 * floral arch starts at £850 … Aisle arrangements are from £120") is their category, not one of them.
 */
function categoryItems(page: ExtractedPage, heading: string, under: PagePassage[], ctx: OfferingContext): { name: string; clause: string }[] | null {
  // Things named by the heading's own head noun ("Nail surgery (one side)" under "Nail surgery")
  // are its options, and the heading names the offering.
  const head = (text: string) => [...lemmaSet(stripPrice(text).replace(/\s*\(.*$/, '').split(/\s+/).at(-1) ?? '')][0];
  const apart = (name: string) => head(name) !== head(heading);
  const cards = page.cards.filter((c) => c.heading === heading);
  if (cards.length >= 2 && cards.every((c) => apart(c.name))) return [];
  const items = under.filter((p) => p.kind === 'paragraph').flatMap((p) => pricedProseItems(p.text, ctx));
  return items.length >= 2 && items.every((i) => apart(i.name)) ? items : null;
}

/** "Beginners' sugarpaste — £65, 3 hours. Cover a 6" cake…": a name, a dash, its price (and a spec), then what it is. */
const PRICED_LEAD = /^(?<name>[^.!?:|]{3,60}?)\s+[—–-]\s+(?<price>(?:from\s+)?[$£€]\s?\d[\d,]*(?:\.\d{2})?(?:\s+(?:per|a|an|each)\s+[\p{L}-]+)?)(?:,\s*(?<spec>(?:[^.]|\.(?=\d)){1,40}))?\.\s+(?<rest>\p{Lu}.*)$/u;

/** What a page of classes, courses or workshops sells: a session, named by what it teaches. */
const SESSION_HEAD = /^(?:class|course|workshop|lesson|session|tour|retreat|camp|masterclass)$/;

/**
 * "Drip cakes" under "Cake decorating classes" is a class, not cakes: a thing taught, named under a
 * heading whose head noun is a kind of session, is that session ("Drip cake class"), so no topic
 * prices the cakes.
 */
function sessionName(name: string, heading: string): string {
  const head = tagPhrase(heading.toLowerCase()).filter((t) => t.pos === 'NOUN').at(-1)?.lemma;
  if (!head || !SESSION_HEAD.test(head) || lemmaSet(name).has(head)) return name;
  const words = tagPhrase(name);
  const last = words.at(-1);
  const singular = last && last.pos === 'NOUN' && last.lemma !== last.normal && !name.endsWith("'") ? `${name.slice(0, name.length - last.text.length)}${last.lemma}` : name;
  return `${singular} ${head}`;
}

/**
 * Paragraphs of one page that each open by naming a thing with its price ("Buttercream flowers —
 * £75, 3.5 hours. Roses, hydrangeas…", "Drip cakes — £70, 3 hours. …") are the things the page sells,
 * each described by the rest of its paragraph. Two or more make the shape: one alone may be an aside.
 */
function fromPricedLeads(page: ExtractedPage, ctx: OfferingContext, out: Candidate[]) {
  const leads = page.passages
    .filter((p) => p.kind === 'paragraph')
    .map((p) => ({ p, m: PRICED_LEAD.exec(p.text.trim()) }))
    .filter((x): x is { p: PagePassage; m: RegExpExecArray } => x.m !== null && nameOk(clean(x.m.groups!.name!), ctx, 'row'));
  if (leads.length < 2) return;
  for (const { p, m } of leads) {
    const name = sessionName(clean(m.groups!.name!), p.heading ?? page.h1[0] ?? '');
    const source = ref(page.url, clean(p.text));
    const prices = pricesIn(m.groups!.price!, source);
    const spec = m.groups!.spec ? [{ text: clean(m.groups!.spec), source }] : [];
    out.push({ name, kind: kindFor(prices, page, ctx.defaultKind, name), url: page.url, description: clean(m.groups!.rest!), prices, specs: spec, source, rank: 2 });
  }
}

/** "What it costs", "Prices", "Our fees": the section of a page that says what its work costs. */
const COST_HEADING = /\b(?:costs?|prices?|pricing|fees?|charges)\b/i;

/** A heading over who the business serves or why to choose it ("Who we fit", "Why riders trust Summit", "Why choose us"). */
const WHO_OR_WHY_HEADING = /^(?:who (?:we|i) (?:fit|help|serve|work with|teach|treat|look after)|who (?:it'?s|this is) for|why\b)/i;

function fromPagesAndHeadings(pages: ExtractedPage[], ctx: OfferingContext, out: Candidate[], echoes: ReadonlySet<string>) {
  for (const [index, page] of pages.entries()) {
    const path = pathOf(page.url);
    if (page.isArticle || NOT_OFFERING_PATH.test(path) || isPeoplePage(page)) continue;
    const offeringsPage = SERVICE_PATH.test(path) || PRODUCT_PATH.test(path) || PRICING_PATH.test(path);
    const fallbackKind: OfferingKind = PRODUCT_PATH.test(path) ? 'product' : 'service';
    // A page of its own about one offering: /services/boiler-repair with h1 "Boiler repair".
    const deep = OWN_PAGE_PATH.test(path);
    if (deep && page.h1[0]) {
      // "Employee scheduling software for shift-based teams": the offering is before "for".
      const name = stripPrice(page.h1[0]).split(/\s+for\s+/)[0]!;
      if (nameOk(name, ctx, true)) {
        const text = page.passages.slice(0, 3).map((p) => p.text).join(' ');
        const source = ref(page.url, page.description || text);
        out.push({ name, kind: fallbackKind, url: page.url, description: page.description || clean(text).slice(0, 300) || null, prices: [], specs: [], source, rank: 3 });
      }
    }
    // A section on what the work costs may price its versions in prose ("A single will costs £295 …,
    // and mirror wills for a couple cost £450"): each is an offering, described by its own clause.
    for (const p of page.passages) {
      if (p.kind !== 'paragraph' || !p.heading || !COST_HEADING.test(p.heading)) continue;
      for (const item of pricedProseItems(p.text, ctx)) {
        const source = ref(page.url, item.clause);
        const prices = pricesIn(item.clause, source);
        if (prices.length > 0) out.push({ name: item.name, kind: kindFor(prices, page, fallbackKind, item.name), url: page.url, description: item.clause, prices, specs: [], source, rank: 3 });
      }
    }
    // Two or more sections pricing work of their own in prose: "Restoration" over "French polishing"
    // (table tops from €280) and "Chair caning & rushing" (from €120 per seat) sells several services.
    out.push(...pricedSections(page, ctx, fallbackKind));
    // Other headings of a page about one offering are its parts ("Specifications", "What's included").
    if (deep) continue;
    // A grid of three or more sibling headings that are mostly noun phrases ("Drag-and-drop
    // scheduling", "Shift swaps", "Labor cost forecasting") is a list of what the site offers.
    const grid = new Set<string>();
    // Headings under "Who we fit" are its customers, under "Why riders trust us" its selling
    // points ("Data, not guesswork", "PT-led"): neither is something it sells.
    const notSold = new Set<string>();
    for (let i = 0; i < page.headings.length; ) {
      const level = page.headings[i]!.level;
      let j = i;
      while (j < page.headings.length && page.headings[j]!.level === level) j++;
      const run = page.headings.slice(i, j).map((h) => h.text);
      const parent = page.headings.slice(0, i).reverse().find((h) => h.level < level);
      if (parent && WHO_OR_WHY_HEADING.test(parent.text)) {
        for (const t of run) notSold.add(t);
        i = Math.max(j, i + 1);
        continue;
      }
      // "Landlords and letting agents" in such a grid is who it serves, not what it sells.
      const good = run.filter((t) => (nameOk(stripPrice(t), ctx, true) || ((index === 0 || offeringsPage) && describedWorkSection(page, t, ctx))) && !isAudiencePhrase(t));
      if (level > 1 && run.length >= 3 && good.length >= Math.ceil((run.length * 2) / 3)) for (const t of good) grid.add(t);
      i = Math.max(j, i + 1);
    }
    const catalogue = isCataloguePage(page);
    let sectionIsOfferings = false;
    let sectionLevel = 0;
    for (const h of page.headings) {
      if (h.level === 1) continue;
      // "Washroom services" over its own description is one section of work, not a heading over several.
      const ownWork = (index === 0 || offeringsPage) && describedWorkSection(page, h.text, ctx);
      if (SECTION_OF_OFFERINGS.test(h.text) && !checkNounPhrase(h.text).ok && !ownWork) {
        sectionIsOfferings = true;
        sectionLevel = h.level;
        continue;
      }
      if (SECTION_OF_OFFERINGS.test(h.text) && h.text.split(' ').length <= 3 && !ownWork) {
        sectionIsOfferings = true;
        sectionLevel = h.level;
        continue;
      }
      if (sectionIsOfferings && h.level <= sectionLevel) sectionIsOfferings = false;
      const name = stripPrice(h.text);
      const key = phraseKey(name);
      const listed = catalogue && h.level <= 3 && catalogueEntry(page, h.text, ctx);
      if (notSold.has(h.text)) continue;
      const vouched = offeringsPage || sectionIsOfferings || listed || grid.has(h.text) || (index === 0 && (echoes.has(key) || (ownWork && kindOfMainWork(name, ctx))));
      // A rung of a ladder ("Stages 1–4") is priced as an option of what the page sells (fromPricedHeadingsAndRows).
      // However it is listed, a way of paying ("Direct billing", "Insurance & financing") is no work sold.
      if (!vouched || TIER_LABEL.test(name.toLowerCase()) || !(nameOk(name, ctx, true) || ownWork || listed) || PAYING_LABEL.test(name.trim())) continue;
      const under = passagesUnder(page, h.text);
      // A heading over a whole price table ("Price list") is the listing, not one offering; one over
      // nothing but instructions ("Candle care": "Trim the wick …") is advice.
      if (under.some((p) => (p.kind === 'table' || p.kind === 'list') && findPrices(p.text).length > 2)) continue;
      const items = categoryItems(page, h.text, under, ctx);
      if (items) {
        for (const item of items) {
          const source = ref(page.url, item.clause);
          const prices = pricesIn(item.clause, source);
          out.push({ name: item.name, kind: kindFor(prices, page, fallbackKind, item.name), url: page.url, description: item.clause, prices, specs: [], source, rank: 2 });
        }
        continue;
      }
      if (under.length > 0 && under.every(isInstructionList)) continue;
      // One over a problem's cause and fix ("Yellow leaves": "… usually mean too much water. Let …") is a symptom.
      if (under.length > 0 && under.every(isSymptomAdvice)) continue;
      const body = under.map((p) => p.text).join(' ');
      const source = ref(page.url, body ? `${h.text}. ${body}` : h.text);
      const prices = pricesIn(pricingSentences(body, name), source);
      const kind = PRICING_PATH.test(path) && billedBy(prices, PERIOD_UNIT) ? 'plan' : kindFor(prices, page, fallbackKind, name);
      out.push({
        name,
        kind,
        url: page.url,
        description: body ? clean(body).slice(0, 400) : null,
        prices,
        specs: [...[labelSpec(h.text)].filter((s): s is string => s !== null).map((text) => ({ text, source })), ...specsIn(under.flatMap((p) => (p.items.length > 0 ? p.items : [p.text])), () => source)],
        source,
        rank: 4,
      });
    }
    // Items that open with a bold label and go on to describe it: "<b>Emergency lockouts</b> – …".
    for (const passage of page.passages) {
      // "DHPPi", "Kennel Cough" under "Vaccination requirements": what the customer must bring or have, no thing sold.
      if (passage.kind === 'steps' || !passage.leads || (passage.heading && REQUIRED_HEADING.test(passage.heading))) continue;
      const labelled = passage.items.map((item, i) => ({ item, lead: passage.leads![i] ?? null })).filter((x) => x.lead && nameOk(x.lead, ctx, 'row'));
      if (labelled.length < 2) continue;
      for (const { item, lead } of labelled) {
        const name = stripPrice(lead!);
        const source = ref(page.url, item);
        const prices = pricesIn(item, source);
        const rest = clean(item.slice(lead!.length).replace(/^[\s:–—-]+/, ''));
        out.push({ name, kind: kindFor(prices, page, ctx.defaultKind, name), url: page.url, description: rest || null, prices, specs: specsIn([rest], () => source), source, rank: 2 });
      }
    }
    // Items of a list under an offerings heading: "Our services: drain unblocking, leak detection …".
    for (const passage of page.passages) {
      if (passage.kind !== 'list' || !passage.heading || !SECTION_OF_OFFERINGS.test(passage.heading) || passage.items.length > 16) continue;
      // What a package includes ("Everything in Essentials, plus:", a priced card's own list) is
      // bought with it, never on its own.
      if (/^everything in\b/i.test(passage.items[0] ?? '') || page.cards.some((c) => c.prices.length > 0 && passage.items.every((item) => c.text.includes(item)))) continue;
      for (const item of passage.items) {
        const whole = stripPrice(item.split(/\s[–—-]\s|:\s/)[0] ?? '');
        // "Pitch raising for neglected pianos", "Temporary roofs for extensions and re-roofing": the
        // work, before what it is for (its own page's name), when that alone names it.
        const before = whole.split(/\s+for\s+/)[0] ?? '';
        const name = before !== whole && before.includes(' ') && nameOk(before, ctx, true) ? before : nameOk(whole, ctx, true) ? whole : before;
        if (!name || name.split(' ').length > 6 || !nameOk(name, ctx, true)) continue;
        const source = ref(page.url, `${passage.heading}: ${item}`);
        out.push({ name, kind: fallbackKind, url: page.url, description: item !== name ? item : null, prices: pricesIn(item, source), specs: [], source, rank: 4 });
      }
    }
  }
}

/** The terms of a booking, however priced ("Cancellations & no-shows $40", "Collection & delivery"). */
const TERMS_HEADING = /\b(?:bookings?|deposits?|cancell\w*|no-shows?|refunds?|safety|polic(?:y|ies)|payments?|terms|delivery|collection|parking|travel)\b/i;

/**
 * Under a one-word umbrella heading ("Restoration", "Portraits", "Services"), sections that each
 * price work of their own in prose; never under a page named for one offering or a place, whose
 * sections are its extras and its areas.
 */
function pricedSections(page: ExtractedPage, ctx: OfferingContext, kind: OfferingKind): Candidate[] {
  const title = stripPrice(page.h1[0] ?? '').trim();
  if (title.split(/\s+/).length !== 1 || TERMS_HEADING.test(title)) return [];
  const h1 = phraseKey(title);
  const sections = page.headings
    .filter((h) => h.level > 1 && !COST_HEADING.test(h.text) && !ADD_ON_HEADING.test(h.text) && !TERMS_HEADING.test(h.text) && !PAYING_LABEL.test(h.text.trim()) && nameOk(stripPrice(h.text), ctx, true) && phraseKey(h.text) !== h1)
    .map((h) => {
      const name = stripPrice(h.text);
      const under = passagesUnder(page, h.text).filter((p) => p.kind === 'paragraph');
      const body = under.map((p) => p.text).join(' ');
      const source = ref(page.url, `${h.text}. ${body}`);
      return { name, body, source, prices: pricesIn(pricingSentences(body, name), source) };
    })
    .filter((s) => s.prices.length > 0);
  if (sections.length < 2) return [];
  return sections.map((s) => ({ name: s.name, kind: kindFor(s.prices, page, kind, s.name), url: page.url, description: clean(s.body).slice(0, 400), prices: s.prices, specs: [], source: s.source, rank: 3 }));
}

const ABOUT_PATH = /\/(?:pages\/)?(?:our-)?about(?:-us)?\/?$/;

/**
 * A section of the about page naming work by its noun ("Re-waxing") over what the business charges
 * for it ("We also re-wax your own wax jackets: £35 for a jacket, £25 for a gilet"): a service sold
 * beside the story, though nothing else on the site lists it. Not a section about the business.
 */
function fromPricedWorkSections(page: ExtractedPage, ctx: OfferingContext, out: Candidate[]) {
  for (const h of page.headings) {
    const name = stripPrice(h.text);
    const last = name.split(/\s+/).at(-1)?.toLowerCase() ?? '';
    if (h.level === 1 || !SERVICE_HEAD.test(last) || !nameOk(name, ctx, true) || LOGISTICS.test(name)) continue;
    const body = passagesUnder(page, h.text)
      .filter((p) => p.kind === 'paragraph')
      .map((p) => p.text)
      .join(' ');
    const source = ref(page.url, clean(`${name}. ${body}`));
    const prices = pricesIn(pricingSentences(body, name), source);
    if (prices.length === 0) continue;
    out.push({ name, kind: 'service', url: page.url, description: clean(body).slice(0, 400), prices, specs: [], source, rank: 4 });
  }
}

function fromNav(pages: ExtractedPage[], ctx: OfferingContext, out: Candidate[]) {
  const byUrl = new Map(pages.map((p) => [p.url.replace(/#.*$/, ''), p]));
  const seen = new Set<string>();
  for (const page of pages) {
    for (const link of page.nav) {
      const key = link.label.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const path = pathOf(link.href);
      if (NOT_OFFERING_PATH.test(path) || path === '/' || !nameOk(link.label, ctx, true)) continue;
      // "Units & prices", "Treatments and fees": a menu label joined to a page word names a page, not a thing sold.
      if (link.label.split(/\s+(?:&|and)\s+/).some((part) => /^(?:prices?|pricing|rates|fees|costs|charges|faqs?|info|information|contact|offers)$/i.test(part))) continue;
      const target = byUrl.get(link.href.replace(/#.*$/, ''));
      // A label is only an offering when its page says what it is; a menu word alone is not enough,
      // and a page that teaches ("How to look after a Japanese knife") is a guide, not a thing sold.
      if (!target || /^(?:how|what|why|when|which)\b/i.test(target.h1[0] ?? '') || isPeoplePage(target)) continue;
      // Nor is a page of symptoms with their causes and fixes ("Plant care": "Yellow leaves", "Brown tips").
      // Nor a page mostly of instructions ("Aftercare": "Wash the tattoo gently twice a day. Apply …"): it
      // tells a customer what to do, it sells nothing; a service page's "How it works" steps are a part of it.
      const advice = target.passages.filter((x) => readsAsInstructions(x) || isSymptomAdvice(x)).length;
      if (target.passages.filter(isSymptomAdvice).length >= 2 || (advice > 0 && advice * 2 >= target.passages.length)) continue;
      const source = ref(target.url, target.description || target.passages[0]?.text || link.label);
      out.push({
        name: link.label,
        kind: PRODUCT_PATH.test(path) ? 'product' : 'service',
        url: target.url,
        description: target.description || null,
        prices: [],
        specs: [],
        source,
        rank: 5,
      });
    }
  }
}

/** The sentence of a price's passage that states it. */
function priceSentence(price: PagePrice): string {
  return price.context.split(/(?<=[.!?])\s+/).find((sentence) => sentence.includes(price.text)) ?? price.context;
}

/**
 * "Each extra child is £3", "an extra £8", "add a cake for £20", "£5 per additional hour": a charge
 * on top of the work, never what the work itself costs.
 */
const SURCHARGE = /\b(?:extra|additional|add(?:ed|ing)?|supplements?|surcharges?|on top)\b/i;
/** "£24 per staff member per hour": the staff an event takes, charged beside what it costs. */
const STAFF_RATE = /\bper (?:staff member|member of staff|waiter|server|chef|bartender)\b/i;

function isSurcharge(price: PagePrice): boolean {
  const sentence = priceSentence(price);
  return SURCHARGE.test(sentence) || STAFF_RATE.test(clauseOf(sentence, price.text)) || saidAsDifference(sentence, price.text);
}

/**
 * "The visit costs £95", "A consultation is £40", "The call-out charge is £60": a step sold on its
 * own before the work, named as what the price buys.
 */
// And a fee charged on its own terms ("External caterers can be approved for an £850 kitchen & facilities fee" under a caterer's name).
const OTHER_SOLD = /\b(?:visits?|consultations?|deposits?|call[- ]?outs?|surveys?|assessments?|inspections?|fees?)\b/i;

/**
 * A price in the prose under an offering's heading is that offering's only when its sentence is
 * about it: a sentence naming some other step that is sold ("The visit costs £95") prices that step,
 * unless it names the offering's head noun too ("A full garden design … costs £650").
 */
/**
 * The sentences of the prose under a heading that price what the heading names. "Supplied and
 * fitted from £395." leans on the sentence before it: where that names a thing without the
 * heading's head noun ("I can fit a Dampp-Chaser humidity control system" under "Humidity &
 * climate advice"), the price is that thing's.
 */
function pricingSentences(body: string, name: string): string {
  const sentences = body.split(/(?<=[.!?])\s+/);
  return sentences
    .filter((sentence, i) => !pricesAnotherStep(sentence, name) && !leansOnAnother(sentence, sentences[i - 1] ?? null, name))
    .map((sentence) => (STAFF_RATE.test(sentence) ? sentence.split(CLAUSE_BREAKS).filter((clause) => !STAFF_RATE.test(clause)).join(', ') : sentence))
    .join(' ');
}

/** "Supplied and fitted from £395." after a sentence naming something other than the offering's head noun. */
function leansOnAnother(sentence: string, before: string | null, name: string): boolean {
  const head = headOf(name.replace(/\s*\(.*$/, ''));
  return /^(?:supplied|fitted|installed|delivered|available|priced|starting|from)\b/i.test(sentence.trim()) && before !== null && head !== undefined && !lemmaSet(before).has(head);
}

/** The sentence before a price's own: in its passage, else the last of the passage before it under the same heading. */
function sentenceBefore(page: ExtractedPage, price: PagePrice): string | null {
  const i = page.passages.findIndex((p) => p.text.includes(price.context));
  const sentences = (i >= 0 ? page.passages[i]!.text : price.context).split(/(?<=[.!?])\s+/);
  const at = sentences.findIndex((s) => s.includes(price.text));
  if (at > 0) return sentences[at - 1]!;
  const previous = i > 0 ? page.passages[i - 1] : undefined;
  return previous && previous.heading === page.passages[i]!.heading ? (previous.text.split(/(?<=[.!?])\s+/).at(-1) ?? null) : null;
}

function pricesAnotherStep(sentence: string, name: string): boolean {
  const head = headOf(name.replace(/\s*\(.*$/, ''));
  // "As a rough guide, replacing a single broken treble string is usually £20–£30" under "Repairs":
  // the price of one job of the kind, said by the job, not what the heading's work costs.
  const before = sentence.split(/[$£€¥]\s?\d/u)[0] ?? '';
  if (/\b\p{L}+ing\s+(?:a|an|one|each|the)\s+(?:single\s+)?\p{L}+|\ba single\s+\p{L}+/iu.test(before) && head && !lemmaSet(before).has(head)) return true;
  if (!OTHER_SOLD.test(sentence)) return false;
  return !head || !lemmaSet(sentence).has(head);
}

/**
 * The ways a name joined by "&" or "/" names its parts: "Brake pads & discs" names "brake pads" and
 * "discs"; "Interim & full services" names "interim services" and "full services", the head shared.
 */
function nameParts(name: string): string[] {
  const parts = name.toLowerCase().replace(/\s*\(.*$/, '').split(/\s*(?:&|\/|\band\b)\s*/).filter(Boolean);
  const head = parts.at(-1)?.split(/\s+/).at(-1) ?? '';
  return [name, ...parts, ...parts.slice(0, -1).filter((p) => !p.includes(' ')).map((p) => `${p} ${head}`)];
}

/**
 * A price whose sentence opens by naming an offering, or one of the parts its name joins, then
 * prices it ("Full service from £129." after a list with "Interim & full services").
 */
function subjectNames(price: PagePrice, name: string): boolean {
  const sentence = priceSentence(price);
  const subject = sentence.slice(0, sentence.indexOf(price.text)).replace(/\b(?:from|at|is|are|costs?|starts?|starting|only|just)\b|[:–—-]/gi, ' ').trim();
  if (!subject || subject.split(/\s+/).length > 5) return false;
  const said = lemmaSet(subject);
  return said.size > 0 && nameParts(name).some((part) => {
    const words = lemmaSet(part);
    return words.size === said.size && [...words].every((w) => said.has(w));
  });
}

/** Where one clause of a sentence ends and another with its own subject begins. */
const CLAUSE_BREAK = /;|,\s*(?:and|but|while|whereas|or)\s/i;
const CLAUSE_BREAKS = new RegExp(CLAUSE_BREAK.source, 'gi');

/** The clause of a sentence that holds a price. */
function clauseOf(sentence: string, priceText: string): string {
  const at = sentence.indexOf(priceText);
  if (at < 0) return sentence;
  let start = 0;
  for (const m of sentence.matchAll(CLAUSE_BREAKS)) {
    const end = m.index + m[0].length;
    if (m.index >= at) return sentence.slice(start, m.index);
    start = end;
  }
  return sentence.slice(start);
}

/** The head noun's lemma: "parties" of "Football birthday parties". */
const headOf = (name: string) => [...lemmaSet(name.trim().split(/\s+/).at(-1) ?? '')][0];

/**
 * "A plated three-course meal starts from £58 per head", "Our fire-cooked feast — lamb … — starts
 * from £46": the subject of a prose price, its asides dropped, when it is a kind of something
 * (a determiner, then a noun phrase) and the clause says no more than that it costs the price.
 */
const PROSE_KIND = /^(?:an?|our|the)\s+([\p{L}][\p{L}\s-]{1,60}?)\s+(?:starts?(?:\s+(?:from|at))?|costs?(?:\s+from)?|is|are|comes?\s+in\s+at)$/iu;
const ASIDE = /,\s*(?:where|which|who|with)\b[^,]*,|\s[—–]\s[^—–]*\s[—–]\s/gu;

function proseKind(price: PagePrice): string | null {
  const clause = clauseOf(priceSentence(price), price.text);
  const at = clause.indexOf(price.text);
  if (at < 0) return null;
  const kind = PROSE_KIND.exec(clause.slice(0, at).replace(ASIDE, ' ').replace(/\s+/g, ' ').trim())?.[1]?.trim();
  if (!kind || kind.split(/\s+/).length > 5 || SURCHARGE.test(kind) || OTHER_SOLD.test(kind)) return null;
  return tagPhrase(kind.toLowerCase()).at(-1)?.pos === 'NOUN' ? kind.charAt(0).toUpperCase() + kind.slice(1) : null;
}

/**
 * An offering's own page that prices it only in prose, by its kinds ("Wedding catering": "A plated
 * three-course meal starts from £58 per head …, a sharing feast … from £52"), under a heading or
 * headline that names it: each kind is a variant at its price. Two at least, so that one priced
 * thing in passing is never taken for what the offering costs.
 */
function proseVariants(candidate: Candidate, page: ExtractedPage): Price[] {
  const head = headOf(candidate.name);
  const named = (text: string | null | undefined) => head !== undefined && text !== null && text !== undefined && lemmaSet(text).has(head);
  // Its page: where it was found, or the page whose address names it ("/weddings/" of a home-page card).
  const itsPage = page.url === candidate.url || named(pathOf(page.url).replace(/[/_-]+/g, ' '));
  if (!itsPage || !named(page.h1[0])) return [];
  const variants: Price[] = [];
  for (const price of page.prices) {
    if (!named(price.heading) || isSurcharge(price) || isNotItsPrice(price.context, price.text)) continue;
    const kind = proseKind(price);
    if (kind && !variants.some((v) => v.variant === kind)) variants.push({ ...parsePrice(price.text, ref(page.url, price.context)), variant: kind });
  }
  return variants.length >= 2 ? variants : [];
}

/** Its page's headline where it names the offering in full ("Wedding catering" of a card's "Weddings"): what is searched. */
function headlineName(name: string, page: ExtractedPage): string {
  const headline = page.h1[0]?.trim() ?? '';
  const said = lemmaSet(name);
  const fuller = headline.split(/\s+/).length <= 4 && headline.length > name.length && [...said].every((w) => lemmaSet(headline).has(w)) && !/\s(?:in|across|near|around|for)\s/i.test(headline);
  return fuller ? headline : name;
}

function enrich(candidate: Candidate, pages: ExtractedPage[]) {
  if (candidate.prices.length > 0) return;
  const needle = candidate.name.toLowerCase();
  for (const page of pages) {
    for (const price of page.prices) {
      if (isSurcharge(price) || isNotItsPrice(price.context, price.text)) continue;
      // Its own page's headline names it in other words ("Football birthday parties" for the menu's
      // "Football parties"): a price under that headline is its price.
      const headline = page.h1[0]?.toLowerCase();
      const named = price.heading?.toLowerCase() === needle || (headline !== undefined && price.heading?.toLowerCase() === headline && headOf(headline) === headOf(needle));
      const own = page.url === candidate.url && named && !pricesAnotherStep(priceSentence(price), candidate.name) && !leansOnAnother(priceSentence(price), sentenceBefore(page, price), candidate.name);
      // Named just before its price ("Boiler service … £85"), not anywhere in a plan's feature list.
      const context = price.context.toLowerCase();
      const at = context.indexOf(needle);
      const priceAt = context.indexOf(price.text.toLowerCase());
      // Its name, not the end of a narrower one's ("Catch-up bookkeeping – $95 per hour" prices no "Bookkeeping").
      const before = /([\p{L}-]+)[\s-]*$/u.exec(context.slice(0, Math.max(at, 0)))?.[1] ?? '';
      const narrower = before !== '' && /[\p{L}]$/u.test(context.slice(0, Math.max(at, 0)).trimEnd()) && !/^(?:a|an|the|our|your|my|each|every|one|for|of|and|or|with|is|are|costs?|on|in|at|to|per)$/i.test(before) && !/[.:;!?]\s*$/.test(context.slice(0, at));
      // …in the same clause: "the same price as for weddings, and waiting staff are charged at £24" prices no wedding.
      const between = at >= 0 ? context.slice(at + needle.length, Math.max(priceAt, at + needle.length)) : '';
      // A table row's label names it whole or names something narrower ("Lesson in your own car (60 min) | €35" is no "Lesson").
      const label = context.includes(' | ') ? context.split(' | ')[0]!.replace(/\s*\(.*$/, '').trim() : null;
      const qualified = label !== null && label.startsWith(needle) && /^\s+(?:in|on|with|for|from|at|by)\s/.test(label.slice(needle.length));
      const near = at >= 0 && priceAt > at && priceAt - (at + needle.length) <= 40 && !narrower && !CLAUSE_BREAK.test(between) && !qualified;
      // On its own page ("Tree Removal in Asheville" over "Small ornamental trees … start from $450"),
      // a sentence about the same thing prices it; "we can provide [a report] from $175" does not.
      const ownPage = page.url === candidate.url && headline !== undefined && headline.startsWith(needle);
      // Prose only: a heading with a price ("Invisalign Lite – £2,300") names a narrower thing of its own.
      const prose = page.passages.some((x) => x.kind === 'paragraph' && x.text.includes(price.context) && x.text !== price.heading);
      // The clause of the price, not its whole sentence: "Canapés are £2.75 each, … for private parties" prices canapés.
      const clause = clauseOf(priceSentence(price), price.text);
      const about = ownPage && prose && [...lemmaSet(candidate.name)].some((w) => lemmaSet(clause).has(w)) && !pricesAnotherStep(priceSentence(price), candidate.name);
      if (!own && !near && !about && !(page.url === candidate.url && subjectNames(price, candidate.name))) continue;
      candidate.prices.push(parsePrice(price.text, ref(page.url, price.context)));
    }
  }
  if (candidate.prices.length > 0) return;
  for (const page of pages) {
    const kinds = proseVariants(candidate, page);
    if (kinds.length === 0) continue;
    candidate.prices.push(...kinds);
    candidate.name = headlineName(candidate.name, page);
  }
}

/**
 * The work the home page's description names, in the site's letters: a noun phrase whose head names
 * work ("maths tutoring"), or with `anyHead` any noun phrase of two words or more ("custom fine-line
 * tattoos"), for prices that must belong to something.
 */
/** "Family-run B&B" is a B&B: words of praise or ownership before a chunk name no kind of work. */
function withoutPraise(chunk: string): string {
  return chunk.replace(/^(?:friendly|local|professional|expert|patient|affordable|quality|family-(?:run|owned)|independent|award-winning|the|our|your)\s+/, '');
}

function describedWorkName(home: ExtractedPage, ctx: OfferingContext, anyHead = false): string | null {
  const lower = home.description.toLowerCase();
  // "B&B" is one word that says what the business is.
  const work = nounChunks(lower).map(withoutPraise).find((c) => (c.includes(' ') || /^\p{L}&\p{L}$/u.test(c)) && (anyHead || SERVICE_HEAD.test(c.split(' ').pop()!)) && nameOk(c, ctx, true) && !isAudiencePhrase(c));
  if (!work) return null;
  // "GCSE and A-level maths tutoring": a modifier joined on by "and" shares the work, so it stays in the name.
  const escaped = work.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const joined = new RegExp(`(?:^|[\\s,])([\\p{L}-]+\\s(?:and|&)\\s)${escaped}`, 'u').exec(lower);
  const modifier = joined && !joined[1]!.split(/\s+/).some((w) => SERVICE_HEAD.test(w)) ? joined[1]! : '';
  const at = lower.indexOf(`${modifier}${work}`);
  // In the site's own letters ("GCSE", "A-level"), its first letter a capital as a name's is.
  const said = home.description.slice(at, at + modifier.length + work.length);
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/**
 * The work a home page's headline sells where it says where ("Escape rooms in Calderbridge",
 * "Piano Lessons in Dunford | …"): the noun phrase before the place, in the site's letters.
 */
function headlineWork(home: ExtractedPage, ctx: OfferingContext): string | null {
  for (const line of [...home.h1, ...home.title.split(TITLE_SEPARATORS)]) {
    // "Skip Hire Bristol": a place written straight after the work says where, as "in" would.
    const words = line.trim().split(/\s+/);
    let placed = words.length;
    while (placed > 1 && ctx.places.has(words[placed - 1]!.toLowerCase())) placed--;
    const work = /^(.+?)\s+(?:in|across|near|around|throughout)\s+(?:the\s+)?\p{Lu}/u.exec(line.trim())?.[1] ?? (placed < words.length ? words.slice(0, placed).join(' ') : undefined);
    // The headline's shape vouches for a noun the tagger reads as a verb ("Escape rooms"): its last word must be a noun.
    // Read as a subject ("the skip hire is"), where the tagger takes "hire" for the noun it is there.
    const asSubject = work ? tagPhrase(`the ${work.toLowerCase()} is`) : [];
    const lastPos = work ? (asSubject.length === work.split(/\s+/).length + 2 ? asSubject.at(-2)?.pos : tagPhrase(work.toLowerCase()).at(-1)?.pos) : undefined;
    if (!work || work.split(/\s+/).length > 5 || lastPos !== 'NOUN' || !nameOk(work, ctx, 'row') || isAudiencePhrase(work)) continue;
    // A Title-Case title ("Escape Rooms") is written in sentence case, names kept.
    const workWords = work.split(/\s+/);
    const titleCase = workWords.length > 1 && workWords.every((w) => /^\p{Lu}/u.test(w));
    return titleCase ? workWords.map((w, i) => (i === 0 || ctx.names.has(w.toLowerCase()) || /^\p{Lu}{2,}/u.test(w) ? w : w.toLowerCase())).join(' ') : work;
  }
  return null;
}

/**
 * The business's main work: the headline's ("Escape rooms in Calderbridge"), or the description's
 * fuller wording of it ("Custom fine-line tattoos" for the title's "Custom tattoos"), else the
 * description's first noun phrase.
 */
function mainWorkName(home: ExtractedPage, ctx: OfferingContext): string | null {
  const headline = headlineWork(home, ctx);
  const described = describedWorkName(home, ctx, true);
  if (!headline || !described) return headline ?? described;
  const words = lemmaSet(headline);
  return [...words].every((w) => lemmaSet(described).has(w)) ? described : headline;
}

/** A price followed by a short qualifier ("£35 an hour online") is that way of having the work. */
function qualified(price: PagePrice, url: string): Price {
  const after = price.context.slice(price.context.indexOf(price.text) + price.text.length);
  const variant = /^\s+((?:[\p{L}-]+\s?){1,3})(?=[.;,)]|$)/u.exec(after)?.[1]?.trim();
  const parsed = parsePrice(price.text, ref(url, price.context));
  return variant && !/^(?:a|an|per|each|for|from|to|and|or|at)\b/i.test(variant) ? { ...parsed, variant } : parsed;
}

function describedWork(home: ExtractedPage, ctx: OfferingContext): Candidate[] {
  const name = describedWorkName(home, ctx);
  if (!name) return [];
  // The page's one piece of work is what its prose prices are for ("Lessons are £40 an hour; £35 an
  // hour online"): a price followed by a short qualifier ("online") is that way of having it.
  const prices = home.prices.filter((price) => !isSurcharge(price)).slice(0, 6).map((price) => qualified(price, home.url));
  return [{ name, kind: 'service', url: home.url, description: home.description, prices, specs: [], source: ref(home.url, home.description), rank: 5 }];
}

/** "Skip sizes and prices", "Our fees", "Price list": a page headed by what things cost. */
const PRICES_HEADING = /\b(?:prices?|pricing|fees|rates|costs?|tariffs?)\b/i;

/** A deposit, a fee or a cancellation charge is a term of booking, not what the work costs. */
const BOOKING_CHARGE = /\b(?:deposits?|booking fees?|cancell?ations?|refundable|gift vouchers?)\b/i;

/**
 * Prices a prices or booking page states in its prose, on a page whose headings and rows price
 * nothing ("Our minimum charge is £60 … Larger pieces are £100 an hour, or £500 for a full day"):
 * they name no offering, so they are what the business's main work costs.
 */
function mainWorkPrices(pages: ExtractedPage[], ctx: OfferingContext, candidates: Candidate[]): Candidate[] {
  const home = pages[0]!;
  // A site whose only prices are on its home page, none of them an offering's ("Sessions last 50
  // minutes and cost £55" on a counsellor's one-page site), prices its main work there.
  const homeOnly = pages.every((p) => p === home || p.prices.length === 0) && !candidates.some((c) => c.prices.length > 0);
  const prose = pages
    .filter((p) => (PRICING_PATH.test(pathOf(p.url)) || /\/book(?:ing)?s?(?:[/.]|$)/.test(pathOf(p.url)) || (homeOnly && p === home)) && !candidates.some((c) => c.url === p.url && c.prices.length > 0))
    .flatMap((p) =>
      p.prices
        .filter((price) => p.passages.some((x) => x.kind === 'paragraph' && x.text.includes(price.context)))
        .filter((price) => !BOOKING_CHARGE.test(priceSentence(price)) && !isSurcharge(price) && !isNotItsPrice(price.context, price.text))
        .map((price) => qualified(price, p.url)),
    );
  // A page headed by its prices ("Skip sizes and prices") whose table rows name no offering of their
  // own ("2 yard mini skip | 20–25 bin bags | £150" is a size) prices the main work by those rows.
  const rows = pages
    .filter((p) => PRICES_HEADING.test(p.h1[0] ?? '') && !candidates.some((c) => c.url === p.url && c.prices.length > 0))
    .flatMap((p) =>
      p.passages
        .filter((x) => x.kind === 'table')
        .flatMap((x) => x.items.filter((row) => findPrices(row).length === 1))
        .map((row) => ({ ...parsePrice(findPrices(row)[0]!, ref(p.url, row)), variant: row.split(' | ')[0]!.trim() })),
    );
  const found = [...prose, ...rows];
  const name = found.length > 0 ? (ctx.mainWork ?? describedWorkName(home, ctx, true)) : null;
  if (!name) return [];
  const source = found[0]!.source;
  return [{ name, kind: 'service', url: source.url, description: home.description, prices: found.slice(0, 6), specs: [], source, rank: 2 }];
}

/** "Ear wax removal – one ear", "Hearing test (under 50s)": a name, then what narrows it. */
const QUALIFIED = /^(.+?)\s*(?:\(([^()]+)\)|\s[–—-]\s(.+))$/u;

/**
 * A priced row named as an offering plus a qualifier ("Ear wax removal – one ear", "Essential
 * hearing aids (pair)") is a way of having that offering, where the site gives it a card, a section
 * or a page of its own: its prices join that offering's, each with the qualifier as its variant,
 * so the offering is named once and its cost can be quoted as a range.
 */
function foldVariants(offerings: Candidate[]): Candidate[] {
  const byKey = new Map(offerings.map((o) => [phraseKey(o.name), o]));
  const lines = tierLines(offerings);
  return offerings.filter((row) => {
    const m = QUALIFIED.exec(row.name);
    const line = lines.get(row);
    const main = line ?? (m ? byKey.get(phraseKey(m[1]!)) : undefined);
    if (!main || main === row || row.prices.length === 0 || main.kind === 'plan' || row.kind === 'plan') return true;
    const variant = line ? row.name : clean(m![2] ?? m![3] ?? '');
    for (const price of row.prices) if (!main.prices.some((p) => samePrice(p, price) && p.variant === variant)) main.prices.push({ ...price, variant });
    for (const spec of row.specs) if (!main.specs.some((x) => x.text === spec.text)) main.specs.push(spec);
    main.description ??= row.description;
    return false;
  });
}

/**
 * One line sold in tiers: two or more priced rows named as an offering of several words with a word
 * before it ("Essential hearing aids (pair)", "Premium hearing aids (pair)" where the site has
 * "Hearing aids") are that offering's tiers, each row's name its variant, so the line has one cost.
 */
function tierLines(offerings: Candidate[]): Map<Candidate, Candidate> {
  const owners = offerings.filter((o) => o.kind !== 'plan' && o.name.trim().split(/\s+/).length >= 2);
  const ownerOf = new Map<Candidate, Candidate>();
  for (const row of offerings) {
    if (row.prices.length === 0 || row.kind === 'plan') continue;
    const words = (QUALIFIED.exec(row.name)?.[1] ?? row.name).trim().split(/\s+/);
    const owner = owners.find((o) => {
      const n = o.name.trim().split(/\s+/).length;
      return o !== row && words.length > n && phraseKey(words.slice(-n).join(' ')) === phraseKey(o.name);
    });
    if (owner) ownerOf.set(row, owner);
  }
  // A single such row is an offering of its own ("Emergency boiler repair" beside "Boiler repair").
  const rows = [...ownerOf.values()];
  for (const [row, owner] of ownerOf) if (rows.filter((o) => o === owner).length < 2) ownerOf.delete(row);
  return ownerOf;
}

/** JSON-LD types of businesses that sell work done rather than goods. */
const SERVICE_BUSINESS =
  /^(?:Dentist|Physician|MedicalBusiness|MedicalClinic|Physiotherapy|Plumber|Electrician|HomeAndConstructionBusiness|ProfessionalService|LegalService|Attorney|AccountingService|FinancialService|AutomotiveBusiness|AutoRepair|HealthAndBeautyBusiness|BeautySalon|HairSalon|NailSalon|DaySpa|DrivingSchool|EducationalOrganization|Locksmith|RoofingContractor|HVACBusiness|MovingCompany|GeneralContractor|HousePainter|EmergencyService|ChildCare|DryCleaningOrLaundry|VeterinaryCare|Optician|ExerciseGym|SportsActivityLocation|PestControl|CleaningService|InsuranceAgency|RealEstateAgent|TravelAgency|EmploymentAgency)$/;

/** A site with service pages and no shop pages sells services; otherwise cards are products. */
export function defaultKindOf(pages: ExtractedPage[]): OfferingKind {
  const types = pages.flatMap((p) => p.jsonLd.flatMap((n) => asArray(n['@type']))).filter((t): t is string => typeof t === 'string');
  if (types.some((t) => SERVICE_BUSINESS.test(t.replace(/^https?:\/\/schema\.org\//, '')))) return 'service';
  const paths = pages.map((p) => pathOf(p.url));
  return paths.some((p) => SERVICE_PATH.test(p)) && !paths.some((p) => PRODUCT_PATH.test(p)) ? 'service' : 'product';
}

/**
 * "Essential", "Comprehensive", "Advanced" over price boxes on a page headed "Health checks": a tier
 * named by an adjective alone is a tier of what the page's heading names ("Essential health check"),
 * so no topic asks what "an Essential" costs.
 */
function tierOfPage(name: string, h1: string | null): string {
  const tokens = tagPhrase(name.toLowerCase());
  const adjective = tokens.length === 1 && (tokens[0]!.pos === 'ADJ' || (tokens[0]!.pos === 'VERB' && /ed$/.test(tokens[0]!.normal)));
  if (!adjective || !h1 || !checkNounPhrase(h1).ok) return name;
  const words = tagPhrase(h1.toLowerCase());
  const last = words.at(-1);
  if (!last || last.pos !== 'NOUN') return name;
  const head = [...words.slice(0, -1).map((t) => t.normal), last.lemma].join(' ');
  return lemmaSet(name).size > 0 && !head.includes(name.toLowerCase()) ? `${name} ${head}` : name;
}

// "5 meals", "2 bags", "12 portions": how many of the thing its page sells, a size of it.
/** VAT and GST rates a price list adds in a second column. */
const TAX_RATES = [0.05, 0.1, 0.12, 0.125, 0.13, 0.135, 0.15, 0.19, 0.2, 0.21, 0.23, 0.25];

/**
 * "Prenuptial agreement | €1,500 | €1,845": the same fee before and after 23% VAT, from one line of a
 * price list, is one price; the one before tax is kept, as the site's own sentences quote it.
 */
function withoutTaxTwins(prices: Price[]): Price[] {
  const taxed = (p: Price) =>
    prices.some((q) => q !== p && q.amount !== null && p.amount !== null && q.source.passage === p.source.passage && q.amount < p.amount && TAX_RATES.some((r) => Math.abs(q.amount! * (1 + r) - p.amount!) < 0.011));
  return prices.filter((p) => !taxed(p));
}

const MEASURE_ONLY = /^\d+(?:[.,]\d+)?\s*(?:-\s*)?(?:min(?:ute)?s?|hours?|hrs?|h|days?|nights?|weeks?|months?|sessions?|g|kg|ml|l|litres?|meals?|portions?|servings?|bags?|bottles?|pieces?|items?|jars?|tins?|cans?)$/i;

function withoutPlace(name: string, ctx: OfferingContext): string {
  // "Calgary chiropractor": a place leading the trade says where, as "in Calgary" would.
  const words = name.split(/\s+/);
  if (words.length === 2 && ctx.places.has(words[0]!.toLowerCase()) && /^\p{Lu}/u.test(words[0]!)) return words[1]!.charAt(0).toUpperCase() + words[1]!.slice(1);
  const m = /^(.+?)\s+(?:in|near|across|around|throughout)\s+(.+)$/u.exec(name);
  // "Tenancy Cleaning Bristol", "Dog Boarding Wicklow": a page heading written for search ends on
  // where, as "in Bristol" would; the work is the words before it.
  const last = words.at(-1)!;
  if (!m && words.length >= 3 && ctx.places.has(last.toLowerCase()) && /^\p{Lu}/u.test(last)) return words.slice(0, -1).join(' ');
  if (!m || !m[1]!.includes(' ')) return name;
  const placeWords = m[2]!.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2 && !/^(?:and|the|county|city|area|surrounding|areas)$/.test(w));
  return placeWords.length > 0 && placeWords.every((w) => ctx.places.has(w)) ? m[1]! : name;
}

export function findOfferings(pages: ExtractedPage[], siteCtx: OfferingContext, echoes: ReadonlySet<string>): Offering[] {
  const ctx: OfferingContext = siteCtx.english ? { ...siteCtx, mainWork: mainWorkName(pages[0]!, siteCtx) } : siteCtx;
  const candidates: Candidate[] = [];
  const shown = shownAmounts(pages);
  for (const page of pages) {
    if (page.isArticle) continue;
    fromJsonLd(page, ctx, candidates, shown);
    if ((NOT_OFFERING_PATH.test(pathOf(page.url)) || isPeoplePage(page)) && !PRICING_PATH.test(pathOf(page.url))) continue;
    fromCards(page, ctx, candidates);
    fromPricedHeadingsAndRows(page, ctx, candidates);
  }
  // Headings and menu labels are only read as offerings where the noun-phrase gate can judge them.
  if (ctx.english) {
    candidates.push(...mainWorkPrices(pages, ctx, candidates));
    fromPagesAndHeadings(pages, ctx, candidates, echoes);
    for (const page of pages) if (ABOUT_PATH.test(pathOf(page.url))) fromPricedWorkSections(page, ctx, candidates);
    for (const page of pages) if (!page.isArticle && !NOT_OFFERING_PATH.test(pathOf(page.url))) fromPricedLeads(page, ctx, candidates);
    fromNav(pages, ctx, candidates);
  }

  // A heading or link that is a post's title ("Kinder Scout from Edale", listed on the home page) names the post, not a thing sold.
  const posts = new Set(pages.filter((p) => p.isArticle).flatMap((p) => [...p.h1, p.title.split(/\s+[|–—]\s+/)[0] ?? '']).map(phraseKey));
  const merged = new Map<string, Candidate>();
  for (const candidate of candidates.sort((a, b) => a.rank - b.rank)) {
    if (candidate.rank > 0 && posts.has(phraseKey(candidate.name))) continue;
    // A property alone ("Bungalow", "4-bed detached") is whom a price is for, never a thing sold.
    if (candidate.kind !== 'plan' && isPropertyLabel(candidate.name)) continue;
    if (namesNothingSold(candidate.name)) continue;
    // "Tree Removal in Asheville & Buncombe County", a service page's h1: the work is "Tree Removal",
    // where it is done is the site's location.
    // "Kitchen knives each" ($12): the unit a list line prices by is no part of the name.
    // "Music Sprouts (ages 3–5)" cut at its dash leaves "(ages 3": an aside left open is no part of the name.
    candidate.name = pricedPart(withoutPlace(candidate.name.replace(/\s+(?:each|apiece|per item)$/i, '').replace(/\s*\([^)]*$/, ''), siteCtx), candidate.prices);
    // "Sole Trader" under its heading and "Sole Trader plan" on its card are one plan.
    const key = offeringKey(candidate.name);
    const kept = merged.get(key);
    if (!kept) {
      merged.set(key, { ...candidate, prices: [...candidate.prices], specs: [...candidate.specs] });
      continue;
    }
    // "Ear wax removal – both ears" and the section "Ear wax removal" meet under one key: the
    // offering keeps the plain name, and the qualified row's prices say what they are for.
    const qualifier = (name: string) => { const m = QUALIFIED.exec(name); return m && phraseKey(m[1]!) === key ? clean(m[2] ?? m[3] ?? '') : null; };
    const keptQualifier = qualifier(kept.name);
    const candidateQualifier = qualifier(candidate.name);
    if (keptQualifier && !candidateQualifier) {
      kept.prices = kept.prices.map((p) => (p.variant ? p : { ...p, variant: keptQualifier }));
      kept.name = candidate.name;
    }
    const incoming = candidateQualifier && !keptQualifier ? candidate.prices.map((p) => (p.variant ? p : { ...p, variant: candidateQualifier })) : candidate.prices;
    for (const price of incoming) if (!kept.prices.some((p) => samePrice(p, price))) kept.prices.push(price);
    for (const spec of candidate.specs) if (!kept.specs.some((s) => s.text === spec.text)) kept.specs.push(spec);
    kept.description ??= candidate.description;
    // "Business" read first as a heading, then as a card "$95 per user per month": billed per user and month, it is a plan.
    if (kept.kind === 'service' && billedBy(kept.prices, PLAN_UNIT)) kept.kind = 'plan';
    if (candidate.addOn) kept.addOn = true;
    // Its own page describes it better than the listing it was first seen on.
    if (candidate.rank >= 3 && candidate.url !== kept.url && new URL(candidate.url).pathname.length > new URL(kept.url).pathname.length && kept.rank > 0) {
      kept.url = candidate.url;
    }
  }
  // "60 minutes", "2 hours", "1kg": a length or size alone is how much of something (a variant of
  // what the page sells), however it was found. Nor an offer its own line says is over.
  // Nor the name of a blog's index ("Real Weddings" over the posts under /real-weddings/): a list of posts sells nothing.
  const postPaths = pages.filter((p) => p.isArticle).map((p) => pathOf(p.url));
  const folder = (url: string) => pathOf(url).replace(/\/?$/, '/');
  const start = folder(pages[0]!.url);
  const blogIndex = (url: string) => {
    const path = folder(url);
    return path !== '/' && path !== start && postPaths.some((post) => post !== path && post.startsWith(path));
  };
  let offerings = [...merged.values()].filter((o) => !MEASURE_ONLY.test(o.name.trim()) && !isOver(o.source.passage, ctx.year) && !blogIndex(o.url));
  for (const o of offerings) o.name = tierOfPage(o.name, pages.find((p) => p.url === o.url)?.h1[0] ?? null);
  for (const o of offerings) if (ADD_ON_NAME.test(o.name) || pricedOnTop(o) || withAnother(o, offerings)) o.addOn = true;
  for (const o of offerings) o.prices = withoutTaxTwins(o.prices.filter((p, i) => o.prices.findIndex((q) => samePrice(p, q)) === i));
  offerings = foldVariants(offerings);
  // A card's short label ("Manual", £39) is the full offering ("Manual driving lessons", £39) again.
  const folded = new Set<Candidate>();
  offerings = offerings.filter((short) => {
    const words = lemmaSet(short.name);
    const fuller = offerings.find(
      // "Payroll add-on" is a charge on top of payroll, not a fuller name of it.
      (o) => o !== short && !o.addOn && o.name.length > short.name.length && [...words].every((w) => lemmaSet(o.name).has(w)) && (short.prices.length === 0 || short.prices.some((p) => o.prices.some((q) => p.amount !== null && p.amount === q.amount && p.currency === q.currency))),
    );
    // A home section that describes its own work ("Deep cleans" beside "Contract cleaning") is no short label.
    if (!fuller || (short.rank === 4 && short.url === fuller.url && short.description !== null && short.description !== fuller.description && short.name.includes(' '))) return true;
    // "Standard 1.8m Colorbond fence" beside the card "Colorbond Fencing": words of size or grade
    // make the longer name one way of having the shorter, so the shorter keeps it as a priced variant.
    const extra = fuller.name.toLowerCase().split(/\s+/).filter((w) => !lemmaSet(short.name).has([...lemmaSet(w)][0] ?? w));
    if (short.name.includes(' ') && extra.length > 0 && extra.every((w) => VARIANT_WORDS.has(w) || /\d/.test(w))) {
      for (const price of fuller.prices) if (!short.prices.some((p) => samePrice(p, price) && p.variant === fuller.name)) short.prices.push({ ...price, variant: fuller.name });
      for (const spec of fuller.specs) if (!short.specs.some((s) => s.text === spec.text)) short.specs.push(spec);
      short.description ??= fuller.description;
      folded.add(fuller);
      return true;
    }
    for (const spec of short.specs) if (!fuller.specs.some((s) => s.text === spec.text)) fuller.specs.push(spec);
    return false;
  }).filter((o) => !folded.has(o));
  // A one-page site that lists nothing still says what it does in its description ("One-to-one GCSE
  // and A-level maths tutoring in Leyford"): that work is its offering.
  if (offerings.length === 0 && ctx.english && !pages.some((p) => p.isArticle)) offerings = describedWork(pages[0]!, ctx);
  for (const offering of offerings) enrich(offering, pages);
  return offerings
    .sort((a, b) => a.rank - b.rank || Number(b.prices.length > 0) - Number(a.prices.length > 0))
    .slice(0, 40)
    .map(({ rank: _rank, ...o }) => ({ ...o, prices: keptPrices(o.prices), specs: o.specs.slice(0, MAX_KEPT) }));
}

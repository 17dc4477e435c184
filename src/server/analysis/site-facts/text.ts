import type { Price, SourceRef, Spec } from '../../../shared/site-facts';
import { findPrices } from '../page-structure';

/** Small text helpers shared by the site-facts modules. Pure. */

export const MAX_PASSAGE = 400;

export function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

export function ref(url: string, passage: string): SourceRef {
  return { url, passage: clip(clean(passage), MAX_PASSAGE) };
}

/** Cut at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`;
}

const CURRENCIES: [RegExp, string][] = [
  [/US\$|USD|\$/, 'USD'],
  [/£|GBP/, 'GBP'],
  [/€|EUR/, 'EUR'],
  [/¥/, 'JPY'],
  [/₹/, 'INR'],
  [/CHF/, 'CHF'],
  [/A\$|AUD/, 'AUD'],
  [/C\$|CAD/, 'CAD'],
  [/NZ\$/, 'NZD'],
  [/kr/, 'SEK'],
];

/** "from $1,250 per month" → amount 1250, USD, unit "from … per month". */
export function parsePrice(text: string, source: SourceRef): Price {
  const currency = CURRENCIES.find(([re]) => re.test(text))?.[1] ?? null;
  const first = /(\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(\s?[kK]\b)?/.exec(text);
  const digits = first?.[1] ?? '';
  let amount: number | null = null;
  if (digits) {
    // "1,250" and "1.250" are thousands; "12,50" and "12.50" are decimals.
    const normalised = /[,.]\d{3}(?:$|[.,])/.test(digits) ? digits.replace(/[,.](?=\d{3}(?:$|[.,]))/g, '').replace(',', '.') : digits.replace(',', '.');
    amount = Number.parseFloat(normalised);
    // A range's amount is its lower end: "$1,250–$2k" is 1250, not 1.25 million.
    if (first?.[2]) amount *= 1000;
    if (!Number.isFinite(amount)) amount = null;
  }
  const units: string[] = [];
  const from = /\b(from|starting at|starts at)\b/i.exec(text)?.[1];
  if (from) units.push(from.toLowerCase());
  const per = /(?:\/\s*|\bper\s+|\ban?\s+|\beach\s+)([a-z]+)\b\s*$/i.exec(text)?.[1];
  if (per) units.push(`per ${expandUnit(per.toLowerCase())}`);
  return { text: clean(text), amount, currency, unit: units.length > 0 ? units.join(' ') : null, source };
}

function expandUnit(unit: string): string {
  return ({ hr: 'hour', mo: 'month', yr: 'year' } as Record<string, string>)[unit] ?? unit;
}

export function pricesIn(text: string, source: SourceRef): Price[] {
  return findPrices(text)
    .filter((p) => !isNotItsPrice(text, p))
    .map((p) => parsePrice(p, source));
}

/** "on estates over £5,000", "orders above £40", "worth £29": an amount the price is measured against, or a value claimed. */
// "by donation (suggested $10)": what a guest may give, no price the business charges.
const THRESHOLD_BEFORE = /\b(?:over|above|under|below|exceeding|more than|less than|worth|suggested(?: donation(?: of)?)?|donations? of)\s*$/i;
/** "Loans of £250,000 or more", "orders of £50 and over": the amount is a threshold, whatever precedes it. */
const THRESHOLD_AFTER = /^\s*(?:or|and)\s+(?:more|over|above|upwards|less|under|below)\b/i;
/** "(A$49 per extra location)", "£10 for each additional room": the price of more, on top of the offering's own. */
const EACH_EXTRA_AFTER = /^\s*(?:\/\s*|per\s+|for\s+each\s+|each\s+|a\s+)(?:extra|additional)\b/i;
/** "The court fee … is £300": a fee the customer pays to someone else (a court, a laboratory, a registry, the government). */
const OTHERS_FEE = /\b(?:court|laborator(?:y|ies)|lab|land registry|registry|government|council|dvla|embassy|visa|stamp duty|application|exam(?:ination)? board|awarding body)\s+(?:fees?|charges?|costs?)\b|\b(?:stamp duty|inheritance tax|capital gains tax)\b/i;

/** "…add a nail trim for $15", "upgrade to anti-snap for £20": an extra's price, said beside the offering it goes on. */
// "Additional vents $25 each" on a duct cleaning's card is the extra vent's price.
const ADD_ON_BEFORE = /\b(?:add(?:\s+on)?|upgrade to|optional)\s+(?:an?\s+|the\s+)?[\p{L}'’&-]+(?:\s+[\p{L}'’&-]+){0,3}\s+(?:for|at)\s*(?:just\s+|only\s+|an extra\s+)?$|\b(?:additional|extra)\s+(?:[\p{L}'’&-]+\s+){0,3}(?:from\s+)?$/iu;

/** "We pay £150 for a lift under five years old", "we'll refund £20": money the business pays out, not a price. */
const PAID_OUT = /\b(?:we|i)(?:\s+will|['’]ll)?\s+(?:pay|refund|give you|credit you|buy (?:it|them) back for)\b/i;

/**
 * A figure in a sentence that is not the price of what the sentence offers: a threshold or value
 * claim just before it, a fee paid to a third party that the sentence names before the figure,
 * money the business pays the customer ("We pay £150 for a lift …"), or an extra added to it
 * ("add a nail trim for $15").
 * "The court fee for a probate application is £300 on estates over £5,000" prices neither the
 * firm's probate work (£300 is the court's) nor anything at £5,000.
 */
export function isNotItsPrice(sentenceOrBlock: string, price: string): boolean {
  const at = sentenceOrBlock.indexOf(price);
  if (at < 0) return false;
  const before = sentenceOrBlock.slice(0, at);
  const after = sentenceOrBlock.slice(at + price.length);
  if (THRESHOLD_BEFORE.test(before) || THRESHOLD_AFTER.test(after) || EACH_EXTRA_AFTER.test(after)) return true;
  const clauseStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '), before.lastIndexOf(' | '));
  const clause = before.slice(clauseStart + 1);
  return OTHERS_FEE.test(clause) || PAID_OUT.test(clause) || ADD_ON_BEFORE.test(clause);
}

const SPEC_PATTERN =
  /\b\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+)?\s?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|g|kg|oz|lbs?|ml|cl|l|litres?|liters?|cm|mm|m|inch(?:es)?|sq\.? ?ft|m²|GB|TB|MB|users?|seats?|transactions?|pages?|people|persons?|guests?|servings?|portions?|employees?|accounts?|projects?|rooms?|sessions?|visits?|cups?|pieces?|items?)\b/i;

/** Sentences and items that state a duration, size or quantity: an offering's specifications. */
export function specsIn(lines: string[], source: (line: string) => SourceRef, limit = 6): Spec[] {
  const specs: Spec[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const text = clean(sentence);
      if (!SPEC_PATTERN.test(text) || text.length > 220 || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      specs.push({ text, source: source(line) });
      if (specs.length >= limit) return specs;
    }
  }
  return specs;
}

/** "a", "a and b", "a, b and c". */
export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * "Monthly Bookkeeping" → "monthly bookkeeping" for a sentence; a word the site only ever writes
 * capitalised ("Yirgacheffe", "QuickBooks", "Portland") keeps its capital. `names`: words the site
 * writes capitalised mid-sentence and never in lower case (namesOf).
 */
export function lowerLabel(text: string, lowercaseWords: ReadonlySet<string>, names: ReadonlySet<string> = new Set()): string {
  const words = text.split(' ');
  // "Full-Grain" as well as "E-bike": each part of a hyphenated word may carry a capital.
  const capital = /^\p{Lu}\p{Ll}*(?:-\p{Lu}?\p{Ll}+)*$/u;
  // "Senior pet health check", "E-bike service": a label in sentence case has its capital only
  // because it starts the label; it is lowered unless the site writes that word as a name mid-sentence.
  const first = words[0] ?? '';
  // "A-level", "T-shirt", "X-ray": a letter before a hyphen is named by its capital.
  const letter = (w: string) => /^\p{Lu}-/u.test(w);
  // "Sourdough, pastries and …": the first word of a list keeps its comma.
  if (words.length > 1 && capital.test(first.replace(/[,;:]$/, '')) && first.length > 1 && !letter(first) && words.slice(1).every((w) => !/\p{Lu}/u.test(w) || /^[\p{Lu}\d]{2,}s?$/u.test(w)) && !names.has(first.toLowerCase())) {
    return [first.toLowerCase(), ...words.slice(1)].join(' ');
  }
  const capitalised = words.filter((w) => capital.test(w) && !letter(w));
  // All or nothing: "Electrical Installation Condition Reports" stays whole rather than half lowered.
  if (capitalised.length > 1 && !capitalised.every((w) => w.toLowerCase().split('-').every((p) => lowercaseWords.has(p)))) return text;
  return words.map((w) => (capital.test(w) && !letter(w) && w.toLowerCase().split('-').every((p) => lowercaseWords.has(p)) ? w.toLowerCase() : w)).join(' ');
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs.', 'vs', 'with', 'from', 'per', 'into']);

/** Headline case; acronyms, brand spellings and words after a colon handled. */
export function titleCase(text: string): string {
  let afterBreak = true;
  let previous = '';
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (/^\s+$/.test(word)) return word;
      const lower = word.toLowerCase();
      let out: string;
      if (!afterBreak && SMALL_WORDS.has(lower)) out = lower;
      // "per m²", "350 ml": a unit after "per" or a number keeps the site's letters.
      else if ((previous === 'per' || /^\d[\d.,]*$/.test(previous)) && /^(?:m²|m2|kwp|kwh|kw|sqm|ft²|kg|g|ml|l|cl|cm|mm|oz|lb)[)\]?,:]*$/i.test(word)) out = word;
      else if (/\p{Lu}/u.test(word.slice(1)) || /^[\d$£€]/u.test(word)) out = word;
      // "B&B", "R&D": letters joined by "&" are an abbreviation.
      else if (/^\p{L}&\p{L}$/u.test(word)) out = word.toUpperCase();
      else {
        // "Drag-and-Drop", "Catch-Up": each part capitalised except the small words inside.
        out = word
          .replace(/^(\p{Ll})/u, (c) => c.toUpperCase())
          .replace(/-(\p{Ll}+)/gu, (_, part: string) => `-${SMALL_WORDS.has(part) ? part : part[0]!.toUpperCase() + part.slice(1)}`);
      }
      afterBreak = /[:?—–]$/.test(word);
      previous = lower;
      return out;
    })
    .join('');
}

/** Between a page title's parts: "Chairflow — Salon & Barber Booking Software", "Pricing | Chairflow". */
export const TITLE_SEPARATORS = /\s+[|–—-]\s+|:\s+/;

/** A section heading numbered as a step ("1. Site survey", "Step 2: Custom design"): its number and its name. */
export const NUMBERED_HEADING = /^(?:step\s*)?(\d{1,2})\s*[.):]\s+(\S.*)$/i;

/** A month's name or its abbreviation, as bylines write dates ("19th October 2023", "Jun. 3, 2024"). */
export const MONTH_NAME = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;

// An offer as a thing ("Spring 2024 offer", "Offer ends"), never the verb ("Since March 2009 we offer…").
const PROMOTION = /\b(?:(?:special|limited[- ]time|seasonal|introductory|spring|summer|autumn|winter|christmas|(?:19|20)\d{2})\s+offers?|offers?\s*(?::|ends|expires|valid)|specials?|deals?|promo(?:tion)?s?|sale|discounts?|half[- ]price|waive[ds]?|fee-free|\d+\s?% off)\b/i;
/** "Spring 2024 offer", "Black Friday 2025", "before 31 May 2024", "until June 30, 2024": a date an offer runs to or is named by. */
const OFFER_DATE = new RegExp(
  String.raw`\b(?:spring|summer|autumn|fall|winter|christmas|easter|black friday|cyber monday|new year|${MONTH_NAME})\s+((?:19|20)\d{2})\b|\b(?:before|until|till|by|ends?|ending|valid (?:until|to|through)|expires?|runs? (?:until|to))\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:${MONTH_NAME}\s+)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?((?:19|20)\d{2})\b`,
  'gi',
);

/**
 * Text announcing an offer whose dates all fall before the year the site was read in ("Spring 2024
 * offer: fee-free remortgage reviews. Book before 31 May 2024…"): quoting it would sell what has ended.
 */
export function isExpiredOffer(text: string, year: number | undefined): boolean {
  if (year === undefined || !PROMOTION.test(text)) return false;
  const years = [...text.matchAll(OFFER_DATE)].map((m) => Number(m[1] ?? m[2]));
  return years.length > 0 && years.every((y) => y < year);
}

export function pathOf(url: string): string {
  try {
    return new URL(url).pathname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * One key per page for matching a link to a page read: no fragment, no trailing slash. A site's
 * sitemap and canonical tags may name "/pages/faq" while its menus link "/pages/faq/".
 */
export function pageMatchKey(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname.replace(/(.)\/+$/, '$1')}${u.search}`;
  } catch {
    return url;
  }
}

/** "in the South West", "in Leeds": compass regions take the article. */
export function inPlace(place: string): string {
  return /^(?:north|south|east|west|midlands|highlands|lake district|peak district|cotswolds|home counties)\b/i.test(place) ? `in the ${place}` : `in ${place}`;
}

/** How pages write a currency: dollars of any country as "$" ("$75", not "AUD 75.00"). */
export const CURRENCY_SIGNS: Readonly<Record<string, string>> = { GBP: '£', USD: '$', AUD: '$', NZD: '$', CAD: '$', SGD: '$', HKD: '$', EUR: '€', INR: '₹', JPY: '¥' };

const CURRENCY_CODE = new RegExp(`\\b(${Object.keys(CURRENCY_SIGNS).join('|')})\\s?(?=\\d)`, 'g');

/** "NZD 74–NZD 199", "AUD 75.00" from structured data, as the pages write money: "$74–$199", "$75". */
export function moneySigns(text: string): string {
  return text.replace(CURRENCY_CODE, (_, code: string) => CURRENCY_SIGNS[code]!).replace(/([$£€]\d[\d,]*)\.00\b/g, '$1');
}

/** "Why choose Ironbark?", "Why us?", "Why homeowners choose Sparkwise": the business's sales pitch, not a customer's question. */
// Its own name or "us" after the verb: "Why choose a fixed-price bookkeeper?" is a buyer's question.
const PITCH = /^[Ww]hy\s+(?:us\b|(?:go|book)\s+with\s+(?:us\b|\p{Lu})|(?:\p{L}+\s+){0,2}(?:[Cc]hoose|[Pp]ick|[Tt]rust|[Ll]ove)\s+(?:us\b|\p{Lu}))/u;

export function isSalesPitch(heading: string | null): boolean {
  return PITCH.test((heading ?? '').trim());
}

/**
 * An offering's name as prose says it: without its bracketed variant, and without a qualifier
 * after a comma where what comes before is a name of its own ("Consent divorce, Circuit Court" is
 * "consent divorce"; "Cut, colour & style" stays whole).
 */
export function spokenName(offering: string): string {
  const name = offering.replace(/\s*\(.*$/, '').trim();
  const head = name.split(',')[0]!.trim();
  return head.includes(' ') ? head : name;
}

/**
 * Who the footer's copyright line names, as written: "© 2016-2023 Meanwood Piano Lessons · Last
 * updated…" → "Meanwood Piano Lessons". Null where there is none.
 */
export function copyrightHolder(chromeText: string): string | null {
  const m = /(?:©|\(c\)|copyright)\s*(?:\d{4}(?:\s*[-–]\s*\d{2,4})?\s*)?([^·|•\n]{2,80})/i.exec(chromeText);
  const holder = m?.[1]?.replace(/\s*(?:[.,]\s*)?(?:all rights reserved|last updated|registered in|company no)\b.*$/i, '').replace(/[\s.,]+$/, '').trim();
  return holder ? holder : null;
}

/** A title that labels the page, not the site: "Home", "Welcome", "Index". */
export const PAGE_LABEL = /^(?:home(?:\s*page)?|homepage|welcome|index|untitled(?: document)?|main|start)$/i;

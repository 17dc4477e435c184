import { its, lemmaOf, nlp } from '../../../nlp/wink';
import { verbCount } from '../../nlp';
import type { Offering } from '../../../../shared/site-facts';
import { isBadge } from '../../../analysis/page-structure';

/**
 * How a price of the site reads inside a sentence of the engine's own: its unit in words, its
 * verb left to the sentence, what each of several prices is for, and the offering as the
 * sentence's subject with the article its noun takes. Pure: every word comes from the site's
 * text, so the claim check still finds each sentence in a passage.
 */

/**
 * "£30/person" → "£30 per person", "£6/employee/month" → "£6 per employee per month", "starts at
 * £850" → "from £850": a price carrying its own verb cannot follow "is" ("the arch is starts at £850").
 */
export function spokenPrice(text: string): string {
  return text
    .trim()
    .replace(/^(?:starts?|starting|priced)\s+(?:at|from)\s+/iu, 'from ')
    .replace(/^From\b/u, 'from')
    // "$119/mo" is "$119 a month" in a sentence, never "$119 per mo" ("£6/employee/month" stays per employee per month).
    .replace(/(?<=\d)\s*\/\s*(?:mo|mth|month)\b\.?/iu, ' a month')
    .replace(/(?<=\d)\s*\/\s*(?:yr|year)\b\.?/iu, ' a year')
    .replace(/(?<=\d)\s*\/\s*(?:hr|hour)\b\.?/iu, ' an hour')
    // "$19/agent/mo": the period after a head says it in full, "$19 per agent per month".
    .replace(/\/\s*(?:mo|mth)\b\.?/iu, '/month')
    .replace(/\/\s*yr\b\.?/iu, '/year')
    // "£395 / from £650" is two prices, not a price per "from".
    .replace(/\s*\/\s*(?=\p{L})(?!(?:from|to)\b)/gu, ' per ');
}

/**
 * A name's closing abbreviation ("Co.", "Ltd.", "Inc."): its full stop is part of the name, so it
 * stays mid-sentence ("At Wick & Ember Candle Co., the…") and a sentence ending on it needs no second one.
 */
const ABBREVIATION_END = /\b(?:Co|Ltd|Inc|Corp|Bros|Pty|Plc|plc|LLC|LLP|Assoc|Est|St|Dr|Jr|Sr)\.$/u;

/** The name as it reads inside a sentence: a stray closing full stop goes, an abbreviation's stays. */
export function nameInSentence(name: string): string {
  const trimmed = name.trim();
  return ABBREVIATION_END.test(trimmed) ? trimmed : trimmed.replace(/\.$/u, '');
}

/** A sentence closed by one full stop: none is added after one ending an abbreviation ("…Candle Co."). */
export function endSentence(text: string): string {
  const trimmed = text.trim().replace(/,$/u, '');
  return /[.!?]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** An amount as a reader compares it: "£85.00" and "£85" are one price, "£2,295" and "£2295" too. */
export function amountValue(amount: string): string {
  return amount.replace(/[\s,]/g, '').replace(/\.00?$/, '');
}

/** "(pair)", "(each)", "(per person)": a unit in the offering's label, said after its price instead. */
const UNIT_IN_NAME = /\s*\((pair|set|each|per\s+[\p{L}-]+)\)\s*$/iu;

export function unitOfName(name: string): { name: string; unit: string | null } {
  const m = UNIT_IN_NAME.exec(name);
  if (!m) return { name, unit: null };
  const unit = m[1]!.toLowerCase();
  return { name: name.slice(0, m.index).trim(), unit: /^(each|per\b)/.test(unit) ? unit : `a ${unit}` };
}

/** "Root canal treatment (front tooth / molar)": one offering whose label names its variants, in the order of its prices. */
const VARIANTS_IN_NAME = /\s*\(([^()]+?\s(?:\/|or)\s[^()]+?)\)\s*$/u;

export function variantsOfName(name: string): { name: string; variants: string[] } | null {
  const m = VARIANTS_IN_NAME.exec(name);
  return m ? { name: name.slice(0, m.index).trim(), variants: m[1]!.split(/\s(?:\/|or)\s/u).map((v) => v.trim()) } : null;
}

const A_AN = /^(?:[aeiouAEIOU]|[FHLMNRSX](?:[A-Z]|\b))/;

/** "an EICR", "a PAT test": the article before a noun phrase (an acronym by how its first letter is said). */
export function withArticle(name: string): string {
  return `${A_AN.test(name) ? 'an' : 'a'} ${name}`;
}

/**
 * A service named by what is done (a gerund, "-ion", "-ment", "-al", "-ry", "-apy", "-ance")
 * takes no article before its price: "chimney sweeping is £70", "bird nest removal is from £110",
 * not "the chimney sweeping is". A thing named by one of these endings but counted one by one
 * ("a filling", "a session") is listed as an exception.
 */
const SERVICE_NOUN = /(?:ing|ion|ment|al|ry|apy|ance|ence|hire|care|pilates|yoga|barre|fitness)$/i;
const COUNTED = /^(?:filling|wedding|building|painting|ring|booking|session|lesson|appointment|animal|festival|portal|manual|battery|entry|gallery|bakery|brewery|seal|pedal|panel|signal|medal|pal|decal|tool|element|instrument|garment|ornament|pendant|pendent|ion|lion|station|option|cushion|lotion|potion)$/i;

/** Whether the offering's head noun names a service done rather than a thing: it reads without an article. */
export function isServiceNoun(name: string): boolean {
  const head = name.replace(/\s*[(–—].*$/u, '').trim().split(/\s+/).at(-1) ?? '';
  return SERVICE_NOUN.test(head) && !COUNTED.test(head);
}

/**
 * Whether the head noun is plural ("bouquets", "hearing aids", "glasses"): it takes "are". The
 * number is wink-nlp's lemma of the head ("bouquets" → "bouquet"; "series", "business" are their
 * own lemma), read in lower case, where the tagger lemmatises nouns it would take for names. A
 * name in Title Case of two words or more ("Little Stars", "Mega Party") is one package's or
 * product's name, singular whatever its last word: "Little Stars is £145", never "are".
 */
export function isPlural(name: string, kind?: Offering['kind']): boolean {
  // The head comes before a phrase qualifying it: "afternoon tea for groups" is one tea.
  const words = name.replace(/\s*[(–—].*$/u, '').replace(/\s+(?:for|of|with|in|on|at|to|from|by)\s.*$/iu, '').trim().split(/\s+/).filter(Boolean);
  // A name in Title Case is a plan's or product's own name ("Sole Trader Essentials" is one plan),
  // but a service's heading names work of its kind ("CCTV Chimney Surveys" are surveys).
  if (words.length === 0 || (kind !== 'service' && words.length > 1 && words.every((w) => /^[\p{Lu}\d]/u.test(w)))) return false;
  const head = words.at(-1)!.toLowerCase();
  const lemmas = nlp.readDoc(words.join(' ').toLowerCase()).tokens().out(lemmaOf) as string[];
  const lemma = lemmas.at(-1) ?? head;
  return head.endsWith('s') && lemma !== head;
}

/**
 * A plural name with its head noun singular ("Mini skips" → "Mini skip", "Pottery classes" →
 * "Pottery class"), or null for a name that is not plural: a table row names one of them
 * ("2 yard mini skip | £150").
 */
export function singularOf(name: string): string | null {
  const bare = name.replace(/\s*\(.*$/u, '').trim();
  if (!isPlural(bare)) return null;
  const words = bare.split(/\s+/);
  const lemma = (nlp.readDoc(words.join(' ').toLowerCase()).tokens().out(lemmaOf) as string[]).at(-1);
  const head = words.at(-1)!;
  return lemma && lemma !== head.toLowerCase() && head.toLowerCase().startsWith(lemma.slice(0, -1)) ? [...words.slice(0, -1), lemma].join(' ') : null;
}

const PHRASAL_NOUN = /^\p{L}+-(?:up|out|off|in|on|over|down|back|through)s?$/u;

/** "full-time", "off-peak", "part-time": one hyphenated word whose first half qualifies the second, a modifier used alone. */
const COMPOUND_MODIFIER = /^(?:ADJ|ADP|ADV) PUNCT NOUN$/u;

/**
 * Whether a label names a thing a price can be for, as a sentence's subject or after "for": a noun
 * phrase, its head noun last ("Studio membership", "bridesmaid bouquets", "EICR"). Not a fragment
 * ending in a preposition or a conjunction ("on orders over"), nor an adjective standing alone
 * ("Full-time", "Monthly", a table row's label that its column header or caption completes:
 * "Full-time membership"). Read in lower case, where the tagger takes no capital for a name.
 */
export function isNounPhrase(label: string): boolean {
  const words = label.trim().toLowerCase();
  // "+ VAT", "& up": a label opening on a symbol is the tail of the price line before it, naming nothing.
  if (!/^[\p{L}\p{N}]/u.test(words)) return false;
  // "follow-up", "check-up", "top-up", "clear-out": a verb and its particle joined by a hyphen are one noun.
  if (PHRASAL_NOUN.test(words)) return true;
  const pos = nlp.readDoc(words).tokens().out(its.pos) as string[];
  if (COMPOUND_MODIFIER.test(pos.join(' '))) return false;
  return /^(?:NOUN|PROPN|NUM)$/u.test(pos.at(-1) ?? '');
}

/**
 * The offering's label as the subject of a price sentence, or null when it cannot be one: a noun
 * phrase stands as it is ("Studio membership"); a package's title that is an adjective alone
 * ("Essential") takes the noun of what it is a tier of, when the caller knows it ("Essential
 * health check"); anything else ("+ VAT") is said as a "Label: £X" line instead, never as "the + VAT is".
 */
export function priceSubjectLabel(label: string, categoryNoun: string | null = null): string | null {
  const trimmed = label.trim();
  if (!/^[\p{L}\p{N}]/u.test(trimmed)) return null;
  // Of several words the tagger misreads a noun too often ("Deep clean", "Drain unblocking"): only a word alone is judged.
  if (/\s/u.test(trimmed) || isNounPhrase(trimmed)) return trimmed;
  if (!categoryNoun) return null;
  const named = `${trimmed} ${categoryNoun.trim()}`;
  return isNounPhrase(named) ? named : null;
}

/**
 * The words of a label that say what a price is for, from the text right before it on the page:
 * "and bridesmaid bouquets" (before "from £75") → "bridesmaid bouquets", "Buttonholes are" →
 * "Buttonholes". Null when what precedes is a clause of its own ("Most couples spend between"):
 * it states something, it does not name a variant.
 */
const LEADING = /^(?:and|or|but|while|whereas|plus|with)\s+/iu;
const TRAILING = /\s+(?:is|are|was|costs?|starts?(?:\s+(?:at|from))?|from|at|for|priced(?:\s+(?:at|from))?)$/iu;
const MAX_LABEL_WORDS = 6;

export function labelBefore(before: string): string | null {
  const clause = (before.split(/[.;:!?,(]\s|[|•·–—]|[$£€¥]\s?\d[\d,.]*/u).at(-1) ?? '').trim();
  let label = clause;
  for (let previous = ''; previous !== label; ) {
    previous = label;
    label = label.replace(LEADING, '').replace(TRAILING, '').trim();
  }
  const words = label.split(/\s+/).filter(Boolean);
  // A card's badge ("Most popular", "Best value") beside its price says nothing of what the price is for.
  if (words.length === 0 || words.length > MAX_LABEL_WORDS || /\d/.test(label) || isBadge(label)) return null;
  return verbCount(label) === 0 && !endsInFunctionWord(label) ? label : null;
}

/** "on orders over", "Delivery for": a fragment cut before its noun, which names nothing. */
function endsInFunctionWord(label: string): boolean {
  const pos = nlp.readDoc(label.toLowerCase()).tokens().out(its.pos) as string[];
  return /^(?:ADP|CCONJ|SCONJ|DET|PART|AUX)$/u.test(pos.at(-1) ?? '');
}

/**
 * Pricing columns run their labels together ("£35/person Half day Kerne Bridge to Symonds Yat
 * Full day £55 per person"): the text between two prices opens with the first one's label and
 * ends with the second one's when both end in one noun ("Half day" … "Full day").
 */
export function parallelLabels(between: string): [string, string] | null {
  const words = between.trim().split(/\s+/).filter(Boolean);
  for (const n of [2, 3, 1]) {
    if (words.length < n * 2) continue;
    const first = words.slice(0, n);
    const last = words.slice(-n);
    if (first.at(-1)!.toLowerCase() === last.at(-1)!.toLowerCase() && first.join(' ') !== last.join(' ') && !/\d/.test([...first, ...last].join(' '))) {
      return [first.join(' '), last.join(' ')];
    }
  }
  return null;
}

/** "for a half day", "for meadow-style aisle arrangements", "for a freestanding floral arch": what a price is for. */
export function forLabel(label: string): string {
  // A card's line saying whom it is for ("For taprooms and nano breweries") already says "for".
  if (/^for\s/iu.test(label)) return `for ${label.slice(4).trim()}`;
  // One adjective standing for its row ("full-time", "small") takes no article: "for full-time",
  // never "for a full-time". A product's name ("Vaillant ecoTEC plus") keeps its article whatever it ends in.
  if (/^(?:a|an|the|each|one|two|three|four|five|six|per)\b/iu.test(label) || isPlural(label) || isServiceNoun(label) || (!/\s/u.test(label.trim()) && !isNounPhrase(label))) return `for ${label}`;
  return `for ${withArticle(label)}`;
}

/** The most text between two prices of one statement ("£89 or £120", "£30 per person, or"). */
const MAX_CONNECTOR = 40;
const AN_AMOUNT = /[A-Z]{0,3}[$£€¥]\s?\d(?:[\d,.]*\d)?/gu;

/** Where a whole amount stands in a text ("£22" not inside "£220"), or -1. */
function amountAt(text: string, amount: string, before = text.length): number {
  let found = -1;
  for (const m of text.matchAll(AN_AMOUNT)) if (m[0] === amount.trim() && m.index < before) found = m.index;
  return found;
}

/**
 * Whether a passage places a price with the offering it is stated for, not with another line of
 * the same list: in a price list run together ("Brow lamination with tint & shape £48 HD Brows £38
 * Brow wax & tint £22") a price belongs to the label right before it, so £22 is no price of the
 * lamination. A price is the offering's when no other price stands between its name and it, or
 * only joined to it ("from £89 or £120 out of hours"), or with labels that are the offering's own
 * variants in parallel ("£30/person Half day … Full day £45"); in a table, when its row names the
 * offering. Another offering named in a sentence of the description ("…between full grooms. From
 * £35.") labels no price.
 * A passage that does not name the offering at all (its own card or section) says nothing against it.
 */
export function placesPriceWith(passage: string, name: string, price: string): boolean {
  const amount = (price.match(AN_AMOUNT) ?? [price])[0]!;
  const at = amountAt(passage, amount);
  const bare = name.replace(/\s*\(.*$/u, '').trim().toLowerCase();
  const lower = passage.toLowerCase();
  if (at < 0 || !bare || !lower.includes(bare)) return true;
  const row = passage.split('\n').find((line) => line.includes(' | ') && amountAt(line, amount) >= 0);
  if (row) return row.toLowerCase().includes(bare);
  const nameAt = lower.lastIndexOf(bare, at);
  if (nameAt < 0) return true;
  const between = passage.slice(nameAt + bare.length, at);
  const amounts = [...between.matchAll(AN_AMOUNT)];
  if (amounts.length === 0) return true;
  // "from £89 or £120 out of hours": no new label since the last price, one statement of prices.
  const last = amounts.at(-1)!;
  const since = between.slice(last.index + last[0].length);
  if (since.length <= MAX_CONNECTOR && !/\p{Lu}/u.test(since)) return true;
  // The text from the first of the other prices to this one: its labels are the variants when they run in parallel.
  return parallelLabels(between.slice(amounts[0]!.index + amounts[0]![0].length).replace(/^\/[\p{L}-]+/u, '')) !== null;
}

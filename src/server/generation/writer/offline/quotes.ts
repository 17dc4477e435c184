import type { Passage } from '../../../../shared/site-facts';
import { MONTH_NAME } from '../../../analysis/site-facts/text';
import { isStatement, opensWithVerb, splitSentences, verbCount } from '../../nlp';
import { byRole } from './about-business';

/**
 * Which of the site's sentences can stand in an article on its blog. The article speaks with the
 * business's voice, so "we" and "our" stay; what cannot stand outside its page goes: pointers to
 * the page around it ("the table below", "click here"), forms and cookie notices, calls to action,
 * testimonials (someone else's words), sentences that lean on the one before ("It also…") when
 * that one is not quoted, questions, and fragments without a verb (slogans, page descriptions
 * such as "Answers about call-out fees …"). Pure.
 */

/**
 * The page's furniture: pointers to the page around the sentence, forms, cookie notices and the
 * instructions of a screen ("click here", "tap to call", "scroll down"). A word such as "click" is
 * furniture only as such an instruction: "…short video training when they click." says what
 * happens, and stays.
 */
const PAGE_FURNITURE =
  // "See below", "the options above", "…listed below." point at the page; "below certain limits" does not.
  /\b((?:see|listed|shown|set out|detailed|as|find|fill in|use|the (?:\w+\s+)?(?:form|table|list|options|details|links?|button|prices|steps))\s+(?:below|above)|(?:below|above)(?=\s*[.:)]?\s*$)|this page|this site|in the (?:table|chart|list)|the form|fill in|cookies?|newsletter|sign up|log ?in|add to (cart|basket)|checkout|subscribe|see all|read more|learn more|find out more|get in touch|privacy)\b|©|^more (?:about|on|info(?:rmation)?(?: on| about)?)\s+(?:\S+\s*){1,5}[.!]?$|^(?:tax(?:es)?|vat|gst) included\.?$/i;
const UI_INSTRUCTION = /\b(?:click|tap|press|select)\s+(?:here|below|above|to\b|on\s+(?:the|this|a)\s+(?:button|link|icon|image|tab)|the\s+(?:button|link|icon|tab))|\bscroll\s+(?:down|up|to|through)\b|\b(?:swipe|hover)\s+(?:left|right|over|to)\b/i;
const CALL_TO_ACTION = /^(call|book|contact|email|order|buy|shop|get|send|visit|join|request|enquire)\b.*[!]?$/i;
const LEANS_BACK = /^(it|its|it's|this|that|these|those|they|them|he|she|his|her|such|also|and|but|or|so|then|after that|as above|both|yes|no|otherwise|instead)\b/i;
/** "Which vegetables grow well together in a small garden." is a page's question as a caption, not a statement. */
const ASKS = /^(which|what|how|why|when|where|who)\b/i;
/** "By Maria Costa · February 11, 2026": who wrote a post and when is not part of what it says. */
// "Posted 12 February 2024 by Gary Whitworth", "Published on 3 May 2025", "Updated March 2026".
const BYLINE = /^by \p{Lu}|·|^(?:posted|published|written|updated|last updated)\b(?:\s+on)?\s+(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b|^(?:posted|published|written)\s+by\s+\p{Lu}/iu;
/** "Bark & Bubble LLC (“we”, “us”) collects…", "…your personal data…": a privacy notice's words, whatever page holds them. */
const LEGALESE = /\(\s*[“"‘']?(?:we|us|our)[”"’']?\s*[,/]|\bpersonal (?:data|information)\b|\bdata (?:controller|processor|protection)\b|\bhereinafter\b/iu;
/** "…negotiate through your …", "…the family home [...]": a teaser cut off by its card, not a sentence the site said. */
const TRUNCATED = /(?:…|\.\.\.|\[(?:…|\.\.\.)\])\s*$/u;
const TESTIMONIAL_HEADING = /\b(testimonials?|reviews?|what (our )?(customers|clients|patients|people) say|kind words)\b/i;
const MIN_WORDS = 5;
const SHORT_REPLY = 6;
/**
 * "Areas we cover around Kestwick.", "Services we offer.": a noun and the relative clause after
 * it, with no verb of its own. A link's or section's label, not a statement, though a subject
 * comes before a verb in it.
 */
const LABEL = /^[\p{L}-]+\s+(we|you|they|our \p{L}+)\s+\p{L}+\b/iu;
const LABEL_MAX_WORDS = 7;

/** "19th October 2023.", "March 12, 2024": a byline's date, alone as a sentence. */
const DATE_LINE = new RegExp(String.raw`^(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_NAME}\s+\d{4}|${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\.?$`, 'iu');

function isLabel(sentence: string): boolean {
  return sentence.split(/\s+/).length <= LABEL_MAX_WORDS && LABEL.test(sentence) && verbCount(sentence) <= 1;
}

/** "… and what's included", "… and how we work": a clause naming what a section is about, not saying it. */
const WH_TAIL = /,?\s*(?:and|or|&)\s+(?:what|how|where|who|when|why|which)\b.*$/iu;

/**
 * "Indicative costs and what's included.", "Our services and how we work.": a heading's or a
 * caption's words, a noun phrase with no verb outside the question it names. Never a sentence
 * of an article, whatever the tagger reads into its "what's".
 */
export function isCaption(sentence: string): boolean {
  const main = sentence.replace(WH_TAIL, '');
  return main !== sentence && main.trim() !== '' && verbCount(main) === 0;
}

/**
 * A short line that only continues when it says something: "Meet the team.", "See prices." (an
 * order to the reader) or a line without a verb are a page's links and buttons.
 */
function continues(sentence: string, description = false): boolean {
  // In a description, a list of names with no verb ("HICAPS, Medicare CDM, DVA and WorkCover.") continues nothing: it is a caption.
  if (description && verbCount(sentence) === 0) return false;
  return sentence.split(/\s+/).length >= MIN_WORDS || (verbCount(sentence) > 0 && !opensWithVerb(sentence));
}
const MAX_WORDS = 55;

/**
 * "Most breaches start with an email.": a quantifier opening a sentence is followed by its subject
 * noun, which the tagger may read as a verb ("breaches"). Such a sentence states something when
 * what follows the noun does after a plain subject ("They start with an email.").
 */
const QUANTIFIED = /^(?:most|many|some|all|few|several|both|half)\s+(?:of\s+(?:our|your|the)\s+)?[\p{L}-]+\s+(?=\p{L})/iu;

/**
 * "Magic shows, games, balloon modelling and a LOT of bubbles for children aged 3 to 10.": a
 * tagline listing three things or more, each a short noun phrase (before what qualifies it: "for
 * children…"), no subject pronoun or auxiliary in any. The tagger reads a verb into one of its
 * nouns ("shows", "throwing"); it states nothing. "Slipped tiles, cracked ridges and blocked
 * gutters cause most leaks." has a clause for its last item, and states.
 */
const LIST_SEPARATOR = /,\s+(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+/iu;
const QUALIFIER = /\s(?:for|in|with|of|to|at|on|from|across|near)\s.*$/iu;
const CLAUSE_WORD = /\b(?:i|we|you|it|they|he|she|is|are|was|were|be|been|has|have|had|can|could|will|would|should|must|do|does|did)\b/iu;
const MIN_LISTED = 3;
const MAX_ITEM_WORDS = 3;

function listsNouns(sentence: string): boolean {
  const items = sentence.replace(/[.!]$/u, '').split(LIST_SEPARATOR).filter(Boolean);
  // An item opening with a preposition qualifies a clause ("Fish produce ammonia, through their gills and in their waste.").
  return items.length >= MIN_LISTED && items.every((item) => !CLAUSE_WORD.test(item) && !/^(?:through|in|on|at|by|with|for|from|to|of|into|across|after|before|during|over|under)\b/iu.test(item.trim()) && item.replace(QUALIFIER, '').trim().split(/\s+/).length <= MAX_ITEM_WORDS);
}

/** "… and cost £55": "cost" before an amount is the verb, whatever the tagger reads it as. */
const COSTS_AMOUNT = /\bcosts?\s+(?:from\s+|just\s+|only\s+|about\s+|around\s+)?[$£€]\s?\d/iu;

function statement(sentence: string): boolean {
  if (listsNouns(sentence)) return false;
  if (isStatement(sentence) || COSTS_AMOUNT.test(sentence)) return true;
  const m = QUANTIFIED.exec(sentence);
  return m !== null && isStatement(`They ${sentence.slice(m[0].length)}`);
}

/** A sentence opening or closing a quotation is someone's words ("Tallyhour paid for itself in the first week.”"), however it was cut. */
function quotation(sentence: string): boolean {
  return /^["“]|["”]$/.test(sentence.trim());
}

export function isTestimonial(passage: Pick<Passage, 'heading' | 'text'>): boolean {
  return TESTIMONIAL_HEADING.test(passage.heading ?? '') || /^["“]/.test(passage.text.trim()) || /["”]\s*[—–-]\s*\p{Lu}/u.test(passage.text);
}

/** "Every price below includes VAT" → "Every price includes VAT": the pointer goes, the statement stays. */
function withoutPointer(sentence: string): string {
  // A footnote's mark ("* Prices include delivery…") points at the price it qualifies, which the article may not show beside it.
  return sentence.replace(/^[*†‡]+\s*/u, '').replace(/\b(price|prices|table|list|services|options|plans|rates|fees|steps|guide)\s+(below|above)\b/gi, '$1');
}

/** A pointer to the page around it, a form, a cookie notice: the page's furniture, never article text. */
export function isFurniture(sentence: string): boolean {
  return PAGE_FURNITURE.test(sentence) || UI_INSTRUCTION.test(sentence);
}

/**
 * "Buy a refill, we send a prepaid pouch, you post your empty jar back, and we return it…": an
 * answer walking through what happens, clause after clause, though its first word is an order.
 */
const CLAUSE_SERIES = /,.*,.*\b(?:and|then)\b|\bthen\b.*\bthen\b/iu;

/** Whether a sentence may be quoted at all (a page's furniture never; a call to action only as the steps an answer walks through). */
/** "Call us straight away during opening hours": in an answer, when to get in touch is the answer (an eye emergency's), no sales line. */
const URGENT = /\b(?:straight away|right away|immediately|as soon as (?:possible|you can)|urgently|the same day|out of hours)\b/i;

function quotable(sentence: string, answer: boolean | 'description' = false): boolean {
  const order = CALL_TO_ACTION.test(sentence) && !(answer === true && (CLAUSE_SERIES.test(sentence) || URGENT.test(sentence)));
  return !isFurniture(sentence) && !order && !BYLINE.test(sentence) && !TRUNCATED.test(sentence) && !LEGALESE.test(sentence) && sentence.split(/\s+/).length <= MAX_WORDS;
}

/**
 * "With OCT scan as standard.", "Including VAT.": a card's caption opening with what it adds, too
 * short to hold a clause of its own, whatever verb the tagger reads into its nouns.
 */
const ADDS = /^(?:with|including|plus|incl\.?|excluding)\b/iu;
const ADDS_MAX_WORDS = 8;

/** "Ages 4–10", "2 hours": a card's line, no sentence: no verb and no full stop. */
const isCardLine = (sentence: string) => !/[.!?]$/.test(sentence) && verbCount(sentence) === 0;

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
/** "We offer three glazing options.", "There are two ways to book:": a count of things the next sentences name. */
const ANNOUNCES_COUNT = new RegExp(
  `\\b(${Object.keys(COUNTS).join('|')}|[2-9])\\s+(?:[\\p{L}-]+\\s+)?(?:options|types|kinds|ways|choices|levels|tiers|plans|packages|grades|styles|sizes|methods|stages|reasons|finishes|materials|services)\\b`,
  'iu',
);
/** "Prices are as follows.", "We stock the following brands.": what comes after it is its list, however long. */
// "Here's our checklist.", "Here's how it works.": what follows is the list.
const ANNOUNCES_REST = /\b(?:as follows|the following)\b(?!\s+(?:day|week|month|year|morning|afternoon|evening|night))|(?:^|,\s*)here(?:'s|’s| is| are)\s+(?:our|the|my|a|some|how|what)\b/iu;
/** "…two ways to book: online or by phone.", "…three finishes, matt, satin and gloss.": the list is in the sentence itself. */
const LISTS_ITSELF = /:|,.*\b(?:and|or)\b/u;

/** How many of the sentences after it a sentence announces: the count it names, all of them (Infinity), or none (0). */
function announced(sentence: string): number {
  const count = ANNOUNCES_COUNT.exec(sentence);
  const rest = ANNOUNCES_REST.exec(sentence);
  const match = count ?? rest;
  if (!match || LISTS_ITSELF.test(sentence.slice(match.index + match[0].length))) return 0;
  const word = count?.[1]?.toLowerCase();
  return word ? (COUNTS[word] ?? Number(word)) : Number.POSITIVE_INFINITY;
}

/**
 * A reply to a question asked in passing ("Need water or power? Nope - the van carries its own
 * tank…"): the question is never quoted, so outside an answer the reply answers nothing.
 */
const REPLY = /^(?:yes|no|nope|yep|yeah|sure|absolutely|definitely|of course|not at all|not really)\b\s*[-–—,.!:]/iu;

/**
 * The units of a prose passage that may be quoted, in page order. A unit is a sentence that states
 * something, with the sentences after it that only continue it (a fragment such as "Cheapest up
 * front, 15–20 years' life.", or one leaning back: "It also…"), so no continuation is ever quoted
 * without what it continues. A sentence announcing a list ("We offer three glazing options.", "…as
 * follows.") takes the sentences it announces into its unit, or is not quoted at all: quoted alone,
 * or with one option of three, the article stopped mid-list. `answer`: the passage answers a
 * question shown above it, so short replies ("Usually one working day.") stand on their own; `'description'`: it describes what its
 * card names, so a sentence with a verb stands, a statement or an instruction ("Take payment at the
 * desk…"), and a caption without one does not.
 */
export function quotableSentences(text: string, answer: boolean | 'description' = false): string[] {
  const units: string[] = [];
  let open = false;
  // Sentences the open unit has announced and not yet taken in.
  let owed = 0;
  let taken = 0;
  let asked = false;
  let afterDate = false;
  const dropAnnouncer = () => {
    units.pop();
    owed = 0;
    open = false;
  };
  // A stray stop where an extractor took a price out ("…being handled. . See prices") ends the sentence.
  for (const sentence of splitSentences(text.replace(/([.!?])\s+\.(?=\s|$)/g, '$1')).map(withoutPointer)) {
    if (owed > 0) {
      if (quotable(sentence) && !quotation(sentence)) {
        units[units.length - 1] += ` ${sentence}`;
        taken++;
        if (Number.isFinite(owed)) owed--;
        // The announced list taken whole, what follows it stands on its own.
        if (owed === 0) open = false;
      } else if (Number.isFinite(owed) || taken === 0) dropAnnouncer();
      else owed = 0;
      continue;
    }
    // A post's byline ("By Gareth Hollis. 19th October 2023. EV Charging."): its author, its date
    // and the category after the date are the page's furniture, never a sentence of an answer.
    if (BYLINE.test(sentence) || DATE_LINE.test(sentence) || (afterDate && /^(?:[\p{Lu}&][\p{L}&'’-]*\s*){1,4}\.?$/u.test(sentence))) {
      afterDate = DATE_LINE.test(sentence) || afterDate;
      open = false;
      continue;
    }
    afterDate = false;
    // A question asked in passing ("Want to choose every meal yourself?") is never quoted, so
    // outside an answer the sentence replying to it ("Use pick & mix instead.") answers nothing.
    const replies = !answer && asked;
    asked = /\?$/.test(sentence);
    if (!quotable(sentence, answer) || isLabel(sentence) || isCaption(sentence) || quotation(sentence) || (ADDS.test(sentence) && sentence.split(/\s+/).length <= ADDS_MAX_WORDS) || (!answer && REPLY.test(sentence)) || replies) {
      open = false;
      continue;
    }
    const words = sentence.split(/\s+/).length;
    // An answer's "Usually one working day." stands under its question; a description needs a verb
    // ("Private dentist in Eastwell, Kent." is a card's caption, "How to care for …" a page's).
    // An instruction describes a feature only at some length: "See prices" is the card's button.
    // A card's lines run together ("MOST BOOKED Ages 4–10 2 hours Everything in Classic…") end in no stop: no sentence, whatever verb is inside.
    const described = answer === 'description' && words >= 2 && /[.!]$/.test(sentence) && verbCount(sentence) > 0 && !ASKS.test(sentence) && (words >= MIN_WORDS || !opensWithVerb(sentence));
    // An answer's sentence opening on a conjunction ("Or if you'd like more hand-holding, …") goes on from the one before it, never alone.
    // An answer's sentence ends in a stop, unless it is a short reply ("Usually one working day"): a
    // card's caption run on ("Add to a Bath & Tidy, or for a second dog at the same address") is none.
    const ended = /[.!?]$/.test(sentence) || words <= SHORT_REPLY;
    const stands = answer === 'description' ? described : answer ? (words >= 2 && ended && !isCardLine(sentence) && !/^(?:and|but|or|so|also|otherwise|instead)\b/i.test(sentence)) || /^(yes|no)\b/i.test(sentence) : words >= MIN_WORDS && /[.!]$/.test(sentence) && statement(byRole(sentence) ?? sentence) && !LEANS_BACK.test(sentence) && !ASKS.test(sentence);
    // "That covers everything on the day: …" after a price leans on it: one unit, as it is in prose.
    if (answer !== false && open && LEANS_BACK.test(sentence) && !/^(?:yes|no)\b/i.test(sentence) && /[.!]$/.test(sentence)) {
      units[units.length - 1] += ` ${sentence}`;
      continue;
    }
    if (stands) {
      units.push(sentence);
      open = true;
      owed = announced(sentence);
      taken = 0;
    } else if (open && /[.!]$/.test(sentence) && continues(sentence, answer === 'description') && announced(sentence) === 0) {
      // A continuation announcing what follows ("Here's how it works.") would end the quote on nothing.
      units[units.length - 1] += ` ${sentence}`;
    } else {
      open = false;
    }
  }
  // The list it announced is not all in this passage (or not at all): the announcement goes.
  if (owed > 0 && (Number.isFinite(owed) || taken === 0)) dropAnnouncer();
  return units;
}

/** "21 – 50 lbs", "1 hr 30 min": a card's measurements, with no word of their own. */
const UNITS = /\b(?:lbs?|kg|g|oz|hrs?|hours?|mins?|minutes?|secs?|cm|mm|m|ft|in|ml|l|sq|x)\b/giu;
const WORDY = /\p{L}{3,}/u;

/**
 * List items and steps worth quoting: complete enough to read on their own, not navigation. A
 * numbered step gives an order by nature ("Send us your address…"): dropping it as a call to
 * action would leave the procedure without its first step.
 */
export function quotableItems(items: readonly string[], steps = false): string[] {
  return items
    .map((item) => item.replace(/^[✓✔✗•·–—-]\s*/u, '').trim())
    .filter((item) => item.split(/\s+/).length >= 3 && WORDY.test(item.replace(UNITS, '')) && !isFurniture(item) && (steps || !CALL_TO_ACTION.test(item)));
}

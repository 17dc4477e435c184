import type { Offering, Passage, Price, SiteQuestion } from '../../../../shared/site-facts';
import { capitalize, contentWords } from '../../text';
import { type Ctx, ownOfferings, RELEVANT, retract, siteCasing, state } from './context';
import { spokenName } from '../../../analysis/site-facts/text';
import { byRole, namesStaffIn } from './about-business';
import { amountValue, forLabel, isPlural, isServiceNoun, labelBefore, parallelLabels, priceSubjectLabel, singularOf, spokenPrice, unitOfName, variantsOfName, withArticle } from './price-phrase';
import { quotableItems, quotableSentences } from './quotes';
import { headTerm, termsOf } from './relevance';
import { verbCount } from '../../nlp';
import { isVariantLabel } from '../../../analysis/site-facts/offerings';

/**
 * The site's material in the shapes sections need: quotable sentences matching a pattern, list
 * items, table rows, price sentences. Everything returned has passed `state`, so it is backed by
 * a passage and said only once. Pure apart from the context it records into.
 */

export interface Candidate {
  text: string;
  url: string;
}

/** Quotable sentences of the topic's passages, optionally only those matching `pattern`. */
export function candidates(ctx: Ctx, pattern?: RegExp, passages: readonly Passage[] = ctx.passages): Candidate[] {
  const out: Candidate[] = [];
  for (const p of passages) {
    const parts = p.kind === 'paragraph' ? quotableSentences(p.text) : p.kind === 'table' ? [] : quotableItems(p.items).filter((i) => /[.!]$/.test(i));
    for (const text of parts) if (!pattern || pattern.test(text)) out.push({ text, url: p.url });
  }
  return out;
}

/** A question's answer as candidates (answers are kept for the questions section and the opening). */
export function answerOf(q: SiteQuestion): Candidate[] {
  return quotableSentences(q.answer ?? '', true).map((text) => ({ text, url: q.source.url }));
}

/**
 * Up to `max` of the candidates, each stated (backed and not yet said); sentences about the subject
 * first unless `inOrder`. In a cost article, never one stating another offering's price (`pricesAnother`).
 */
export function say(ctx: Ctx, from: readonly Candidate[], max: number, inOrder = false): string[] {
  const ranked = from
    .map((c, i) => ({ c, i, r: inOrder ? 0 : ctx.about(c.text) }))
    .sort((a, b) => Number(b.r >= RELEVANT) - Number(a.r >= RELEVANT) || a.i - b.i);
  const out: string[] = [];
  const staff = namesStaff(ctx);
  for (const { c } of ranked) {
    if (out.length >= max) break;
    // In a cost article, the topic's price is the answer: another offering's beside it misleads.
    if (ctx.plan.intent === 'cost' && pricesAnother(ctx, c.text)) continue;
    // A local topic asks who the business is; elsewhere its people's names date the article, and
    // a sentence naming one with their role says it of the role.
    const text = ctx.plan.intent === 'local' ? c.text : (byRole(c.text) ?? c.text);
    if (ctx.plan.intent !== 'local' && staff(text)) continue;
    const s = state(ctx, text, c.url);
    if (s) out.push(s);
  }
  return out;
}

/**
 * The passage's text said as one paragraph (its quotable sentences, in order). Under a question
 * heading it is the answer, and in the topic's own section the description of what its heading
 * names: there, under that heading, a fragment reads as it does on the page ("A single sheet of
 * synthetic rubber, bonded to new decking…" under "EPDM rubber roofing — from £85 per m²").
 */
export function quoted(ctx: Ctx, p: Passage, max = 6): string | null {
  const answer = (p.heading ?? '').trim().endsWith('?') || ctx.own.has(p.id);
  const sentences = say(ctx, quotableSentences(p.text, answer).map((text) => ({ text, url: p.url })), max, true);
  return sentences.length > 0 ? sentences.join(' ') : null;
}

const SELF_NUMBERED = /^\d{1,2}[.)]\s+/;

/** A list passage's items as markdown list lines, each backed by the passage. */
export function listOf(ctx: Ctx, p: Passage, ordered: boolean, max = 12): string | null {
  // A list of the site's own page titles is navigation (a blog index), not content.
  const titles = new Set([...ctx.input.analysis.pages.map((page) => page.title), ...ctx.facts.blogSubjects.map((b) => b.title)].map((t) => t.toLowerCase()));
  if (p.items.filter((i) => [...titles].some((t) => t.includes(i.toLowerCase()))).length >= p.items.length / 2) return null;
  // Items numbered in their own text ("1. Send an enrolment request…", "2. Free assessment…") are
  // steps however the page marks them up.
  const selfNumbered = p.items.length > 1 && p.items.every((i) => SELF_NUMBERED.test(i.trim()));
  const steps = p.kind === 'steps' || selfNumbered;
  const items = quotableItems(p.items, steps)
    .slice(0, max)
    .map((text) => state(ctx, text, p.url))
    .filter((t): t is string => t !== null);
  // The site's own numbered steps keep its numbering: with a step left out, "2." would be another
  // step than the site's second ("- 2. Free assessment", "- 4. First lesson!"), so the procedure
  // goes whole or not at all.
  const renumbered = (ordered || selfNumbered) && steps && items.length < Math.min(p.items.length, max);
  if (items.length < 2 || renumbered) {
    retract(ctx, items);
    return null;
  }
  const numbered = ordered || selfNumbered;
  return items.map((t, i) => `${numbered ? `${i + 1}.` : '-'} ${capitalize(t.replace(SELF_NUMBERED, ''))}`).join('\n');
}

/** Cells of a table row written "a | b | c". */
export function cellsOf(row: string): string[] {
  return row.split('|').map((c) => c.trim());
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '/').replace(/\n/g, ' ');
}

/**
 * A markdown table; rows the site does not back are left out, and with fewer than one row there
 * is no table. Without a header (a product's specifications, "Blade length | 210mm") it is a list
 * of "label: value" lines: a data row must not stand as a table's header.
 */
export function table(ctx: Ctx, header: readonly string[] | null, rows: readonly (readonly string[])[], url: string): string | null {
  // A group's label row ("Patient messaging") and a row whose values are icons the page drew
  // (its ticks read as empty cells) say nothing in a markdown table.
  const kept = rows.filter((cells) => (header === null || (cells.length === header.length && cells.slice(1).some((c) => c.trim() !== ''))) && state(ctx, cells.join(' | '), url) !== null);
  if (kept.length === 0) return null;
  if (!header) return kept.map((cells) => `- ${cells[0]}: ${cells.slice(1).join(', ')}`).join('\n');
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...kept.map(line)].join('\n');
}

const PRICED = /[$£€¥]\s?\d|\d\s?€/;

/**
 * A table's header and rows. A first row stating a price is a row, not a header ("Nail clip only
 * (no groom) | £10"): a two-column list of prices gets the labels a price list has, and a wider
 * table without a header cannot be labelled and has none. A two-column table whose first value
 * is a measurement ("Blade length | 210mm") is a list of specifications, with no header (null).
 */
export function headed(p: Passage): { header: string[] | null; body: string[][] } | null {
  const rows = p.items.map(cellsOf);
  const first = rows[0]!;
  if (first.length === 2 && /^\d/.test(first[1]!) && !PRICED.test(first[1]!)) return { header: null, body: rows };
  if (!first.some((c) => PRICED.test(c))) return { header: first, body: rows.slice(1) };
  return first.length === 2 ? { header: ['Service', 'Price'], body: rows } : null;
}

/** Whether a table cell names the topic's subject: every one of its core words ("Bath & Tidy", not "Flea bath"). */
function namesTopic(ctx: Ctx, cell: string): boolean {
  const terms = termsOf(cell);
  return !ctx.weak && ctx.core.size > 0 && [...ctx.core].every((t) => terms.has(t));
}

/** Whether a label names one of the site's offerings other than the topic's ("Kiri 165mm Santoku" under the 210mm Gyuto). */
export function namesAnotherOffering(ctx: Ctx): (label: string) => boolean {
  const named = namedOfferings(ctx);
  const others = ctx.facts.offerings.filter((o) => !namesTopic(ctx, o.name) && !named.includes(o));
  return (label) => others.some((o) => names(label, o.name));
}

/**
 * Tables of the site whose rows are about the topic (the header and those rows), the page most
 * about the topic first. The topic's own table is shown whole: every tier of its price ("1–2 bed
 * flat", "5+ bed detached"). In a matrix whose column is the topic's offering (dog size × Full
 * Groom, Bath & Tidy) the row labels and that column are its prices, whatever the rows say. A
 * row naming another of the site's offerings is that offering's price ("Flea bath | £8" under
 * Bath & Tidy), however many words it shares with the topic.
 */
export function relevantTables(ctx: Ctx): { passage: Passage; header: string[] | null; rows: string[][] }[] {
  const another = namesAnotherOffering(ctx);
  // A price list under the heading of the offering's own section ("Lessons": "30 minutes – £20",
  // "45 minutes – £28") is its price table, though its rows never name it.
  const named = namedOfferings(ctx);
  const priceList = (p: Passage) =>
    p.kind === 'list' &&
    p.items.length > 1 &&
    p.items.every((i) => PRICE_ROW.test(i)) &&
    named.some((o) => o.source.url === p.url && p.heading !== null && o.source.passage.startsWith(`${p.heading}.`));
  const lists = ctx.facts.passages.filter(priceList).map((passage) => ({ passage, header: ['Option', 'Price'], rows: passage.items.map((i) => PRICE_ROW.exec(i)!.slice(1, 3)) }));
  return ctx.facts.passages
    .filter((p) => p.kind === 'table' && p.items.length > 1)
    .flatMap((passage) => {
      const t = headed(passage);
      if (!t) return [];
      const col = t.header?.findIndex((h, i) => i > 0 && namesTopic(ctx, h)) ?? -1;
      if (t.header && col > 0) return [{ passage, header: [t.header[0]!, t.header[col]!], rows: t.body.map((cells) => [cells[0]!, cells[col] ?? '']) }];
      // A table of extras ("Exam fees", "Uniforms": its rows add-ons of the site's) is no price of the trade's work.
      const extra = (label: string) => ctx.facts.offerings.some((o) => o.addOn === true && label.toLowerCase().startsWith(o.name.toLowerCase()));
      if (ctx.costOfTrade && t.body.filter((cells) => cells.some((c) => PRICED.test(c))).every((cells) => extra(cells[0] ?? ''))) return [];
      const priceList = ctx.costOfTrade && t.body.filter((cells) => cells.some((c) => PRICED.test(c))).length * 2 > t.body.length;
      const rows = ctx.own.has(passage.id) ? tiersOf(ctx, t.body) : priceList ? t.body : t.body.filter((cells) => ctx.about(cells.join(' ')) >= RELEVANT && !another(cells[0] ?? ''));
      return [{ passage, header: t.header, rows }];
    })
    .filter((t) => t.rows.length > 0)
    .concat(lists)
    .sort((a, b) => ctx.fit(b.passage) - ctx.fit(a.passage));
}

/**
 * The rows of the topic's own table that are its tiers: all of them ("Double consultation" beside
 * "Standard consultation" share its head noun), unless one row alone is what a cost topic names by
 * its whole name and no other shares its head noun (the puppy groom's row in a list of add-ons:
 * the nail clip and the teeth cleaning are other services).
 */
export function tiersOf(ctx: Ctx, body: readonly string[][]): string[][] {
  const named = ctx.plan.intent === 'cost' && /\s/.test(ctx.keyphrase.trim()) ? body.filter((cells) => names(cells[0] ?? '', ctx.keyphrase)) : [];
  const head = headTerm(ctx.keyphrase) ?? '';
  // "Prenuptial agreement" is no tier of "Separation agreements".
  const modifiers = [...termsOf(ctx.keyphrase)].filter((t) => t !== head);
  // A tier shares more than the head noun, or differs by a size or grade ("Double consultation" beside "Standard consultation").
  const sized = (label: string) => isVariantLabel(label.replace(/\s*\(.*$/, '').split(/\s+/).filter((w) => !termsOf(w).has(head)).join(' ') || label);
  const tiers = body.filter((cells) => termsOf(cells[0] ?? '').has(head) && (modifiers.length === 0 || modifiers.some((t) => termsOf(cells[0] ?? '').has(t)) || sized(cells[0] ?? '')));
  return named.length === 1 && tiers.length <= 1 ? named : [...body];
}

/** "30 minutes – £20": a label, a dash and its price. */
const PRICE_ROW = /^(.+?)\s+[–—-]\s+((?:from\s+)?[A-Z]{0,3}[$£€¥]\s?\d[\d,.]*.*)$/iu;

/** The first word written lower-case, as a label reads mid-sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A label as it reads mid-sentence: "EICR", "consumer unit replacement", "Canadian canoe", but
 * "initial consultation & treatment" though the price list writes "Initial". A page capitalises
 * the first word of every label and heading; only a word the site also capitalises inside its
 * sentences ("our Breakwater blend", "popular Canadian canoe") is a name. A Title Case label
 * ("Physiotherapy Initial Assessment") is the site's name for it and keeps its capitals, unless
 * the site's prose writes it otherwise ("Colorbond fencing from $95/m").
 */
export function labelInSentence(ctx: Ctx, label: string): string {
  if (/^\p{Lu}{2}/u.test(label)) return label;
  // A plan's name is its card's title with "plan" added: "Full Service plan" keeps the card's capitals.
  const core = label.replace(/\s+plans?$/, '').split(/\s+/);
  const titleCase = core.length > 1 && core.every((w) => !/^\p{Ll}/u.test(w));
  const name = titleCase ? siteCasing(label, ctx.facts) : label;
  if (titleCase && name === label) return label;
  const words = name.split(/\s+/);
  const first = esc(words[0]!);
  const lower = new RegExp(`(?<![\\p{L}])${first.toLowerCase()}s?(?![\\p{L}])`, 'u');
  // After another word of its sentence ("Our Canadian canoes", "Worcester, Vaillant"), not after a unit ("£35/person Half day").
  const proper = new RegExp(`(?<![\\p{L}\\p{N}/])\\p{L}+,?\\s+${first}s?(?![\\p{L}])`, 'u');
  // Sentences only: a pricing card runs its labels together ("2 or 3 per canoe Full day £45").
  // An offering's name in sentence case counts too ("Full-day Canadian canoe hire").
  const sentenceCase = ctx.facts.offerings.map((o) => o.name).filter((n) => /(?:^|\s)\p{Ll}/u.test(n));
  const texts = [...ctx.facts.passages.filter((p) => p.kind === 'paragraph' && /[.!?]$/.test(p.text.trim())).map((p) => p.text), ...sentenceCase];
  return texts.some((t) => lower.test(t)) || !texts.some((t) => proper.test(t)) ? lowerFirst(name) : name;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const AMOUNT = String.raw`(?:[A-Z]{0,3}[$£€¥]\s?\d[\d,.]*|\d[\d,.]*\s?(?:p|c|€))`;
/** A range's other end ("£750–£950") and a unit ("per kWp", "a year", "each extra location") around a price. */
const RANGE_BEFORE = new RegExp(`${AMOUNT}\\s*(?:–|—|-|to)\\s*$`, 'u');
// "/ month" is a unit, "/employee/month" two; "£395 / from £650" is a second price, not a unit "from".
// "£14 each and corsages £22": "each" is the unit, "and" the sentence going on.
// "£2.50 per employee / month": a unit in words may go on in slashes.
// "$19/agent/mo $24/agent/mo": a unit's last word may be followed by the next price; only "from" or "to" after a slash starts one.
const SLASH_UNIT = `(?:\\s*/\\s*(?!(?:from|to|or)\\b)\\p{L}+(?!\\p{L}))`;
const AFTER = new RegExp(
  `^(?:\\s*(?:–|—|-|to)\\s*${AMOUNT})?(?:\\s+(?:per|a|an|each|every)\\s+(?!(?:and|or|but|with|the|to|for|in|on|at|of)\\b)(?:extra\\s+)?\\p{L}[\\p{L}\\d-]*${SLASH_UNIT}*|\\s+each\\b|${SLASH_UNIT}+)?`,
  'u',
);

/** A price on its page: the site's words for it (range and unit kept) and where they stand. */
interface PriceOnPage {
  text: string;
  passage: string;
  start: number;
  end: number;
}

/**
 * The price as the site writes it, range and unit kept: the extractor may hold "£750" and "£950 per
 * kWp" for "£750–£950 per kWp", and quoting the lower bound alone would state a price the site
 * never gives.
 */
function fullPrice(text: string, passage: string): PriceOnPage {
  const at = passage.indexOf(text);
  const before = RANGE_BEFORE.exec(passage.slice(Math.max(0, at - 20), at))?.[0] ?? '';
  const after = AFTER.exec(passage.slice(at + text.length))?.[0] ?? '';
  return { text: `${before}${text}${after}`.trim(), passage, start: at - before.length, end: at + text.length + after.length };
}

/**
 * Whether the site states this price for this offering, not for something listed beside it: the
 * offering's own description or passage holds it, its passage opens with the offering's name
 * ("Solo A$29 per month…"), or the name sits right before it with no other label between ("Cat
 * desexing (female) $280"). "Point of sale — ✓ ✓ Locations 1 1 1 + A$49" is the extra location's fee.
 */
function owns(o: Offering, text: string, passage: string): boolean {
  if ((o.description ?? '').includes(text) || o.source.passage.includes(text)) return true;
  const name = o.name.replace(/\s*\(.*$/, '').trim();
  const first = name.split(/\s+/)[0] ?? '';
  if (first && new RegExp(`^\\W*${esc(first)}(?![\\p{L}])`, 'iu').test(passage)) return true;
  const at = passage.indexOf(text);
  const nameAt = passage.toLowerCase().lastIndexOf(name.toLowerCase(), at);
  if (!name || at < 0 || nameAt < 0) return false;
  const between = passage.slice(nameAt + name.length, at);
  return between.length <= 40 && !/\p{Lu}/u.test(between) && !new RegExp(AMOUNT, 'u').test(between);
}

/**
 * The offering's prices the site states for it, on their pages, one per range. The price's own
 * passage may be cut short ("…"), so its page's passages are read for the full text.
 */
/**
 * A kind the site prices in its own sentence ("A sharing feast, where big platters … go down the
 * tables, starts from £52 per head"): its name, a verb, then its price, with no other price between.
 */
function variantOwns(p: Price, text = p.source.passage): boolean {
  if (!p.variant) return false;
  const sentence = text.split(/(?<=[.!?])\s+/).find((x) => x.includes(p.text)) ?? '';
  const nameAt = sentence.toLowerCase().indexOf(p.variant.toLowerCase());
  const at = sentence.indexOf(p.text);
  // A sentence, its verb between the kind and its price: a card's line ("2 movers + 20′ truck from $139/hour") is its table's.
  const between = sentence.slice(nameAt, at);
  return nameAt >= 0 && at > nameAt && /\b(?:starts?|costs?|is|are)\b/i.test(between) && !new RegExp(AMOUNT, 'u').test(between);
}

function pricesOnPage(ctx: Ctx, o: Offering): PriceOnPage[] {
  const found = new Map<string, PriceOnPage>();
  // A tier's row ("2 players | £54" under the escape rooms' "Prices") is the offering's by its
  // table: site facts read the rows as its tiers, each with its label.
  const tierRow = (x: Price) => x.variant !== undefined && x.source.passage.includes(' | ') && x.source.passage.startsWith(x.variant);
  for (const p of o.prices.filter((x) => owns(o, x.text, x.source.passage) || variantOwns(x) || tierRow(x))) {
    const where = [p.source.passage, ...ctx.facts.passages.filter((x) => x.url === p.source.url).map((x) => x.text)].find((t) => t.includes(p.text));
    const full = where ? fullPrice(p.text, where) : { text: p.text, passage: p.source.passage, start: -1, end: -1 };
    if (!found.has(full.text)) found.set(full.text, full);
  }
  const all = [...found.values()];
  // Both ends of one range expand to the same text; a bare end inside a longer one goes.
  return all.filter((x) => !all.some((y) => y.text !== x.text && y.text.includes(x.text)));
}

/** The offering's prices the site states for it, each in the site's own words, one per range. */
export function pricesOf(ctx: Ctx, o: Offering): string[] {
  return pricesOnPage(ctx, o).map((p) => p.text);
}

/** A price as a sentence of the engine says it ("£30 per person"), and what it is for when the offering has several. */
export interface LabelledPrice {
  price: string;
  label: string | null;
}

/** The row of a table passage ("Combi swap | Vaillant ecoTEC plus | 10 years | £2,450") holding a price. */
function rowOf(p: PriceOnPage): string[] | null {
  if (!p.passage.includes(' | ')) return null;
  const line = p.passage.split('\n').find((l) => l.includes(p.text));
  return line ? cellsOf(line) : null;
}

/**
 * What each of the offering's prices is for, from its page: in a table, the cells in which its rows
 * differ ("Worcester Bosch Greenstar 4000" against "Vaillant ecoTEC plus"); in prose or a card,
 * the label right before the price ("bridesmaid bouquets from £75", "Full day £55 per person"),
 * or, in a pricing column, the labels on either side of the text between two prices ("£35/person
 * Half day … Full day £55"). A label naming the offering itself says nothing.
 */
export function labelledPrices(ctx: Ctx, o: Offering): LabelledPrice[] {
  const found = pricesOnPage(ctx, o);
  const labels: (string | null)[] = found.map(() => null);
  const rows = found.map(rowOf);
  found.forEach((p, i) => {
    const row = rows[i];
    if (row) {
      const others = rows.filter((r): r is string[] => r !== null && r !== row);
      const differ = row.filter((cell, c) => !cell.includes(p.text) && !names(cell, o.name) && others.some((r) => r[c] !== cell));
      labels[i] = differ.length > 0 ? differ.join(', ') : null;
      return;
    }
    if (p.start < 0) return;
    const previous = found.filter((q) => q.passage === p.passage && q.end <= p.start).reduce((m, q) => Math.max(m, q.end), 0);
    let before = p.passage.slice(previous, p.start);
    // A plan's card names it without the word "plan" ("Starter" for the Starter plan).
    const name = unitOfName(o.name).name.toLowerCase();
    const short = o.kind === 'plan' ? name.replace(/\s+plan$/u, '') : name;
    const named = before.toLowerCase().lastIndexOf(short);
    if (named >= 0) before = before.slice(named + short.length);
    // Between two prices of a card with no stop or comma ("£60/cowl Standard cap Anti-downdraught
    // cowl £120"), which words label which price cannot be told.
    labels[i] = previous > 0 && !/[.,;:!?|•·–—]/u.test(before) ? null : labelBefore(before);
  });
  // A pricing column: the first price's label follows it, the next one's precedes it.
  found.forEach((p, i) => {
    const next = found[i + 1];
    if (rows[i] || !next || next.passage !== p.passage || p.start < 0 || next.start < p.end) return;
    const pair = parallelLabels(p.passage.slice(p.end, next.start));
    if (pair && labels[i] === null) [labels[i], labels[i + 1]] = pair;
  });
  // Labels the offering's name gives its prices: "(front tooth / molar)" over "from £395 / from £650".
  const inName = variantsOfName(o.name);
  if (inName && inName.variants.length === found.length && !labels.some((l) => l !== null)) inName.variants.forEach((v, i) => (labels[i] = v));
  // A label with a capital or a digit inside ("Vaillant ecoTEC plus", "Greenstar 4000") is a model's name as the site writes it.
  const cased = (label: string) => (/^.\P{Lu}*$/u.test(label) && !/\d/.test(label) ? labelInSentence(ctx, label) : label);
  // Nor a label saying no more than the name ("A CCTV survey is £120" under "CCTV Chimney Surveys"): it is the offering itself.
  const nameTerms = termsOf(o.name.replace(/\s*\(.*$/, ''));
  const more = (label: string) => [...termsOf(label)].some((t) => !nameTerms.has(t));
  const said = (label: string | null) => (label && !names(label, o.name) && !names(o.name.replace(/\s*\(.*$/, ''), label) && contentWords(label).length > 0 && more(label) ? cased(label) : null);
  return found.map((p, i) => ({ price: `${spokenPrice(midSentence(p.text))}${beforeTax(ctx, p)}`, label: said(labels[i]!) }));
}

const EX_TAX = /\b(?:ex(?:cl)?\.?|excluding|plus|\+)\s*(?:vat|gst|hst|tax)\b/i;

/**
 * " plus VAT" where the site states the price before tax ("€1,950 + VAT", or a column headed "Fixed
 * fee (excl. VAT)"): the bare amount would read as the whole bill.
 */
function beforeTax(ctx: Ctx, p: PriceOnPage): string {
  if (EX_TAX.test(p.text)) return '';
  const after = p.start >= 0 ? p.passage.slice(p.end, p.end + 14) : '';
  const said = /^\s*(?:\+|plus|ex(?:cl)?\.?|excluding)\s*(vat|gst|hst)\b/i.exec(after);
  if (said) return ` plus ${said[1]!.toUpperCase()}`;
  const row = rowOf(p);
  if (!row) return '';
  const table = ctx.facts.passages.find((x) => x.kind === 'table' && x.items.some((line) => line.includes(p.text)) && x.text.includes(row[0] ?? ''));
  const header = table?.items[0]?.split(' | ') ?? [];
  const column = header[row.findIndex((cell) => cell.includes(p.text))] ?? '';
  const tax = /\b(gst|hst|vat)\b/i.exec(column)?.[1]?.toUpperCase();
  return tax && EX_TAX.test(column) ? ` plus ${tax}` : '';
}

/** A price as it reads mid-sentence: "from £150" lower-cased, but never a currency prefix ("A$49", "US$20"). */
const midSentence = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/**
 * "the full groom is", "an EICR (1–2 bed flat) is", "bridal bouquets are", "chimney sweeping
 * is": the offering as the subject of its price, with no verb of the engine's own for the claim
 * check to find unbacked. A service named by what is done, or a plural, takes no article; a unit
 * in the label ("Essential hearing aids (pair)") goes after the price ("£1,195 a pair").
 */
function priceSubject(ctx: Ctx, o: Offering): { subject: string | null; unit: string } {
  const { name: label, unit } = unitOfName(o.name);
  // Variants the name lists for its prices are said with each price ("from £650 for a molar").
  const variants = variantsOfName(label);
  const name = variants && variants.variants.length === pricesOf(ctx, o).length ? variants.name : label;
  // The head noun decides the number: "Tea Tasting Box – 6 Teas" is one box.
  const bare = name.replace(/\s*[(–—].*$/u, '').trim();
  // "+ VAT", "Essential": no noun phrase, no subject; the price is said as the "Label: £X" line.
  if (!priceSubjectLabel(bare)) return { subject: null, unit: unit ? ` ${unit}` : '' };
  const plural = isPlural(bare, o.kind);
  const said = labelInSentence(ctx, name);
  // "an EICR (1–2 bed flat)", but "the GRP fibreglass roofing": a lone acronym is a countable thing.
  // A name with its own article ("The Posy") takes no other.
  const subject = /^\p{Lu}{2,}$/u.test(bare) ? withArticle(name) : plural || isServiceNoun(bare) || /^(?:the|a|an)\s/iu.test(said) ? said : `the ${said}`;
  return { subject: `${subject} ${plural ? 'are' : 'is'}`, unit: unit ? ` ${unit}` : '' };
}

/** Prices beyond this many read as a list: the clause gives the range instead ("from £45 to £80"). */
const LISTED_PRICES = 3;

/**
 * The offering's first `count` prices as a clause: several only when each says what it is for
 * ("£35 per person for a half day and £55 per person for a full day"); "£2,295, then £2,450"
 * left the reader to guess. Null when they cannot all be told apart.
 */
function priceClause(ctx: Ctx, o: Offering, count: number): string | null {
  const all = labelledPrices(ctx, o);
  const { subject, unit } = priceSubject(ctx, o);
  if (!subject) return null;
  // Every tier or the range: "from £45, then £55 and £65" under a "£45–£80" title dropped the top one.
  // Only tiers of one thing, all labelled alike or none: "£60 per table to £3,500" spanned centrepieces and what a wedding typically costs.
  const tiers = all.every((p) => p.label === null) || all.every((p) => p.label !== null);
  // The range runs from the cheapest to the dearest, whatever order the page lists them in ("£180 to £145" said nothing).
  const figure = (p: LabelledPrice) => Number(/\d[\d,]*(?:\.\d+)?/.exec(p.price)?.[0]?.replace(/,/g, '') ?? 0);
  const ends = [...all].sort((a, b) => figure(a) - figure(b));
  if (count >= all.length && all.length > LISTED_PRICES && tiers) return `${subject} ${ends[0]!.price} to ${ends.at(-1)!.price.replace(/^from\s+/i, '')}${unit}`;
  const chosen = all.slice(0, count);
  if (chosen.length === 1) {
    const only = chosen[0]!;
    // One of several prices says what it is for; an offering's only price is the offering's.
    if (all.length === 1 || only.label) return `${subject} ${only.price}${unit}${only.label && all.length > 1 ? ` ${forLabel(only.label)}` : ''}`;
    // Of several that cannot be told apart, the lowest is where the price starts ("from £60 per cowl"), never the price.
    const lowest = all.reduce((low, p) => (amountOf(p.price) < amountOf(low.price) ? p : low), only);
    return `${subject} from ${lowest.price.replace(/^from\s+/i, '')}${unit}`;
  }
  if (chosen.some((p) => p.label === null)) return null;
  const said = chosen.map((p) => `${p.price}${unit} ${forLabel(p.label!)}`);
  return `${subject} ${said.slice(0, -1).join(', ')} and ${said.at(-1)!}`;
}

/** The number of a price ("from £1,195 a pair" → 1195), for telling the lowest of several. */
function amountOf(price: string): number {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(price);
  return m ? Number(m[0].replace(/,/g, '')) : Number.NaN;
}

/**
 * The offering's prices as a table cell: a price with its unit ("£30 per person"), several each
 * with what it is for ("£2,295 (Worcester Bosch Greenstar 4000), £2,450 (Vaillant ecoTEC plus)").
 * Null when one of several cannot be told apart: a row of bare amounts ("£60 per table, £35,
 * £1,800") mixes what the page prices with what customers typically spend, and is left out.
 */
export function priceCell(ctx: Ctx, o: Offering): string | null {
  const all = labelledPrices(ctx, o);
  const { unit } = priceSubject(ctx, o);
  if (all.length === 0) return null;
  if (all.length === 1) return `${all[0]!.price}${unit}`;
  if (all.some((p) => p.label === null)) return null;
  return all.map((p) => `${p.price}${unit} (${p.label})`).join(', ');
}

/**
 * One offering's price(s) as a sentence: all its prices when one passage backs them, else its
 * first. The business "charges for" nothing: a shop sells, a clinic bills, and "charges £65 for
 * new patient examination" lacked its article; the offering is the price at the business.
 */
function offeringPrice(ctx: Ctx, o: Offering): string | null {
  const url = o.prices[0]!.source.url;
  // The business first: a name ending in an abbreviation ("Leaf & Kettle Tea Co.") would end the sentence twice.
  const at = (clause: string | null) => (clause ? `At ${ctx.business.replace(/\.$/, '')}, ${clause.replace(/,$/, '')}.` : null);
  const stated = (sentence: string | null) => (sentence ? state(ctx, sentence, url) : null);
  const all = labelledPrices(ctx, o);
  return (
    (all.length > 1 ? stated(at(priceClause(ctx, o, all.length))) : null) ??
    stated(at(priceClause(ctx, o, 1))) ??
    stated(`${capitalize(unitOfName(o.name).name)}: ${all[0]!.price}${priceSubject(ctx, o).unit}.`)
  );
}

/**
 * The priced offerings, each price said once: two offerings at the same amounts ("Half-day kayak
 * hire £35" on the home page, "Single kayak £35/person" on the hire page; "Payroll add-on" and
 * "Payroll" at £6) are one price named twice, when their names share a word; two services that
 * happen to cost the same ("Bath | £45", "Nail clip | £45") are two. The one with more prices stays, else the first.
 */
export function pricedOnce(ctx: Ctx, offerings: readonly Offering[]): Offering[] {
  const amounts = (o: Offering) => pricesOf(ctx, o).map((p) => amountValue(new RegExp(AMOUNT, 'u').exec(p)?.[0] ?? p));
  const sameThing = (a: Offering, b: Offering) => [...termsOf(a.name)].some((t) => termsOf(b.name).has(t));
  const covers = (a: Offering, b: Offering) => sameThing(a, b) && amounts(b).every((x) => amounts(a).includes(x));
  return offerings
    .filter((o) => pricesOf(ctx, o).length > 0)
    .filter((o, i, all) => !all.some((other, j) => j !== i && covers(other, o) && (amounts(other).length > amounts(o).length || (amounts(other).length === amounts(o).length && j < i))));
}

/**
 * "At Sparkwise Electrical, an EICR (1–2 bed flat) is from £150 and an EICR (3–4 bed house) is
 * from £195." — offerings' prices as one sentence when one passage backs them all, else a
 * sentence each; offerings without a price of their own are skipped.
 */
export function priceSentences(ctx: Ctx, offerings: readonly Offering[]): string[] {
  const priced = pricedOnce(ctx, offerings);
  if (priced.length === 0) return [];
  const clauses = priced.map((o) => priceClause(ctx, o, 1));
  const together =
    priced.length > 1 && clauses.every((c) => c !== null) ? state(ctx, `At ${ctx.business.replace(/\.$/, '')}, ${inSeries(clauses as string[])}.`, priced[0]!.prices[0]!.source.url) : null;
  if (together) return [together];
  return priced.map((o) => offeringPrice(ctx, o)).filter((s): s is string => s !== null);
}

/** "a, b and c": clauses in a series, never "a and b and c". */
function inSeries(clauses: readonly string[]): string {
  return clauses.length <= 2 ? clauses.join(' and ') : `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1)!}`;
}

/** Whether a sentence is one of the engine's price sentences ("At Brightflow Plumbing, drain unblocking is from £89."), not the site's. */
export function isOwnPriceSentence(ctx: Ctx, sentence: string): boolean {
  return sentence.startsWith(`At ${ctx.business.replace(/\.$/, '')}, `);
}

/** Whether the text names the offering ("Bronze service", "EICR (1–2 bed flat)" as "EICR"), a plural too. */
export function names(text: string, offering: string): boolean {
  const name = spokenName(offering);
  if (!name) return false;
  // A plural name's one item names it too: "2 yard mini skip | £150" is a row of "Mini skips".
  const forms = [name, singularOf(name)].filter((n): n is string => n !== null);
  const alternatives = forms.map((n) => esc(n).replace(/\s+/g, '\\s+')).join('|');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})s?(?![\\p{L}\\p{N}])`, 'iu');
  return re.test(text);
}

/**
 * The offerings the topic itself names, in its title, keyphrase or the grounding passages that are
 * about it (an FAQ answer naming the services it recommends): the only ones whose price it may quote.
 */
export function namedOfferings(ctx: Ctx): Offering[] {
  const grounding = ctx.plan.grounding.map((g) => g.passage).filter((p) => ctx.about(p) >= RELEVANT);
  const text = [ctx.plan.title, ctx.plan.keyphrase, ...grounding].join(' \n ');
  // An offering whose name holds a specific keyphrase is the topic's ("EV charger installation" under
  // "Can I Get a Grant Towards an EV Charger?"); a generic one ("bike") names every service.
  const named = ctx.facts.offerings.filter((o) => names(text, o.name) || (!ctx.weak && (names(o.name, ctx.keyphrase) || sameThing(o.name, ctx.keyphrase))));
  // What the business itself costs is what each of its offerings costs, not only the one a grounding
  // passage names; where it sells the keyphrase by name ("Tree Removal" at a tree surgeon's), that offering's.
  // A local trade's own plans ("Full Service $185/mo" at a pool service) are what it costs first;
  // its extras ("RAD Primary in Dance", an exam fee) name the trade but are no price of its work.
  if (ctx.costOfTrade) return [...new Set([...ownPlans(ctx).filter((o) => o.kind === 'plan'), ...named.filter((o) => o.addOn !== true), ...ownPlans(ctx)])];
  return named.length > 0 ? named : ownPlans(ctx);
}

/**
 * A topic about what the business itself is ("rota software" on a site saying "Rotaly is staff
 * rota software…") is priced by what its customers pay for (`ownOfferings`), though no name says it.
 */
function ownPlans(ctx: Ctx): Offering[] {
  return ctx.itself ? ownOfferings(ctx.facts, ctx.plan.intent === 'cost') : [];
}

/**
 * Whether an offering's name and a keyphrase name one thing by meaning: every word of the shorter
 * (two words or more, in one form each) is in the longer. "Intensive course (20 hours)" is an
 * "intensive driving course"; "Refresher lessons" is no "driving lessons".
 */
function sameThing(offering: string, keyphrase: string): boolean {
  const a = termsOf(offering.replace(/\s*\(.*$/, ''));
  const b = termsOf(keyphrase);
  const [short, long] = a.size <= b.size ? [a, b] : [b, a];
  return short.size >= 2 && [...short].every((t) => long.has(t));
}

/**
 * The offerings the title or keyphrase names, else those its grounding names: whose price
 * answers a cost question. "Bath & Tidy: What £35 Covers" stands on a card saying "for dogs
 * between full grooms", and the full groom's price is not its answer.
 */
export function pricedSubjects(ctx: Ctx): Offering[] {
  const named = namedOfferings(ctx);
  const titled = named.filter((o) => names(`${ctx.plan.title} \n ${ctx.plan.keyphrase}`, o.name));
  // A category's cost topic standing on its packages' own cards ("The Posy … €280", "The Meadow …
  // from €890") is answered by those packages, not by what each card lists as included (its bouquet, its buttonholes).
  const packages = ctx.facts.offerings.filter((o) => pricesOf(ctx, o).length > 0 && ctx.plan.grounding.some((g) => g.url === o.source.url && g.passage === o.source.passage));
  // What the trade costs is its plans first, where it sells any (a pool service's weekly plans before its repairs).
  if (titled.length === 0 && ctx.plan.intent === 'cost' && packages.length >= 2) return [...new Set([...(ctx.costOfTrade ? named.filter((o) => o.kind === 'plan') : []), ...packages])];
  const subjects = titled.length > 0 ? titled : named;
  if (ctx.plan.intent !== 'cost' || subjects.some((o) => pricesOf(ctx, o).length > 0)) return subjects;
  // A trade priced by its kinds of visit ("Osteopathy Prices: £55–£68" standing on "First
  // appointment | 60 minutes | £68" and "Follow-up | 40 minutes | £55"): the priced lines its
  // title was proposed from are its prices, though none of them repeats the trade's name.
  const rows = ctx.plan.grounding.filter((g) => PRICED.test(g.passage));
  const kinds = ctx.facts.offerings.filter((o) => pricesOf(ctx, o).length > 0 && rows.some((g) => g.url === o.url && names(g.passage, o.name)));
  return kinds.length > 0 ? kinds : subjects;
}

/** The site's sentences naming the offering with one of its prices, from its description and its passages. */
export function ownPriceSentences(ctx: Ctx, o: Offering): Candidate[] {
  const prices = pricesOf(ctx, o);
  const texts = [{ text: o.description ?? '', url: o.url }, ...ctx.facts.passages.filter((p) => p.kind === 'paragraph' && p.url === o.url).map((p) => ({ text: p.text, url: p.url }))];
  // Naming the offering with its price is what makes it a statement; the tagger misreads "costs" as a noun.
  // In the offering's own section its head noun names it ("A CCTV survey is £120, or £60 if…" under "CCTV Chimney Surveys").
  const own = normalSpace(o.source.passage);
  const head = headTerm(o.name.replace(/\s*\(.*$/, ''));
  // A statement, not a card's line ("Repairs from £195.").
  const namesHead = (text: string) => head !== undefined && own.includes(normalSpace(text)) && termsOf(text).has(head) && verbCount(text) > 0;
  // A kind it is priced by, in the sentence that prices it ("A plated three-course meal starts from £58…").
  const namesVariant = (text: string) => o.prices.some((p) => variantOwns(p, text));
  return texts
    .flatMap((t) => quotableSentences(t.text, true).map((text) => ({ text, url: t.url })))
    .filter((c) => !PRICE_LABEL.test(c.text) && (names(c.text, o.name) || namesItsVerb(c.text, o.name) || namesHead(c.text) || namesVariant(c.text)) && prices.some((price) => c.text.includes(price)));
}

/** "Cut: $38.": a price list's line, its label and amount, no sentence of the site's. */
export const PRICE_LABEL = /^[^.:!?]{1,40}:\s*(?:from\s+)?[A-Z]{0,3}[$£€¥]\s?\d[\d,.]*\.?$/iu;

const normalSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Work named by its gerund ("Re-waxing") is named by its verb too: "We also re-wax your own wax jackets: £35 …". */
function namesItsVerb(text: string, name: string): boolean {
  const gerund = /^([\p{L}-]+?)(\p{L})?\2?ing$/iu.exec(name.trim());
  if (!gerund) return false;
  const stems = [`${gerund[1]}${gerund[2] ?? ''}`, `${gerund[1]}${gerund[2] ?? ''}e`].map((stem) => stem.toLowerCase());
  return stems.some((stem) => new RegExp(`(?<![\\p{L}-])${esc(stem)}(?:s|es)?(?![\\p{L}-])`, 'iu').test(text));
}

const AMOUNTS = /[$£€¥]\s?(\d[\d,]*(?:\.\d+)?)/gu;

function amountsIn(text: string): Set<string> {
  return new Set([...text.matchAll(AMOUNTS)].map((m) => amountValue(m[1]!)));
}

/**
 * Whether a line's amounts are other offerings' prices, none the topic's own: a price list of
 * other things ("Gutter cleaning: from £95" under a chimney topic). A sentence (`named`) counts
 * only where it names that other offering and the topic has prices of its own ("Aluminium
 * flat-top pool fencing starts from $165 per metre" on Colorbond fencing): where the topic's
 * offerings state no price (a question about a fee), or the sentence names no other offering ("On
 * Starter, guided setup is a one-time $399"), nothing says whose the amount is.
 */
export function pricesAnother(ctx: Ctx, text: string, named = true): boolean {
  const stated = [...amountsIn(text)];
  if (stated.length === 0) return false;
  const { mine, theirs } = amountsByOwner(ctx);
  if (stated.some((a) => mine.has(a)) || !stated.every((a) => theirs.has(a))) return false;
  if (!named) return true;
  const terms = termsOf(text);
  const names = (o: Offering) => {
    const words = [...termsOf(spokenName(o.name))];
    return words.length > 0 && words.filter((w) => terms.has(w)).length >= Math.ceil((words.length * 2) / 3);
  };
  return mine.size > 0 && stated.some((a) => theirs.get(a)!.some(names));
}

const staffOf = new WeakMap<Ctx, (text: string) => boolean>();

/** Whether a sentence names one of the business's people by the first name their biography gives. */
function namesStaff(ctx: Ctx): (text: string) => boolean {
  let test = staffOf.get(ctx);
  if (!test) {
    test = namesStaffIn(ctx.facts.passages, ctx.facts.business.name);
    staffOf.set(ctx, test);
  }
  return test;
}

interface PriceOwners {
  mine: Set<string>;
  theirs: Map<string, Offering[]>;
}

const owners = new WeakMap<Ctx, PriceOwners>();

function amountsByOwner(ctx: Ctx): PriceOwners {
  let found = owners.get(ctx);
  if (!found) {
    const subjects = pricedSubjects(ctx);
    const theirs = new Map<string, Offering[]>();
    for (const o of ctx.facts.offerings.filter((x) => !subjects.includes(x))) {
      for (const a of o.prices.flatMap((p) => [...amountsIn(p.text)])) theirs.set(a, [...(theirs.get(a) ?? []), o]);
    }
    found = { mine: new Set(subjects.flatMap((o) => o.prices.flatMap((p) => [...amountsIn(p.text)]))), theirs };
    owners.set(ctx, found);
  }
  return found;
}

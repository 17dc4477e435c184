import type { Offering, Passage, SiteQuestion } from '../../../../shared/site-facts';
import { capitalize } from '../../text';
import { type Ctx, RELEVANT, retract, state } from './context';
import { quotableItems, quotableSentences } from './quotes';
import { termsOf } from './relevance';

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

/** Up to `max` of the candidates, each stated (backed and not yet said); sentences about the subject first unless `inOrder`. */
export function say(ctx: Ctx, from: readonly Candidate[], max: number, inOrder = false): string[] {
  const ranked = from
    .map((c, i) => ({ c, i, r: inOrder ? 0 : ctx.about(c.text) }))
    .sort((a, b) => Number(b.r >= RELEVANT) - Number(a.r >= RELEVANT) || a.i - b.i);
  const out: string[] = [];
  for (const { c } of ranked) {
    if (out.length >= max) break;
    const s = state(ctx, c.text, c.url);
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

/** A list passage's items as markdown list lines, each backed by the passage. */
export function listOf(ctx: Ctx, p: Passage, ordered: boolean, max = 12): string | null {
  // A list of the site's own page titles is navigation (a blog index), not content.
  const titles = new Set([...ctx.input.analysis.pages.map((page) => page.title), ...ctx.facts.blogSubjects.map((b) => b.title)].map((t) => t.toLowerCase()));
  if (p.items.filter((i) => [...titles].some((t) => t.includes(i.toLowerCase()))).length >= p.items.length / 2) return null;
  const items = quotableItems(p.items, p.kind === 'steps')
    .slice(0, max)
    .map((text) => state(ctx, text, p.url))
    .filter((t): t is string => t !== null);
  // The site's own numbered steps keep its numbering: with a step left out, "2." would be another
  // step than the site's second, so the procedure goes whole or not at all.
  const renumbered = ordered && p.kind === 'steps' && items.length < Math.min(p.items.length, max);
  if (items.length < 2 || renumbered) {
    retract(ctx, items);
    return null;
  }
  return items.map((t, i) => `${ordered ? `${i + 1}.` : '-'} ${capitalize(t)}`).join('\n');
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
  const kept = rows.filter((cells) => state(ctx, cells.join(' | '), url) !== null);
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
      const rows = ctx.own.has(passage.id) ? t.body : t.body.filter((cells) => ctx.about(cells.join(' ')) >= RELEVANT && !another(cells[0] ?? ''));
      return [{ passage, header: t.header, rows }];
    })
    .filter((t) => t.rows.length > 0)
    .concat(lists)
    .sort((a, b) => ctx.fit(b.passage) - ctx.fit(a.passage));
}

/** "30 minutes – £20": a label, a dash and its price. */
const PRICE_ROW = /^(.+?)\s+[–—-]\s+((?:from\s+)?[A-Z]{0,3}[$£€¥]\s?\d[\d,.]*.*)$/iu;

const A_AN = /^(?:[aeiouAEIOU]|[FHLMNRSX](?:[A-Z]|\b))/;

/** "an EICR", "a PAT test": the article before an acronym, by how its first letter is said. */
export function withArticle(name: string): string {
  return `${A_AN.test(name) ? 'an' : 'a'} ${name}`;
}

/** The offering's name as it reads mid-sentence: "EICR", "consumer unit replacement", but "Breakwater espresso blend". */
function inSentence(ctx: Ctx, name: string): string {
  if (/^\p{Lu}{2}/u.test(name)) return name;
  const first = name.split(/\s+/)[0]!.toLowerCase();
  // Lower-case only a word the site itself writes in lower case ("drain", not "Breakwater").
  // A plural counts ("gutters" for "Gutter clearing"); a Title Case name ("Physiotherapy Initial
  // Assessment") is the site's label and keeps its capitals, which a lower-cased first word would mix.
  const common = new RegExp(`(?<![\\p{L}])${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?![\\p{L}])`, 'u');
  const titleCase = name.split(/\s+/).length > 1 && name.split(/\s+/).every((w) => !/^\p{Ll}/u.test(w));
  return !titleCase && ctx.facts.passages.some((p) => common.test(p.text)) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const AMOUNT = String.raw`(?:[A-Z]{0,3}[$£€¥]\s?\d[\d,.]*|\d[\d,.]*\s?(?:p|c|€))`;
/** A range's other end ("£750–£950") and a unit ("per kWp", "a year", "each extra location") around a price. */
const RANGE_BEFORE = new RegExp(`${AMOUNT}\\s*(?:–|—|-|to)\\s*$`, 'u');
// "/ month" is a unit; "£395 / from £650" is a second price, not a unit "from".
const AFTER = new RegExp(`^(?:\\s*(?:–|—|-|to)\\s*${AMOUNT})?(?:\\s+(?:per|a|an|each|every)\\s+(?:extra\\s+)?\\p{L}[\\p{L}\\d-]*|\\s+each\\b|\\s*/\\s*\\p{L}+(?!\\p{L})(?!\\s*${AMOUNT}))?`, 'u');

/**
 * The price as the site writes it, range and unit kept: the extractor may hold "£750" and "£950 per
 * kWp" for "£750–£950 per kWp", and quoting the lower bound alone would state a price the site
 * never gives.
 */
function fullPrice(text: string, passage: string): string {
  const at = passage.indexOf(text);
  const before = RANGE_BEFORE.exec(passage.slice(Math.max(0, at - 20), at))?.[0] ?? '';
  const after = AFTER.exec(passage.slice(at + text.length))?.[0] ?? '';
  return `${before}${text}${after}`.trim();
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
 * The offering's prices the site states for it, each in the site's own words, one per range. The
 * price's own passage may be cut short ("…"), so its page's passages are read for the full text.
 */
export function pricesOf(ctx: Ctx, o: Offering): string[] {
  const full = [
    ...new Set(
      o.prices
        .filter((p) => owns(o, p.text, p.source.passage))
        .map((p) => {
          const where = [p.source.passage, ...ctx.facts.passages.filter((x) => x.url === p.source.url).map((x) => x.text)].find((t) => t.includes(p.text));
          return where ? fullPrice(p.text, where) : p.text;
        }),
    ),
  ];
  // Both ends of one range expand to the same text; a bare end inside a longer one goes.
  return full.filter((x) => !full.some((y) => y !== x && y.includes(x)));
}

/** A price mid-sentence: "from £150" lower-cased, but never a currency prefix ("A$49", "US$20"). */
const midSentence = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/**
 * "the full groom is", "an EICR (1–2 bed flat) is", "the physio sessions are": the offering as the
 * subject of its price, with no verb of the engine's own for the claim check to find unbacked.
 */
function priceSubject(ctx: Ctx, o: Offering): string {
  // The head noun decides the number: "Tea Tasting Box – 6 Teas" is one box.
  const bare = o.name.replace(/\s*[(–—].*$/, '').trim();
  const plural = /[^su]s$/i.test(bare);
  // "an EICR (1–2 bed flat)", but "the GRP fibreglass roofing": a lone acronym is a countable thing.
  const subject = /^\p{Lu}{2,}$/u.test(bare) ? withArticle(o.name) : `the ${inSentence(ctx, o.name)}`;
  return `${subject} ${plural ? 'are' : 'is'}`;
}

/** Prices beyond this many read as a list: the clause gives the range instead ("from £45 to £80"). */
const LISTED_PRICES = 3;

function priceClause(ctx: Ctx, o: Offering, count: number): string {
  const all = pricesOf(ctx, o).map(midSentence);
  // Every tier or the range: "from £45, then £55 and £65" under a "£45–£80" title dropped the top one.
  if (count >= all.length && all.length > LISTED_PRICES) return `${priceSubject(ctx, o)} ${all[0]} to ${all.at(-1)!.replace(/^from\s+/i, '')}`;
  const [first, ...more] = all.slice(0, count);
  return `${priceSubject(ctx, o)} ${first}${more.length > 0 ? `, then ${more.join(' and ')},` : ''}`;
}

/**
 * One offering's price(s) as a sentence: all its prices when one passage backs them, else its
 * first. The business "charges for" nothing: a shop sells, a clinic bills, and "charges £65 for
 * new patient examination" lacked its article; the offering is the price at the business.
 */
function offeringPrice(ctx: Ctx, o: Offering): string | null {
  const url = o.prices[0]!.source.url;
  // The business first: a name ending in an abbreviation ("Leaf & Kettle Tea Co.") would end the sentence twice.
  const at = (clause: string) => `At ${ctx.business.replace(/\.$/, '')}, ${clause.replace(/,$/, '')}.`;
  return (
    (pricesOf(ctx, o).length > 1 ? state(ctx, at(priceClause(ctx, o, pricesOf(ctx, o).length)), url) : null) ??
    state(ctx, at(priceClause(ctx, o, 1)), url) ??
    state(ctx, `${capitalize(o.name)}: ${pricesOf(ctx, o)[0]!}.`, url)
  );
}

/**
 * "At Sparkwise Electrical, an EICR (1–2 bed flat) is from £150 and an EICR (3–4 bed house) is
 * from £195." — offerings' prices as one sentence when one passage backs them all, else a
 * sentence each; offerings without a price of their own are skipped.
 */
export function priceSentences(ctx: Ctx, offerings: readonly Offering[]): string[] {
  const priced = offerings.filter((o) => pricesOf(ctx, o).length > 0);
  if (priced.length === 0) return [];
  const together = priced.length > 1 ? state(ctx, `At ${ctx.business.replace(/\.$/, '')}, ${priced.map((o) => priceClause(ctx, o, 1)).join(' and ')}.`, priced[0]!.prices[0]!.source.url) : null;
  if (together) return [together];
  return priced.map((o) => offeringPrice(ctx, o)).filter((s): s is string => s !== null);
}

/** Whether the text names the offering ("Bronze service", "EICR (1–2 bed flat)" as "EICR"), a plural too. */
export function names(text: string, offering: string): boolean {
  const name = offering.replace(/\s*\(.*$/, '').trim();
  if (!name) return false;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}s?(?![\\p{L}\\p{N}])`, 'iu');
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
  return ctx.facts.offerings.filter((o) => names(text, o.name) || (!ctx.weak && names(o.name, ctx.keyphrase)));
}

/**
 * The offerings the title or keyphrase names, else those its grounding names: whose price
 * answers a cost question. "Bath & Tidy: What £35 Covers" stands on a card saying "for dogs
 * between full grooms", and the full groom's price is not its answer.
 */
export function pricedSubjects(ctx: Ctx): Offering[] {
  const named = namedOfferings(ctx);
  const titled = named.filter((o) => names(`${ctx.plan.title} \n ${ctx.plan.keyphrase}`, o.name));
  return titled.length > 0 ? titled : named;
}

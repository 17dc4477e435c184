import type { Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import type { Claim, EvidenceSource, LedgerEntry } from './evidence';
import { parseMarkdown, plainText, renderMarkdown } from './markdown';
import { checkables, isCheckable, splitSentences, type Checkables } from './nlp';
import { contentWords } from './text';

/**
 * The claim check, run on every draft whatever wrote it. Each sentence (and each table row) that
 * states a number, a date, an amount, a proper name or a quotation must be backed by one passage
 * of a source — the site's own pages or fetched research — that contains every one of those
 * figures, names and quotations and most of its words. Backed sentences go into the evidence
 * ledger with their passage; the rest are removed. A sentence the writer attributed to a source
 * is held to the same test even when it states no figure. Pure.
 */

/** Share of a sentence's content words its passage must contain (names of the business aside). */
export const SUPPORT_THRESHOLD = 0.6;

export interface Support {
  sourceId: string;
  passage: string;
}

export interface ClaimCheckInput {
  markdown: string;
  claims: readonly Claim[];
  sources: readonly EvidenceSource[];
  /** The business's own name: naming it needs no source. */
  businessName: string;
  /** The topic's keyphrase, a noun phrase of the site's own: naming it needs no source either. */
  keyphrase?: string;
}

export interface ClaimCheckResult {
  markdown: string;
  ledger: LedgerEntry[];
  /** Sentences removed, with the reason, for the log and the score. */
  removed: { text: string; reason: 'unsupported-fact' | 'unsupported-claim' }[];
  /** Sentences (and table rows) checked, and how many of them trace to a passage. */
  sentences: number;
  traced: number;
}

/** Lower-case, no spaces or thousands separators, one kind of dash: "£5,400" matches "£5400". */
function squash(text: string): string {
  return text.toLowerCase().replace(/[\s,]/g, '').replace(/[‐-―−]/g, '-').replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
}

/** The words of a name, each also without its inner punctuation ("Re-Roofing" → "re", "roofing", "reroofing"). */
function nameWords(name: string): Set<string> {
  const words = new Set<string>();
  for (const token of name.toLowerCase().split(/\s+/)) {
    for (const part of token.split(/[^\p{L}\p{N}]+/u)) if (part.length > 1) words.add(part);
    const joined = token.replace(/[^\p{L}\p{N}]/gu, '');
    if (joined.length > 1) words.add(joined);
  }
  return words;
}

/** One citable passage, prepared once for the many sentences checked against it. */
interface IndexedPassage {
  sourceId: string;
  passage: string;
  squashed: string;
  words: Set<string>;
}

/** The sources' passages and the names that need none, prepared for `findSupport`. */
export interface SupportIndex {
  passages: IndexedPassage[];
  /** Names that need no passage: the business's own and the titles of the pages and sources it may link. */
  known: ReadonlySet<string>;
  /** The business's name: left out of the words a passage must share with a sentence about it. */
  brand: ReadonlySet<string>;
  /** Page and source titles, longest first: a link's words name a page, they claim nothing ("Case study: 420 kWp"). */
  titles: readonly string[];
}

export function supportIndex(sources: readonly EvidenceSource[], businessName: string, keyphrase = ''): SupportIndex {
  const passages: IndexedPassage[] = [];
  for (const source of sources) {
    const seen = new Set<string>();
    for (const fact of source.facts) {
      if (seen.has(fact.passage)) continue;
      seen.add(fact.passage);
      passages.push({ sourceId: source.id, passage: fact.passage, squashed: squash(fact.passage), words: new Set(contentWords(fact.passage)) });
    }
  }
  return {
    passages,
    known: nameWords([businessName, keyphrase, ...sources.map((s) => s.title)].join(' ')),
    brand: nameWords(businessName),
    titles: [...new Set(sources.map((s) => s.title).filter((t) => t.trim().length > 0))].sort((a, b) => b.length - a.length),
  };
}

/** The figures, quotations and names of `sentence` that a passage must back (known names and page titles aside). */
export function toBack(sentence: string, index: Pick<SupportIndex, 'known' | 'titles'>): Checkables {
  const untitled = index.titles.reduce((s, t) => s.split(t).join(' '), sentence);
  const found = checkables(untitled);
  return { ...found, names: found.names.filter((n) => !index.known.has(n.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))) };
}

/** Share of the words that `passage` contains (a plural matches its singular). */
function covered(words: readonly string[], passage: ReadonlySet<string>): number {
  if (words.length === 0) return 0;
  return words.filter((w) => passage.has(w) || passage.has(w.replace(/s$/, ''))).length / words.length;
}

/** A period as a price list abbreviates it: "$185 a month" is the card's "$185/mo". */
const PERIOD_SAID: Readonly<Record<string, RegExp>> = {
  month: /\/\s?mo\b|\bmonthly\b|\bp\/m\b/i,
  year: /\/\s?(?:yr|year)\b|\bannual(?:ly)?\b|\byearly\b/i,
  hour: /\/\s?(?:hr|hour)\b|\bhourly\b/i,
  week: /\/\s?(?:wk|week)\b|\bweekly\b/i,
  day: /\/\s?day\b|\bdaily\b/i,
};

function periodSaid(figure: string, passage: string): boolean {
  const period = figure.toLowerCase().replace(/^(?:a|an|per|each|every)\s+/, '').replace(/s$/, '');
  return PERIOD_SAID[period]?.test(passage) ?? false;
}

/** Whether a passage backs the sentence: every figure, name and quotation to back, and most of its other words. */
function backs(sentence: string, words: readonly string[], found: Checkables, p: IndexedPassage): boolean {
  // A reply with no words of substance ("Yes.") is backed only by a passage saying it verbatim.
  if (words.length === 0) return p.squashed.includes(squash(sentence));
  if (!found.figures.every((f) => p.squashed.includes(squash(f)) || periodSaid(f, p.passage))) return false;
  if (!found.names.every((n) => p.squashed.includes(squash(n)))) return false;
  if (!found.quotes.every((q) => p.squashed.includes(squash(q)))) return false;
  return covered(words, p.words) >= SUPPORT_THRESHOLD;
}

/**
 * Words the engine adds in saying the site's own figures and names: "per" for a slash ("$19/agent"
 * said "$19 per agent"), "plan" after a plan card's title ("Starter" is the Starter plan). They
 * claim nothing a passage must repeat.
 */
const SAYING_WORDS = new Set(['per', 'plan', 'plans']);

/** The passage backing `sentence`, looking first in the source the writer named. */
export function findSupport(sentence: string, index: SupportIndex, preferId?: string): Support | null {
  const found = toBack(sentence, index);
  const words = contentWords(sentence).filter((w) => !index.brand.has(w) && !SAYING_WORDS.has(w));
  const ordered = preferId ? [...index.passages.filter((p) => p.sourceId === preferId), ...index.passages.filter((p) => p.sourceId !== preferId)] : index.passages;
  const hit = ordered.find((p) => backs(sentence, words, found, p));
  return hit ? { sourceId: hit.sourceId, passage: hit.passage } : null;
}

interface Checker {
  check(text: string): 'keep' | 'remove';
}

function checker(input: ClaimCheckInput, result: ClaimCheckResult, entries: Map<string, LedgerEntry>): Checker {
  const byId = new Map(input.sources.map((s) => [s.id, s]));
  const index = supportIndex(input.sources, input.businessName, input.keyphrase);
  // A writer's claim may span several sentences; a sentence merely mentioning a claimed phrase is not that claim.
  const claimedBy = (text: string) => input.claims.find((c) => c.text.includes(text));
  return {
    check(text) {
      result.sentences++;
      const claim = claimedBy(text);
      const support = findSupport(text, index, claim?.sourceId);
      if (support) {
        const source = byId.get(support.sourceId)!;
        const entry = entries.get(source.id) ?? { id: source.id, kind: source.kind, url: source.url, title: source.title, claims: [] };
        if (!entry.claims.some((c) => c.text === text)) entry.claims.push({ text, passage: support.passage });
        entries.set(source.id, entry);
        result.traced++;
        return 'keep';
      }
      if (isCheckable(toBack(text, index))) {
        result.removed.push({ text, reason: 'unsupported-fact' });
        return 'remove';
      }
      if (claim) {
        result.removed.push({ text, reason: 'unsupported-claim' });
        return 'remove';
      }
      return 'keep';
    },
  };
}

/** Cuts the character ranges [start, end) of the paragraph's text out of its inline nodes. */
function cutRanges(children: PhrasingContent[], ranges: readonly [number, number][]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let pos = 0;
  for (const child of children) {
    const text = plainText(child);
    const start = pos;
    const end = pos + text.length;
    pos = end;
    const hits = ranges.filter(([a, b]) => a < end && b > start);
    if (hits.length === 0) {
      out.push(child);
      continue;
    }
    if (child.type !== 'text') {
      // A link or emphasis inside a removed sentence goes with it; one only partly inside stays.
      if (!hits.some(([a, b]) => a <= start && b >= end)) out.push(child);
      continue;
    }
    let kept = '';
    for (let i = 0; i < text.length; i++) {
      const at = start + i;
      if (!hits.some(([a, b]) => at >= a && at < b)) kept += text[i];
    }
    if (kept) out.push({ ...child, value: kept });
  }
  return out;
}

function checkParagraph(node: Paragraph, check: Checker): boolean {
  const text = plainText(node);
  const ranges: [number, number][] = [];
  let cursor = 0;
  for (const sentence of splitSentences(text)) {
    const at = text.indexOf(sentence, cursor);
    if (at < 0) continue;
    cursor = at + sentence.length;
    if (check.check(sentence) === 'remove') {
      // Take the space after the sentence too, so the next one does not start with a blank.
      const end = /\s/.test(text[cursor] ?? '') ? cursor + 1 : cursor;
      ranges.push([at, end]);
    }
  }
  if (ranges.length === 0) return true;
  node.children = cutRanges(node.children, ranges);
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return plainText(node).trim().length > 0;
}

function checkTable(node: Table, check: Checker): boolean {
  node.children = node.children.filter((row, i) => i === 0 || check.check(row.children.map((c) => plainText(c).trim()).join(' | ')) === 'keep');
  return node.children.length > 1;
}

/** Checks blocks in place; returns false when nothing of the block is left. */
function checkBlock(node: RootContent, check: Checker): boolean {
  switch (node.type) {
    case 'paragraph':
      return checkParagraph(node, check);
    case 'table':
      return checkTable(node, check);
    case 'list':
    case 'listItem':
    case 'blockquote':
      node.children = (node.children as RootContent[]).filter((c) => checkBlock(c, check)) as typeof node.children;
      return node.children.length > 0;
    default:
      return true;
  }
}

export function checkDraftClaims(input: ClaimCheckInput): ClaimCheckResult {
  const tree: Root = parseMarkdown(input.markdown);
  const result: ClaimCheckResult = { markdown: '', ledger: [], removed: [], sentences: 0, traced: 0 };
  const entries = new Map<string, LedgerEntry>();
  const check = checker(input, result, entries);
  tree.children = tree.children.filter((n) => checkBlock(n, check));
  result.markdown = renderMarkdown(tree);
  result.ledger = input.sources.map((s) => entries.get(s.id)).filter((e): e is LedgerEntry => e !== undefined);
  return result;
}

import type { TopicIntent } from '../../../shared/site-facts';
import { splitSentences } from '../nlp';
import { parseMarkdown, wordCountOf } from '../markdown';
import { capitalize, clip, containsPhrase, countWords } from '../text';
import type { ArticleWriter, Draft, WriteInput } from './article-writer';
import { createCtx, note } from './offline/context';
import { practical } from './offline/practical';
import { nameInSentence } from './offline/price-phrase';
import { opening } from './offline/opening';
import { termsOf } from './offline/relevance';
import { fromThePages, questions, relatedPages, research, type Section, STRUCTURES } from './offline/sections';

/**
 * The built-in engine: an extractive draft with no model at all. It arranges the site's own
 * passages for the topic in the structure its intent calls for (a price table for a cost
 * question, a numbered procedure for a how-to …), says nothing where the site says nothing, and
 * leaves notes for the editor about what to add. Every sentence stating something is a sentence
 * of the site (or built from one fact of it) and is reported as a claim. Pictures are added
 * after it, by the same step that illustrates any draft without them. Deterministic.
 */
export function offlineWriter(): ArticleWriter {
  return {
    engine: 'offline',
    model: 'offline',
    write: async (input) => writeOffline(input),
  };
}

const META_MAX = 155;

/** What a thin draft of each intent most needs from the site. */
const WHAT_TO_ADD: Record<TopicIntent, string> = {
  cost: 'add what the price includes, what makes it go up or down and how long the job takes',
  'how-to': 'add the steps in order, what the reader needs before starting and the mistakes you see most',
  comparison: 'add how the options differ in price, time and results, and who each one suits',
  checklist: 'add the points you check, one line each, in the order you check them',
  problem: 'add the usual causes, what a customer can safely check first and when to call you',
  local: 'add the areas you cover and what you offer there',
  explainer: 'add what it is, what happens from start to finish, how long it takes and what it costs',
};

/** An explainer asking a question ("How Often Should My Dog Be Groomed?") needs more answer, not "what it costs". */
const WHAT_TO_ADD_TO_AN_ANSWER = 'add a fuller answer: what it depends on, the cases where the answer differs and what you recommend';

function wordsOf(sections: readonly Section[]): number {
  return sections.reduce((n, s) => n + countWords(s.heading) + s.blocks.reduce((m, b) => m + countWords(b), 0), 0);
}

/** Whole sentences from `from` on, as many as fit in the meta description (the first clipped at a clause if it alone is too long). */
function sentencesFitting(sentences: readonly string[], prefix = ''): string {
  let out = prefix;
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > META_MAX) break;
    out = next;
  }
  return out === prefix ? clip(`${prefix ? `${prefix} ` : ''}${sentences[0] ?? ''}`.trim(), META_MAX) : out;
}

/** Below this length a search result shows a fragment; the meta takes the article's next sentences, up to the SEO check's own limit. */
const META_MIN = 70;
const META_LIMIT = 160;

/**
 * The meta description: the opening's own sentences, cut where a sentence ends, naming the
 * keyphrase. When the opening's first sentences do not name it, a question title is asked and
 * answered ("How often should I service my bike? A Bronze service every six months…"); failing
 * that, the first sentence that names it leads. Never "Keyphrase: …". An opening of one short
 * sentence ("At Stepwell Podiatry, routine podiatry is £46.") goes on with the body's next whole
 * sentences, as many as fit.
 */
export function metaFrom(lead: string, title: string, keyphrase: string, body: readonly string[] = []): string {
  const sentences = splitSentences(lead);
  const first = sentencesFitting(sentences);
  const naming = sentences.findIndex((s) => containsPhrase(s, keyphrase));
  const meta = containsPhrase(first, keyphrase)
    ? first
    : title.trim().endsWith('?') && containsPhrase(title, keyphrase)
      ? sentencesFitting(sentences, title.trim())
      : naming > 0
        ? sentencesFitting(sentences.slice(naming))
        : first;
  let out = meta;
  for (const s of body) {
    if (out.length >= META_MIN || out.endsWith('…')) break;
    // A reply word alone ("Yes.") answers a question the meta does not ask.
    if (s.split(/\s+/).length < 3) continue;
    if (`${out} ${s}`.length <= META_LIMIT) out = `${out} ${s}`.trim();
  }
  return out;
}

/** The body's prose sentences in order (no tables, lists, headings or lines with links): what a short meta goes on with. */
function proseSentences(sections: readonly Section[]): string[] {
  return sections.flatMap((s) => s.blocks.filter((b) => /^\p{L}/u.test(b) && !b.includes('](')).flatMap((b) => splitSentences(b)));
}

/**
 * The business is named once as the frame of a price ("At Kiln & Clay Studio, …"): the engine's
 * price sentences all open with it, and an article reading "At X, … At X, …" sentence after
 * sentence reads as a template. The first stays; each later one says its clause alone ("The
 * wheel taster session is £45 per person."), recorded as a claim of the same page.
 */
export function nameBusinessOnce(blocks: readonly string[], claims: Draft['claims'], business: string): string[] {
  // The name's closing abbreviation keeps its stop ("At Wick & Ember Candle Co., "); a frame
  // written without it is the same frame.
  const bare = nameInSentence(business).replace(/\.$/u, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frames = new RegExp(`(At ${bare}\\.?, )`, 'u');
  let seen = false;
  return blocks.map((block) => {
    // The text before the first frame, then each frame and the text after it.
    const pieces = block.split(frames);
    let out = pieces[0]!;
    for (let i = 1; i < pieces.length; i += 2) {
      const frame = pieces[i]!;
      const part = pieces[i + 1] ?? '';
      if (!seen) {
        seen = true;
        out += `${frame}${part}`;
        continue;
      }
      const claim = claims.find((c) => c.text.startsWith(frame) && part.startsWith(c.text.slice(frame.length)));
      if (claim) claims.push({ text: capitalize(claim.text.slice(frame.length)), sourceId: claim.sourceId });
      out += capitalize(part);
    }
    return out;
  });
}

export function writeOffline(input: WriteInput): Draft {
  const ctx = createCtx(input);
  if (!ctx.facts.english) note(ctx, 'The offline engine writes English only and this site is not in English: configure an LLM to write in the site’s language.');
  const lead = opening(ctx);
  const target = input.wordBudget.target;
  const sections: Section[] = [];
  const add = (s: Section | null) => {
    if (s && wordsOf(sections) + countWords(lead) < input.wordBudget.max) sections.push(s);
  };
  for (const build of STRUCTURES[input.plan.intent]) add(build(ctx));
  const fill = fromThePages(ctx, 6);
  for (const s of fill) if (wordsOf(sections) + countWords(lead) < target) add(s);
  add(research(ctx));
  add(questions(ctx));
  // How to book follows what the article says about the topic; under a draft that says nothing
  // of it, the booking lines would be the whole article, the same under every such topic.
  if (ctx.facts.english && (lead !== '' || sections.length > 0)) add(practical(ctx));
  add(relatedPages(ctx));

  const written = [`# ${input.plan.title}`, ...(lead ? [lead] : [])];
  // A section under the title's own words ("What is direct access hygiene?" under the same title)
  // answers it, right after the opening: a heading repeating the title reads as the article starting over.
  const asTitle = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const answer = sections.find((s) => asTitle(s.heading) === asTitle(input.plan.title));
  if (answer) written.push(...answer.blocks.filter(Boolean));
  // "Emergency Lockouts prices" and the site's own "Emergency Lockout Prices": one heading, its blocks together.
  const sameHeading = (heading: string) => [...termsOf(heading)].sort().join(' ');
  const merged = new Map<string, Section>();
  for (const s of sections) {
    if (s === answer) continue;
    const key = sameHeading(s.heading) || s.heading;
    const first = merged.get(key);
    if (first) first.blocks.push(...s.blocks);
    else merged.set(key, { heading: s.heading, blocks: [...s.blocks] });
  }
  for (const s of merged.values()) written.push(`## ${s.heading}`, ...s.blocks.filter(Boolean));
  const blocks = nameBusinessOnce(written, ctx.claims, ctx.business);
  // Counted as the article's own count is, so the note and the word count shown with it agree.
  const total = wordCountOf(parseMarkdown(blocks.join('\n\n')).children);
  if (total < target * 0.6) {
    const asks = /\?\s*$/.test(input.plan.title) && input.plan.intent === 'explainer' ? WHAT_TO_ADD_TO_AN_ANSWER : WHAT_TO_ADD[input.plan.intent];
    // Said of the draft, never of the site: the site may say more that the draft left out as off the topic or unquotable.
    note(ctx, `This draft has about ${total} words on "${input.plan.title}", all of them from the site. To make it a full article, ${asks}; the draft grows with the site.`);
  }
  return {
    title: input.plan.title,
    metaDescription: metaFrom(lead, input.plan.title, ctx.keyphrase, proseSentences(sections)),
    markdown: `${blocks.join('\n\n')}\n`,
    claims: ctx.claims,
    editorNotes: ctx.notes,
  };
}

import type { SiteFacts, TopicIntent } from '../../../../shared/site-facts';
import type { ChatMessage } from '../../../llm/llm-client';
import { describeFacts, type SourceFact } from './relevance';

/**
 * Every prompt of the LLM writer, as pure functions of their inputs. The contract each one states
 * is checked in code afterwards (outline.ts, section.ts, edit.ts); the wording only makes a good
 * answer likely.
 */

export type SectionFormat = 'prose' | 'steps' | 'list' | 'table' | 'faq';

export interface PromptSite {
  business: string;
  siteUrl: string;
  /** Pages internal links may point to. */
  pages: { url: string; title: string }[];
}

export interface PromptTopic {
  title: string;
  keyphrase: string;
  intent: TopicIntent;
}

const INTENT_SHAPE: Record<TopicIntent, string> = {
  cost: 'The reader wants to know what it costs: include one section with format "table" listing the prices the site states, and a section on what changes the price.',
  comparison: 'The reader is choosing between options: include one section with format "table" comparing them on the points the sources give.',
  'how-to': 'The reader wants to do it: include one section with format "steps" (a numbered procedure).',
  checklist: 'The reader wants a checklist: include one section with format "list".',
  problem: 'The reader has a problem: cover its signs, its causes and what to do, in that order.',
  local: 'The reader is looking locally: say where the business works and what it offers there.',
  explainer: 'The reader wants to understand it: start with what it is, then how it works, then what it means for them.',
};

const WRITING_RULES = [
  'Plain, concrete, friendly English. Short paragraphs. No filler, no hype, no clichés ("in today\'s fast-paced world", "delve", "unlock"), no mention of being an AI.',
  'State facts, figures, prices, names, dates and quotes ONLY from the numbered sources given to you, and end every such sentence with the source id in square brackets, e.g. "The standard plan costs $49 per month [P2]." Everything else must be general advice that needs no source.',
  'Counts, amounts, durations, dates and ordinals ("one", "first", "each month", "48 hours") and proper names are facts too: use them only in a sentence with a source id; otherwise write around them ("a", "start by", "regularly"). Uncited sentences that contain them are deleted before publication.',
  'Never invent a price, a statistic, a study, a customer or a URL.',
];

export function outlinePrompt(args: {
  site: PromptSite;
  topic: PromptTopic;
  facts: SiteFacts;
  relevant: readonly SourceFact[];
  research: { headings: string[]; questions: string[] };
  sections: { min: number; ideal: number; max: number };
  bodyWords: number;
  problems?: string[];
}): ChatMessage[] {
  const { site, topic, facts } = args;
  const offerings = facts.offerings.slice(0, 12).map((o) => ({ name: o.name, kind: o.kind, prices: o.prices.map((p) => p.text), page: o.url }));
  const questions = facts.questions.slice(0, 12).map((q) => q.question);
  const system = [
    `You plan long-form SEO blog articles for ${site.business} (${site.siteUrl}), published on its own blog.`,
    `Plan the H2 sections of the article below: ${args.sections.min} to ${args.sections.max} sections (${args.sections.ideal} is best) for about ${args.bodyWords} words in all. The introduction is written separately: do not plan one.`,
    `Use the keyphrase "${topic.keyphrase}" in the title and in at least one section heading, naturally.`,
    INTENT_SHAPE[topic.intent],
    'Each section says something the others do not. Build the sections on what the site\'s facts cover; where the site says nothing about a point, leave the point out rather than padding.',
    'The last section tells the reader what to do next (with the business) and is not called "Conclusion".',
    'For each section give: heading; brief (one or two sentences: what it covers and which facts it uses); format, one of "prose", "steps", "list", "table", "faq"; sourceIds (the ids of the facts it should use).',
    'Answer with JSON only: {"title": string, "metaDescription": string (120 to 155 characters, with the keyphrase), "sections": [{"heading": string, "brief": string, "format": string, "sourceIds": [string]}]}',
  ].join('\n');
  const user = [
    `Topic: ${topic.title}`,
    `Keyphrase: ${topic.keyphrase}`,
    `Reader intent: ${topic.intent}`,
    '',
    `The business: ${JSON.stringify({ name: facts.business.name, description: facts.description?.text ?? null, category: facts.category?.text ?? null, locations: facts.locations.map((l) => l.text), audiences: facts.audiences.map((a) => a.text) })}`,
    `What it offers: ${JSON.stringify(offerings)}`,
    `Questions its pages answer: ${JSON.stringify(questions)}`,
    '',
    'Facts you may plan around (id, then the fact):',
    describeFacts(args.relevant) || '(none)',
    ...(args.research.headings.length || args.research.questions.length
      ? [
          '',
          `Headings of competing articles (cover what readers expect, in your own structure): ${JSON.stringify(args.research.headings.slice(0, 20))}`,
          `Questions people also ask: ${JSON.stringify(args.research.questions.slice(0, 10))}`,
        ]
      : []),
    ...(args.problems?.length ? ['', `Your previous plan had these problems; fix them: ${args.problems.join(' ')}`] : []),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

const FORMAT_RULES: Record<SectionFormat, string> = {
  prose: 'Write paragraphs; a short bulleted list only where it really helps.',
  steps: 'Write a numbered procedure ("1. …") of concrete steps, each with a sentence or two of explanation, plus a short lead-in paragraph.',
  list: 'Write a bulleted checklist ("- …"), each item with a sentence of explanation, plus a short lead-in paragraph.',
  table: 'Include one markdown table (header row, separator row, then rows) of the facts that are tabular (prices, options, specifications), each cell with a fact ending in its source id, plus a paragraph before and after it.',
  faq: 'Write each question as a "### " subheading followed by a short answer.',
};

export function sectionPrompt(args: {
  site: PromptSite;
  topic: PromptTopic;
  articleTitle: string;
  headings: string[];
  /** Index into headings; -1 for the introduction. */
  index: number;
  brief: string;
  format: SectionFormat;
  words: number;
  facts: readonly SourceFact[];
  externalLinks: boolean;
}): ChatMessage[] {
  const { site, topic } = args;
  const intro = args.index < 0;
  const system = [
    `You write one part of a blog article for ${site.business} (${site.siteUrl}), published on its own blog.`,
    ...WRITING_RULES,
    args.externalLinks
      ? 'You may link a research source (an id starting with S) to its URL as given; link to no other external website.'
      : 'Do not link to any external website.',
    'You may link the site\'s own pages listed below, by their exact URL, where it helps the reader (at most two links).',
    'Write markdown only: no title line, no "## " heading for your part, no images, no HTML.',
    'Do not introduce the article or sum it up, and do not refer to other sections ("as mentioned above"): write only your part.',
  ].join('\n');
  const outline = args.headings.map((h, i) => `${i === args.index ? '→' : ' '} ${i + 1}. ${h}`).join('\n');
  const user = [
    `Article: ${args.articleTitle}`,
    `Keyphrase: ${topic.keyphrase} (reader intent: ${topic.intent})`,
    `The article's sections:\n${outline}`,
    '',
    intro
      ? `Write the introduction: one or two short paragraphs that answer the title's question directly, using the site's own facts, with the keyphrase in the first sentence.`
      : `Write section ${args.index + 1}, "${args.headings[args.index]}": ${args.brief}`,
    intro ? '' : FORMAT_RULES[args.format],
    `Length: about ${args.words} words (between ${Math.round(args.words * 0.9)} and ${Math.round(args.words * 1.1)}).`,
    '',
    'Sources for this part (cite by id):',
    describeFacts(args.facts) || '(none: write general advice only, with no figures)',
    '',
    'Site pages you may link:',
    site.pages.slice(0, 12).map((p) => `- ${p.title}: ${p.url}`).join('\n') || '(none)',
  ]
    .filter((l) => l !== '')
    .join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export function extendPrompt(args: {
  site: PromptSite;
  topic: PromptTopic;
  heading: string;
  written: string;
  words: number;
  facts: readonly SourceFact[];
}): ChatMessage[] {
  const system = [
    `You extend one section of a blog article for ${args.site.business}.`,
    ...WRITING_RULES,
    'Write only the new paragraphs that follow the section as written: new points, examples or explanations it does not make yet. Never repeat it. No heading, no images, no HTML.',
  ].join('\n');
  const user = [
    `Keyphrase: ${args.topic.keyphrase}`,
    `Section "${args.heading}" as written:\n"""\n${args.written}\n"""`,
    `Add about ${args.words} words.`,
    'Sources (cite by id):',
    describeFacts(args.facts) || '(none: general advice only, with no figures)',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export function editPrompt(args: { keyphrase: string; sections: { heading: string; text: string }[] }): ChatMessage[] {
  const system = [
    'You are the editor of a blog article written in parts by different writers.',
    'Find (1) sentences that repeat a point an earlier section already made, to delete; (2) sections whose start reads abruptly after the previous one, and write one short transition sentence (at most 25 words, no figures, no names, no links, no new facts) to put at its start.',
    'Copy each sentence to delete exactly as written. Delete nothing that is the only place a fact appears. Change nothing else.',
    'Answer with JSON only: {"remove": [string], "transitions": [{"section": number, "sentence": string}]}',
  ].join('\n');
  const user = [
    `Keyphrase: ${args.keyphrase}`,
    ...args.sections.map((s, i) => `\n§${i} ${s.heading || '(introduction)'}\n${s.text}`),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

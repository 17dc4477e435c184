import { z } from 'zod';
import { completeJson } from '../../llm/json-output';
import type { ChatMessage, LlmClient } from '../../llm/llm-client';
import type { EvidenceSource } from '../evidence';
import { buildOutline } from '../outline';
import type { ArticleWriter, Draft, WriteInput } from './article-writer';

const draftSchema = z.object({
  title: z.string().trim().min(1),
  metaDescription: z.string().trim().min(1),
  markdown: z.string().trim().min(200),
  claims: z.array(z.object({ text: z.string().trim().min(1), sourceId: z.string().trim().min(1) })).default([]),
});

/** Enough room for a 3000-word article inside JSON. */
const MAX_TOKENS = 6000;

function describeSources(sources: readonly EvidenceSource[]): string {
  return sources
    .map((s) => [`[${s.id}] ${s.title} <${s.url}>`, ...s.facts.map((f) => `  - ${f.text}`)].join('\n'))
    .join('\n');
}

export function articlePrompt(input: WriteInput): ChatMessage[] {
  const { analysis: a } = input;
  const site = input.sources.filter((s) => s.kind === 'site');
  const research = input.sources.filter((s) => s.kind !== 'site');
  const o = { ...buildOutline({ topic: input.plan.title, analysis: a, hasResearch: research.length > 0 }), keyphrase: input.plan.keyphrase };
  const maxWords = input.wordBudget.max;
  const target = Math.min(maxWords - 100, 1800);
  const system = [
    `You write long-form SEO blog articles for ${a.siteName} (${a.url}), published on their own blog.`,
    'Rules you must follow:',
    '- State facts, figures and quotes ONLY when they come from the numbered sources given to you. Everything else is general advice, not a factual claim.',
    '- For every sourced fact, copy the sentence you publish into "claims" exactly as it appears in the markdown, with the id of the source it comes from.',
    input.externalLinks
      ? '- Cite a research source with a markdown link to its exact URL. Never link to any URL that is not in the lists you were given.'
      : '- Do not link to any external website. Name research sources in plain text if you use them.',
    '- Link to the site\'s own pages only with the exact URLs listed under "Site pages"; add 2 to 4 such links where they genuinely help the reader.',
    '- No images, no HTML, no tables. Markdown only: one "# " title, "## " sections, "### " subsections, lists where they help.',
    `- Use the keyphrase "${o.keyphrase}" in the title, the first paragraph, at least one "## " heading and the meta description, and naturally a few more times (about 1% of words).`,
    '- Plain, concrete, friendly English; short paragraphs; no filler, no hype, no mention of being an AI.',
    'Answer with JSON only: {"title": string, "metaDescription": string (at most 155 characters), "markdown": string, "claims": [{"text": string, "sourceId": string}]}.',
  ].join('\n');
  const user = [
    `Topic: ${o.topic}`,
    `Keyphrase: ${o.keyphrase}`,
    `Reader intent: ${o.intent}`,
    `Length: about ${target} words (never more than ${maxWords}).`,
    `Working title: ${o.title}`,
    `Sections (H2, in this order): ${o.headings.map((h) => h.text).join(' | ')}`,
    `FAQ questions (H3 under the FAQ section): ${o.faq.join(' | ')}`,
    '',
    `About the site: ${a.summary}`,
    `What it offers: ${a.offering}`,
    `Audience: ${a.audience}`,
    `End with a call to action pointing to ${a.url}.`,
    '',
    'Site pages (internal links and facts about the site):',
    describeSources(site) || '(none)',
    '',
    'Research sources (the only external facts you may use):',
    describeSources(research) || '(none: do not state outside facts or statistics)',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The OpenAI-compatible engine: the same outline and sources, written by the configured model. */
export function llmWriter(client: LlmClient): ArticleWriter {
  return {
    engine: 'llm',
    model: client.model,
    async write(input, signal): Promise<Draft> {
      const draft = await completeJson(client, articlePrompt(input), draftSchema, { maxTokens: MAX_TOKENS, temperature: 0.4, signal });
      return { ...draft, editorNotes: [] };
    },
  };
}

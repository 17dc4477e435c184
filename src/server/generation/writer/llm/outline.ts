import { z } from 'zod';
import type { SiteFacts, TopicIntent } from '../../../../shared/site-facts';
import { completeJson } from '../../../llm/json-output';
import { LlmError, type LlmClient } from '../../../llm/llm-client';
import type { UsageMeter } from '../../../llm/usage';
import { capitalize, containsPhrase, contentWords, questionsHeading } from '../../text';
import type { Plan } from './budget';
import { outlinePrompt, type PromptSite, type PromptTopic, type SectionFormat } from './prompts';
import { rankFacts, type SourceFact } from './relevance';

export interface OutlineSection {
  heading: string;
  brief: string;
  format: SectionFormat;
  sourceIds: string[];
}

export interface ArticleOutline {
  title: string;
  metaDescription: string;
  sections: OutlineSection[];
  /** 'llm' when the model's plan passed the checks, 'fallback' when the deterministic one was used. */
  origin: 'llm' | 'fallback';
  /** Why the model's plans were rejected, for the log. */
  problems: string[];
}

const formats = ['prose', 'steps', 'list', 'table', 'faq'] as const;
export const outlineSchema = z.object({
  title: z.string().trim().min(8).max(140),
  metaDescription: z.string().trim().min(20).max(300),
  sections: z
    .array(
      z.object({
        heading: z.string().trim().min(3).max(120),
        brief: z.string().trim().min(5).max(600),
        // Models invent formats ("paragraphs", "numbered list"); anything unknown is prose.
        format: z.string().trim().toLowerCase().catch('prose').transform((f): SectionFormat => (formats as readonly string[]).includes(f) ? (f as SectionFormat) : /step|number/.test(f) ? 'steps' : /list|bullet|check/.test(f) ? 'list' : 'prose'),
        sourceIds: z.array(z.string()).catch([]).default([]),
      }),
    )
    .min(1)
    .max(16),
});
type RawOutline = z.infer<typeof outlineSchema>;

export interface OutlineContext {
  site: PromptSite;
  topic: PromptTopic;
  facts: SiteFacts;
  allFacts: readonly SourceFact[];
  research: { headings: string[]; questions: string[] };
  budget: Plan;
}

/** What is wrong with a plan, in words the model can act on; empty when it is fine. */
export function outlineProblems(o: RawOutline, ctx: Pick<OutlineContext, 'topic' | 'budget'>): string[] {
  const problems: string[] = [];
  const { keyphrase, intent } = ctx.topic;
  const { min, max } = ctx.budget.sections;
  if (!containsPhrase(o.title, keyphrase)) problems.push(`The title must contain the keyphrase "${keyphrase}".`);
  if (!o.sections.some((s) => containsPhrase(s.heading, keyphrase))) problems.push(`At least one section heading must contain "${keyphrase}".`);
  // One section either side of the asked range still fits the budget (about 230–500 words each);
  // sending a plan back for that would cost a call for nothing.
  if (o.sections.length < Math.max(2, min - 1) || o.sections.length > max + 1) {
    problems.push(`Plan ${min} to ${max} sections for this length (you planned ${o.sections.length}).`);
  }
  const headings = o.sections.map((s) => s.heading.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
  if (new Set(headings).size < headings.length) problems.push('Two sections have the same heading.');
  if (o.sections.some((s) => /^(introduction|intro|overview)$/i.test(s.heading.trim()))) problems.push('Do not plan an introduction section.');
  const shape = intentShapeMissing(o.sections, intent);
  if (shape) problems.push(shape);
  return problems;
}

function intentShapeMissing(sections: RawOutline['sections'], intent: TopicIntent): string | null {
  const has = (f: SectionFormat) => sections.some((s) => s.format === f);
  const mentions = (re: RegExp) => sections.some((s) => re.test(`${s.heading} ${s.brief}`));
  switch (intent) {
    case 'cost':
      return has('table') || mentions(/\b(cost|price|pricing|fee|rate)s?\b/i) ? null : 'A cost topic needs a section on prices with format "table".';
    case 'comparison':
      return has('table') || mentions(/\b(vs|versus|compar\w*|differen\w*)\b/i) ? null : 'A comparison needs a comparison section with format "table".';
    case 'how-to':
      return has('steps') ? null : 'A how-to needs one section with format "steps".';
    case 'checklist':
      return has('list') || has('steps') ? null : 'A checklist topic needs one section with format "list".';
    default:
      return null;
  }
}

/**
 * The model plans the article; the plan is checked (keyphrase, intent, a section count that fits
 * the budget), sent back once with its problems, and replaced by the deterministic plan if it
 * still fails. Transport failures (timeouts, 5xx after retries) are not plan problems: they
 * propagate, so the request fails cleanly instead of writing from a plan nobody checked.
 */
export async function planOutline(client: LlmClient, ctx: OutlineContext, meter: UsageMeter, signal?: AbortSignal): Promise<ArticleOutline> {
  const relevant = rankFacts(ctx.allFacts, `${ctx.topic.title} ${ctx.topic.keyphrase}`, 30);
  const problems: string[] = [];
  let last: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    let raw: RawOutline;
    try {
      raw = await completeJson(
        client,
        outlinePrompt({ ...ctx, relevant, sections: ctx.budget.sections, bodyWords: ctx.budget.body, problems: last }),
        outlineSchema,
        { temperature: 0.3, maxTokens: 1500, signal, meter, stage: 'outline', schemaName: 'outline' },
      );
    } catch (err) {
      if (err instanceof LlmError && (err.kind === 'invalid-output' || err.kind === 'refused')) {
        last = [err.message];
        problems.push(...last);
        continue;
      }
      throw err;
    }
    last = outlineProblems(raw, ctx);
    if (last.length === 0) return { ...clean(raw, ctx), origin: 'llm', problems };
    problems.push(...last);
  }
  return { ...fallbackOutline(ctx), origin: 'fallback', problems };
}

function clean(raw: RawOutline, ctx: OutlineContext): Omit<ArticleOutline, 'origin' | 'problems'> {
  const known = new Set(ctx.allFacts.map((f) => f.sourceId));
  return {
    title: raw.title.replace(/^#+\s*/, ''),
    metaDescription: raw.metaDescription,
    sections: raw.sections.map((s) => ({ ...s, heading: s.heading.replace(/^#+\s*/, ''), sourceIds: s.sourceIds.filter((id) => known.has(id)) })),
  };
}

/**
 * A plan without the model, from the site's own material: the intent's central section, then the
 * headings the site itself uses near the keyphrase, then its questions, then next steps. Every
 * heading comes from the topic or the site; nothing generic is invented to fill a slot.
 */
export function fallbackOutline(ctx: Pick<OutlineContext, 'topic' | 'facts' | 'budget' | 'allFacts' | 'site'>): Omit<ArticleOutline, 'origin' | 'problems'> {
  const { keyphrase, intent, title } = ctx.topic;
  const kp = capitalize(keyphrase);
  const business = ctx.site.business;
  const central: Record<TopicIntent, OutlineSection> = {
    cost: { heading: `What ${keyphrase} costs at ${business}`, brief: `The prices the site states for ${keyphrase}, in a table.`, format: 'table', sourceIds: [] },
    comparison: { heading: `${kp} compared`, brief: `The options side by side on the points the site states.`, format: 'table', sourceIds: [] },
    'how-to': { heading: `${kp} step by step`, brief: `The procedure, in order.`, format: 'steps', sourceIds: [] },
    checklist: { heading: `The ${keyphrase} checklist`, brief: `What to check, item by item.`, format: 'list', sourceIds: [] },
    problem: { heading: `Why ${keyphrase} problems happen`, brief: `The causes and signs the site describes.`, format: 'prose', sourceIds: [] },
    local: { heading: `${kp} where ${business} works`, brief: `Where the business works and what it offers there.`, format: 'prose', sourceIds: [] },
    explainer: { heading: `What ${keyphrase} is`, brief: `What it is and how it works, from the site's own description.`, format: 'prose', sourceIds: [] },
  };
  const sections: OutlineSection[] = [central[intent]];
  const wanted = new Set(contentWords(`${title} ${keyphrase}`));
  const seen = new Set(sections.map((s) => s.heading.toLowerCase()));
  const siteHeadings = [...new Set(ctx.facts.passages.map((p) => p.heading).filter((h): h is string => !!h && h.length <= 80))]
    .map((h) => ({ h, score: contentWords(h).filter((w) => wanted.has(w)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  const max = ctx.budget.sections.ideal;
  for (const { h } of siteHeadings) {
    if (sections.length >= max - 1) break;
    if (seen.has(h.toLowerCase())) continue;
    seen.add(h.toLowerCase());
    sections.push({ heading: h, brief: `What the site says under "${h}", as it applies to ${keyphrase}.`, format: 'prose', sourceIds: [] });
  }
  const questions = ctx.facts.questions.filter((q) => contentWords(q.question).some((w) => wanted.has(w)));
  if (questions.length > 0 && sections.length < max - 1) {
    sections.push({ heading: questionsHeading(keyphrase), brief: `Answers to: ${questions.slice(0, 5).map((q) => q.question).join(' ')}`, format: 'faq', sourceIds: [] });
  }
  while (sections.length < ctx.budget.sections.min - 1) {
    const n = sections.length;
    sections.push({ heading: n % 2 ? `What to look for in ${keyphrase}` : `Getting ${keyphrase} right`, brief: `Practical points on ${keyphrase} the reader can act on.`, format: 'prose', sourceIds: [] });
  }
  sections.push({ heading: `Next steps with ${business}`, brief: `What the reader can do next, with the business's pages.`, format: 'prose', sourceIds: [] });
  if (!sections.some((s) => containsPhrase(s.heading, keyphrase))) sections[0]!.heading = `${kp}: ${sections[0]!.heading}`;
  const metaDescription = `${kp}: ${ctx.facts.description?.text ?? `what ${business} offers and what to know before you decide`}`.slice(0, 155);
  return { title: containsPhrase(title, keyphrase) ? title : `${title}: ${kp}`, metaDescription, sections };
}

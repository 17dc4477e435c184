import pLimit from 'p-limit';
import type { ImageGenerator } from '../../llm/image-client';
import { LLM_DEFAULTS, type LlmClient } from '../../llm/llm-client';
import { UsageMeter, type UsageReport } from '../../llm/usage';
import type { Logger } from '../../logger';
import { checkDraftClaims } from '../claim-check';
import type { Claim } from '../evidence';
import { generateSectionImages } from '../images/generated-images';
import { selectImages } from '../images/select-images';
import { parseMarkdown, wordCountOf } from '../markdown';
import type { ArticleWriter, Draft, WriteInput } from './article-writer';
import { allocate, planBudget } from './llm/budget';
import { editPass } from './llm/edit';
import { fitLength } from './llm/length';
import { planOutline, type ArticleOutline } from './llm/outline';
import type { PromptSite, PromptTopic } from './llm/prompts';
import { allFacts } from './llm/relevance';
import { assignFacts, writeSection, type SectionContext, type SectionSpec, type WrittenSection } from './llm/section';
import { hasTable, priceTable } from './llm/tables';

export interface LlmWriterOptions {
  /** Sections written at the same time (LLM_CONCURRENCY). */
  concurrency?: number;
  /**
   * Generated pictures (LLM_IMAGES=true), returned in Draft.images for compose-article to place
   * where the site has no picture of its own. The site's pictures are compose-article's step.
   */
  imageGenerator?: ImageGenerator | null;
  logger?: Logger;
}

/** What the last write did, for the bench and the log: stage timings and the plan's origin. */
export interface WriteTrace {
  outline: ArticleOutline['origin'];
  outlineProblems: string[];
  sections: number;
  notes: string[];
  ms: { outline: number; sections: number; edit: number; length: number; images: number; total: number };
  usage: UsageReport;
}

/**
 * The multi-stage LLM writer, as STORM and GPT-Researcher write long reports:
 * outline (model, checked, deterministic fallback) → introduction and sections in parallel, each
 * with its own sources and word budget, citing source ids → edit pass (repetition, transitions) →
 * tables where the content is tabular → length brought to the budget → generated pictures when
 * enabled. Everything the model returns is checked in code; the claim check, the site's pictures
 * and post-processing that follow in compose-article are the same as for the offline engine.
 */
export function llmWriter(client: LlmClient, options: LlmWriterOptions = {}): ArticleWriter & { lastTrace: () => WriteTrace | null } {
  const concurrency = Math.max(1, options.concurrency ?? LLM_DEFAULTS.concurrency);
  let trace: WriteTrace | null = null;

  async function write(input: WriteInput, signal?: AbortSignal): Promise<Draft> {
    const t0 = performance.now();
    const meter = new UsageMeter(client.prices);
    const budget = planBudget(input.wordBudget);
    const siteSources = input.sources.filter((s) => s.kind === 'site');
    const site: PromptSite = {
      business: input.facts.business.name || input.analysis.siteName,
      siteUrl: input.analysis.url,
      pages: siteSources.map((s) => ({ url: s.url, title: s.title })),
    };
    const topic: PromptTopic = { title: input.plan.title, keyphrase: input.plan.keyphrase, intent: input.plan.intent };
    const facts = allFacts(input.sources);
    const research = input.sources.filter((s) => s.kind !== 'site');
    const hints = {
      headings: research.filter((s) => s.kind === 'competitor').map((s) => s.title),
      questions: research.flatMap((s) => [s.title, ...s.facts.map((f) => f.text)]).filter((t) => /\?\s*$/.test(t)),
    };

    const outline = await planOutline(client, { site, topic, facts: input.facts, allFacts: facts, research: hints, budget }, meter, signal);
    const t1 = performance.now();

    const words = allocate(budget.body, outline.sections.map((s) => (s.format === 'table' || s.format === 'faq' ? 0.8 : 1)));
    const assigned = assignFacts(outline.sections, facts, topic.keyphrase, topic.title);
    const ctx: SectionContext = {
      client,
      meter,
      site,
      topic,
      articleTitle: outline.title,
      headings: outline.sections.map((s) => s.heading),
      sources: input.sources,
      externalLinks: input.externalLinks,
      signal,
    };
    const specs: SectionSpec[] = [
      { index: -1, heading: '', brief: '', format: 'prose', words: budget.intro, facts: assigned.intro },
      ...outline.sections.map((s, i) => ({ index: i, heading: s.heading, brief: s.brief, format: s.format, words: words[i]!, facts: assigned.sections[i]! })),
    ];
    const limit = pLimit(concurrency);
    const written = await Promise.all(specs.map((spec) => limit(() => writeSection(ctx, spec))));
    const t2 = performance.now();

    const edited = await editPass(
      client,
      written.map((w) => ({ heading: w.spec.index < 0 ? null : w.spec.heading, markdown: w.markdown, claims: w.claims })),
      topic.keyphrase,
      meter,
      signal,
    );
    let sections: WrittenSection[] = written.map((w, i) => ({ ...w, markdown: edited.parts[i]!.markdown, claims: edited.parts[i]!.claims }));
    const notes = [...edited.notes];
    if (topic.intent === 'cost') sections = withPriceTable(sections, input, notes);
    const t3 = performance.now();

    // Counted as it will be published: after the same claim check compose-article runs, which
    // deletes uncited sentences that state figures or names (models write such sentences often).
    const count = (ss: readonly WrittenSection[]) =>
      wordCountOf(
        parseMarkdown(
          checkDraftClaims({ markdown: assemble(outline.title, ss), claims: ss.flatMap((s) => s.claims), sources: input.sources, businessName: site.business })
            .markdown,
        ).children,
      );
    const fitted = await fitLength(ctx, sections, count, budget.target, concurrency);
    notes.push(...fitted.notes);
    sections = fitted.sections;
    const t4 = performance.now();

    const images =
      input.images && options.imageGenerator
        ? await generateSectionImages({
            generator: options.imageGenerator,
            headings: outline.sections.map((s) => s.heading),
            keyphrase: input.plan.keyphrase,
            // Site pictures are chosen (and checked) later by compose-article; sections that will
            // likely get one are skipped here so no generated picture is paid for in vain.
            taken: new Set(
              selectImages(
                input.facts.images,
                sections.filter((s) => s.spec.index >= 0).map((s) => ({ heading: s.spec.heading, text: s.markdown })),
                input.plan.keyphrase,
              ).map((p) => p.section),
            ),
            meter,
            signal,
          })
        : [];
    const t5 = performance.now();

    const usage = meter.report();
    trace = {
      outline: outline.origin,
      outlineProblems: outline.problems,
      sections: outline.sections.length,
      notes,
      ms: { outline: t1 - t0, sections: t2 - t1, edit: t3 - t2, length: t4 - t3, images: t5 - t4, total: t5 - t0 },
      usage,
    };
    options.logger?.info(
      `generation: llm ${client.model}: outline ${outline.origin}, ${outline.sections.length} sections, ${usage.calls} calls, ` +
        `${usage.promptTokens} prompt + ${usage.completionTokens} completion tokens${usage.estimated ? ' (estimated)' : ''}, ` +
        `cost ${usage.costUsd === null ? 'unknown (no LLM_PRICE_* set)' : `$${usage.costUsd.toFixed(4)}`}, ${Math.round(t5 - t0)} ms`,
    );
    if (outline.problems.length) options.logger?.info(`generation: outline problems: ${outline.problems.join(' ')}`);

    return {
      title: outline.title,
      metaDescription: outline.metaDescription,
      markdown: assemble(outline.title, sections),
      claims: uniqueClaims(sections.flatMap((s) => s.claims)),
      // The model writes from the site's facts; what the site lacks is the offline engine's note to make.
      editorNotes: [],
      // The whole report travels (stages, calls, estimated); WriterUsage's three fields are its head.
      usage,
      images: images.map((img) => ({ ...img, section: outline.sections[img.section]!.heading })),
    };
  }

  return { engine: 'llm', model: client.model, write, lastTrace: () => trace };
}

/** The article's markdown: the H1, the introduction, then each section under its H2. */
export function assemble(title: string, sections: readonly WrittenSection[]): string {
  return [
    `# ${title}`,
    ...sections.flatMap((s) => (s.spec.index < 0 ? [s.markdown] : [`## ${s.spec.heading}`, s.markdown])),
  ]
    .filter((b) => b.trim() !== '')
    .join('\n\n');
}

function withPriceTable(sections: WrittenSection[], input: WriteInput, notes: string[]): WrittenSection[] {
  if (sections.some((s) => hasTable(s.markdown))) return sections;
  const table = priceTable(input.facts, input.sources, input.plan.keyphrase);
  if (!table) return sections;
  const at = Math.max(
    1,
    sections.findIndex((s) => s.spec.format === 'table'),
  );
  const target = sections[at] ?? sections[1];
  if (!target) return sections;
  notes.push('tables: price table added from the site\'s stated prices');
  return sections.map((s) => (s === target ? { ...s, markdown: `${s.markdown}\n\n${table.markdown}`, claims: [...s.claims, ...table.claims] } : s));
}

function uniqueClaims(claims: readonly Claim[]): Claim[] {
  const seen = new Set<string>();
  return claims.filter((c) => {
    const k = `${c.sourceId}\u0000${c.text}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

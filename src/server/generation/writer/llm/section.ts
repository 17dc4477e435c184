import type { Claim, EvidenceSource } from '../../evidence';
import type { LlmClient } from '../../../llm/llm-client';
import type { UsageMeter } from '../../../llm/usage';
import { countWords } from '../../text';
import { tokensFor } from './budget';
import { parseCitations } from './citations';
import { extendPrompt, sectionPrompt, type PromptSite, type PromptTopic, type SectionFormat } from './prompts';
import { key, rankFacts, type SourceFact } from './relevance';

export interface SectionSpec {
  /** -1 for the introduction. */
  index: number;
  heading: string;
  brief: string;
  format: SectionFormat;
  words: number;
  facts: SourceFact[];
}

export interface WrittenSection {
  spec: SectionSpec;
  markdown: string;
  claims: Claim[];
  words: number;
}

export interface SectionContext {
  client: LlmClient;
  meter: UsageMeter;
  site: PromptSite;
  topic: PromptTopic;
  articleTitle: string;
  headings: string[];
  sources: readonly EvidenceSource[];
  externalLinks: boolean;
  signal?: AbortSignal;
}

/** Facts a section may use at most; more makes the model list instead of write. */
const FACTS_PER_SECTION = 10;
/** A fact given to more sections than this invites the same sentence twice. */
const MAX_SECTIONS_PER_FACT = 2;

/**
 * Each section's own sources, as STORM retrieves per section: the facts most relevant to its
 * heading and brief (those of the sources the outline named for it first), each fact handed to at
 * most two sections.
 */
export function assignFacts(
  sections: readonly { heading: string; brief: string; format: SectionFormat; sourceIds: readonly string[] }[],
  all: readonly SourceFact[],
  keyphrase: string,
  intro: string,
): { intro: SourceFact[]; sections: SourceFact[][] } {
  const used = new Map<string, number>();
  const take = (query: string, preferred: readonly string[]): SourceFact[] => {
    const exhausted = new Set([...used].filter(([, n]) => n >= MAX_SECTIONS_PER_FACT).map(([k]) => k));
    const named = preferred.length ? rankFacts(all.filter((f) => preferred.includes(f.sourceId)), query, FACTS_PER_SECTION, exhausted) : [];
    const more = rankFacts(all, query, FACTS_PER_SECTION, new Set([...exhausted, ...named.map(key)]));
    const chosen = [...named, ...more].slice(0, FACTS_PER_SECTION);
    for (const f of chosen) used.set(key(f), (used.get(key(f)) ?? 0) + 1);
    return chosen;
  };
  const introFacts = take(`${intro} ${keyphrase}`, []).slice(0, 6);
  return {
    intro: introFacts,
    sections: sections.map((s) => take(`${s.heading} ${s.brief} ${keyphrase}${s.format === 'table' ? ' price cost per month option' : ''}`, s.sourceIds)),
  };
}

export async function writeSection(ctx: SectionContext, spec: SectionSpec): Promise<WrittenSection> {
  const text = await ctx.client.complete(
    sectionPrompt({
      site: ctx.site,
      topic: ctx.topic,
      articleTitle: ctx.articleTitle,
      headings: ctx.headings,
      index: spec.index,
      brief: spec.brief,
      format: spec.format,
      words: spec.words,
      facts: spec.facts,
      externalLinks: ctx.externalLinks,
    }),
    { temperature: 0.5, maxTokens: tokensFor(spec.words * 1.2), signal: ctx.signal, meter: ctx.meter, stage: spec.index < 0 ? 'intro' : 'section' },
  );
  return finish(spec, cleanSection(text, spec.heading), ctx.sources);
}

/** Asks for `words` more words of the section, appended after what it has. */
export async function extendSection(ctx: SectionContext, section: WrittenSection, words: number): Promise<WrittenSection> {
  const text = await ctx.client.complete(
    extendPrompt({ site: ctx.site, topic: ctx.topic, heading: section.spec.heading, written: section.markdown, words, facts: section.spec.facts }),
    { temperature: 0.5, maxTokens: tokensFor(words * 1.2), signal: ctx.signal, meter: ctx.meter, stage: 'extend' },
  );
  const added = finish(section.spec, cleanSection(text, section.spec.heading), ctx.sources);
  return {
    spec: section.spec,
    markdown: `${section.markdown}\n\n${added.markdown}`.trim(),
    claims: [...section.claims, ...added.claims],
    words: section.words + added.words,
  };
}

function finish(spec: SectionSpec, markdown: string, sources: readonly EvidenceSource[]): WrittenSection {
  const cited = parseCitations(markdown, sources);
  return { spec, markdown: cited.markdown, claims: cited.claims, words: countWords(cited.markdown.replace(/\|/g, ' ')) };
}

/**
 * What the section writer returned, reduced to body text: a repeated heading line goes, deeper
 * headings become H3 so the outline's H2s stay the article's structure, and images and HTML go
 * (pictures are placed by code from the site's own, never by the model).
 */
export function cleanSection(text: string, heading: string): string {
  const lines = text
    .replace(/^```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/i, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .split('\n');
  while (lines.length && lines[0]!.trim() === '') lines.shift();
  const first = lines[0]?.trim() ?? '';
  const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (/^#{1,6}\s/.test(first) && (norm(first.replace(/^#+/, '')) === norm(heading) || /^#\s/.test(first))) lines.shift();
  else if (/^\*\*[^*]+\*\*$/.test(first) && norm(first) === norm(heading)) lines.shift();
  return lines
    .map((l) => l.replace(/^#{1,2}\s+/, '### '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

import type { SiteFacts, TopicPlan } from '../../../shared/site-facts';
import type { SiteAnalysis } from '../../../shared/site-analysis';
import type { Claim, EvidenceSource } from '../evidence';

export type EngineName = 'llm' | 'offline';

/** How long the article should be: writers aim at `target`; post-processing cuts anything past `max`. */
export interface WordBudget {
  target: number;
  max: number;
}

export interface WriteInput {
  /** The topic as planned: title (the user's topic), keyphrase, intent and the pages it stands on. */
  plan: TopicPlan;
  /** What the crawl established about the business, each fact with its page and passage. */
  facts: SiteFacts;
  analysis: SiteAnalysis;
  /** Everything citable: the site's passages (kind 'site', ids `P1`…) and, when allowed, fetched research (`S1`…). */
  sources: EvidenceSource[];
  /** Free articles get no external links; the writer is told so it does not plan prose around them. */
  externalLinks: boolean;
  /** Subscribers' articles carry pictures; the free article has none (FREE_ARTICLE_LACKS). */
  images: boolean;
  wordBudget: WordBudget;
}

/** Tokens a model call used; cost is null when no price per 1,000 tokens is configured. */
export interface WriterUsage {
  promptTokens: number;
  completionTokens: number;
  costUsd: number | null;
}

/** A picture placed in the draft's markdown, with where it came from for the caption and the ledger. */
export interface DraftImage {
  src: string;
  alt: string;
  caption: string;
  /** The site page it was found on; null for a generated image. */
  pageUrl: string | null;
  generated: boolean;
  /** The H2 heading it illustrates; compose-article places the picture under it, after the claim check. */
  section?: string;
}

/** A written article before the claim check and post-processing: markdown starting with the H1 title. */
export interface Draft {
  title: string;
  metaDescription: string;
  markdown: string;
  /** Sentences the writer took from a source, with that source's id. */
  claims: Claim[];
  /** What the site lacks for this topic and the editor should add; shown apart from the article text. */
  editorNotes: string[];
  usage?: WriterUsage;
  images?: DraftImage[];
}

/** The one interface both engines implement. */
export interface ArticleWriter {
  readonly engine: EngineName;
  /** For the article's metadata, e.g. 'offline' or the model name. */
  readonly model: string;
  write(input: WriteInput, signal?: AbortSignal): Promise<Draft>;
}

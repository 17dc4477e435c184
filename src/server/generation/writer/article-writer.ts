import type { SiteAnalysis } from '../../../shared/site-analysis';
import type { Claim, EvidenceSource } from '../evidence';
import type { Outline } from '../outline';

export type EngineName = 'llm' | 'offline';

export interface WriteInput {
  outline: Outline;
  analysis: SiteAnalysis;
  /** Everything citable: the site's pages (kind 'site') and, when allowed, fetched research. */
  sources: EvidenceSource[];
  /** Free articles get no external links; the writer is told so it does not plan prose around them. */
  externalLinks: boolean;
  /** Upper bound the post-processor enforces; writers aim below it. */
  maxWords: number;
}

/** A written article before post-processing: markdown starting with the H1 title. */
export interface Draft {
  title: string;
  metaDescription: string;
  markdown: string;
  claims: Claim[];
}

/** The one interface both engines implement. */
export interface ArticleWriter {
  readonly engine: EngineName;
  /** For the article's metadata, e.g. 'offline' or the model name. */
  readonly model: string;
  write(input: WriteInput, signal?: AbortSignal): Promise<Draft>;
}

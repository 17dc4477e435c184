import type { SeoScoreReport } from '../../shared/seo-score';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { allSources, siteSources } from './evidence';
import { buildOutline, type Outline } from './outline';
import { postProcess, type ProcessedArticle } from './post-process';
import type { ResearchSource } from './research/research-source';
import { scoreArticle } from './seo-score';
import type { ArticleWriter } from './writer/article-writer';

export interface ComposeInput {
  topic: string;
  analysis: SiteAnalysis;
  /** Sources research fetched; empty when research was skipped. */
  research: readonly ResearchSource[];
  /** The only pages internal links may point to. */
  crawledUrls: string[];
  externalLinks: boolean;
  images: boolean;
  maxWords: number;
}

export interface ComposedArticle {
  outline: Outline;
  article: ProcessedArticle;
  score: SeoScoreReport;
}

/**
 * The article pipeline without the account around it: outline → writer → post-process → score.
 * The generation service runs it between the credit checks; the example pages run it as is.
 */
export async function composeArticle(writer: ArticleWriter, input: ComposeInput, signal?: AbortSignal): Promise<ComposedArticle> {
  const { topic, analysis, research, externalLinks, maxWords } = input;
  const outline = buildOutline({ topic, analysis, hasResearch: research.length > 0 });
  const sources = allSources(research, siteSources(analysis));
  const draft = await writer.write({ outline, analysis, sources, externalLinks, maxWords }, signal);
  const article = postProcess({
    draft,
    outline,
    siteUrl: analysis.url,
    crawledUrls: input.crawledUrls,
    sources,
    externalLinks,
    images: input.images,
    maxWords,
  });
  const score = scoreArticle({
    markdown: article.markdown,
    title: article.title,
    metaDescription: article.metaDescription,
    keyphrase: outline.keyphrase,
    siteUrl: analysis.url,
    expectExternalLinks: externalLinks && research.length > 0,
  });
  return { outline, article, score };
}

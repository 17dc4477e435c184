import { MAX_WORDS_PER_ARTICLE } from '../../shared/plans';
import type { SeoScoreReport } from '../../shared/seo-score';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { siteSources, type LedgerEntry } from '../generation/evidence';
import { buildOutline } from '../generation/outline';
import { postProcess } from '../generation/post-process';
import { scoreArticle } from '../generation/seo-score';
import { offlineWriter } from '../generation/writer/offline.writer';

export interface WrittenExample {
  title: string;
  metaDescription: string;
  keyphrase: string;
  markdown: string;
  wordCount: number;
  score: SeoScoreReport;
  ledger: LedgerEntry[];
}

/**
 * The generation service's pipeline (outline → offline writer → post-process → score) without the
 * account around it: a full-length article with no web research, since the examples are written
 * offline. Deterministic, so every server start publishes the same five articles.
 */
export async function writeExample(topic: string, analysis: SiteAnalysis): Promise<WrittenExample> {
  const outline = buildOutline({ topic, analysis, hasResearch: false });
  const sources = siteSources(analysis);
  const draft = await offlineWriter().write({ outline, analysis, sources, externalLinks: true, maxWords: MAX_WORDS_PER_ARTICLE });
  const article = postProcess({
    draft,
    outline,
    siteUrl: analysis.url,
    crawledUrls: analysis.pages.map((p) => p.url),
    sources,
    externalLinks: true,
    images: true,
    maxWords: MAX_WORDS_PER_ARTICLE,
  });
  const score = scoreArticle({
    markdown: article.markdown,
    title: article.title,
    metaDescription: article.metaDescription,
    keyphrase: outline.keyphrase,
    siteUrl: analysis.url,
    expectExternalLinks: false,
  });
  return {
    title: article.title,
    metaDescription: article.metaDescription,
    keyphrase: outline.keyphrase,
    markdown: article.markdown,
    wordCount: article.wordCount,
    score,
    ledger: article.ledger,
  };
}

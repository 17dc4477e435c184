import type { SeoScoreReport } from '../../shared/seo-score';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { composeArticle } from '../generation/compose-article';
import { wordBudgetFor } from '../generation/generation.service';
import type { LedgerEntry } from '../generation/evidence';
import type { EngineName } from '../generation/writer/article-writer';
import { offlineWriter } from '../generation/writer/offline.writer';

export interface WrittenExample {
  title: string;
  metaDescription: string;
  keyphrase: string;
  markdown: string;
  wordCount: number;
  score: SeoScoreReport;
  ledger: LedgerEntry[];
  /** Which engine wrote it, for the page to say. */
  engine: EngineName;
}

/**
 * The generation service's pipeline (plan → offline writer → claim check → post-process → score) without the
 * account around it: a full-length article with no web research, since the examples are written
 * offline. Deterministic, so every server start publishes the same five articles.
 */
export async function writeExample(topic: string, analysis: SiteAnalysis): Promise<WrittenExample> {
  const writer = offlineWriter();
  const { plan, article, markdown, ledger, score } = await composeArticle(writer, {
    topic,
    analysis,
    research: [],
    crawledUrls: analysis.pages.map((p) => p.url),
    externalLinks: true,
    images: true,
    wordBudget: wordBudgetFor(true),
  });
  return {
    title: article.title,
    metaDescription: article.metaDescription,
    keyphrase: plan.keyphrase,
    markdown,
    wordCount: article.wordCount,
    score,
    ledger,
    engine: writer.engine,
  };
}

import type { SeoScoreReport } from '../../shared/seo-score';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { composeArticle } from '../generation/compose-article';
import { wordBudgetFor } from '../generation/generation.service';
import type { LedgerEntry } from '../generation/evidence';
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
 * The generation service's pipeline (plan → offline writer → post-process → score) without the
 * account around it: a full-length article with no web research, since the examples are written
 * offline. Deterministic, so every server start publishes the same five articles.
 */
export async function writeExample(topic: string, analysis: SiteAnalysis): Promise<WrittenExample> {
  const { plan, article, score } = await composeArticle(offlineWriter(), {
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
    markdown: article.markdown,
    wordCount: article.wordCount,
    score,
    ledger: article.ledger,
  };
}

import type { SeoScoreReport } from '../../shared/seo-score';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { planForTopic } from '../analysis/topic-plans';
import { composeArticle } from '../generation/compose-article';
import { wordBudgetFor } from '../generation/generation.service';
import type { LedgerEntry } from '../generation/evidence';
import type { EngineName } from '../generation/writer/article-writer';
import { offlineWriter } from '../generation/writer/offline.writer';
import { loadExampleAnalysis, type ExampleSource } from './example-sources';

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
 * The generation service's pipeline (plan → offline writer → claim check → post-process → score)
 * without the account around it: a subscriber's article with no web research and no pictures
 * (the businesses are fictional; their sites have none), planned as the topic engine would plan
 * it. Deterministic, so every server start publishes the same five articles.
 */
export async function writeExample(source: ExampleSource, analysis: SiteAnalysis = loadExampleAnalysis(source.site)): Promise<WrittenExample> {
  const plan = { ...planForTopic(source.topic, analysis), title: source.topic, keyphrase: source.keyphrase, intent: source.intent };
  const writer = offlineWriter();
  const { article, markdown, ledger, score } = await composeArticle(writer, {
    topic: source.topic,
    analysis: { ...analysis, topicPlans: [plan] },
    research: [],
    crawledUrls: analysis.pages.map((p) => p.url),
    externalLinks: true,
    images: false,
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

import type { SeoScoreReport } from '../../shared/seo-score';
import type { SiteFacts, TopicPlan } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { allSources, siteSources } from './evidence';
import { relatedPages } from './outline';
import { postProcess, type ProcessedArticle } from './post-process';
import type { ResearchSource } from './research/research-source';
import { scoreArticle } from './seo-score';
import { siteFactsOf } from './site-facts-of';
import { planFor } from './topic-plan';
import type { ArticleWriter, WordBudget, WriterUsage } from './writer/article-writer';

export interface ComposeInput {
  topic: string;
  analysis: SiteAnalysis;
  /** Sources research fetched; empty when research was skipped. */
  research: readonly ResearchSource[];
  /** The only pages internal links may point to. */
  crawledUrls: string[];
  externalLinks: boolean;
  images: boolean;
  wordBudget: WordBudget;
}

export interface ComposedArticle {
  plan: TopicPlan;
  facts: SiteFacts;
  article: ProcessedArticle;
  score: SeoScoreReport;
  editorNotes: string[];
  usage?: WriterUsage;
}

/**
 * The article pipeline without the account around it: site facts and plan → writer →
 * post-process → score. The generation service runs it between the credit checks; the example
 * pages run it as is.
 */
export async function composeArticle(writer: ArticleWriter, input: ComposeInput, signal?: AbortSignal): Promise<ComposedArticle> {
  const { topic, analysis, research, externalLinks, images, wordBudget } = input;
  const facts = siteFactsOf(analysis);
  const plan = planFor(topic, analysis, facts);
  const sources = allSources(research, siteSources(facts, analysis));
  const draft = await writer.write({ plan, facts, analysis, sources, externalLinks, images, wordBudget }, signal);
  const article = postProcess({
    draft,
    keyphrase: plan.keyphrase,
    fallbackTitle: plan.title,
    relatedPages: relatedPages(plan.title, plan.keyphrase, analysis),
    siteUrl: analysis.url,
    crawledUrls: input.crawledUrls,
    sources,
    externalLinks,
    images,
    maxWords: wordBudget.max,
  });
  const score = scoreArticle({
    markdown: article.markdown,
    title: article.title,
    metaDescription: article.metaDescription,
    keyphrase: plan.keyphrase,
    siteUrl: analysis.url,
    expectExternalLinks: externalLinks && research.length > 0,
  });
  return { plan, facts, article, score, editorNotes: draft.editorNotes, ...(draft.usage ? { usage: draft.usage } : {}) };
}

import { FREE_ARTICLE_LACKS, FREE_TRIAL, MAX_WORDS_PER_ARTICLE, type PremiumFeature } from '../../shared/plans';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { commitArticle, loadRecord, markPaywallShown, peekAllowance, type SavedArticle } from './article-store';
import { composeArticle } from './compose-article';
import type { ImageCheck } from './images/image-check';
import { keyedLock } from './keyed-lock';
import { runResearch, type ResearchResult } from './research/research';
import type { ResearchProvider } from './research/research-source';
import { planForTopic } from '../analysis/topic-plans';
import { siteFactsOf } from './site-facts-of';
import type { ArticleWriter, WordBudget } from './writer/article-writer';

export interface GenerationDeps {
  db: Db;
  writer: ArticleWriter;
  providers: readonly ResearchProvider[];
  logger: Logger;
  researchTimeoutMs: number;
  /** Checks the site's pictures for subscribers' articles; absent → articles without site pictures. */
  imageCheck?: ImageCheck;
  now?: () => Date;
}

export interface GenerateCommand {
  userId: string;
  contentId: string;
  topic: string;
  /** Aborted when the client goes away: the writer stops and nothing is saved. */
  signal?: AbortSignal;
}

export type GenerateOutcome =
  | { kind: 'saved'; article: SavedArticle; creditsRemaining: number }
  | { kind: 'no-credits' }
  | { kind: 'not-found' }
  | { kind: 'not-analysed' }
  | { kind: 'interrupted' };

/** What the free article leaves out: exactly FREE_ARTICLE_LACKS, the list the pricing dialog shows. */
export function lackingFeatures(subscriber: boolean): ReadonlySet<PremiumFeature> {
  return new Set(subscriber ? [] : FREE_ARTICLE_LACKS.map((f) => f.feature));
}

const NO_RESEARCH: ResearchResult = { sources: [], used: [], failed: [] };

/** Subscribers' articles aim at 2,000–2,500 words (the default) within the plans' 3,000. */
const SUBSCRIBER_BUDGET: WordBudget = { target: 2250, max: MAX_WORDS_PER_ARTICLE };
/** The free article stays inside the free limit with room for the writer's own variance. */
const FREE_BUDGET: WordBudget = { target: Math.round(FREE_TRIAL.maxWords * 0.85), max: FREE_TRIAL.maxWords };

export function wordBudgetFor(subscriber: boolean): WordBudget {
  return subscriber ? SUBSCRIBER_BUDGET : FREE_BUDGET;
}

/**
 * research → plan → write → post-process → score → save. Everything before the save is
 * side-effect free, so a failure or an interrupted request anywhere before it takes no credit.
 */
export function generationService(deps: GenerationDeps) {
  const now = deps.now ?? (() => new Date());
  const perUser = keyedLock();

  return {
    engine: deps.writer.engine,
    generate: (cmd: GenerateCommand): Promise<GenerateOutcome> => perUser(cmd.userId, () => generateNow(cmd)),
  };

  async function generateNow(cmd: GenerateCommand): Promise<GenerateOutcome> {
    if (cmd.signal?.aborted) return { kind: 'interrupted' };
    const record = await loadRecord(deps.db, cmd.userId, cmd.contentId);
    if (!record) return { kind: 'not-found' };
    if (!record.analysis) return { kind: 'not-analysed' };
    const before = await peekAllowance(deps.db, cmd.userId, cmd.contentId, now());
    if (!before) return { kind: 'not-found' };
    if (!before.allowed) {
      if (!before.plan) await markPaywallShown(deps.db, cmd.contentId);
      return { kind: 'no-credits' };
    }

    const lacks = lackingFeatures(before.plan !== null);
    const analysis = record.analysis;
    const wordBudget = wordBudgetFor(!lacks.has('fullLength'));
    const research = lacks.has('research')
      ? NO_RESEARCH
      : await runResearch(
          { topic: cmd.topic, keyphrase: planForTopic(cmd.topic, { ...analysis, facts: siteFactsOf(analysis) }).keyphrase, siteUrl: analysis.url },
          { providers: deps.providers, logger: deps.logger, timeoutMs: deps.researchTimeoutMs },
          cmd.signal,
        );
    const externalLinks = !lacks.has('externalLinks');
    const { plan, article, markdown, ledger, claimCheck, score, usage } = await composeArticle(
      deps.writer,
      {
        topic: cmd.topic,
        analysis,
        research: research.sources,
        crawledUrls: record.crawledUrls,
        externalLinks,
        images: !lacks.has('images'),
        wordBudget,
        imageCheck: deps.imageCheck,
      },
      cmd.signal,
    );
    if (article.removedLinks.length || claimCheck.removed.length) {
      deps.logger.info(
        `generation: removed ${article.removedLinks.length} link(s) outside the allowed pages and sources, ${claimCheck.removed.length} sentence(s) no source backs`,
      );
    }
    if (cmd.signal?.aborted) return { kind: 'interrupted' };

    const saved: SavedArticle = {
      content: markdown,
      created_at: now().toISOString(),
      topic: cmd.topic,
      title: article.title,
      meta_description: article.metaDescription,
      keyphrase: plan.keyphrase,
      word_count: article.wordCount,
      engine: deps.writer.engine,
      model: deps.writer.model,
      score,
      sources: ledger,
      research: { used: research.used, failed: research.failed },
      ...(usage ? { usage } : {}),
    };
    const result = await commitArticle(deps.db, cmd.userId, cmd.contentId, saved, now());
    if (result.status === 'not-found') return { kind: 'not-found' };
    if (result.status === 'no-credits') return { kind: 'no-credits' };
    return { kind: 'saved', article: saved, creditsRemaining: result.creditsRemaining };
  }
}

export type GenerationService = ReturnType<typeof generationService>;

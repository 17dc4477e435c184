import { FREE_ARTICLE_LACKS, FREE_TRIAL, MAX_WORDS_PER_ARTICLE, type PremiumFeature } from '../../shared/plans';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { JobStage } from '../../shared/contracts/jobs';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { commitArticle, loadRecord, markPaywallShown, peekAllowance, type GenerationRecord, type SavedArticle } from './article-store';
import type { GenerateOutcome } from './generation-outcome';
import { composeArticle } from './compose-article';
import type { ImageCheck } from './images/image-check';
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

/** One attempt at a generation job (public.generation_jobs): the article is committed on its id. */
export interface GenerateCommand {
  jobId: string;
  userId: string;
  contentId: string;
  topic: string;
  /** Aborted when this process gives the job back (shutdown): the writer stops, nothing is saved. */
  signal?: AbortSignal;
  /** Told as each stage starts, for the job's progress events. */
  onStage?: (stage: JobStage) => Promise<void>;
}

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

/** A request let in (its record, analysis and whether a plan pays for it), or why not. */
type Admission = { refused: GenerateOutcome } | { record: GenerationRecord; analysis: SiteAnalysis; subscriber: boolean };

/**
 * research → plan → write → post-process → score → save. Everything before the save is
 * side-effect free, so a failure or an abandoned attempt anywhere before it takes no credit. One
 * user's jobs run one after another across every process (the queue's per-user singleton), so a
 * burst of requests for one credit costs one writer call; the commit's transaction is what holds.
 */
export function generationService(deps: GenerationDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    engine: deps.writer.engine,
    generate,
    /**
     * Why a request cannot start now (no such record, no analysis, no credit), or null. Asked
     * before queueing, so a paywalled click answers at once and costs no job; the job asks again.
     */
    refusal: async (userId: string, contentId: string): Promise<GenerateOutcome | null> => {
      const admitted = await admit(userId, contentId);
      return 'refused' in admitted ? admitted.refused : null;
    },
  };

  async function admit(userId: string, contentId: string): Promise<Admission> {
    const record = await loadRecord(deps.db, userId, contentId);
    if (!record) return { refused: { kind: 'not-found' } };
    if (!record.analysis) return { refused: { kind: 'not-analysed' } };
    const before = await peekAllowance(deps.db, userId, contentId, now());
    if (!before) return { refused: { kind: 'not-found' } };
    if (!before.allowed) {
      if (!before.plan) await markPaywallShown(deps.db, contentId);
      return { refused: { kind: 'no-credits' } };
    }
    return { record, analysis: record.analysis, subscriber: before.plan !== null };
  }

  async function generate(cmd: GenerateCommand): Promise<GenerateOutcome> {
    const stage = cmd.onStage ?? (() => Promise.resolve());
    const admitted = await admit(cmd.userId, cmd.contentId);
    if ('refused' in admitted) return admitted.refused;
    const { record, analysis } = admitted;

    await stage('research');
    const lacks = lackingFeatures(admitted.subscriber);
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
      stage,
    );
    if (article.removedLinks.length || claimCheck.removed.length) {
      deps.logger.info(
        `generation: removed ${article.removedLinks.length} link(s) outside the allowed pages and sources, ${claimCheck.removed.length} sentence(s) no source backs`,
      );
    }
    cmd.signal?.throwIfAborted();

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
    return commitArticle(deps.db, { id: cmd.jobId, userId: cmd.userId, contentId: cmd.contentId }, saved, now());
  }
}

export type GenerationService = ReturnType<typeof generationService>;

import { z } from 'zod';
import type { SeoScoreReport } from '../../shared/seo-score';
import { siteAnalysisSchema, type SiteAnalysis } from '../../shared/site-analysis';
import type { SubscriptionRecord } from '../../shared/subscription-rules';
import type { Db, Queryable } from '../db/db';
import { allowance, type Allowance } from './article-quota';
import type { UsageReport } from '../llm/usage';
import type { LedgerEntry } from './evidence';
import type { EngineName, WriterUsage } from './writer/article-writer';
import type { GenerateOutcome } from './generation-outcome';
import { finishJob, lockJob } from './jobs/job-store';

/** One element of scraped_contents.generated_articles. */
export interface SavedArticle {
  content: string;
  created_at: string;
  topic: string;
  title: string;
  meta_description: string;
  keyphrase: string;
  word_count: number;
  engine: EngineName;
  model: string;
  score: SeoScoreReport;
  /** The evidence ledger: each cited source with the claims it supports. */
  sources: LedgerEntry[];
  /** Research providers that answered, and those that failed (so the article says what it used). */
  research: { used: string[]; failed: string[] };
  /**
   * The cost log of an LLM-written article: tokens per stage and in all, and the cost at the
   * configured LLM_PRICE_* (null when none is set). Absent for offline articles and older records.
   * Stored only: the API answer does not carry it.
   */
  usage?: WriterUsage & Partial<UsageReport>;
}

export interface GenerationRecord {
  id: string;
  url: string;
  analysis: SiteAnalysis | null;
  crawledUrls: string[];
  credits: number;
}

/**
 * scraped_contents.pages, the crawl log: `{url, title, wordCount}` for pages read and
 * `{url, skipped}` for pages left out. Only pages read count as crawled.
 */
const pagesSchema = z
  .array(z.union([z.string(), z.object({ url: z.string(), skipped: z.unknown().optional() }).loose()]))
  .catch([])
  .transform((items) => items.flatMap((p) => (typeof p === 'string' ? [p] : p.skipped === undefined ? [p.url] : [])));

interface RecordRow {
  id: string;
  user_id: string;
  url: string;
  analysis: unknown;
  pages: unknown;
  credits: number;
}

/** The user's record, or null when it does not exist or belongs to someone else (both answer 404). */
export async function loadRecord(db: Queryable, userId: string, contentId: string): Promise<GenerationRecord | null> {
  const { rows } = await db.query<RecordRow>(
    'select id, user_id, url, analysis, pages, credits from public.scraped_contents where id = $1 and user_id = $2',
    [contentId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  const analysis = siteAnalysisSchema.safeParse(row.analysis);
  const fromAnalysis = analysis.success ? analysis.data.pages.map((p) => p.url) : [];
  return {
    id: row.id,
    url: row.url,
    analysis: analysis.success ? analysis.data : null,
    crawledUrls: [...new Set([...fromAnalysis, ...pagesSchema.parse(row.pages)])],
    credits: row.credits,
  };
}

async function readAllowance(tx: Queryable, userId: string, contentId: string, now: Date, lock: boolean) {
  // Locking every record of the user (not just this one) serialises a subscriber's concurrent
  // requests too: their quota is counted across all records.
  const { rows } = await tx.query<{ id: string; credits: number; dates: string[] }>(
    `select id, credits, jsonb_path_query_array(generated_articles, '$[*].created_at') as dates
       from public.scraped_contents where user_id = $1 order by id${lock ? ' for update' : ''}`,
    [userId],
  );
  const record = rows.find((r) => r.id === contentId);
  if (!record) return null;
  // A deleted article still counts against the month it was written in (Your Articles' delete).
  const { rows: deleted } = await tx.query<{ created_at: string | Date }>(
    'select article_created_at as created_at from public.deleted_articles where user_id = $1',
    [userId],
  );
  const { rows: subs } = await tx.query<SubscriptionRecord>(
    'select status, plan_id, current_period_start, current_period_end, ends_at from public.user_subscriptions where user_id = $1',
    [userId],
  );
  return allowance({ subscription: subs[0] ?? null, now, recordCredits: record.credits, articleDates: [...rows.flatMap((r) => r.dates ?? []), ...deleted.map((d) => d.created_at)] });
}

/** A look before writing, so a request without credits never costs an LLM call. Not a promise. */
export async function peekAllowance(db: Db, userId: string, contentId: string, now: Date): Promise<Allowance | null> {
  return readAllowance(db, userId, contentId, now, false);
}

/** Marks the record whose free trial is used up, so the app shows the paywall on its next load. */
export async function markPaywallShown(db: Queryable, contentId: string): Promise<void> {
  await db.query('update public.scraped_contents set paywall_shown = true where id = $1', [contentId]);
}

/**
 * Takes the credit, appends the article and settles the job in one short transaction, re-checking
 * the allowance under `select … for update`: of two concurrent requests for the last credit exactly
 * one saves. The job's row is locked first: an attempt of a job another attempt already settled
 * (a retry after a lease expired on a worker that was only slow) answers that outcome and takes
 * nothing. Nothing is written unless this commits, so a failed generation takes nothing.
 */
export async function commitArticle(db: Db, job: { id: string; userId: string; contentId: string }, article: SavedArticle, now: Date): Promise<GenerateOutcome> {
  return db.transaction(async (tx) => {
    const settled = await lockJob(tx, job.id);
    if (!settled.exists) return { kind: 'not-found' as const };
    if (settled.outcome) return settled.outcome;
    const outcome = await saveWithCredit(tx, job, article, now);
    await finishJob(tx, job.id, outcome);
    return outcome;
  });
}

async function saveWithCredit(tx: Queryable, job: { userId: string; contentId: string }, article: SavedArticle, now: Date): Promise<GenerateOutcome> {
  const allowed = await readAllowance(tx, job.userId, job.contentId, now, true);
  if (!allowed) return { kind: 'not-found' };
  if (!allowed.allowed) {
    if (!allowed.plan) await markPaywallShown(tx, job.contentId);
    return { kind: 'no-credits' };
  }
  if (allowed.plan) {
    await tx.query('update public.scraped_contents set generated_articles = generated_articles || jsonb_build_array($2::jsonb) where id = $1', [
      job.contentId,
      JSON.stringify(article),
    ]);
  } else {
    await tx.query(
      `update public.scraped_contents
          set generated_articles = generated_articles || jsonb_build_array($2::jsonb),
              credits = credits - 1,
              paywall_shown = paywall_shown or credits - 1 <= 0
        where id = $1`,
      [job.contentId, JSON.stringify(article)],
    );
  }
  return { kind: 'saved', article, creditsRemaining: allowed.remainingAfter };
}

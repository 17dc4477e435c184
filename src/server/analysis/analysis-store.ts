import type { Db } from '../db/db';
import { isEntitled, type SubscriptionRecord } from '../../shared/subscription-rules';
import type { TopicPlan } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';

/**
 * The scraped_contents rows of the analysis service and the credits rule (ARCHITECTURE.md §3).
 * A row is reserved before crawling (analysis still null) so concurrent requests see it, and is
 * filled in or removed when the crawl ends; the crawl itself holds no transaction.
 */
export type Reservation =
  | { kind: 'reserved'; contentId: string }
  | { kind: 'paywall'; contentId: string }
  | { kind: 'busy' }
  | { kind: 'rate-limited'; limit: number };

/** An unfinished reservation older than this was left by a crash and no longer blocks the user. */
const STALE_RESERVATION_MINUTES = 10;

export async function loadSubscription(db: Db, userId: string): Promise<SubscriptionRecord | null> {
  const result = await db.query<SubscriptionRecord>(
    'select status, plan_id, current_period_start, current_period_end, ends_at from public.user_subscriptions where user_id = $1',
    [userId],
  );
  return result.rows[0] ?? null;
}

/**
 * One transaction under a per-user advisory lock, so two requests of the same user are decided
 * one after the other: a free user gets one row ever; a subscriber gets `analysesPerHour`.
 */
export async function reserveAnalysis(
  db: Db,
  input: { userId: string; url: string; now: Date; analysesPerHour: number },
): Promise<Reservation> {
  const subscription = await loadSubscription(db, input.userId);
  const subscriber = isEntitled(subscription, input.now);
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('rankscribe.analysis:' || $1, 0))`, [input.userId]);
    await tx.query(
      `delete from public.scraped_contents
        where user_id = $1 and analysis is null and created_at < now() - make_interval(mins => $2)`,
      [input.userId, STALE_RESERVATION_MINUTES],
    );
    const rows = await tx.query<{ id: string; analysed: boolean; recent: boolean }>(
      `select id, analysis is not null as analysed, created_at > $2::timestamptz - interval '1 hour' as recent
         from public.scraped_contents where user_id = $1 order by created_at desc`,
      [input.userId, input.now.toISOString()],
    );
    if (rows.rows.some((r) => !r.analysed)) return { kind: 'busy' };
    if (!subscriber) {
      const newest = rows.rows[0];
      if (newest) {
        await tx.query('update public.scraped_contents set paywall_shown = true where id = $1', [newest.id]);
        return { kind: 'paywall', contentId: newest.id };
      }
    } else if (rows.rows.filter((r) => r.recent).length >= input.analysesPerHour) {
      return { kind: 'rate-limited', limit: input.analysesPerHour };
    }
    const inserted = await tx.query<{ id: string }>(
      'insert into public.scraped_contents (user_id, url, credits) values ($1, $2, 1) returning id',
      [input.userId, input.url],
    );
    return { kind: 'reserved', contentId: inserted.rows[0]!.id };
  });
}

export interface CrawlLogEntry {
  url: string;
  title?: string;
  wordCount?: number;
  skipped?: string;
}

export async function completeAnalysis(db: Db, contentId: string, analysis: SiteAnalysis, pages: CrawlLogEntry[]): Promise<void> {
  await db.query('update public.scraped_contents set url = $2, site_title = $3, analysis = $4::jsonb, pages = $5::jsonb where id = $1', [
    contentId,
    analysis.url,
    analysis.siteName,
    JSON.stringify(analysis),
    JSON.stringify(pages),
  ]);
}

/** A failed analysis takes nothing: the reservation goes. */
export async function releaseAnalysis(db: Db, contentId: string): Promise<void> {
  await db.query('delete from public.scraped_contents where id = $1 and analysis is null', [contentId]);
}

export async function findOwnAnalysis(
  db: Db,
  contentId: string,
  userId: string,
): Promise<{ found: false } | { found: true; analysis: unknown }> {
  const result = await db.query<{ analysis: unknown }>('select analysis from public.scraped_contents where id = $1 and user_id = $2', [
    contentId,
    userId,
  ]);
  const row = result.rows[0];
  return row ? { found: true, analysis: row.analysis } : { found: false };
}

/**
 * Keeps the plans of the topics just proposed with the analysis (analysis.topicPlans), so the
 * writer knows each topic's keyphrase, intent and grounding. Only the owner's finished row.
 */
export async function storeTopicPlans(db: Db, contentId: string, userId: string, plans: TopicPlan[]): Promise<void> {
  await db.query(
    `update public.scraped_contents set analysis = jsonb_set(analysis, '{topicPlans}', $3::jsonb, true)
      where id = $1 and user_id = $2 and analysis is not null`,
    [contentId, userId, JSON.stringify(plans)],
  );
}

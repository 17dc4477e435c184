import type { SupabaseClient } from '@supabase/supabase-js';
import type { HistoryFacts } from '../../../../machines/chat/chat.machine';
import type { JobsClient } from '../../services/jobs-client';
import { tableReads } from '../../services/supabase-client';

/** The scraped_contents columns the on-load rules need. */
export interface ScrapedContentRow {
  id: string;
  generated_articles: { content: string; created_at: string }[] | null;
  created_at: string;
}

/**
 * Spec §4 on-load rules as a pure reduction: the newest paywalled record and the last article of
 * the latest record that has articles. (The credits rules come from the credits read in the store.)
 */
export function historyFacts(
  paywalled: { id: string } | null,
  rows: readonly ScrapedContentRow[],
  runningJob: HistoryFacts['runningJob'] = null,
): HistoryFacts {
  const withArticles = [...rows]
    .filter((r) => (r.generated_articles?.length ?? 0) > 0)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  const lastArticle = withArticles?.generated_articles?.at(-1);
  return {
    paywallContentId: paywalled?.id ?? null,
    latestArticle: withArticles && lastArticle ? { contentId: withArticles.id, article: lastArticle.content } : null,
    runningJob,
  };
}

/**
 * The reads behind the facts. The spec's credits/articles read selects `credits,
 * generated_articles`; the id and created_at are added because §4 needs "the latest record" and
 * "its id as the content id".
 */
export async function loadHistory(supabase: SupabaseClient, jobs: JobsClient, userId: string, accessToken: string): Promise<HistoryFacts> {
  const [paywalled, records, job] = await Promise.all([
    tableReads.latestPaywalledRecord(supabase, userId),
    supabase.from('scraped_contents').select('id, credits, generated_articles, created_at').eq('user_id', userId),
    // An article still being written (issue 18); without the job service the chat starts afresh.
    jobs.current(accessToken).catch(() => null),
  ]);
  if (paywalled.error) throw new Error(paywalled.error.message);
  if (records.error) throw new Error(records.error.message);
  const runningJob = job && !job.done ? { contentId: job.contentId, topic: job.topic } : null;
  return historyFacts(paywalled.data as { id: string } | null, (records.data ?? []) as ScrapedContentRow[], runningJob);
}

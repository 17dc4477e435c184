import { z } from 'zod';
import type { ArticleDetail, ArticleQuota, ArticleSummary } from '../../shared/contracts/articles';
import { seoScoreReportSchema } from '../../shared/seo-score';
import { billingPeriod, entitledPlan, quotaRemaining, type SubscriptionRecord } from '../../shared/subscription-rules';
import type { Db, Queryable } from '../db/db';
import { countArticlesInPeriod } from '../generation/article-quota';
import { publicationsByArticle } from '../publishing/publication-store';

/**
 * Your Articles: reads the caller's articles out of scraped_contents.generated_articles and
 * deletes one (leaving a tombstone in deleted_articles for the quota). Every query is scoped to the user id
 * of the verified token, so an id of someone else's article answers like an id that does not exist.
 */

/**
 * Runs reads as the user would through the REST API: role `authenticated` with their claims, so
 * the tables' row-level security decides what exists (owner-select policies), on top of the
 * explicit user_id filters. Writes stay with the server (clients hold no write policy).
 */
export function asUser<T>(db: Db, userId: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: userId, role: 'authenticated' }),
    ]);
    return fn(tx);
  });
}

/** One stored element, read leniently: older records lack most of the fields. */
const storedArticleSchema = z.object({
  id: z.string(),
  content: z.string().catch(''),
  created_at: z.string().catch(''),
  topic: z.string().catch(''),
  title: z.string().optional().catch(undefined),
  meta_description: z.string().catch(''),
  keyphrase: z.string().catch(''),
  word_count: z.number().optional().catch(undefined),
  engine: z.enum(['llm', 'offline']).nullable().catch(null),
  score: seoScoreReportSchema.nullable().catch(null),
  sources: z
    .array(
      z.object({
        url: z.string(),
        title: z.string().catch(''),
        kind: z.string().catch('site'),
        claims: z.array(z.object({ text: z.string(), passage: z.string().catch('') })).catch([]),
      }),
    )
    .catch([]),
});
type StoredArticle = z.infer<typeof storedArticleSchema>;

interface ArticleRow {
  content_id: string;
  url: string;
  site_title: string | null;
  article: unknown;
}

const firstHeading = (markdown: string) => /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim();
const countWords = (markdown: string) => markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function summaryOf(row: ArticleRow, a: StoredArticle, publications: ArticleSummary['publications']): ArticleSummary {
  return {
    id: a.id,
    contentId: row.content_id,
    title: a.title || firstHeading(a.content) || a.topic || 'Untitled article',
    topic: a.topic,
    siteUrl: row.url,
    siteName: row.site_title,
    createdAt: a.created_at,
    wordCount: a.word_count ?? countWords(a.content),
    seoScore: a.score?.score ?? null,
    engine: a.engine,
    publications,
  };
}

/**
 * An article's id: derived, not stored (generated_articles keeps the spec's shape), from its record,
 * its created_at and its content — stable for as long as the article exists, unique in practice.
 */
const ARTICLE_ID = `md5(s.id::text || '/' || coalesce(e.article ->> 'created_at', '') || '/' || md5(coalesce(e.article ->> 'content', '')))::uuid::text`;

const ARTICLES_OF_USER = `
  select s.id as content_id, s.url, s.site_title, e.article || jsonb_build_object('id', ${ARTICLE_ID}) as article
    from public.scraped_contents s
   cross join lateral jsonb_array_elements(s.generated_articles) as e(article)
   where s.user_id = $1 and jsonb_typeof(e.article) = 'object'`;

function parse(row: ArticleRow): StoredArticle | null {
  const parsed = storedArticleSchema.safeParse(row.article);
  return parsed.success ? parsed.data : null;
}

/** The user's articles, newest first. */
export async function listArticles(db: Queryable, userId: string): Promise<ArticleSummary[]> {
  const { rows } = await db.query<ArticleRow>(ARTICLES_OF_USER, [userId]);
  const published = await publicationsByArticle(db, userId);
  return rows
    .flatMap((row) => {
      const a = parse(row);
      return a ? [summaryOf(row, a, published.get(a.id) ?? [])] : [];
    })
    .sort((x, y) => Date.parse(y.createdAt || '0') - Date.parse(x.createdAt || '0') || y.id.localeCompare(x.id));
}

/** One of the user's articles in full, or null (none, or someone else's). */
export async function readArticle(db: Queryable, userId: string, articleId: string): Promise<ArticleDetail | null> {
  const { rows } = await db.query<ArticleRow>(`${ARTICLES_OF_USER} and ${ARTICLE_ID} = $2`, [userId, articleId]);
  const row = rows[0];
  const a = row ? parse(row) : null;
  if (!row || !a) return null;
  const published = await publicationsByArticle(db, userId);
  return { ...summaryOf(row, a, published.get(a.id) ?? []), content: a.content, metaDescription: a.meta_description, keyphrase: a.keyphrase, score: a.score, sources: a.sources };
}

/**
 * Removes the article from its record and leaves a tombstone with its created_at, in one
 * transaction that locks the user's records like the generation service does: the month's quota
 * still counts the article, and a record's credits are never touched. False when there is no such
 * article of this user.
 */
export async function deleteArticle(db: Db, userId: string, articleId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select id from public.scraped_contents where user_id = $1 order by id for update', [userId]);
    const { rows } = await tx.query<{ content_id: string; created_at: string | null }>(
      `select s.id as content_id, e.article ->> 'created_at' as created_at
         from public.scraped_contents s
        cross join lateral jsonb_array_elements(s.generated_articles) as e(article)
        where s.user_id = $1 and jsonb_typeof(e.article) = 'object' and ${ARTICLE_ID} = $2`,
      [userId, articleId],
    );
    const found = rows[0];
    if (!found) return false;
    await tx.query(
      `update public.scraped_contents as s
          set generated_articles = coalesce(
                (select jsonb_agg(e.article order by i) from jsonb_array_elements(s.generated_articles) with ordinality as e(article, i)
                  where not (jsonb_typeof(e.article) = 'object' and ${ARTICLE_ID} = $3)), '[]'::jsonb)
        where s.id = $1 and s.user_id = $2`,
      [found.content_id, userId, articleId],
    );
    const createdAt = found.created_at && !Number.isNaN(Date.parse(found.created_at)) ? found.created_at : new Date().toISOString();
    await tx.query(
      `insert into public.deleted_articles (user_id, content_id, article_id, article_created_at) values ($1, $2, $3, $4)
       on conflict (user_id, article_id) do nothing`,
      [userId, found.content_id, articleId, createdAt],
    );
    return true;
  });
}

/** The month's quota of an entitled subscriber (null for anyone else), counting deleted articles too. */
export async function readQuota(db: Queryable, userId: string, now: Date): Promise<ArticleQuota | null> {
  const { rows: subs } = await db.query<SubscriptionRecord>(
    'select status, plan_id, current_period_start, current_period_end, ends_at from public.user_subscriptions where user_id = $1',
    [userId],
  );
  const subscription = subs[0] ?? null;
  const plan = entitledPlan(subscription, now);
  if (!plan) return null;
  const { rows: saved } = await db.query<{ created_at: string | null }>(
    `select e.article ->> 'created_at' as created_at
       from public.scraped_contents s cross join lateral jsonb_array_elements(s.generated_articles) as e(article)
      where s.user_id = $1 and jsonb_typeof(e.article) = 'object'`,
    [userId],
  );
  const { rows: deleted } = await db.query<{ created_at: string | Date }>(
    'select article_created_at as created_at from public.deleted_articles where user_id = $1',
    [userId],
  );
  const rows = [...saved, ...deleted];
  const period = billingPeriod(subscription, now);
  const used = countArticlesInPeriod(
    rows.flatMap((r) => (r.created_at === null ? [] : [r.created_at])),
    period,
  );
  return { plan: plan.name, limit: plan.articlesPerMonth, used, remaining: quotaRemaining(plan, used), renewsAt: period.end.toISOString() };
}

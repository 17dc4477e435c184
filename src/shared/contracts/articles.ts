import { z } from 'zod';
import { seoScoreReportSchema } from '../seo-score';
import { safeText } from '../safe-text';
import { publicationSchema } from './publishing';

/**
 * Your Articles (issue 17): the caller's generated articles, one of them in full, and the month's
 * quota. Shared by the browser and the server; every answer carries `error` (null on success).
 */

/** `:id` of /api/articles/:id: the article's id, uuid-shaped (derived by the server, so any version bits). */
export const articleIdParamsSchema = z.object({ id: safeText(z.guid()) });

export const articleSummarySchema = z.object({
  id: z.string(),
  /** The scraped_contents record (the analysed site) the article was written for. */
  contentId: z.string(),
  title: z.string(),
  topic: z.string(),
  /** The analysed site's address, and its name when the analysis found one. */
  siteUrl: z.string(),
  siteName: z.string().nullable(),
  createdAt: z.string(),
  wordCount: z.number(),
  /** 0–100, null for an article saved without a score. */
  seoScore: z.number().nullable(),
  /** 'offline' (the built-in writer) or 'llm'; null when not recorded. */
  engine: z.enum(['llm', 'offline']).nullable(),
  /** Where the article was published (a subscriber's CMS), newest first. */
  publications: z.array(publicationSchema),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleDetailSchema = articleSummarySchema.extend({
  /** The article as markdown, `# title` first. */
  content: z.string(),
  metaDescription: z.string(),
  keyphrase: z.string(),
  score: seoScoreReportSchema.nullable(),
  /** The evidence ledger: each cited source with the claims (and passages) it supports. */
  sources: z.array(
    z.object({ url: z.string(), title: z.string(), kind: z.string(), claims: z.array(z.object({ text: z.string(), passage: z.string() })) }),
  ),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** A subscriber's quota for the billing period that contains now. */
export const articleQuotaSchema = z.object({
  plan: z.string(),
  limit: z.number(),
  used: z.number(),
  remaining: z.number(),
  /** ISO time the period ends and the quota renews. */
  renewsAt: z.string(),
});
export type ArticleQuota = z.infer<typeof articleQuotaSchema>;

export const articleListResponseSchema = z.object({
  /** Newest first. */
  articles: z.array(articleSummarySchema),
  /** null for a user without an entitled plan (a free user). */
  quota: articleQuotaSchema.nullable(),
  error: z.string().nullable(),
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

export const articleResponseSchema = z.object({ article: articleDetailSchema.nullable(), error: z.string().nullable() });
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

export const deleteArticleResponseSchema = z.object({ deleted: z.boolean(), error: z.string().nullable() });
export type DeleteArticleResponse = z.infer<typeof deleteArticleResponseSchema>;

/** GET /api/quota: the shell's quota line. */
export const quotaResponseSchema = z.object({ quota: articleQuotaSchema.nullable(), error: z.string().nullable() });
export type QuotaResponse = z.infer<typeof quotaResponseSchema>;

export const EMPTY_QUOTA_RESPONSE: QuotaResponse = { quota: null, error: null };
export const EMPTY_ARTICLE_LIST: ArticleListResponse = { articles: [], quota: null, error: null };
export const EMPTY_ARTICLE_RESPONSE: ArticleResponse = { article: null, error: null };
export const EMPTY_DELETE_ARTICLE_RESPONSE: DeleteArticleResponse = { deleted: false, error: null };

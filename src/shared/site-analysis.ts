import { z } from 'zod';
import { siteFactsSchema, topicPlanSchema } from './site-facts';

/**
 * What the analysis service stores in scraped_contents.analysis (jsonb) and what the topic and
 * article engines read. Changing it is a contract change: update docs/api.md with it.
 */
export const pageSummarySchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  canonical: z.string().nullable(),
  language: z.string().nullable(),
  h1: z.array(z.string()),
  headings: z.array(z.object({ level: z.number().int().min(1).max(6), text: z.string() })),
  wordCount: z.number().int().nonnegative(),
  /** A blog post / article rather than a product or utility page. */
  isArticle: z.boolean(),
  /** Main text (Readability), trimmed to a bounded length for storage. */
  excerpt: z.string(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const keyphraseSchema = z.object({ phrase: z.string(), weight: z.number() });
export type Keyphrase = z.infer<typeof keyphraseSchema>;

export const seoCheckSchema = z.object({
  id: z.enum(['missing-title', 'missing-description', 'duplicate-title', 'thin-content', 'missing-h1']),
  ok: z.boolean(),
  detail: z.string(),
  urls: z.array(z.string()),
});
export type SeoCheck = z.infer<typeof seoCheckSchema>;

export const siteAnalysisSchema = z.object({
  url: z.string(),
  siteName: z.string(),
  language: z.string().nullable(),
  /** What the site offers and for whom, in one or two plain sentences. */
  summary: z.string(),
  offering: z.string(),
  audience: z.string(),
  /** Where the business works ("Portland, Maine"), when the home page says so. */
  location: z.string().nullable().optional(),
  keyphrases: z.array(keyphraseSchema),
  pages: z.array(pageSummarySchema),
  existingArticles: z.array(z.object({ url: z.string(), title: z.string() })),
  seoChecklist: z.array(seoCheckSchema),
  crawledAt: z.string(),
  /** The structured facts (src/shared/site-facts.ts); absent on analyses stored before they existed. */
  facts: siteFactsSchema.optional(),
  /** The topics last proposed for this analysis, with keyphrase, intent and grounding for the writer. */
  topicPlans: z.array(topicPlanSchema).optional(),
});
export type SiteAnalysis = z.infer<typeof siteAnalysisSchema>;

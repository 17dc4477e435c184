import { z } from 'zod';

/**
 * The SEO score report saved with every generated article and returned by
 * POST /api/generate-article, so the article viewer can show it.
 */
export const seoCheckIdSchema = z.enum([
  'keyphrase-in-title',
  'keyphrase-in-introduction',
  'keyphrase-in-subheading',
  'keyphrase-in-meta-description',
  'keyphrase-density',
  'meta-description-length',
  'heading-structure',
  'internal-links',
  'external-links',
  'readability',
  'length',
]);
export type SeoCheckId = z.infer<typeof seoCheckIdSchema>;

export const seoScoreReportSchema = z.object({
  /** 0–100: the share of passed checks, weighted. */
  score: z.number().min(0).max(100),
  keyphrase: z.string(),
  checks: z.array(z.object({ id: seoCheckIdSchema, ok: z.boolean(), detail: z.string() })),
  metrics: z.object({
    wordCount: z.number().int().nonnegative(),
    /** Keyphrase occurrences per 100 words. */
    keyphraseDensity: z.number().nonnegative(),
    keyphraseOccurrences: z.number().int().nonnegative(),
    h2Count: z.number().int().nonnegative(),
    h3Count: z.number().int().nonnegative(),
    internalLinks: z.number().int().nonnegative(),
    externalLinks: z.number().int().nonnegative(),
    /** Flesch reading ease (1975): higher is easier; 60–70 is plain English. */
    fleschReadingEase: z.number(),
    metaDescriptionLength: z.number().int().nonnegative(),
  }),
});
export type SeoScoreReport = z.infer<typeof seoScoreReportSchema>;

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
  /** No sentence stating a fact had to be removed by the claim check. */
  'claims-supported',
  /** Enough of the article traces to the site or fetched sources (not template). */
  'grounded',
  /** Most of the article's sentences are about its topic (not the rest of the site pasted in). */
  'on-topic',
  /** The article does not repeat its own wording. */
  'no-repetition',
  /** Subscribers' articles: at least one image, every image with alt text. */
  'images',
  /** The section the intent is for is there: a price for a cost topic, steps for a how-to, an answer for a question. */
  'answers-topic',
]);
export type SeoCheckId = z.infer<typeof seoCheckIdSchema>;

export const seoScoreReportSchema = z.object({
  /** 0–100: the share of passed checks, weighted; capped when the article is mostly untraced template or mostly off its topic. */
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
    /** Share (0–1) of the article's sentences traced to a passage in the evidence ledger. Reports saved before it existed lack it. */
    tracedShare: z.number().min(0).max(1).optional(),
    /** Sentences the claim check removed because no source backs them. */
    unsupportedRemoved: z.number().int().nonnegative().optional(),
    /** Share (0–1) of the article's sentences about its topic (its title, keyphrase and grounding passages). Reports saved before it existed lack it. */
    onTopicShare: z.number().min(0).max(1).optional(),
    /** Share (0–1) of the article's six-word runs that occur more than once in it. */
    repeatedShare: z.number().min(0).max(1).optional(),
    images: z.number().int().nonnegative().optional(),
  }),
});
export type SeoScoreReport = z.infer<typeof seoScoreReportSchema>;

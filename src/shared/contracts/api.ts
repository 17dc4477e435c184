import { z } from 'zod';
import { seoScoreReportSchema } from '../seo-score';
import { safeText } from '../safe-text';

/**
 * The HTTP contracts of spec §7 / ARCHITECTURE.md §4, shared by browser and server.
 * Every /api answer has these shapes, success or not; errors carry a human `error` message.
 */
export const MAX_URL_LENGTH = 2048;
export const MAX_TOPIC_LENGTH = 200;

/** Request text is checked with safeText(): no NUL, no lone surrogates (Postgres cannot store them). */
export const scrapeRequestSchema = z.object({ url: safeText(z.string().min(1).max(MAX_URL_LENGTH)) });
export type ScrapeRequest = z.infer<typeof scrapeRequestSchema>;

export const scrapeResponseSchema = z.object({
  success: z.boolean(),
  contentId: z.string().nullable(),
  showPaywall: z.boolean(),
  retryable: z.boolean(),
  error: z.string().nullable(),
});
export type ScrapeResponse = z.infer<typeof scrapeResponseSchema>;

export const topicsRequestSchema = z.object({ contentId: safeText(z.uuid()) });
export type TopicsRequest = z.infer<typeof topicsRequestSchema>;

export const topicsResponseSchema = z.object({
  success: z.boolean(),
  topics: z.array(z.string()),
  analysis_summary: z.string(),
  error: z.string().nullable().optional(),
});
export type TopicsResponse = z.infer<typeof topicsResponseSchema>;

export const generateRequestSchema = z.object({
  topic: safeText(z.string().trim().min(1).max(MAX_TOPIC_LENGTH)),
  contentId: safeText(z.uuid()),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const generateResponseSchema = z.object({
  article: z.string().nullable(),
  creditsRemaining: z.number(),
  showPaywall: z.boolean(),
  contentId: z.string().nullable(),
  error: z.string().nullable(),
  /** Added beyond the spec's fields (all optional): the article's metadata for the viewer. */
  title: z.string().optional(),
  metaDescription: z.string().optional(),
  /** 'offline' (the built-in writer) or 'llm'; the offline engine says so here. */
  engine: z.enum(['llm', 'offline']).optional(),
  score: seoScoreReportSchema.optional(),
  /** The sources the article cites (evidence ledger), each with the claims it supports. */
  sources: z
    .array(z.object({ url: z.string(), title: z.string(), kind: z.string(), claims: z.array(z.object({ text: z.string() })) }))
    .optional(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/**
 * Each endpoint's answer with nothing in it: failures spread their fields over these, so every
 * answer — 400, 401, 404, 413, 500 — parses with the endpoint's schema.
 */
export const EMPTY_SCRAPE_RESPONSE: ScrapeResponse = { success: false, contentId: null, showPaywall: false, retryable: false, error: null };
export const EMPTY_TOPICS_RESPONSE: TopicsResponse = { success: false, topics: [], analysis_summary: '', error: null };
export const EMPTY_GENERATE_RESPONSE: GenerateResponse = { article: null, creditsRemaining: 0, showPaywall: false, contentId: null, error: null };

/** Request bodies of the JSON endpoints are small: a URL, an id, a topic. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

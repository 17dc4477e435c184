import type { SavedArticle } from './article-store';

/** Why a job ended without an article, besides credits: the writer's errors (LlmError kinds) or ours. */
export type FailureReason = 'refused' | 'timeout' | 'unavailable' | 'internal';

/** How a generation ended; stored with its job (generation_jobs.outcome) and answered by the route. */
export type GenerateOutcome =
  | { kind: 'saved'; article: SavedArticle; creditsRemaining: number }
  | { kind: 'no-credits' }
  | { kind: 'not-found' }
  | { kind: 'not-analysed' }
  | { kind: 'failed'; reason: FailureReason };

import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type RateLimitInfo } from 'hono-rate-limiter';

export interface RateLimitOptions {
  windowMs: number;
  /** Requests per window and key; 0 → no limit. */
  limit: number;
  key: (c: Context) => string | Promise<string>;
  /** The 429 answer in the endpoint's own shape; Retry-After is already set. */
  refuse: (c: Context, retryAfterSeconds: number) => Response | Promise<Response>;
  /** Requests that do not count (e.g. GET of the sign-in page). */
  skip?: (c: Context) => boolean;
}

/** "Please try again in 42 seconds." — the wait the Retry-After header gives, in words. */
export function retryMessage(what: string, seconds: number): string {
  const wait = seconds <= 1 ? 'a second' : seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `${what} Please try again in ${wait}.`;
}

/**
 * A fixed-window limit in this process's memory (hono-rate-limiter's MemoryStore). Several server
 * processes each count on their own, so a client may get up to `limit` × processes per window.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  if (options.limit <= 0) return (_c, next) => next();
  return rateLimiter({
    windowMs: options.windowMs,
    limit: options.limit,
    // draft-6 RateLimit-* headers, and the Retry-After header on a 429.
    standardHeaders: 'draft-6',
    keyGenerator: options.key,
    skip: options.skip ?? (() => false),
    handler: async (c) => {
      // The library's own Retry-After may round down to 0 in the window's last second.
      const resetTime = (c.get('rateLimit') as RateLimitInfo | undefined)?.resetTime;
      const retryAfter = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + options.windowMs) - Date.now()) / 1000));
      const res = await options.refuse(c, retryAfter);
      res.headers.set('Retry-After', String(retryAfter));
      return res;
    },
  });
}

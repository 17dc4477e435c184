import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitConfig } from '../config';
import type { TokenVerifier } from '../auth/jwt';
import { EMPTY_GENERATE_RESPONSE, EMPTY_SCRAPE_RESPONSE, EMPTY_TOPICS_RESPONSE } from '../../shared/contracts/api';
import { emptyPublishingResponse } from '../../shared/contracts/publishing';
import { signInErrorPage } from '../local-supabase/sign-in-page';
import { addressKey, userOrAddressKey } from './client-key';
import { rateLimit, retryMessage, type RateLimitOptions } from './rate-limit';

export interface EndpointLimits {
  scrape: MiddlewareHandler;
  topics: MiddlewareHandler;
  generate: MiddlewareHandler;
  /** /api/publishing/*: every call that does work (POST, DELETE), one count per user across its endpoints. */
  publishing: MiddlewareHandler;
  /** POST /auth/v1/authorize: the local sign-in form (embedded mode). */
  signIn: MiddlewareHandler;
  /** POST /auth/v1/token: refresh-token rotation (embedded mode). */
  tokenRefresh: MiddlewareHandler;
}

const TOO_MANY = 'Too many requests.';
/** CORS preflights and page loads do not count; only the calls that do work. */
const onlyPosts = (c: Context) => c.req.method !== 'POST';

/** Reads are free; saving, testing, deleting and publishing count. */
const onlyWrites = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS';

/** The answer of an /api endpoint: its contract's empty body (per request where a mount serves several) with the human message. */
const apiRefusal = (empty: object | ((c: Context) => object)) => (c: Context, seconds: number) =>
  c.json({ ...(typeof empty === 'function' ? empty(c) : empty), error: retryMessage(TOO_MANY, seconds) }, 429);

/**
 * A generation service on its own origin answers CORS inside its route module, which a refusal
 * here never reaches: without the header the browser would see a network error, not the message.
 */
function withCors(origins: readonly string[], refuse: ReturnType<typeof apiRefusal>) {
  return (c: Context, seconds: number) => {
    const origin = c.req.header('origin');
    if (origin && origins.includes(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    }
    return refuse(c, seconds);
  };
}

/**
 * Per-endpoint limits: /api calls per signed-in user (per address when the token is missing or
 * invalid, so token guessing is counted too); sign-in and refresh per address, since nobody is
 * signed in yet. Each endpoint answers 429 in its own shape, with Retry-After.
 */
export function endpointLimits(config: RateLimitConfig, verifier: TokenVerifier, generateOrigins: readonly string[] = []): EndpointLimits {
  const { windowMs, trustProxy } = config;
  const perUser = userOrAddressKey(verifier, trustProxy);
  const perAddress = addressKey(trustProxy);
  const limit = (max: number, key: RateLimitOptions['key'], refuse: RateLimitOptions['refuse'], skip = onlyPosts) =>
    rateLimit({ windowMs, limit: max, key, skip, refuse });
  return {
    scrape: limit(config.scrape, perUser, apiRefusal(EMPTY_SCRAPE_RESPONSE)),
    topics: limit(config.topics, perUser, apiRefusal(EMPTY_TOPICS_RESPONSE)),
    generate: limit(config.generate, perUser, withCors(generateOrigins, apiRefusal(EMPTY_GENERATE_RESPONSE))),
    publishing: limit(config.publishing, perUser, apiRefusal((c) => emptyPublishingResponse(c.req.method, c.req.path)), onlyWrites),
    signIn: limit(config.signIn, perAddress, (c, seconds) => {
      c.header('Cache-Control', 'no-store');
      return c.html(signInErrorPage(retryMessage('Too many sign-in attempts from this address.', seconds)), 429);
    }),
    // Supabase Auth's own error for this; supabase-js reads `code` when the version header is there.
    tokenRefresh: limit(config.tokenRefresh, perAddress, (c, seconds) => {
      c.header('X-Supabase-Api-Version', '2024-01-01');
      return c.json({ code: 'over_request_rate_limit', message: retryMessage('Request rate limit reached.', seconds) }, 429);
    }),
  };
}

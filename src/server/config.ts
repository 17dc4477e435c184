import { z } from 'zod';
import type { RuntimeConfig } from '../shared/runtime-config';
import type { PlanName } from '../shared/plans';
import { localCheckoutLinks, type CheckoutLinks } from '../shared/checkout';
import { parseVariantPlans } from './billing/plan-mapping';
import { decideListenHost } from './listen-host';

/** Environment → typed configuration. The one place the server reads process.env. */
const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  EMBEDDED_ALLOW_REMOTE: boolFromEnv.default(false),
  TRUST_PROXY: boolFromEnv.default(false),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  STATIC_DIR: z.string().min(1).default('dist/client'),
  SUPPORT_EMAIL: z.email().default('support@rankscribe.app'),
  SUPABASE_URL: z.url().optional(),
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  ALLOW_PRIVATE_NETWORKS: boolFromEnv.optional(),
  CRAWL_MAX_PAGES: z.coerce.number().int().min(0).max(100).default(20),
  CRAWL_CONCURRENCY: z.coerce.number().int().min(1).max(10).default(3),
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  FETCH_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  FETCH_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(2 * 1024 * 1024),
  ANALYSES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  LLM_RETRY_MAX_WAIT_MS: z.coerce.number().int().min(0).max(300_000).default(20_000),
  LLM_STREAM: boolFromEnv.default(true),
  LLM_JSON_MODE: z.enum(['json_schema', 'json_object', 'off']).default('json_schema'),
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(8),
  LLM_PRICE_INPUT_PER_1K: z.coerce.number().min(0).max(1000).optional(),
  LLM_PRICE_OUTPUT_PER_1K: z.coerce.number().min(0).max(1000).optional(),
  LLM_IMAGES: boolFromEnv.default(false),
  LLM_IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
  BRAVE_SEARCH_API_KEY: z.string().min(1).optional(),
  SERPER_API_KEY: z.string().min(1).optional(),
  REDDIT_CLIENT_ID: z.string().min(1).optional(),
  REDDIT_CLIENT_SECRET: z.string().min(1).optional(),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  RESEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  GENERATION_API_URL: z.union([z.url(), z.literal('')]).default(''),
  JOB_WORKERS: z.coerce.number().int().min(0).max(64).default(4),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRY: z.coerce.number().int().min(60).max(604800).default(3600),
  SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SUPABASE_JWT_ISSUER: z.string().min(1).optional(),
  REDIRECT_ALLOW_LIST: z.string().optional(),
  LEMONSQUEEZY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  LEMONSQUEEZY_VARIANT_PLANS: z.string().optional(),
  CHECKOUT_URL_STARTER_BEGINNER: z.url().optional(),
  CHECKOUT_URL_GROWTH: z.url().optional(),
  CHECKOUT_URL_ULTIMATE: z.url().optional(),
  CHECKOUT_ORIGIN: z.url().default('https://app.lemonsqueezy.com'),
  PUBLISHING_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLISH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(0).max(1_000_000).default(20),
  RATE_LIMIT_TOKEN_REFRESH: z.coerce.number().int().min(0).max(1_000_000).default(30),
  RATE_LIMIT_SCRAPE: z.coerce.number().int().min(0).max(1_000_000).default(10),
  RATE_LIMIT_TOPICS: z.coerce.number().int().min(0).max(1_000_000).default(30),
  RATE_LIMIT_GENERATE: z.coerce.number().int().min(0).max(1_000_000).default(10),
  RATE_LIMIT_PUBLISHING: z.coerce.number().int().min(0).max(1_000_000).default(30),
});

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Where to listen; undefined → every interface (Supabase mode only; embedded defaults to 127.0.0.1). */
  host: string | undefined;
  /** Embedded mode bound beyond loopback on purpose (EMBEDDED_ALLOW_REMOTE): main.ts warns at start. */
  exposesEmbedded: boolean;
  /** Absolute origin the product is reached at; used for redirects and canonical links. */
  publicUrl: string;
  /**
   * The origins this server itself answers at, for Origin checks and its own redirects (never the
   * Host header): PUBLIC_URL's origin; without PUBLIC_URL, both loopback spellings of the port.
   */
  ownOrigins: string[];
  dataDir: string;
  staticDir: string;
  supportEmail: string;
  /** embedded: PGlite + local Auth/REST; supabase: a real Supabase project. */
  mode: 'embedded' | 'supabase';
  supabase: { url: string; anonKey: string } | null;
  databaseUrl: string | null;
  allowPrivateNetworks: boolean;
  analysis: AnalysisConfig;
  /** OpenAI-compatible chat completions; null → the offline writer. */
  llm: LlmConfig | null;
  research: ResearchConfig;
  /** Where the browser sends POST /api/generate-article; '' = this server. */
  generationApiUrl: string;
  /** Generation jobs (docs/deployment.md): workers in this process, and how long an attempt may hold a job. */
  jobs: { workers: number; leaseSeconds: number };
  billing: BillingConfig;
  publishing: PublishingConfig;
  rateLimits: RateLimitConfig;
  auth: {
    /** Embedded: the HS256 secret from JWT_SECRET; null → generated once into DATA_DIR. */
    jwtSecret: string | null;
    /** Access-token lifetime in seconds (embedded Auth). */
    jwtExpirySeconds: number;
    /** Supabase mode: the project's legacy HS256 secret; null → verify through the project's JWKS. */
    supabaseJwtSecret: string | null;
    /** Supabase mode: the `iss` its tokens must carry; null → `<SUPABASE_URL>/auth/v1`. */
    supabaseJwtIssuer: string | null;
    /** Origins sign-in may redirect back to: the server's own origins plus REDIRECT_ALLOW_LIST. */
    redirectOrigins: string[];
  };
}

export interface BillingConfig {
  /** LEMONSQUEEZY_WEBHOOK_SECRET; embedded mode generates one into DATA_DIR when unset. */
  webhookSecret: string | null;
  /** The store's variant ids → plans (LEMONSQUEEZY_VARIANT_PLANS, "id:Plan,…"). */
  variantPlans: Map<string, PlanName>;
  /** Hosted checkout links; null in embedded mode without them → the local checkout page. */
  checkoutLinks: CheckoutLinks | null;
  /** The only origin whose checkout:complete messages are accepted. */
  checkoutOrigin: string;
}

/** Publishing to subscribers' CMSs (docs/publishing.md). */
export interface PublishingConfig {
  /** PUBLISHING_SECRET_KEY: seals stored CMS credentials; embedded mode generates one into DATA_DIR when unset. */
  secretKey: string | null;
  /** One request to a subscriber's CMS, body included. */
  timeoutMs: number;
}

/**
 * Requests per window and client (the signed-in user, else the client's IP address) for the
 * expensive or guessable endpoints; 0 turns one off. Counted in this process's memory.
 */
export interface RateLimitConfig {
  windowMs: number;
  signIn: number;
  tokenRefresh: number;
  scrape: number;
  topics: number;
  generate: number;
  /** /api/publishing: connection saves, tests and deletes, and publishes (reads are free). */
  publishing: number;
  /** Take the client IP from the last X-Forwarded-For entry (one reverse proxy in front). */
  trustProxy: boolean;
}

export interface LlmConfig {
  baseUrl: string;
  /** null for servers that need none; the client then sends a placeholder. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  /** Retries of 408/409/429/5xx and connection failures (timeouts: at most one). */
  maxRetries: number;
  /** The longest Retry-After honoured; a server asking for more fails the call at once. */
  retryMaxWaitMs: number;
  /** Stream answers (SSE): an idle timeout instead of a whole-answer one, and usage per chunk. */
  stream: boolean;
  /** How JSON answers are requested; downgraded automatically when the server refuses it. */
  jsonMode: 'json_schema' | 'json_object' | 'off';
  /** Article sections written at the same time. */
  concurrency: number;
  /** Per 1,000 tokens, for the cost log; null when either price is unset (cost unknown). */
  prices: { inputPer1k: number; outputPer1k: number } | null;
  /** Generated images through the same endpoint's images API (off by default). */
  images: { model: string } | null;
}

/** Limits of the site analysis service (crawl size, timeouts, fair use). */
export interface AnalysisConfig {
  /** Pages read besides the one the user entered. */
  maxExtraPages: number;
  concurrency: number;
  pageTimeoutMs: number;
  connectTimeoutMs: number;
  maxPageBytes: number;
  /** Fair use for subscribers: analyses per user per rolling hour. */
  analysesPerHour: number;
}

/** Each research provider is on only when its own key is set. */
export interface ResearchConfig {
  braveApiKey: string | null;
  serperApiKey: string | null;
  reddit: { clientId: string; clientSecret: string } | null;
  youtubeApiKey: string | null;
  timeoutMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const redirectOrigins = parseOrigins(e.REDIRECT_ALLOW_LIST);
  // localhost and 127.0.0.1 are the same server to a developer, but different origins to a browser.
  const ownOrigins = e.PUBLIC_URL ? [new URL(publicUrl).origin] : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  const mode = e.SUPABASE_URL ? 'supabase' : 'embedded';
  const listen = decideListenHost(mode, e.HOST, e.EMBEDDED_ALLOW_REMOTE);
  if (!listen.ok) throw new ConfigError(`Invalid configuration:\n  HOST: ${listen.error}`);
  if (mode === 'supabase' && (!e.SUPABASE_ANON_KEY || !e.DATABASE_URL)) {
    throw new ConfigError('Supabase mode needs SUPABASE_URL, SUPABASE_ANON_KEY and DATABASE_URL together.');
  }
  const links = [e.CHECKOUT_URL_STARTER_BEGINNER, e.CHECKOUT_URL_GROWTH, e.CHECKOUT_URL_ULTIMATE];
  if (links.some(Boolean) && !links.every(Boolean)) {
    throw new ConfigError('Set all three checkout links (CHECKOUT_URL_STARTER_BEGINNER, CHECKOUT_URL_GROWTH, CHECKOUT_URL_ULTIMATE) or none.');
  }
  if ((e.LLM_PRICE_INPUT_PER_1K === undefined) !== (e.LLM_PRICE_OUTPUT_PER_1K === undefined)) {
    throw new ConfigError('Set both LLM_PRICE_INPUT_PER_1K and LLM_PRICE_OUTPUT_PER_1K, or neither (the cost is then unknown).');
  }
  let variantPlans: Map<string, PlanName>;
  try {
    variantPlans = parseVariantPlans(e.LEMONSQUEEZY_VARIANT_PLANS);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: listen.host,
    exposesEmbedded: listen.exposesEmbedded,
    publicUrl,
    ownOrigins,
    dataDir: e.DATA_DIR,
    staticDir: e.STATIC_DIR,
    supportEmail: e.SUPPORT_EMAIL,
    mode,
    supabase: mode === 'supabase' ? { url: e.SUPABASE_URL!, anonKey: e.SUPABASE_ANON_KEY! } : null,
    databaseUrl: e.DATABASE_URL ?? null,
    allowPrivateNetworks: e.ALLOW_PRIVATE_NETWORKS ?? mode === 'embedded',
    analysis: {
      maxExtraPages: e.CRAWL_MAX_PAGES,
      concurrency: e.CRAWL_CONCURRENCY,
      pageTimeoutMs: e.FETCH_TIMEOUT_MS,
      connectTimeoutMs: e.FETCH_CONNECT_TIMEOUT_MS,
      maxPageBytes: e.FETCH_MAX_BYTES,
      analysesPerHour: e.ANALYSES_PER_HOUR,
    },
    // A base URL alone enables local servers (Ollama, vLLM) that take no key; a key alone means OpenAI.
    llm:
      e.LLM_BASE_URL || e.LLM_API_KEY
        ? {
            baseUrl: (e.LLM_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
            apiKey: e.LLM_API_KEY ?? null,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
            maxRetries: e.LLM_MAX_RETRIES,
            retryMaxWaitMs: e.LLM_RETRY_MAX_WAIT_MS,
            stream: e.LLM_STREAM,
            jsonMode: e.LLM_JSON_MODE,
            concurrency: e.LLM_CONCURRENCY,
            prices:
              e.LLM_PRICE_INPUT_PER_1K !== undefined && e.LLM_PRICE_OUTPUT_PER_1K !== undefined
                ? { inputPer1k: e.LLM_PRICE_INPUT_PER_1K, outputPer1k: e.LLM_PRICE_OUTPUT_PER_1K }
                : null,
            images: e.LLM_IMAGES ? { model: e.LLM_IMAGE_MODEL } : null,
          }
        : null,
    research: {
      braveApiKey: e.BRAVE_SEARCH_API_KEY ?? null,
      serperApiKey: e.SERPER_API_KEY ?? null,
      reddit:
        e.REDDIT_CLIENT_ID && e.REDDIT_CLIENT_SECRET
          ? { clientId: e.REDDIT_CLIENT_ID, clientSecret: e.REDDIT_CLIENT_SECRET }
          : null,
      youtubeApiKey: e.YOUTUBE_API_KEY ?? null,
      timeoutMs: e.RESEARCH_TIMEOUT_MS,
    },
    generationApiUrl: e.GENERATION_API_URL.replace(/\/$/, ''),
    jobs: { workers: e.JOB_WORKERS, leaseSeconds: e.JOB_LEASE_SECONDS },
    billing: {
      webhookSecret: e.LEMONSQUEEZY_WEBHOOK_SECRET ?? null,
      variantPlans,
      checkoutLinks: e.CHECKOUT_URL_STARTER_BEGINNER
        ? {
            Starter: e.CHECKOUT_URL_STARTER_BEGINNER,
            Beginner: e.CHECKOUT_URL_STARTER_BEGINNER,
            Growth: e.CHECKOUT_URL_GROWTH!,
            Ultimate: e.CHECKOUT_URL_ULTIMATE!,
          }
        : null,
      checkoutOrigin: new URL(e.CHECKOUT_ORIGIN).origin,
    },
    publishing: { secretKey: e.PUBLISHING_SECRET_KEY ?? null, timeoutMs: e.PUBLISH_TIMEOUT_MS },
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      signIn: e.RATE_LIMIT_SIGN_IN,
      tokenRefresh: e.RATE_LIMIT_TOKEN_REFRESH,
      scrape: e.RATE_LIMIT_SCRAPE,
      topics: e.RATE_LIMIT_TOPICS,
      generate: e.RATE_LIMIT_GENERATE,
      publishing: e.RATE_LIMIT_PUBLISHING,
      trustProxy: e.TRUST_PROXY,
    },
    auth: {
      jwtSecret: e.JWT_SECRET ?? null,
      jwtExpirySeconds: e.JWT_EXPIRY,
      supabaseJwtSecret: e.SUPABASE_JWT_SECRET ?? null,
      supabaseJwtIssuer: e.SUPABASE_JWT_ISSUER ?? null,
      redirectOrigins: [...new Set([...ownOrigins, ...redirectOrigins])],
    },
  };
}

function parseOrigins(list: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (list ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    try {
      origins.push(new URL(item).origin);
    } catch {
      throw new ConfigError(`Invalid configuration:\n  REDIRECT_ALLOW_LIST: "${item}" is not an absolute URL`);
    }
  }
  return origins;
}

/** What the browser is told at run time (see src/shared/runtime-config.ts). */
export function runtimeConfigFor(config: ServerConfig, supabaseAnonKey: string): RuntimeConfig {
  return {
    mode: config.mode,
    supabaseUrl: config.supabase?.url ?? '',
    supabaseAnonKey,
    generationApiUrl: config.generationApiUrl,
    supportEmail: config.supportEmail,
    checkoutLinks: config.billing.checkoutLinks ?? (config.mode === 'embedded' ? localCheckoutLinks('') : null),
    checkoutOrigin: config.billing.checkoutOrigin,
  };
}

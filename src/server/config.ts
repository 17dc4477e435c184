import { z } from 'zod';

/** Environment → typed configuration. The one place the server reads process.env. */
const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  STATIC_DIR: z.string().min(1).default('dist/client'),
  SUPPORT_EMAIL: z.email().default('support@rankscribe.app'),
  SUPABASE_URL: z.url().optional(),
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  ALLOW_PRIVATE_NETWORKS: boolFromEnv.optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  BRAVE_SEARCH_API_KEY: z.string().min(1).optional(),
  SERPER_API_KEY: z.string().min(1).optional(),
  REDDIT_CLIENT_ID: z.string().min(1).optional(),
  REDDIT_CLIENT_SECRET: z.string().min(1).optional(),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  RESEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  GENERATION_API_URL: z.union([z.url(), z.literal('')]).default(''),
});

export type Env = z.input<typeof envSchema>;

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  /** Absolute origin the product is reached at; used for redirects and canonical links. */
  publicUrl: string;
  dataDir: string;
  staticDir: string;
  supportEmail: string;
  /** embedded: PGlite + local Auth/REST; supabase: a real Supabase project. */
  mode: 'embedded' | 'supabase';
  supabase: { url: string; anonKey: string } | null;
  databaseUrl: string | null;
  allowPrivateNetworks: boolean;
  /** OpenAI-compatible chat completions; null → the offline writer. */
  llm: LlmConfig | null;
  research: ResearchConfig;
  /** Where the browser sends POST /api/generate-article; '' = this server. */
  generationApiUrl: string;
}

export interface LlmConfig {
  baseUrl: string;
  /** null for servers that need none; the client then sends a placeholder. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
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
  const mode = e.SUPABASE_URL ? 'supabase' : 'embedded';
  if (mode === 'supabase' && (!e.SUPABASE_ANON_KEY || !e.DATABASE_URL)) {
    throw new ConfigError('Supabase mode needs SUPABASE_URL, SUPABASE_ANON_KEY and DATABASE_URL together.');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    staticDir: e.STATIC_DIR,
    supportEmail: e.SUPPORT_EMAIL,
    mode,
    supabase: mode === 'supabase' ? { url: e.SUPABASE_URL!, anonKey: e.SUPABASE_ANON_KEY! } : null,
    databaseUrl: e.DATABASE_URL ?? null,
    allowPrivateNetworks: e.ALLOW_PRIVATE_NETWORKS ?? mode === 'embedded',
    // A base URL alone enables local servers (Ollama, vLLM) that take no key; a key alone means OpenAI.
    llm:
      e.LLM_BASE_URL || e.LLM_API_KEY
        ? {
            baseUrl: (e.LLM_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
            apiKey: e.LLM_API_KEY ?? null,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
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
  };
}

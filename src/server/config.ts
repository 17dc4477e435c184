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
  };
}

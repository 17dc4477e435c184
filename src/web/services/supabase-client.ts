import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { loadRuntimeConfig } from '../config';

/** Supabase mode: the project URL. Embedded mode: this origin, which serves /auth/v1 and /rest/v1. */
export function supabaseUrlFor(config: RuntimeConfig, origin: string): string {
  return config.supabaseUrl || origin;
}

let client: Promise<SupabaseClient> | undefined;

/**
 * The one supabase-js client of the app, created on first use with the library's defaults
 * (persisted session, auto-refresh, implicit flow, session detected in the URL).
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  client ??= loadRuntimeConfig().then(
    (config) => createClient(supabaseUrlFor(config, window.location.origin), config.supabaseAnonKey),
    (err: unknown) => {
      // A failed config load is retried on the next use instead of being remembered.
      client = undefined;
      throw err;
    },
  );
  return client;
}

/** The table reads of spec §7, query for query. */
export const tableReads = {
  subscription: (supabase: SupabaseClient, userId: string) =>
    supabase.from('user_subscriptions').select('status, plan_id').eq('user_id', userId),
  credits: (supabase: SupabaseClient, userId: string) => supabase.from('scraped_contents').select('credits').eq('user_id', userId),
  latestPaywalledRecord: (supabase: SupabaseClient, userId: string) =>
    supabase
      .from('scraped_contents')
      .select('id, paywall_shown')
      .eq('user_id', userId)
      .eq('paywall_shown', true)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  creditsAndArticles: (supabase: SupabaseClient, userId: string) =>
    supabase.from('scraped_contents').select('credits, generated_articles').eq('user_id', userId),
};

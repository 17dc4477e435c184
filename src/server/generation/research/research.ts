import type { Logger } from '../../logger';
import type { ProviderName, ResearchProvider, ResearchQuery, ResearchSource } from './research-source';

export interface ResearchResult {
  sources: ResearchSource[];
  /** Providers that answered (even with nothing useful). */
  used: ProviderName[];
  /** Providers that failed or timed out: the article says which sources it could not use. */
  failed: ProviderName[];
}

export interface ResearchOptions {
  providers: readonly ResearchProvider[];
  logger: Logger;
  timeoutMs: number;
  /** Sources kept per provider; more only dilutes the writer's context. */
  perProvider?: number;
}

/**
 * Runs every enabled provider in parallel. A provider failure never fails the article: it is
 * logged and reported in `failed`. Sources without a single usable fact are dropped (nothing to
 * cite), duplicates by URL are merged, and each kept source gets its citation id.
 */
export async function runResearch(query: Omit<ResearchQuery, 'signal'>, opts: ResearchOptions, signal?: AbortSignal): Promise<ResearchResult> {
  const perProvider = opts.perProvider ?? 4;
  const settled = await Promise.all(
    opts.providers.map(async (p) => {
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        const found = await p.research({ ...query, signal: combined });
        return { provider: p, found, ok: true as const };
      } catch (err) {
        opts.logger.warn(`research: ${p.label} skipped for this article: ${err instanceof Error ? err.message : String(err)}`);
        return { provider: p, found: [], ok: false as const };
      }
    }),
  );
  const seen = new Set<string>();
  const sources: ResearchSource[] = [];
  for (const { found } of settled) {
    for (const s of found.filter((f) => f.facts.length > 0).slice(0, perProvider)) {
      const key = s.url.replace(/#.*$/, '').replace(/\/$/, '');
      if (seen.has(key)) continue;
      seen.add(key);
      sources.push({ ...s, id: `S${sources.length + 1}` });
    }
  }
  const used = [...new Set(settled.filter((s) => s.ok).map((s) => s.provider.name))];
  const failed = [...new Set(settled.filter((s) => !s.ok).map((s) => s.provider.name))].filter((n) => !used.includes(n));
  return { sources, used, failed };
}

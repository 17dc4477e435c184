import { z } from 'zod';
import { factsFromPassage } from './facts';
import { fetchJson, type FetchLike } from './fetch-json';
import { excludeOwnSite } from './own-site';
import type { ResearchProvider } from './research-source';

const braveAnswer = z.object({
  web: z
    .object({
      results: z.array(
        z.object({ url: z.string(), title: z.string(), description: z.string().default(''), extra_snippets: z.array(z.string()).optional() }),
      ),
    })
    .optional(),
});

export interface BraveOptions {
  apiKey: string;
  fetch?: FetchLike;
  /** Overridable for tests against a loopback fake. */
  baseUrl?: string;
  count?: number;
}

/** Competitor research through the Brave Search web API (GET /res/v1/web/search). */
export function braveSearchProvider(opts: BraveOptions): ResearchProvider {
  const base = opts.baseUrl ?? 'https://api.search.brave.com';
  const fetchFn = opts.fetch ?? fetch;
  return {
    name: 'competitors',
    label: 'Brave Search',
    async research({ keyphrase, topic, siteUrl, signal }) {
      const url = new URL('/res/v1/web/search', base);
      url.searchParams.set('q', topic || keyphrase);
      url.searchParams.set('count', String(opts.count ?? 5));
      const answer = await fetchJson(
        fetchFn,
        'Brave Search',
        url.href,
        { headers: { accept: 'application/json', 'x-subscription-token': opts.apiKey }, signal },
        braveAnswer,
      );
      return excludeOwnSite(answer.web?.results ?? [], siteUrl).map((r) => ({
        kind: 'competitor' as const,
        url: r.url,
        title: r.title,
        facts: factsFromPassage([r.description, ...(r.extra_snippets ?? [])].join(' ')),
      }));
    },
  };
}

import { z } from 'zod';
import { factsFromPassage } from './facts';
import { fetchJson, type FetchLike } from './fetch-json';
import { excludeOwnSite } from './own-site';
import type { ResearchProvider } from './research-source';

const serperAnswer = z.object({
  organic: z.array(z.object({ link: z.string(), title: z.string(), snippet: z.string().default('') })).default([]),
});

export interface SerperOptions {
  apiKey: string;
  fetch?: FetchLike;
  baseUrl?: string;
  count?: number;
}

/** Competitor research through Serper's Google search API (POST /search). */
export function serperSearchProvider(opts: SerperOptions): ResearchProvider {
  const base = opts.baseUrl ?? 'https://google.serper.dev';
  const fetchFn = opts.fetch ?? fetch;
  return {
    name: 'competitors',
    label: 'Serper',
    async research({ keyphrase, topic, siteUrl, signal }) {
      const answer = await fetchJson(
        fetchFn,
        'Serper',
        new URL('/search', base).href,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': opts.apiKey },
          body: JSON.stringify({ q: topic || keyphrase, num: opts.count ?? 5 }),
          signal,
        },
        serperAnswer,
      );
      const results = answer.organic.map((r) => ({ url: r.link, title: r.title, description: r.snippet }));
      return excludeOwnSite(results, siteUrl).map((r) => ({
        kind: 'competitor' as const,
        url: r.url,
        title: r.title,
        facts: factsFromPassage(r.description),
      }));
    },
  };
}

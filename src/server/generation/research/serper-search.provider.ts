import { z } from 'zod';
import { factsFromPassage } from './facts';
import { fetchJson, type FetchLike } from './fetch-json';
import { excludeOwnSite } from './own-site';
import type { ResearchProvider } from './research-source';

const serperAnswer = z.object({
  organic: z.array(z.object({ link: z.string(), title: z.string(), snippet: z.string().default('') })).default([]),
  // "People also ask": questions searchers have, each with the snippet and page that answer it.
  peopleAlsoAsk: z
    .array(z.object({ question: z.string(), snippet: z.string().default(''), link: z.string() }))
    .catch([])
    .default([]),
});

/** Competitors first, then searchers' questions, then the rest: research keeps the first few per provider. */
const LEADING_RESULTS = 3;
const QUESTIONS = 2;

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
      const organic = answer.organic.map((r) => ({ url: r.link, title: r.title, description: r.snippet }));
      // A question's title is the question, so the writer can plan around what people ask.
      const questions = answer.peopleAlsoAsk.slice(0, QUESTIONS).map((q) => ({ url: q.link, title: q.question, description: q.snippet }));
      const results = [...organic.slice(0, LEADING_RESULTS), ...questions, ...organic.slice(LEADING_RESULTS)];
      return excludeOwnSite(results, siteUrl).map((r) => ({
        kind: 'competitor' as const,
        url: r.url,
        title: r.title,
        facts: factsFromPassage(r.description),
      }));
    },
  };
}

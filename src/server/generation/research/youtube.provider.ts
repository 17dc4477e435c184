import { z } from 'zod';
import { factsFromPassage } from './facts';
import { fetchJson, type FetchLike } from './fetch-json';
import type { ResearchProvider } from './research-source';

const searchAnswer = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().optional() }),
        snippet: z.object({ title: z.string(), description: z.string().default(''), channelTitle: z.string().optional() }),
      }),
    )
    .default([]),
});

export interface YoutubeOptions {
  apiKey: string;
  fetch?: FetchLike;
  baseUrl?: string;
  count?: number;
}

/** Videos through the YouTube Data API v3 (GET /youtube/v3/search, type=video). */
export function youtubeProvider(opts: YoutubeOptions): ResearchProvider {
  const fetchFn = opts.fetch ?? fetch;
  const base = opts.baseUrl ?? 'https://www.googleapis.com';
  return {
    name: 'youtube',
    label: 'YouTube',
    async research({ topic, keyphrase, signal }) {
      const url = new URL('/youtube/v3/search', base);
      url.searchParams.set('part', 'snippet');
      url.searchParams.set('type', 'video');
      url.searchParams.set('maxResults', String(opts.count ?? 5));
      url.searchParams.set('q', topic || keyphrase);
      url.searchParams.set('key', opts.apiKey);
      const answer = await fetchJson(fetchFn, 'YouTube', url.href, { headers: { accept: 'application/json' }, signal }, searchAnswer);
      return answer.items
        .filter((i) => i.id.videoId)
        .map((i) => ({
          kind: 'youtube' as const,
          url: `https://www.youtube.com/watch?v=${encodeURIComponent(i.id.videoId!)}`,
          title: i.snippet.channelTitle ? `${i.snippet.title} (${i.snippet.channelTitle})` : i.snippet.title,
          facts: factsFromPassage(i.snippet.description),
        }));
    },
  };
}

import { z } from 'zod';
import { factsFromPassage } from './facts';
import { fetchJson, type FetchLike } from './fetch-json';
import type { ResearchProvider } from './research-source';

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });
const searchAnswer = z.object({
  data: z.object({
    children: z.array(
      z.object({
        data: z.object({
          title: z.string(),
          selftext: z.string().default(''),
          permalink: z.string(),
          subreddit: z.string().optional(),
          over_18: z.boolean().optional(),
        }),
      }),
    ),
  }),
});

export interface RedditOptions {
  clientId: string;
  clientSecret: string;
  fetch?: FetchLike;
  /** Token endpoint host and API host; overridable for tests. */
  authBaseUrl?: string;
  apiBaseUrl?: string;
  count?: number;
  userAgent?: string;
}

/**
 * Reddit discussions through the official API: an application-only OAuth token
 * (client_credentials) and GET /search on oauth.reddit.com. Facts come from the post text.
 */
export function redditProvider(opts: RedditOptions): ResearchProvider {
  const fetchFn = opts.fetch ?? fetch;
  const authBase = opts.authBaseUrl ?? 'https://www.reddit.com';
  const apiBase = opts.apiBaseUrl ?? 'https://oauth.reddit.com';
  // Reddit asks every API client to identify itself; requests without a User-Agent are throttled.
  const userAgent = opts.userAgent ?? 'server:rankscribe:0.1 (article research)';
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(signal: AbortSignal): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const answer = await fetchJson(
      fetchFn,
      'Reddit OAuth',
      new URL('/api/v1/access_token', authBase).href,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': userAgent,
        },
        body: 'grant_type=client_credentials',
        signal,
      },
      tokenAnswer,
    );
    // Renew a minute early so a token never expires mid-request.
    token = { value: answer.access_token, expiresAt: Date.now() + ((answer.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  return {
    name: 'reddit',
    label: 'Reddit',
    async research({ topic, keyphrase, signal }) {
      const url = new URL('/search', apiBase);
      url.searchParams.set('q', topic || keyphrase);
      url.searchParams.set('sort', 'relevance');
      url.searchParams.set('type', 'link');
      url.searchParams.set('limit', String(opts.count ?? 5));
      url.searchParams.set('raw_json', '1');
      const answer = await fetchJson(
        fetchFn,
        'Reddit',
        url.href,
        { headers: { authorization: `bearer ${await accessToken(signal)}`, 'user-agent': userAgent }, signal },
        searchAnswer,
      );
      return answer.data.children
        .map((c) => c.data)
        .filter((p) => !p.over_18 && p.permalink.startsWith('/'))
        .map((p) => ({
          kind: 'reddit' as const,
          url: `https://www.reddit.com${p.permalink}`,
          title: p.subreddit ? `${p.title} (r/${p.subreddit})` : p.title,
          facts: factsFromPassage(p.selftext),
        }));
    },
  };
}

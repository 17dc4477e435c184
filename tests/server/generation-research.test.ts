import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { Logger } from '../../src/server/logger';
import { braveSearchProvider } from '../../src/server/generation/research/brave-search.provider';
import { providersFromConfig } from '../../src/server/generation/research/providers-from-config';
import { redditProvider } from '../../src/server/generation/research/reddit.provider';
import { runResearch } from '../../src/server/generation/research/research';
import { serperSearchProvider } from '../../src/server/generation/research/serper-search.provider';
import { youtubeProvider } from '../../src/server/generation/research/youtube.provider';

/** One loopback server standing in for the four research APIs, recording what it was sent. */
interface Seen {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen: Seen[] = [];
let api: Server;
let base: string;
const braveResults = [
  {
    url: 'https://espresso-lab.example/ratios',
    title: 'Espresso ratios',
    description: 'A <strong>1:2 ratio</strong> is the usual starting point for espresso. Lighter roasts often need longer ratios.',
  },
  { url: 'https://harbor.example/blog', title: 'Our own blog', description: 'Our own post about espresso ratios and dialing in.' },
  { url: 'https://thin.example/', title: 'Thin', description: 'Top 10 grinders ranked ...' },
];

beforeAll(async () => {
  api = createServer(async (req, res) => {
    let body = '';
    for await (const c of req) body += c;
    const url = new URL(req.url!, 'http://127.0.0.1');
    seen.push({ method: req.method!, url, headers: req.headers, body });
    const json = (status: number, data: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
    if (url.pathname === '/res/v1/web/search') {
      return req.headers['x-subscription-token'] === 'brave-key' ? json(200, { web: { results: braveResults } }) : json(401, {});
    }
    if (url.pathname === '/search' && req.method === 'POST') {
      return json(200, {
        organic: [{ link: 'https://grinders.example/burr', title: 'Burr grinders', snippet: 'Burr grinders produce a more even grind than blade grinders.' }],
        peopleAlsoAsk: [{ question: 'Why is my espresso sour?', snippet: 'Sour espresso is usually under-extracted: grind finer.', link: 'https://baristas.example/sour' }],
      });
    }
    if (url.pathname === '/api/v1/access_token') {
      const ok = req.headers.authorization === `Basic ${Buffer.from('rid:rsecret').toString('base64')}` && body === 'grant_type=client_credentials';
      return ok ? json(200, { access_token: 'reddit-token', expires_in: 3600 }) : json(401, {});
    }
    if (url.pathname === '/search' && req.method === 'GET') {
      if (req.headers.authorization !== 'bearer reddit-token') return json(401, {});
      return json(200, {
        data: {
          children: [
            { data: { title: 'Sour shots?', selftext: 'Grinding finer fixed my sour shots within a week.', permalink: '/r/espresso/comments/1/sour/', subreddit: 'espresso' } },
            { data: { title: 'NSFW', selftext: 'Something that should never be cited in an article.', permalink: '/r/x/comments/2/', over_18: true } },
          ],
        },
      });
    }
    if (url.pathname === '/youtube/v3/search') {
      return json(200, {
        items: [
          { id: { videoId: 'abc123' }, snippet: { title: 'Dialing in espresso', description: 'We pull ten shots and change only the grind size each time.', channelTitle: 'Brew Lab' } },
          { id: { kind: 'youtube#channel' }, snippet: { title: 'A channel', description: 'Not a video, so not a source for this article.' } },
        ],
      });
    }
    json(404, {});
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => api.close(() => r())));

const query = { topic: 'How to Dial In Home Espresso', keyphrase: 'home espresso', siteUrl: 'https://www.harbor.example/' };
const signal = new AbortController().signal;

function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
  return { logger, lines };
}

describe('research providers against loopback fakes of their APIs', () => {
  it('Brave Search: sends the key header and query; drops the own site and fact-less results; strips markup', async () => {
    const sources = await braveSearchProvider({ apiKey: 'brave-key', baseUrl: base }).research({ ...query, signal });
    const req = seen.at(-1)!;
    expect(req.url.searchParams.get('q')).toBe(query.topic);
    expect(req.url.searchParams.get('count')).toBe('5');
    expect(sources.map((s) => s.url)).toEqual(['https://espresso-lab.example/ratios', 'https://thin.example/']);
    expect(sources[0]!.facts.map((f) => f.text)).toEqual(['A 1:2 ratio is the usual starting point for espresso.', 'Lighter roasts often need longer ratios.']);
    expect(sources[1]!.facts).toEqual([]);
  });

  it('Serper: POSTs the query with the API key', async () => {
    const sources = await serperSearchProvider({ apiKey: 'serper-key', baseUrl: base }).research({ ...query, signal });
    const req = seen.at(-1)!;
    expect(req.headers['x-api-key']).toBe('serper-key');
    expect(JSON.parse(req.body)).toEqual({ q: query.topic, num: 5 });
    expect(sources).toEqual([
      {
        kind: 'competitor',
        url: 'https://grinders.example/burr',
        title: 'Burr grinders',
        facts: [{ text: 'Burr grinders produce a more even grind than blade grinders.', passage: 'Burr grinders produce a more even grind than blade grinders.' }],
      },
      // "People also ask": the question as the title, for the outline; its answer as the fact.
      {
        kind: 'competitor',
        url: 'https://baristas.example/sour',
        title: 'Why is my espresso sour?',
        facts: [{ text: 'Sour espresso is usually under-extracted: grind finer.', passage: 'Sour espresso is usually under-extracted: grind finer.' }],
      },
    ]);
  });

  it('Reddit: gets an app-only OAuth token once, searches with it, skips NSFW posts', async () => {
    const provider = redditProvider({ clientId: 'rid', clientSecret: 'rsecret', authBaseUrl: base, apiBaseUrl: base });
    const first = await provider.research({ ...query, signal });
    await provider.research({ ...query, signal });
    expect(seen.filter((s) => s.url.pathname === '/api/v1/access_token')).toHaveLength(1);
    expect(seen.at(-1)!.headers['user-agent']).toMatch(/rankscribe/);
    expect(first).toEqual([
      {
        kind: 'reddit',
        url: 'https://www.reddit.com/r/espresso/comments/1/sour/',
        title: 'Sour shots? (r/espresso)',
        facts: [{ text: 'Grinding finer fixed my sour shots within a week.', passage: 'Grinding finer fixed my sour shots within a week.' }],
      },
    ]);
  });

  it('YouTube: searches videos only and links to the watch page', async () => {
    const sources = await youtubeProvider({ apiKey: 'yt-key', baseUrl: base }).research({ ...query, signal });
    const req = seen.at(-1)!;
    expect(req.url.searchParams.get('key')).toBe('yt-key');
    expect(req.url.searchParams.get('type')).toBe('video');
    expect(sources.map((s) => [s.url, s.title])).toEqual([['https://www.youtube.com/watch?v=abc123', 'Dialing in espresso (Brew Lab)']]);
  });
});

describe('runResearch', () => {
  it('merges providers, numbers sources, and logs and reports a failing provider without failing', async () => {
    const { logger, lines } = recordingLogger();
    const result = await runResearch(query, {
      providers: [
        braveSearchProvider({ apiKey: 'wrong-key', baseUrl: base }),
        redditProvider({ clientId: 'rid', clientSecret: 'rsecret', authBaseUrl: base, apiBaseUrl: base }),
        youtubeProvider({ apiKey: 'yt-key', baseUrl: base }),
      ],
      logger,
      timeoutMs: 2000,
    });
    expect(result.used).toEqual(['reddit', 'youtube']);
    expect(result.failed).toEqual(['competitors']);
    expect(result.sources.map((s) => [s.id, s.kind])).toEqual([
      ['S1', 'reddit'],
      ['S2', 'youtube'],
    ]);
    expect(lines).toEqual(['research: Brave Search skipped for this article: Brave Search answered HTTP 401']);
  });

  it('gives up on a provider that does not answer in time', async () => {
    const { logger, lines } = recordingLogger();
    const stuck = { name: 'youtube' as const, label: 'Stuck', research: ({ signal: s }: { signal: AbortSignal }) => new Promise<never>((_, reject) => s.addEventListener('abort', () => reject(new Error('timed out')))) };
    const result = await runResearch(query, { providers: [stuck], logger, timeoutMs: 50 });
    expect(result).toEqual({ sources: [], used: [], failed: ['youtube'] });
    expect(lines[0]).toMatch(/Stuck skipped/);
  });
});

describe('providers from configuration', () => {
  it('enables nothing without keys and says so for each provider', () => {
    const { logger, lines } = recordingLogger();
    expect(providersFromConfig(loadConfig({}).research, logger)).toEqual([]);
    expect(lines).toEqual([
      'research: competitors skipped (set BRAVE_SEARCH_API_KEY or SERPER_API_KEY)',
      'research: reddit skipped (set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET)',
      'research: youtube skipped (set YOUTUBE_API_KEY)',
    ]);
  });

  it('enables each provider by its own key, Brave before Serper', () => {
    const { logger } = recordingLogger();
    const config = loadConfig({ BRAVE_SEARCH_API_KEY: 'b', SERPER_API_KEY: 's', REDDIT_CLIENT_ID: 'i', REDDIT_CLIENT_SECRET: 'x', YOUTUBE_API_KEY: 'y' });
    expect(providersFromConfig(config.research, logger).map((p) => p.label)).toEqual(['Brave Search', 'Reddit', 'YouTube']);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy, systemResolver } from '../../src/server/analysis/address-policy';
import { FetchFailure } from '../../src/server/analysis/fetch-failure';
import { createSafeFetcher, type SafeFetchOptions } from '../../src/server/analysis/safe-fetch';
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites';

const options: SafeFetchOptions = {
  userAgent: 'RankScribeBot/1.0 (+http://localhost:3000)',
  policy: addressPolicy(true),
  resolver: systemResolver,
  connectTimeoutMs: 1000,
  totalTimeoutMs: 2000,
  maxBodyBytes: 64 * 1024,
  maxRedirects: 5,
};
const fetcher = createSafeFetcher(options);
let site: FixtureSite;
const html = '<!doctype html><title>Hi</title><p>Hello</p>';

beforeAll(async () => {
  site = await startFixtureSite((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = Number(url.searchParams.get('n') ?? '0');
    switch (url.pathname) {
      case '/page':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        return;
      case '/ua':
        res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${req.headers['user-agent']}</p>`);
        return;
      case '/latin1':
        res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
        return;
      case '/redirect':
        res.writeHead(hops > 0 ? 302 : 301, { location: hops > 0 ? `/redirect?n=${hops - 1}` : '/page' }).end();
        return;
      case '/redirect-ftp':
        res.writeHead(302, { location: 'ftp://127.0.0.1/file' }).end();
        return;
      case '/pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
        return;
      case '/huge':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<p>${'word '.repeat(40_000)}</p>`);
        return;
      case '/huge-declared':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(10 * 1024 * 1024) });
        res.write('<p>');
        return;
      case '/hang':
        return;
      case '/gone':
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      case '/busy':
        res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Busy</h1>');
        return;
      case '/reset':
        req.socket.destroy();
        return;
      default:
        res.writeHead(404).end();
    }
  });
});
afterAll(async () => {
  await fetcher.close();
  await site.close();
});

async function failure(path: string): Promise<FetchFailure> {
  const err = await fetcher.fetchDocument(`${site.origin}${path}`, 'html').then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchFailure);
  return err as FetchFailure;
}

describe('safe fetcher on loopback (private networks allowed)', () => {
  afterEach(() => {
    site.requests.length = 0;
  });

  it('fetches an HTML page with its final URL and content type', async () => {
    const doc = await fetcher.fetchDocument(`${site.origin}/page`, 'html');
    expect(doc).toMatchObject({ url: `${site.origin}/page`, status: 200, contentType: 'text/html', body: html });
  });

  it('identifies itself with the RankScribeBot user agent', async () => {
    const doc = await fetcher.fetchDocument(`${site.origin}/ua`, 'html');
    expect(doc.body).toContain('RankScribeBot/1.0 (+http://localhost:3000)');
  });

  it('decodes the declared charset', async () => {
    expect((await fetcher.fetchDocument(`${site.origin}/latin1`, 'html')).body).toBe('café');
  });

  it('follows up to five redirects and reports where it landed', async () => {
    const doc = await fetcher.fetchDocument(`${site.origin}/redirect?n=4`, 'html');
    expect(doc.url).toBe(`${site.origin}/page`);
    expect(site.requests).toHaveLength(6);
  });

  it('stops after five redirects', async () => {
    const err = await failure('/redirect?n=5');
    expect(err).toMatchObject({ kind: 'too-many-redirects', retryable: false });
  });

  it('refuses a redirect to a non-http scheme', async () => {
    expect(await failure('/redirect-ftp')).toMatchObject({ kind: 'invalid-url', retryable: false });
  });

  it('refuses non-HTML content', async () => {
    const err = await failure('/pdf');
    expect(err).toMatchObject({ kind: 'not-html', retryable: false });
    expect(err.message).toContain('application/pdf');
  });

  it('caps the body size, streamed or declared', async () => {
    expect(await failure('/huge')).toMatchObject({ kind: 'too-large', retryable: false });
    expect(await failure('/huge-declared')).toMatchObject({ kind: 'too-large', retryable: false });
  });

  it('gives up on a server that never answers, as a retryable timeout', async () => {
    expect(await failure('/hang')).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('marks 4xx as final and 5xx and connection resets as retryable', async () => {
    expect(await failure('/gone')).toMatchObject({ kind: 'http-client-error', status: 404, retryable: false });
    expect(await failure('/busy')).toMatchObject({ kind: 'http-server-error', status: 503, retryable: true });
    expect(await failure('/reset')).toMatchObject({ kind: 'network', retryable: true });
  });

  it('tries each allowed address of a name in turn, like a normal client', async () => {
    const dual = createSafeFetcher({
      ...options,
      resolver: async () => [
        { address: '::1', family: 6 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    try {
      const doc = await dual.fetchDocument(`http://dual.test:${site.port}/page`, 'html');
      expect(doc.body).toBe(html);
    } finally {
      await dual.close();
    }
  });

  it('reads XML and plain text only when asked for them', async () => {
    await expect(fetcher.fetchDocument(`${site.origin}/page`, 'text')).rejects.toMatchObject({ kind: 'not-html' });
  });
});

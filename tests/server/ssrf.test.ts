import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy, isPublicAddress, systemResolver } from '../../src/server/analysis/address-policy';
import { FetchFailure } from '../../src/server/analysis/fetch-failure';
import { createSafeFetcher, type SafeFetchOptions } from '../../src/server/analysis/safe-fetch';
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites';

/**
 * The guard over real HTTP, with private networks disallowed. Only loopback servers exist here:
 * each refused request must leave its target without a single recorded request.
 */
const base: SafeFetchOptions = {
  userAgent: 'RankScribeBot/1.0 (+http://localhost)',
  policy: addressPolicy(false),
  resolver: systemResolver,
  connectTimeoutMs: 1000,
  totalTimeoutMs: 2000,
  maxBodyBytes: 64 * 1024,
  maxRedirects: 5,
};
const ok = (_req: unknown, res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>secret</p>');

let v4: FixtureSite;
let v6: FixtureSite;
let bouncer: FixtureSite;

beforeAll(async () => {
  v4 = await startFixtureSite(ok, '127.0.0.1');
  v6 = await startFixtureSite(ok, '::1');
  // 127.0.0.2 plays a public site that redirects into the private network.
  bouncer = await startFixtureSite((_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${v4.port}/admin` }).end(), '127.0.0.2');
});
afterAll(async () => {
  await Promise.all([v4.close(), v6.close(), bouncer.close()]);
});

describe('SSRF guard over HTTP (private networks disallowed)', () => {
  const fetcher = createSafeFetcher(base);
  afterAll(() => fetcher.close());

  const forms = (port: number) => [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://127.1:${port}/`,
    `http://2130706433:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
  ];

  it('refuses every IPv4 loopback form and the server sees nothing', async () => {
    for (const url of forms(v4.port)) {
      const err = await fetcher.fetchDocument(url, 'html').catch((e: unknown) => e);
      expect(err, url).toBeInstanceOf(FetchFailure);
      expect(err, url).toMatchObject({ kind: 'blocked-address', retryable: false });
    }
    expect(v4.requests).toEqual([]);
  });

  it('refuses [::1] and the IPv6 server sees nothing', async () => {
    for (const url of [`http://[::1]:${v6.port}/`, `http://localhost:${v6.port}/`]) {
      await expect(fetcher.fetchDocument(url, 'html'), url).rejects.toMatchObject({ kind: 'blocked-address' });
    }
    expect(v6.requests).toEqual([]);
  });

  it('re-checks a redirect from an allowed server to another loopback port', async () => {
    const lenient = createSafeFetcher({ ...base, policy: (address) => address === '127.0.0.2' || isPublicAddress(address) });
    try {
      await expect(lenient.fetchDocument(`${bouncer.origin}/`, 'html')).rejects.toMatchObject({ kind: 'blocked-address', retryable: false });
      expect(bouncer.requests).toEqual(['/']);
      expect(v4.requests).toEqual([]);
    } finally {
      await lenient.close();
    }
  });
});

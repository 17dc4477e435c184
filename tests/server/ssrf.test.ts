import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy, isPublicAddress, systemResolver } from '../../src/server/analysis/address-policy';
import { FetchFailure } from '../../src/server/analysis/fetch-failure';
import { createSafeFetcher, type SafeFetchOptions } from '../../src/server/analysis/safe-fetch';
import { scrapeResponseSchema } from '../../src/shared/contracts/api';
import { PLAN_IDS } from '../../src/shared/plans';
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites';
import { startTestServer } from '../support/test-server';

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

describe('POST /api/analyze/scrape with ALLOW_PRIVATE_NETWORKS=false', () => {
  it('refuses every loopback form as a final error, and the target records no request', async () => {
    const server = await startTestServer({ env: { ALLOW_PRIVATE_NETWORKS: 'false' } });
    try {
      const { accessToken, userId } = await server.signIn('ssrf@example.com');
      // A subscriber, so every attempt reaches the fetcher instead of the paywall.
      await server.db.query("insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', $2)", [userId, PLAN_IDS.Growth]);
      const urls = [
        `http://127.0.0.1:${v4.port}/`,
        `http://localhost:${v4.port}/`,
        `http://[::1]:${v6.port}/`,
        `http://127.1:${v4.port}/`,
        `http://2130706433:${v4.port}/`,
        `http://0x7f000001:${v4.port}/`,
        `http://[::ffff:127.0.0.1]:${v4.port}/`,
        `${server.url}/sample-site/`,
      ];
      for (const url of urls) {
        const res = await fetch(`${server.url}/api/analyze/scrape`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ url }),
        });
        const json = scrapeResponseSchema.parse(await res.json());
        expect(res.status, url).toBe(422);
        expect(json, url).toMatchObject({ success: false, retryable: false, error: expect.stringContaining('private or local network') });
      }
      expect(v4.requests).toEqual([]);
      expect(v6.requests).toEqual([]);
      const { rows } = await server.db.query('select 1 from public.scraped_contents where user_id = $1', [userId]);
      expect(rows).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

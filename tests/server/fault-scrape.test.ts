import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeResponseSchema } from '../../src/shared/contracts/api';
import { closeOnAccept, resetMidBody, stallMidBody } from '../support/broken-connections';
import { startFixtureSite, staticSite, type FixtureSite } from '../support/fixture-sites';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A website that breaks the connection (scrape.test.ts covers the polite failures: HTTP errors,
 * wrong types, a server that never answers). The user is on the free trial throughout: a broken
 * site must not use it up.
 */
const halfPage = '<!doctype html><html><head><title>Half a page</title></head><body><h1>We help';
const stall = stallMidBody('text/html; charset=utf-8', halfPage);
let server: TestServer;
let good: FixtureSite;
let broken: FixtureSite;

beforeAll(async () => {
  [server, good, broken] = await Promise.all([
    startTestServer({ env: { FETCH_TIMEOUT_MS: '1500', CRAWL_MAX_PAGES: '3' } }),
    startFixtureSite(staticSite('business')),
    startFixtureSite((req, res) => {
      switch (req.url) {
        case '/close':
          return closeOnAccept(req, res);
        case '/reset':
          return resetMidBody('text/html; charset=utf-8', halfPage)(req, res);
        case '/stall':
          return stall.handler(req, res);
        default:
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      }
    }),
  ]);
});
afterAll(async () => {
  stall.release();
  await Promise.all([server.stop(), good.close(), broken.close()]);
});

async function scrape(token: string, url: string) {
  const res = await fetch(`${server.url}/api/analyze/scrape`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url }),
  });
  const text = await res.text();
  return { status: res.status, text, json: scrapeResponseSchema.parse(JSON.parse(text)) };
}

async function rowsOf(userId: string) {
  const { rows } = await server.db.query('select id from public.scraped_contents where user_id = $1', [userId]);
  return rows;
}

describe('a scraped site closing connections', () => {
  it.each([
    ['accepts and closes at once', '/close', /connection to the website failed/],
    ['resets the socket in the middle of the page', '/reset', /connection to the website failed/],
    ['stops sending in the middle of the page', '/stall', /took too long/],
  ])('%s: retryable error in the contract, the free trial kept', async (_name, path, message) => {
    const { accessToken, userId } = await server.signIn(`site-fault${path.slice(1)}@example.com`);

    const failed = await scrape(accessToken, `${broken.origin}${path}`);
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ success: false, contentId: null, showPaywall: false, retryable: true });
    expect(failed.json.error).toMatch(message);
    expect(failed.text).not.toMatch(/\bat .+:\d+:\d+|Error:/);
    expect(broken.requests).toContain(path);
    expect(await rowsOf(userId)).toEqual([]);

    const next = await scrape(accessToken, `${good.origin}/`);
    expect(next.status).toBe(200);
    expect(next.json).toMatchObject({ success: true, showPaywall: false });
    expect(await rowsOf(userId)).toEqual([{ id: next.json.contentId }]);
  });
});

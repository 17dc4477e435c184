import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema, scrapeResponseSchema } from '../../src/shared/contracts/api';
import { NO_CREDITS } from '../../src/server/generation/generate.routes';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { pipelineResponder } from '../fixtures/llm/pipeline-replies';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startFixtureSite, staticSite, type FixtureSite } from '../support/fixture-sites';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/test-server';

/**
 * The server and its embedded database stopping and starting again on the same DATA_DIR, between
 * requests and in the middle of one. Each start opens the database from disk (no template), so
 * these tests are slow by nature.
 */
const RESTART_TIMEOUT_MS = 180_000;
const dirs: string[] = [];
let site: FixtureSite;
let llm: FakeLlmServer;

beforeAll(async () => {
  [site, llm] = await Promise.all([startFixtureSite(staticSite('business')), startFakeLlmServer()]);
});
afterAll(async () => {
  await Promise.all([site.close(), llm.close()]);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** One public URL across restarts: tokens name their issuer, <PUBLIC_URL>/auth/v1. */
const SITE_URL = 'http://localhost:3000';

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rankscribe-fault-'));
  dirs.push(dir);
  return dir;
}

/** Runs `body` against a server on `dir`, always stopping it, as a process manager would. */
async function withServer<T>(opts: TestServerOptions, body: (server: TestServer) => Promise<T>): Promise<T> {
  const server = await startTestServer(opts);
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

async function post(server: TestServer, route: string, token: string, body: unknown, signal?: AbortSignal) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal,
  });
}

describe('the database restarting between requests', () => {
  it(
    'keeps the analysis, the credit and the article across restarts, and spends the credit once',
    async () => {
      const opts = { dataDir: await dataDir(), env: { PUBLIC_URL: SITE_URL, FETCH_TIMEOUT_MS: '5000', CRAWL_MAX_PAGES: '3' } };
      const user = await withServer(opts, async (server) => {
        const signedIn = await server.signIn('restart@example.com');
        const res = await post(server, '/api/analyze/scrape', signedIn.accessToken, { url: `${site.origin}/` });
        expect(res.status).toBe(200);
        const { contentId } = scrapeResponseSchema.parse(await res.json());
        return { ...signedIn, contentId: contentId! };
      });

      const article = await withServer(opts, async (server) => {
        // The row the user sees through the REST API, with the session from before the restart.
        const rows = await fetch(`${server.url}/rest/v1/scraped_contents?select=id,credits`, {
          headers: { apikey: server.auth.anonKey, authorization: `Bearer ${user.accessToken}` },
        });
        expect(await rows.json()).toEqual([{ id: user.contentId, credits: 1 }]);
        const res = await post(server, '/api/generate-article', user.accessToken, { topic: 'Bookkeeping for a small bakery', contentId: user.contentId });
        expect(res.status).toBe(200);
        const json = generateResponseSchema.parse(await res.json());
        expect(json).toMatchObject({ creditsRemaining: 0, showPaywall: false, error: null });
        return json.article!;
      });

      await withServer(opts, async (server) => {
        const stored = await readRecord(server.db, user.contentId);
        expect(stored.credits).toBe(0);
        expect(stored.generated_articles.map((a) => a.content)).toEqual([article]);
        const again = await post(server, '/api/generate-article', user.accessToken, { topic: 'Another topic', contentId: user.contentId });
        expect(again.status).toBe(402);
        expect(generateResponseSchema.parse(await again.json())).toMatchObject({ article: null, showPaywall: true, error: NO_CREDITS });
        // The free trial was used before the restarts and stays used.
        const second = await post(server, '/api/analyze/scrape', user.accessToken, { url: `${site.origin}/about.html` });
        expect(second.status).toBe(402);
        expect(scrapeResponseSchema.parse(await second.json())).toMatchObject({ success: false, showPaywall: true });
        expect((await readRecord(server.db, user.contentId)).generated_articles).toHaveLength(1);
      });
    },
    RESTART_TIMEOUT_MS,
  );
});

describe('the server stopping while a generation is in flight', () => {
  it(
    'leaves no half-written article and takes no credit; the credit works after the restart',
    async () => {
      const opts = { dataDir: await dataDir(), env: { PUBLIC_URL: SITE_URL, LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-fake', LLM_MODEL: 'fake-writer', LLM_TIMEOUT_MS: '5000' } };
      // The multi-stage writer's scripted model; the in-flight run's answers arrive late.
      const script = pipelineResponder();
      const replyDelayMs = 1_500;
      llm.reset();

      const user = await withServer(opts, async (server) => {
        const signedIn = await server.signIn('in-flight@example.com');
        const contentId = await insertAnalysedRecord(server.db, signedIn.userId, loadAnalysis('coffee-roaster'));
        llm.setFallback((req) => ({ ...(script(req) as { content: string }), delayMs: replyDelayMs }));
        const pending = post(server, '/api/generate-article', signedIn.accessToken, { topic: 'How to Dial In Home Espresso', contentId }).then(
          (res) => res.status,
          (err: unknown) => err,
        );
        while (llm.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
        return { ...signedIn, contentId, pending };
      });
      // The stop cut the connection: the client sees a network error, not an answer.
      expect(await user.pending).toBeInstanceOf(Error);
      // Let the writer's reply arrive at the stopped server, so anything it would still do is done.
      await new Promise((r) => setTimeout(r, replyDelayMs + 500));

      await withServer(opts, async (server) => {
        expect(await readRecord(server.db, user.contentId)).toEqual({ credits: 1, paywall_shown: false, generated_articles: [] });
        llm.setFallback(pipelineResponder());
        const res = await post(server, '/api/generate-article', user.accessToken, { topic: 'How to Dial In Home Espresso', contentId: user.contentId });
        expect(res.status).toBe(200);
        expect(generateResponseSchema.parse(await res.json())).toMatchObject({ creditsRemaining: 0, engine: 'llm', error: null });
        const stored = await readRecord(server.db, user.contentId);
        expect(stored.credits).toBe(0);
        expect(stored.generated_articles).toHaveLength(1);
      });
    },
    RESTART_TIMEOUT_MS,
  );
});

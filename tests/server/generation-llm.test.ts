import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../src/shared/contracts/api';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { espressoReply } from '../fixtures/llm/espresso-article';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startTestServer, type TestServer } from '../support/test-server';

let fake: FakeLlmServer;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
  server = await startTestServer({ env: { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'sk-fake', LLM_MODEL: 'fake-writer', LLM_TIMEOUT_MS: '400' } });
});
afterAll(async () => {
  await server.stop();
  await fake.close();
});
beforeEach(() => fake.reset());

const topic = 'How to Dial In Home Espresso';
const reply = { content: JSON.stringify(espressoReply) };

async function freshRecord(email: string) {
  const { accessToken, userId } = await server.signIn(email);
  const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('coffee-roaster'));
  return { accessToken, id };
}

function post(accessToken: string, contentId: string, signal?: AbortSignal) {
  return fetch(`${server.url}/api/generate-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ topic, contentId }),
    signal,
  });
}

describe('generation with the LLM engine (fake OpenAI-compatible server on loopback)', () => {
  it('produces the article, and the pipeline enforces links and evidence on it', async () => {
    fake.enqueue(reply);
    const { accessToken, id } = await freshRecord('llm-ok@example.com');
    const res = await post(accessToken, id);
    expect(res.status).toBe(200);
    const json = generateResponseSchema.parse(await res.json());
    expect(json.engine).toBe('llm');
    expect(json.creditsRemaining).toBe(0);

    const article = json.article!;
    expect(article).toContain('18 grams of coffee in');
    expect(article).toContain('[espresso guide](http://127.0.0.1:3000/sample-site/brew-guides/espresso)');
    // Never crawled: unlinked. Never fetched: the citing sentence is gone. Unsupported: dropped.
    expect(article).toContain('the barista course.');
    expect(article).not.toContain('/courses/barista');
    expect(article).toContain('keep tasting notes.');
    expect(article).not.toContain('/private/');
    expect(article).not.toContain('9 bar');
    expect(article).not.toContain('1650');
    expect(json.sources!.flatMap((s) => s.claims.map((c) => c.text))).toEqual([espressoReply.claims[0]!.text, espressoReply.claims[1]!.text]);

    const request = fake.requests[0]!;
    expect(request.body.model).toBe('fake-writer');
    const prompt = request.body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain('Keyphrase: home espresso');
    expect(prompt).toContain('http://127.0.0.1:3000/sample-site/brew-guides/espresso');
    expect(prompt).toContain('Do not link to any external website');
    const saved = (await readRecord(server.db, id)).generated_articles[0]!;
    expect(saved).toMatchObject({ engine: 'llm', model: 'fake-writer', content: article });
  });

  it('retries once after a 500 and then succeeds', async () => {
    fake.enqueue({ status: 500 }, reply);
    const { accessToken, id } = await freshRecord('llm-retry@example.com');
    const res = await post(accessToken, id);
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect((await readRecord(server.db, id)).generated_articles).toHaveLength(1);
  });

  it('answers a clear error on timeout and takes no credit', async () => {
    fake.setFallback(() => ({ hang: true }));
    const { accessToken, id } = await freshRecord('llm-timeout@example.com');
    const res = await post(accessToken, id);
    expect(res.status).toBe(504);
    const json = generateResponseSchema.parse(await res.json());
    expect(json).toMatchObject({ article: null, showPaywall: false, contentId: id });
    expect(json.error).toBe('The article writer took too long to answer. No credit was used; please try again.');
    expect(await readRecord(server.db, id)).toMatchObject({ credits: 1, paywall_shown: false, generated_articles: [] });
  });

  it('takes no credit from a request interrupted mid-writing, and the credit still works afterwards', async () => {
    const { accessToken, id } = await freshRecord('llm-interrupted@example.com');
    fake.enqueue({ content: reply.content, delayMs: 350 });
    const controller = new AbortController();
    const pending = post(accessToken, id, controller.signal).catch((e: unknown) => e);
    while (fake.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    // Give the server time to finish whatever it would have done with the reply.
    await new Promise((r) => setTimeout(r, 600));
    expect(await readRecord(server.db, id)).toMatchObject({ credits: 1, generated_articles: [] });

    fake.enqueue(reply);
    expect((await post(accessToken, id)).status).toBe(200);
    expect((await readRecord(server.db, id)).credits).toBe(0);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateResponseSchema } from '../../src/shared/contracts/api';
import { FREE_TRIAL, PLAN_IDS } from '../../src/shared/plans';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { pipelineResponder, stageOf } from '../fixtures/llm/pipeline-replies';
import { coffeeWithImages, imageHandler } from '../fixtures/llm/site-with-images';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites';
import { startTestServer, type TestServer } from '../support/test-server';

/** POST /api/generate-article with the LLM engine: a fake OpenAI-compatible server and a picture host on loopback. */
let fake: FakeLlmServer;
let pictures: FixtureSite;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
  pictures = await startFixtureSite(imageHandler);
  server = await startTestServer({
    env: {
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-fake',
      LLM_MODEL: 'fake-writer',
      LLM_TIMEOUT_MS: '800',
      LLM_RETRY_MAX_WAIT_MS: '2000',
      LLM_PRICE_INPUT_PER_1K: '0.15',
      LLM_PRICE_OUTPUT_PER_1K: '0.6',
    },
  });
});
afterAll(async () => {
  await server.stop();
  await pictures.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const topic = 'How to Dial In Home Espresso';

async function freshRecord(email: string, analysis = loadAnalysis('coffee-roaster')) {
  const { accessToken, userId } = await server.signIn(email);
  const id = await insertAnalysedRecord(server.db, userId, analysis);
  return { accessToken, userId, id };
}

function post(accessToken: string, contentId: string, signal?: AbortSignal) {
  return fetch(`${server.url}/api/generate-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ topic, contentId }),
    signal,
  });
}

/** The scripted model, with one section that breaks the rules the pipeline enforces. */
function rulebreaker() {
  const good = pipelineResponder();
  return pipelineResponder({
    override: (stage, req, n) => {
      if (stage !== 'section' || n !== 1) return undefined;
      const body = (good(req) as { content: string }).content;
      return {
        content: [
          body,
          'See our [espresso guide](http://127.0.0.1:3000/sample-site/brew-guides/espresso) and the [barista course](http://127.0.0.1:3000/sample-site/courses/barista).',
          'Baristas agree that 9 bar is mandatory ([World Espresso Council](https://espresso-council.example/9-bar)). Espresso machines were invented in 1650.',
          'Keep your [tasting notes](http://127.0.0.1:3000/sample-site/private/) close.',
        ].join('\n\n'),
      };
    },
  });
}

describe('generation with the multi-stage LLM engine', () => {
  it('writes the free article within the free limits, and the pipeline enforces links and evidence on it', async () => {
    fake.setFallback(rulebreaker());
    const { accessToken, id } = await freshRecord('llm-ok@example.com');
    const res = await post(accessToken, id);
    expect(res.status).toBe(200);
    const raw = (await res.json()) as Record<string, unknown>;
    const json = generateResponseSchema.parse(raw);
    // The contract is unchanged: no cost log in the answer.
    expect(Object.keys(raw).sort()).toEqual(Object.keys(json).sort());
    expect(raw).not.toHaveProperty('usage');
    expect(json.engine).toBe('llm');
    expect(json.creditsRemaining).toBe(0);

    const article = json.article!;
    expect(article).not.toMatch(/!\[/);
    expect(article).toContain('[espresso guide](http://127.0.0.1:3000/sample-site/brew-guides/espresso)');
    // Never crawled: unlinked. Never fetched: the citing sentence is gone. No source: removed.
    expect(article).toContain('the barista course.');
    expect(article).not.toContain('/courses/barista');
    expect(article).not.toContain('/private/');
    expect(article).not.toContain('9 bar');
    expect(article).not.toContain('1650');
    expect(json.sources!.flatMap((s) => s.claims).length).toBeGreaterThan(0);

    const prompts = fake.requests.map((r) => r.body.messages!.map((m) => m.content).join('\n')).join('\n');
    expect(prompts).toContain('Keyphrase: home espresso');
    expect(prompts).toContain('Do not link to any external website');
    expect(fake.requests[0]!.body.model).toBe('fake-writer');
    expect(pictures.requests).toEqual([]);

    const saved = (await readRecord(server.db, id)).generated_articles[0]!;
    expect(saved).toMatchObject({ engine: 'llm', model: 'fake-writer', content: article });
    expect(saved.word_count as number).toBeLessThanOrEqual(FREE_TRIAL.maxWords);
    // The cost log is stored with the article: every call, per stage, priced at LLM_PRICE_*.
    const usage = saved.usage as { calls: number; promptTokens: number; completionTokens: number; costUsd: number; stages: Record<string, unknown> };
    expect(usage.calls).toBe(fake.requests.length);
    expect(Object.keys(usage.stages)).toEqual(expect.arrayContaining(['outline', 'intro', 'section', 'edit']));
    expect(usage.costUsd).toBeCloseTo((usage.promptTokens / 1000) * 0.15 + (usage.completionTokens / 1000) * 0.6, 6);
  });

  it("writes a subscriber's article at the default length with the site's own pictures", async () => {
    fake.setFallback(pipelineResponder());
    const { accessToken, userId, id } = await freshRecord('llm-subscriber@example.com', coffeeWithImages(pictures.origin));
    await server.db.query(
      `insert into public.user_subscriptions (user_id, status, plan_id, current_period_start, current_period_end)
       values ($1, 'active', $2, now() - interval '3 days', now() + interval '27 days')`,
      [userId, PLAN_IDS.Growth],
    );
    const res = await post(accessToken, id);
    expect(res.status).toBe(200);
    const json = generateResponseSchema.parse(await res.json());
    expect(json.article).toMatch(new RegExp(`!\\[[^\\]]{10,}\\]\\(${pictures.origin}/img/(espresso-shot|grinder)\\.jpg\\)\\n\\n_Image: \\[`));
    const saved = (await readRecord(server.db, id)).generated_articles[0]!;
    // The subscriber default: 2,000–2,500 words.
    expect(saved.word_count as number).toBeGreaterThanOrEqual(2000);
    expect(saved.word_count as number).toBeLessThanOrEqual(2500);
  });

  it('retries a 500 and then succeeds', async () => {
    fake.enqueue({ status: 500 });
    fake.setFallback(pipelineResponder());
    const { accessToken, id } = await freshRecord('llm-retry@example.com');
    const res = await post(accessToken, id);
    expect(res.status).toBe(200);
    expect(stageOf(fake.requests[1]!)).toBe('outline');
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

  it('answers a clear error when the model refuses, and takes no credit', async () => {
    fake.setFallback(pipelineResponder({ override: (stage) => (stage === 'section' ? { content: '', refusal: 'I cannot help with that topic.' } : undefined) }));
    const { accessToken, id } = await freshRecord('llm-refused@example.com');
    const res = await post(accessToken, id);
    expect(res.status).toBe(422);
    const json = generateResponseSchema.parse(await res.json());
    expect(json.error).toBe('The article writer declined to write about this topic. No credit was used; please try another topic.');
    expect(await readRecord(server.db, id)).toMatchObject({ credits: 1, generated_articles: [] });
  });

  it('a request interrupted mid-writing leaves its job running: the article is saved and charged once', async () => {
    const { accessToken, id } = await freshRecord('llm-interrupted@example.com');
    fake.setFallback(pipelineResponder({ tokensPerSecond: 50 }));
    const controller = new AbortController();
    const pending = post(accessToken, id, controller.signal).catch((e: unknown) => e);
    while (!fake.requests.some((r) => stageOf(r) === 'section')) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    fake.setFallback(pipelineResponder());
    // The job goes on without the request (the spec's on-load rule shows its article next time).
    await vi.waitFor(async () => expect((await readRecord(server.db, id)).generated_articles).toHaveLength(1), { timeout: 30_000, interval: 100 });
    expect((await readRecord(server.db, id)).credits).toBe(0);
    expect((await post(accessToken, id)).status).toBe(402);
  });
});

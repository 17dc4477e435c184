import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig, type LlmConfig } from '../../src/server/config';
import { createLlmClient, LlmError } from '../../src/server/llm/llm-client';
import { completeJson, extractJson } from '../../src/server/llm/json-output';
import { joinContinuation, looksLikeRefusal, retryAfterMs, stripReasoning } from '../../src/server/llm/reply-text';
import { costOf, UsageMeter } from '../../src/server/llm/usage';
import { malformedJsonReplies } from '../fixtures/llm/robustness';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';

let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(overrides: Partial<LlmConfig> = {}) {
  return createLlmClient({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'fake-model',
    timeoutMs: 2000,
    maxRetries: 2,
    retryMaxWaitMs: 5000,
    stream: false,
    jsonMode: 'json_schema',
    concurrency: 4,
    prices: null,
    images: null,
    ...overrides,
  });
}
const hello = [{ role: 'user' as const, content: 'Say hello' }];

async function failure(p: Promise<unknown>): Promise<LlmError> {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(LlmError);
  return err as LlmError;
}

describe('LLM client against a fake OpenAI-compatible server', () => {
  it('sends the configured model, messages and key, and returns the text', async () => {
    fake.enqueue({ content: 'Hello there' });
    await expect(client().complete(hello, { temperature: 0.2 })).resolves.toBe('Hello there');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.model).toBe('fake-model');
    expect(fake.requests[0]!.body.messages).toEqual(hello);
    expect(fake.requests[0]!.authorization).toBe('Bearer sk-test');
  });

  it('retries 500s up to LLM_MAX_RETRIES and then succeeds', async () => {
    fake.enqueue({ status: 500 }, { status: 502 }, { content: 'third time lucky' });
    await expect(client().complete(hello)).resolves.toBe('third time lucky');
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after its retries with a transient error that says so', async () => {
    fake.enqueue({ status: 503 }, { status: 503 }, { content: 'too late' });
    const err = await failure(client({ maxRetries: 1 }).complete(hello));
    expect(err.kind).toBe('unavailable');
    expect(err.transient).toBe(true);
    expect(err.message).toMatch(/HTTP 503 after 1 retry/);
    expect(fake.requests).toHaveLength(2);
  });

  it('honours Retry-After in seconds on a 429', async () => {
    fake.enqueue({ status: 429, retryAfter: '1' }, { content: 'after the pause' });
    const started = performance.now();
    await expect(client().complete(hello)).resolves.toBe('after the pause');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails at once when Retry-After asks for longer than LLM_RETRY_MAX_WAIT_MS', async () => {
    fake.enqueue({ status: 429, retryAfter: '120' }, { content: 'never asked' });
    const started = performance.now();
    const err = await failure(client({ retryMaxWaitMs: 20_000 }).complete(hello));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/asked to wait 120 s .* longer than the 20 s allowed/);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a request the server rejects (400)', async () => {
    fake.enqueue({ status: 400, message: 'bad model' });
    const err = await failure(client().complete(hello));
    expect(err.kind).toBe('rejected');
    expect(err.transient).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a clear timeout error when the server never answers, after one retry only', async () => {
    fake.setFallback(() => ({ hang: true }));
    const err = await failure(client({ timeoutMs: 300 }).complete(hello));
    expect(err.kind).toBe('timeout');
    expect(err.message).toMatch(/did not answer within 300 ms after 1 retry/);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a dropped connection', async () => {
    fake.enqueue({ drop: true }, { content: 'reconnected' });
    await expect(client().complete(hello)).resolves.toBe('reconnected');
    expect(fake.requests).toHaveLength(2);
  });

  it('treats an empty completion as invalid output', async () => {
    fake.enqueue({ content: '   ' });
    expect((await failure(client().complete(hello))).kind).toBe('invalid-output');
  });

  it('strips <think> reasoning blocks, also when the opening tag is missing', async () => {
    fake.enqueue({ content: '<think>The user wants a greeting. Be brief.</think>\n\nHello!' }, { content: 'still thinking… </think>Hi.' });
    await expect(client().complete(hello)).resolves.toBe('Hello!');
    await expect(client().complete(hello)).resolves.toBe('Hi.');
  });

  it('detects a refusal in the refusal field and in the text, with a clear error', async () => {
    fake.enqueue({ content: '', refusal: 'I cannot write about that.' }, { content: "I'm sorry, but I can't help with that request." });
    const a = await failure(client().complete(hello));
    expect(a.kind).toBe('refused');
    expect(a.message).toMatch(/declined to answer: I cannot write about that/);
    const b = await failure(client().complete(hello));
    expect(b.kind).toBe('refused');
    expect(b.transient).toBe(false);
  });

  it('continues an answer cut off at max_tokens and joins the parts without the repeated overlap', async () => {
    fake.enqueue({ content: 'The first half of the answer ends in the mid', finishReason: 'length' }, { content: 'ends in the middle of a word and finishes here.' });
    await expect(client().complete(hello, { maxTokens: 10 })).resolves.toBe('The first half of the answer ends in the middle of a word and finishes here.');
    const follow = fake.requests[1]!.body.messages!;
    expect(follow.at(-2)).toEqual({ role: 'assistant', content: 'The first half of the answer ends in the mid' });
    expect(follow.at(-1)!.content).toMatch(/cut off\. Continue exactly where it stopped/);
  });

  it('stops continuing after MAX_CONTINUATIONS and returns what it has', async () => {
    fake.setFallback(() => ({ content: 'more ', finishReason: 'length' }));
    await expect(client().complete(hello)).resolves.toBe('more more more');
    expect(fake.requests).toHaveLength(3);
  });

  it('adds every call to the meter, and prices it when prices are configured', async () => {
    const meter = new UsageMeter({ inputPer1k: 0.5, outputPer1k: 1.5 });
    fake.enqueue({ content: 'x'.repeat(400) }, { content: 'y'.repeat(40), noUsage: true });
    await client().complete(hello, { meter, stage: 'outline' });
    await client().complete(hello, { meter, stage: 'section' });
    const report = meter.report();
    expect(report.calls).toBe(2);
    expect(report.stages.outline).toEqual({ promptTokens: 3, completionTokens: 100, calls: 1 });
    expect(report.stages.section!.completionTokens).toBe(10);
    expect(report.estimated).toBe(true);
    expect(report.costUsd).toBeCloseTo(((3 + 3) / 1000) * 0.5 + (110 / 1000) * 1.5, 6);
    expect(new UsageMeter(null).report().costUsd).toBeNull();
  });
});

describe('streaming (SSE)', () => {
  it('reads a streamed answer at the fixed rate, with its usage', async () => {
    fake.setOptions({ tokensPerSecond: 200 });
    const text = 'Streaming works token by token. '.repeat(5);
    fake.enqueue({ content: text });
    const meter = new UsageMeter(null);
    const started = performance.now();
    await expect(client({ stream: true }).complete(hello, { meter })).resolves.toBe(text.trim());
    // 160 characters = 40 tokens at 200 tokens/s ≈ 200 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(fake.requests[0]!.body.stream).toBe(true);
    expect(meter.report()).toMatchObject({ completionTokens: 40, estimated: false });
  });

  it('times out a stream that stalls mid-answer (idle timeout), and retries it once', async () => {
    fake.setFallback(() => ({ content: 'This answer stops half-way through and never finishes.', stallAfterChars: 20 }));
    const err = await failure(client({ stream: true, timeoutMs: 300 }).complete(hello));
    expect(err.kind).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps a slow but steady stream going past the idle timeout', async () => {
    fake.enqueue({ content: 'a'.repeat(200), tokensPerSecond: 50 });
    // 50 tokens at 50/s ≈ 1 s in all, each chunk within 20 ms: far longer than the 400 ms idle timeout.
    await expect(client({ stream: true, timeoutMs: 400 }).complete(hello)).resolves.toBe('a'.repeat(200));
  });

  it('continues a streamed answer cut off at the token limit', async () => {
    fake.enqueue({ content: '{"a": [1, 2', finishReason: 'length' }, { content: ', 3]}' });
    const schema = z.object({ a: z.array(z.number()) });
    await expect(completeJson(client({ stream: true }), hello, schema)).resolves.toEqual({ a: [1, 2, 3] });
  });
});

describe('completeJson', () => {
  const schema = z.object({ topics: z.array(z.string()).min(2) });

  it('asks for structured output (response_format json_schema) built from the zod schema', async () => {
    fake.enqueue({ content: '{"topics": ["a", "b"]}' });
    await completeJson(client(), hello, schema, { schemaName: 'topics' });
    const format = fake.requests[0]!.body.response_format as { type: string; json_schema: { name: string; schema: { properties: object } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.name).toBe('topics');
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(['topics']);
  });

  it('falls back to json_object, then to plain prompting, on a server without structured output', async () => {
    fake.setOptions({ structuredOutput: false });
    fake.setFallback(() => ({ content: '{"topics": ["a", "b"]}' }));
    const c = client();
    await expect(completeJson(c, hello, schema)).resolves.toEqual({ topics: ['a', 'b'] });
    expect(fake.requests.map((r) => (r.body.response_format as { type?: string } | undefined)?.type ?? 'none')).toEqual(['json_schema', 'json_object', 'none']);
    // The client remembers: the next call does not ask again.
    await completeJson(c, hello, schema);
    expect(fake.requests.at(-1)!.body.response_format).toBeUndefined();
    expect(fake.requests).toHaveLength(4);
  });

  it('adapts to servers that reject stream_options, max_tokens or temperature, and remembers', async () => {
    fake.setOptions({ rejectParams: ['stream_options', 'max_tokens', 'temperature'] });
    fake.setFallback(() => ({ content: '{"topics": ["a", "b"]}' }));
    const c = client({ stream: true });
    await expect(completeJson(c, hello, schema, { maxTokens: 100, temperature: 0.3 })).resolves.toEqual({ topics: ['a', 'b'] });
    const last = fake.requests.at(-1)!.body;
    expect(last).toMatchObject({ max_completion_tokens: 100, stream: true });
    expect(last).not.toHaveProperty('max_tokens');
    expect(last).not.toHaveProperty('temperature');
    expect(last).not.toHaveProperty('stream_options');
    const before = fake.requests.length;
    await completeJson(c, hello, schema, { maxTokens: 100, temperature: 0.3 });
    expect(fake.requests.length - before).toBe(1);
  });

  it('parses fenced JSON and validates it', async () => {
    fake.enqueue({ content: 'Sure!\n```json\n{"topics": ["a", "b"]}\n```' });
    await expect(completeJson(client(), hello, schema)).resolves.toEqual({ topics: ['a', 'b'] });
  });

  it.each(Object.entries(malformedJsonReplies))('repairs %s without asking the model again', async (_name, reply) => {
    fake.enqueue({ content: reply });
    await expect(completeJson(client(), hello, schema)).resolves.toEqual({ topics: ['first topic', 'second topic'] });
    expect(fake.requests).toHaveLength(1);
  });

  it('asks once for a repair, showing the model its error', async () => {
    fake.enqueue({ content: '{"topics": ["only one"]}' }, { content: '{"topics": ["one", "two"]}' });
    await expect(completeJson(client(), hello, schema)).resolves.toEqual({ topics: ['one', 'two'] });
    const repair = fake.requests[1]!.body.messages!;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"topics": ["only one"]}' });
    expect(repair.at(-1)!.content).toMatch(/topics/);
  });

  it('fails with invalid-output after two bad replies', async () => {
    fake.enqueue({ content: 'no json here' }, { content: 'still none' });
    expect((await failure(completeJson(client(), hello, schema))).kind).toBe('invalid-output');
  });

  it('extracts the outermost object from prose', () => {
    expect(extractJson('Here: {"a": {"b": 1}} done')).toEqual({ a: { b: 1 } });
    expect(() => extractJson('nothing')).toThrow(SyntaxError);
  });
});

describe('reply text (pure)', () => {
  it('strips reasoning in its spellings and leaves an unfinished one empty', () => {
    expect(stripReasoning('<thinking>x</thinking>Answer')).toBe('Answer');
    expect(stripReasoning('<think>never closed')).toBe('');
    expect(stripReasoning('No reasoning here.')).toBe('No reasoning here.');
  });

  it('tells a refusal from an answer that merely contains "I can\'t"', () => {
    expect(looksLikeRefusal("I can't help with that.")).toBe(true);
    expect(looksLikeRefusal('Sorry, I cannot assist with this request.')).toBe(true);
    expect(looksLikeRefusal(`## Pricing\n\nI can't stress enough how much a budget helps. ${'More text. '.repeat(80)}`)).toBe(false);
    expect(looksLikeRefusal('Here is your outline.')).toBe(false);
  });

  it('joins continuations on their overlap, or at the cut', () => {
    expect(joinContinuation('The cat sat on the', 'sat on the mat.')).toBe('The cat sat on the mat.');
    expect(joinContinuation('Cut in the mid', 'dle of a word.')).toBe('Cut in the middle of a word.');
    expect(joinContinuation('A sentence that ends. ', 'Next one.')).toBe('A sentence that ends. Next one.');
  });

  it('reads Retry-After as seconds, an HTTP date or retry-after-ms', () => {
    const h = (entries: Record<string, string>) => new Headers(entries);
    expect(retryAfterMs(h({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs(h({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(h({ 'retry-after': new Date(10_000 + 5000).toUTCString() }), 10_000)).toBeGreaterThanOrEqual(4000);
    expect(retryAfterMs(h({}))).toBeNull();
  });

  it('prices usage per 1,000 tokens', () => {
    expect(costOf({ promptTokens: 2000, completionTokens: 1000 }, { inputPer1k: 0.15, outputPer1k: 0.6 })).toBeCloseTo(0.9, 6);
    expect(costOf({ promptTokens: 2000, completionTokens: 1000 }, null)).toBeNull();
  });
});

describe('LLM configuration', () => {
  it('is off without LLM_BASE_URL or LLM_API_KEY', () => {
    expect(loadConfig({}).llm).toBeNull();
  });

  it('takes a base URL alone for keyless local servers, with the robustness defaults', () => {
    const llm = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_MS: '5000' }).llm;
    expect(llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.1',
      timeoutMs: 5000,
      maxRetries: 2,
      retryMaxWaitMs: 20_000,
      stream: true,
      jsonMode: 'json_schema',
      concurrency: 8,
      prices: null,
      images: null,
    });
  });

  it('reads prices per 1,000 tokens, both or neither', () => {
    const llm = loadConfig({ LLM_API_KEY: 'k', LLM_PRICE_INPUT_PER_1K: '0.00015', LLM_PRICE_OUTPUT_PER_1K: '0.0006', LLM_IMAGES: 'true' }).llm!;
    expect(llm.prices).toEqual({ inputPer1k: 0.00015, outputPer1k: 0.0006 });
    expect(llm.images).toEqual({ model: 'dall-e-3' });
    expect(() => loadConfig({ LLM_API_KEY: 'k', LLM_PRICE_INPUT_PER_1K: '1' })).toThrow(/both LLM_PRICE_INPUT_PER_1K and LLM_PRICE_OUTPUT_PER_1K/);
    expect(() => loadConfig({ LLM_API_KEY: 'k', LLM_JSON_MODE: 'yaml' })).toThrow(/LLM_JSON_MODE/);
  });

  it('enables each research provider only with its own key', () => {
    const r = loadConfig({ SERPER_API_KEY: 'k', REDDIT_CLIENT_ID: 'id' }).research;
    expect(r.serperApiKey).toBe('k');
    expect(r.braveApiKey).toBeNull();
    expect(r.reddit).toBeNull();
    expect(r.youtubeApiKey).toBeNull();
  });
});

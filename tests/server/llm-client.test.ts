import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../src/server/config';
import { createLlmClient, LlmError } from '../../src/server/llm/llm-client';
import { completeJson, extractJson } from '../../src/server/llm/json-output';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';

let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(timeoutMs = 2000) {
  return createLlmClient({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs });
}
const hello = [{ role: 'user' as const, content: 'Say hello' }];

describe('LLM client against a fake OpenAI-compatible server', () => {
  it('sends the configured model, messages and key, and returns the text', async () => {
    fake.enqueue({ content: 'Hello there' });
    await expect(client().complete(hello, { temperature: 0.2 })).resolves.toBe('Hello there');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.model).toBe('fake-model');
    expect(fake.requests[0]!.body.messages).toEqual(hello);
    expect(fake.requests[0]!.authorization).toBe('Bearer sk-test');
  });

  it('retries exactly once after a 500 and then succeeds', async () => {
    fake.enqueue({ status: 500 }, { content: 'second time lucky' });
    await expect(client().complete(hello)).resolves.toBe('second time lucky');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after one retry with a transient error', async () => {
    fake.enqueue({ status: 503 }, { status: 503 }, { content: 'too late' });
    const err = await client().complete(hello).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).kind).toBe('unavailable');
    expect((err as LlmError).transient).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a request the server rejects (400)', async () => {
    fake.enqueue({ status: 400, message: 'bad model' });
    const err = (await client().complete(hello).catch((e: unknown) => e)) as LlmError;
    expect(err.kind).toBe('rejected');
    expect(err.transient).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a clear timeout error when the server never answers', async () => {
    fake.setFallback(() => ({ hang: true }));
    const err = (await client(300).complete(hello).catch((e: unknown) => e)) as LlmError;
    expect(err).toBeInstanceOf(LlmError);
    expect(err.kind).toBe('timeout');
    expect(err.message).toMatch(/did not answer within 300 ms/);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a dropped connection once', async () => {
    fake.enqueue({ drop: true }, { content: 'reconnected' });
    await expect(client().complete(hello)).resolves.toBe('reconnected');
    expect(fake.requests).toHaveLength(2);
  });

  it('treats an empty completion as invalid output', async () => {
    fake.enqueue({ content: '   ' });
    const err = (await client().complete(hello).catch((e: unknown) => e)) as LlmError;
    expect(err.kind).toBe('invalid-output');
  });
});

describe('completeJson', () => {
  const schema = z.object({ topics: z.array(z.string()).min(2) });

  it('parses fenced JSON and validates it', async () => {
    fake.enqueue({ content: 'Sure!\n```json\n{"topics": ["a", "b"]}\n```' });
    await expect(completeJson(client(), hello, schema)).resolves.toEqual({ topics: ['a', 'b'] });
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
    const err = (await completeJson(client(), hello, schema).catch((e: unknown) => e)) as LlmError;
    expect(err.kind).toBe('invalid-output');
  });

  it('extracts the outermost object from prose', () => {
    expect(extractJson('Here: {"a": {"b": 1}} done')).toEqual({ a: { b: 1 } });
    expect(() => extractJson('nothing')).toThrow(SyntaxError);
  });
});

describe('LLM configuration', () => {
  it('is off without LLM_BASE_URL or LLM_API_KEY', () => {
    expect(loadConfig({}).llm).toBeNull();
  });

  it('takes a base URL alone for keyless local servers', () => {
    const llm = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_MS: '5000' }).llm;
    expect(llm).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, model: 'llama3.1', timeoutMs: 5000 });
  });

  it('enables each research provider only with its own key', () => {
    const r = loadConfig({ SERPER_API_KEY: 'k', REDDIT_CLIENT_ID: 'id' }).research;
    expect(r.serperApiKey).toBe('k');
    expect(r.braveApiKey).toBeNull();
    expect(r.reddit).toBeNull();
    expect(r.youtubeApiKey).toBeNull();
  });
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../src/shared/contracts/api';
import { loadAnalysis } from '../fixtures/analyses/load';
import { insertAnalysedRecord, readRecord } from '../fixtures/analyses/records';
import { pipelineResponder } from '../fixtures/llm/pipeline-replies';
import type { RecordedRequest } from '../support/fake-llm-server';
import { closeOnAccept, resetMidBody, stallMidBody } from '../support/broken-connections';
import { startFixtureSite, type FixtureHandler, type FixtureSite } from '../support/fixture-sites';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The LLM endpoint failing at the socket level (generation-llm.test.ts covers the polite
 * failures: HTTP 500 with a retry, no answer at all, the browser going away). Every attempt the
 * client makes meets the same fault, so its retries cannot hide it.
 */
const TIMEOUT_MS = 600;
const completionStart = '{"id":"chatcmpl-cut","object":"chat.completion","created":1700000000,"model":"fake-writer","choices":[{"index":0,"message":{"role":"assistant","content":"{\\"title\\":\\"How to Dial';

const script = pipelineResponder();

/**
 * A healthy server that ignores `stream` and answers each stage with one JSON completion, as some
 * OpenAI-compatible servers do: the client must read it all the same.
 */
function goodCompletion(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
    const reply = script({ path: req.url ?? '', authorization: undefined, body, at: 0 });
    const content = 'content' in reply ? reply.content : '';
    const completion = {
      id: 'chatcmpl-ok',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'fake-writer',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
  });
}

const stall = stallMidBody('application/json', completionStart);
let current: FixtureHandler = goodCompletion;
let llm: FixtureSite;
let server: TestServer;

beforeAll(async () => {
  llm = await startFixtureSite((req, res) => current(req, res));
  server = await startTestServer({
    env: { LLM_BASE_URL: `${llm.origin}/v1`, LLM_API_KEY: 'sk-fake', LLM_MODEL: 'fake-writer', LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
});
afterAll(async () => {
  stall.release();
  await server.stop();
  await llm.close();
});

async function generate(accessToken: string, contentId: string) {
  const res = await fetch(`${server.url}/api/generate-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ topic: 'How to Dial In Home Espresso', contentId }),
  });
  const text = await res.text();
  return { status: res.status, text, json: generateResponseSchema.parse(JSON.parse(text)) };
}

describe('the LLM endpoint breaking the connection', () => {
  it.each([
    ['closes every connection on accept', closeOnAccept, 502, 'The article writer is unavailable. No credit was used; please try again.'],
    ['resets the socket half-way through the answer', resetMidBody('application/json', completionStart), 502, 'The article writer is unavailable. No credit was used; please try again.'],
    ['stops sending half-way and stays silent past the timeout', stall.handler, 504, 'The article writer took too long to answer. No credit was used; please try again.'],
  ])('%s: a clear error in the contract, no credit taken, nothing saved, and the next request is served', async (_name, fault, status, error) => {
    const { accessToken, userId } = await server.signIn(`llm-fault-${status}-${llm.requests.length}@example.com`);
    const id = await insertAnalysedRecord(server.db, userId, loadAnalysis('coffee-roaster'));
    current = fault;
    const before = llm.requests.length;

    const failed = await generate(accessToken, id);
    expect(failed.status).toBe(status);
    expect(failed.json).toEqual({ article: null, creditsRemaining: 0, showPaywall: false, contentId: id, error });
    expect(failed.text).not.toMatch(/\bat .+:\d+:\d+|Error:/);
    // The fault was met on the wire (and the client's retries met it too), not short-circuited.
    expect(llm.requests.length - before).toBeGreaterThanOrEqual(1);
    expect(await readRecord(server.db, id)).toEqual({ credits: 1, paywall_shown: false, generated_articles: [] });

    current = goodCompletion;
    const next = await generate(accessToken, id);
    expect(next.status).toBe(200);
    expect(next.json).toMatchObject({ creditsRemaining: 0, engine: 'llm', contentId: id, error: null });
    expect((await readRecord(server.db, id)).generated_articles).toHaveLength(1);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { llmTopicEngine } from '../../src/server/analysis/llm-topics';
import { offlineTopics } from '../../src/server/analysis/offline-topics';
import { createLlmClient } from '../../src/server/llm/llm-client';
import { silentLogger } from '../../src/server/logger';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { readSampleSite } from '../support/fixture-sites';

/** The language-model topic engine against a fake OpenAI-compatible server on loopback. */
const analysis = analyseSite(
  readSampleSite().map(([url, html]) => extractPage(html, url)),
  'http://localhost:3000/sample-site/',
  new Date('2026-03-01T00:00:00Z'),
);
const goodTopics = [
  'How Much Does Monthly Bookkeeping Cost for a Portland Café?',
  'Payroll Tax Deadlines in Maine: A Checklist for Small Employers',
  'Case Study: How a Design Studio Caught Up on Two Years of Books',
  'How to Prepare Your Receipts for Tax Preparation',
  'What Does a Bookkeeper Do That Software Cannot?',
  'Sales Tax Filing in Maine: A Step-by-Step Guide for Shops',
];
const summary = 'Harbor & Pine sells monthly bookkeeping, payroll and tax preparation to Portland small businesses; several pages are thin.';

let llm: FakeLlmServer;
let engine: ReturnType<typeof llmTopicEngine>;
beforeAll(async () => {
  llm = await startFakeLlmServer();
  engine = llmTopicEngine(createLlmClient({ baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 2000 }), silentLogger);
});
afterEach(() => llm.reset());
afterAll(() => llm.close());

describe('LLM topic engine', () => {
  it('sends the site facts and returns the model’s validated topics', async () => {
    llm.enqueue({ content: JSON.stringify({ topics: goodTopics, analysis_summary: summary }) });
    const result = await engine.suggest(analysis);
    expect(result).toEqual({ topics: goodTopics, analysisSummary: summary, engine: 'llm' });
    const prompt = llm.requests[0]!.body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain('tax preparation');
    expect(prompt).toContain('Quarterly Estimated Taxes for Freelancers: A Plain-English Guide');
    expect(llm.requests[0]!.body.model).toBe('fake-model');
  });

  it('repairs an invalid reply once, then drops duplicates and existing article titles', async () => {
    llm.enqueue(
      { content: 'Sure! Here are some ideas: bookkeeping, payroll.' },
      {
        content:
          '```json\n' +
          JSON.stringify({
            topics: [...goodTopics, goodTopics[0]!.toUpperCase(), 'The Month-End Close Checklist We Use for Every Client'],
            analysis_summary: summary,
          }) +
          '\n```',
      },
    );
    const result = await engine.suggest(analysis);
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1]!.body.messages!.at(-1)!.content).toContain('not valid');
    expect(result.topics).toEqual(goodTopics);
  });

  it('falls back to the offline engine when the model keeps failing', async () => {
    llm.setFallback(() => ({ content: '{"topics": ["too few"], "analysis_summary": "x"}' }));
    const result = await engine.suggest(analysis);
    expect(result).toEqual(offlineTopics(analysis));
  });

  it('falls back to the offline engine when the model is unreachable', async () => {
    llm.setFallback(() => ({ status: 503, message: 'overloaded' }));
    expect((await engine.suggest(analysis)).engine).toBe('offline');
  });
});

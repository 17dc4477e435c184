import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { llmTopicEngine } from '../../src/server/analysis/llm-topics';
import { offlineTopics } from '../../src/server/analysis/offline-topics';
import { validateTopic } from '../../src/server/analysis/topics/validator';
import { createLlmClient } from '../../src/server/llm/llm-client';
import { silentLogger } from '../../src/server/logger';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { readSampleSite } from '../support/fixture-sites';

/**
 * The language-model topic engine against a fake OpenAI-compatible server on loopback, with
 * answers of the kind models really give: good topics mixed with an ungrounded one, a fragment,
 * a repeat of a blog post, a person as the subject, and malformed JSON.
 */
const analysis = analyseSite(
  readSampleSite().map(([url, html]) => extractPage(html, url)),
  'http://localhost:3000/sample-site/',
  new Date('2026-03-01T00:00:00Z'),
);
const site = 'http://localhost:3000/sample-site/';
const good = [
  { title: 'Catch-Up Bookkeeping: How Far Back Can Your Books Be Rebuilt?', keyphrase: 'catch-up bookkeeping', intent: 'explainer', urls: [`${site}services.html`, `${site}pricing.html`] },
  { title: 'Freelancer or Small Business Plan: Which Fits 80 Transactions a Month?', keyphrase: 'Small Business plan', intent: 'comparison', urls: [`${site}pricing.html`] },
  { title: 'What Monthly Bookkeeping Costs a Portland Freelancer', keyphrase: 'monthly bookkeeping', intent: 'cost', urls: [`${site}pricing.html`, `${site}services.html`] },
  { title: 'Running Payroll for Ten Employees in Maine: A Checklist', keyphrase: 'payroll', intent: 'checklist', urls: [`${site}services.html`] },
  { title: 'Business Tax Preparation for Small Businesses in Portland, Maine', keyphrase: 'tax preparation', intent: 'local', urls: [`${site}services.html`] },
  { title: 'What Goes Into Monthly Financial Reports From a Bookkeeper', keyphrase: 'financial reports', intent: 'explainer', urls: [site] },
];
const bad = [
  // Ungrounded: the site never mentions crypto, and the page is not the site's.
  { title: 'How to Report Cryptocurrency Gains on Your Taxes', keyphrase: 'cryptocurrency gains', intent: 'how-to', urls: ['https://elsewhere.example/crypto'] },
  // A fragment from a careless model.
  { title: 'How Much Does We Grow Cost for', keyphrase: 'we grow', intent: 'cost', urls: [site] },
  // The blog already has "Quarterly Estimated Taxes for Freelancers: A Plain-English Guide".
  { title: 'Quarterly Estimated Taxes for Freelancers, Explained', keyphrase: 'quarterly estimated taxes', intent: 'explainer', urls: [`${site}blog/quarterly-estimated-taxes-for-freelancers.html`] },
  // No keyphrase, no intent.
  { title: 'Ten Bookkeeping Tips' },
];
const summary = 'Harbor & Pine sells monthly bookkeeping, payroll and tax preparation to Portland small businesses.';

let llm: FakeLlmServer;
let engine: ReturnType<typeof llmTopicEngine>;
beforeAll(async () => {
  llm = await startFakeLlmServer();
  engine = llmTopicEngine(createLlmClient({ baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 2000, maxRetries: 0 }), silentLogger);
});
afterEach(() => llm.reset());
afterAll(() => llm.close());

function expectValid(result: { plans: { title: string }[] }, facts = analysis.facts!) {
  result.plans.forEach((plan, i) => {
    expect(validateTopic(plan as never, facts, result.plans.slice(0, i) as never), plan.title).toEqual({ ok: true });
  });
}

describe('LLM topic engine', () => {
  it('sends the site facts and returns the model’s validated topics with their plans', async () => {
    llm.enqueue({ content: JSON.stringify({ topics: good, analysis_summary: summary }) });
    const result = await engine.suggest(analysis);
    expect(result.engine).toBe('llm');
    expect(result.topics).toEqual(good.map((g) => g.title));
    expect(result.plans.map((p) => [p.keyphrase, p.intent, p.engine])).toEqual(good.map((g) => [g.keyphrase, g.intent, 'llm']));
    for (const plan of result.plans) expect(plan.grounding.every((g) => g.url.startsWith(site) && g.passage.length > 0)).toBe(true);
    expectValid(result);
    // English summaries come from the facts, not from the model.
    expect(result.analysisSummary).toContain('Harbor & Pine Bookkeeping offers monthly bookkeeping');
    const prompt = llm.requests[0]!.body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain('Catch-up bookkeeping');
    expect(prompt).toContain('$149 per month');
    expect(prompt).toContain('Quarterly Estimated Taxes for Freelancers: A Plain-English Guide');
    expect(llm.requests[0]!.body.model).toBe('fake-model');
  });

  it('drops ungrounded topics, fragments, repeats of blog posts and shapeless items, and fills up from the offline candidates', async () => {
    llm.enqueue({ content: JSON.stringify({ topics: [good[0], ...bad, good[2]], analysis_summary: summary }) });
    const result = await engine.suggest(analysis);
    expect(result.topics.slice(0, 2)).toEqual([good[0]!.title, good[2]!.title]);
    for (const b of bad) expect(result.topics).not.toContain(b.title);
    expect(result.topics.length).toBeGreaterThanOrEqual(6);
    // The replacements are offline plans, marked as such, and pass the same validator.
    expect(result.plans.slice(2).every((p) => p.engine === 'offline')).toBe(true);
    expectValid(result);
  });

  it('repairs malformed JSON once, then validates the repaired answer', async () => {
    llm.enqueue(
      { content: 'Sure! Here are some ideas: {"topics": [{"title": "Catch-Up Bookkeeping", ' },
      { content: '```json\n' + JSON.stringify({ topics: good, analysis_summary: summary }) + '\n```' },
    );
    const result = await engine.suggest(analysis);
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1]!.body.messages!.at(-1)!.content).toContain('not valid');
    expect(result.topics).toEqual(good.map((g) => g.title));
  });

  it('falls back to the offline engine when the model keeps answering nonsense', async () => {
    llm.setFallback(() => ({ content: 'I cannot help with that.' }));
    const result = await engine.suggest(analysis);
    expect(result).toEqual(offlineTopics(analysis));
  });

  it('falls back to the offline engine when the model is unreachable', async () => {
    llm.setFallback(() => ({ status: 503, message: 'overloaded' }));
    expect((await engine.suggest(analysis)).engine).toBe('offline');
  });

  it('asks a site in another language for topics in that language and keeps the model’s own summary', async () => {
    const german: SiteAnalysis = { ...analysis, facts: { ...analysis.facts!, language: 'de', english: false } };
    const topics = [
      { title: 'Was kostet Catch-up bookkeeping in Portland?', keyphrase: 'Catch-up bookkeeping', intent: 'cost', urls: [`${site}pricing.html`] },
      { title: 'Payroll für kleine Unternehmen: Was Sie wissen müssen', keyphrase: 'payroll', intent: 'explainer', urls: [`${site}services.html`] },
      { title: 'Kryptowährung richtig versteuern', keyphrase: 'Kryptowährung', intent: 'how-to', urls: [`${site}services.html`] },
    ];
    llm.enqueue({ content: JSON.stringify({ topics, analysis_summary: 'Harbor & Pine bietet Buchhaltung für Freiberufler in Portland.' }) });
    const result = await engine.suggest(german);
    const prompt = llm.requests[0]!.body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain("the site's own language (de)");
    // The ungrounded one is dropped; no English offline filler is mixed into a German list.
    expect(result.topics).toEqual([topics[0]!.title, topics[1]!.title]);
    expect(result.analysisSummary).toBe('Harbor & Pine bietet Buchhaltung für Freiberufler in Portland.');
  });
});

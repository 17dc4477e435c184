import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressPolicy, systemResolver } from '../../src/server/analysis/address-policy';
import { createSafeFetcher, type SafeFetcher } from '../../src/server/analysis/safe-fetch';
import { composeArticle, type ComposedArticle } from '../../src/server/generation/compose-article';
import { safeImageCheck } from '../../src/server/generation/images/image-check';
import { llmWriter, type LlmWriterOptions } from '../../src/server/generation/writer/llm.writer';
import type { WordBudget } from '../../src/server/generation/writer/article-writer';
import { createImageGenerator } from '../../src/server/llm/image-client';
import { createLlmClient, LlmError, type LlmClientConfig } from '../../src/server/llm/llm-client';
import { FREE_TRIAL } from '../../src/shared/plans';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { pipelineResponder, stageOf, type PipelineScript } from '../fixtures/llm/pipeline-replies';
import { coffeeWithImages, imageHandler } from '../fixtures/llm/site-with-images';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { corpusPages } from '../support/corpus';
import { startFixtureSite, staticSite, type FixtureSite } from '../support/fixture-sites';

/**
 * The multi-stage LLM writer through compose-article — the same claim check, post-processing and
 * score as the offline engine — against a fake OpenAI-compatible server and a picture host, both
 * on loopback.
 */
let fake: FakeLlmServer;
let pictures: FixtureSite;
let fetcher: SafeFetcher;
let analysis: SiteAnalysis;
beforeAll(async () => {
  fake = await startFakeLlmServer();
  pictures = await startFixtureSite(imageHandler);
  fetcher = createSafeFetcher({
    userAgent: 'RankScribeBot/test',
    policy: addressPolicy(true),
    resolver: systemResolver,
    connectTimeoutMs: 2000,
    totalTimeoutMs: 4000,
    maxBodyBytes: 5 * 1024 * 1024,
    maxRedirects: 3,
  });
  analysis = coffeeWithImages(pictures.origin);
});
afterAll(async () => {
  await fetcher.close();
  await pictures.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  pictures.requests.length = 0;
});

const topic = 'How to Dial In Home Espresso';
const SUBSCRIBER_3000: WordBudget = { target: 3000, max: 3000 };
const FREE: WordBudget = { target: Math.round(FREE_TRIAL.maxWords * 0.85), max: FREE_TRIAL.maxWords };

function writer(config: Partial<LlmClientConfig> = {}, options: LlmWriterOptions = {}) {
  const client = createLlmClient({ baseUrl: fake.baseUrl, apiKey: 'sk-fake', model: 'fake-writer', timeoutMs: 3000, retryMaxWaitMs: 3000, ...config });
  return llmWriter(client, { concurrency: 4, ...options });
}

function compose(w: ReturnType<typeof writer>, budget: WordBudget, images: boolean): Promise<ComposedArticle> {
  return composeArticle(w, {
    topic,
    analysis,
    research: [],
    crawledUrls: analysis.pages.map((p) => p.url),
    externalLinks: images,
    images,
    wordBudget: budget,
    imageCheck: safeImageCheck(fetcher),
  });
}

function script(s: PipelineScript = {}) {
  fake.setFallback(pipelineResponder(s));
}

const stages = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions')).map(stageOf);

describe('a subscriber article from the multi-stage LLM writer', () => {
  it('asked for 3,000 words: 2,700–3,300 words, pictures from the site with alt text and captions, claims in the ledger', async () => {
    script({ tokensPerSecond: 400 });
    const w = writer({ prices: { inputPer1k: 0.15, outputPer1k: 0.6 } });
    const composed = await compose(w, SUBSCRIBER_3000, true);
    const md = composed.article.markdown;

    expect(composed.article.wordCount).toBeGreaterThanOrEqual(2700);
    expect(composed.article.wordCount).toBeLessThanOrEqual(3300);

    // Pictures: the relevant ones that pass their check, never the logo, the HTML page posing as a
    // picture or the one over the size cap; each with its alt text and a caption naming its page.
    const images = [...md.matchAll(/!\[([^\]]+)\]\(([^)]+)\)\n\n_Image: \[([^\]]+)\]\(([^)]+)\)_/g)];
    expect(images.length).toBeGreaterThanOrEqual(1);
    for (const [, alt, src, pageTitle, pageUrl] of images) {
      expect(alt!.length).toBeGreaterThan(10);
      expect(src).toMatch(new RegExp(`^${pictures.origin}/img/(espresso-shot|grinder)\\.jpg$`));
      expect(analysis.pages.map((p) => p.url)).toContain(pageUrl);
      expect(pageTitle!.length).toBeGreaterThan(0);
    }
    expect(md).not.toMatch(/logo\.jpg|not-an-image|huge\.jpg/);
    expect(pictures.requests).not.toContain('/img/logo.jpg');

    // Claims: every cited sentence that survived is in the ledger with its passage, and is published.
    const claims = composed.ledger.flatMap((e) => e.claims);
    expect(claims.length).toBeGreaterThan(0);
    for (const c of claims) {
      expect(c.passage.length).toBeGreaterThan(0);
      expect(md.replace(/\s+/g, ' ')).toContain(c.text.split(' | ')[0]!.replace(/\s+/g, ' ').slice(0, 40));
    }
    expect(composed.claimCheck.removed).toEqual([]);

    // Stages: one outline, sections in parallel (several requests before the first finished), an edit pass.
    const trace = w.lastTrace()!;
    expect(trace.outline).toBe('llm');
    expect(stages()[0]).toBe('outline');
    expect(stages().filter((s) => s === 'edit')).toHaveLength(1);
    const sectionStarts = fake.requests.filter((r) => ['section', 'intro'].includes(stageOf(r))).map((r) => r.at);
    expect(sectionStarts.filter((t) => t - sectionStarts[0]! < 200).length).toBe(4);

    // The cost log: tokens per stage and in all, priced.
    expect(composed.usage).toMatchObject({ calls: fake.requests.length, estimated: false });
    const usage = composed.usage as typeof trace.usage;
    expect(Object.keys(usage.stages)).toEqual(expect.arrayContaining(['outline', 'intro', 'section', 'edit']));
    expect(usage.costUsd).toBeCloseTo((usage.promptTokens / 1000) * 0.15 + (usage.completionTokens / 1000) * 0.6, 6);
    // Every section prompt carried only its own sources, never the whole site.
    const sectionPrompt = fake.requests.find((r) => stageOf(r) === 'section')!.body.messages!.at(-1)!.content;
    expect((sectionPrompt.match(/^\[P\d+\] /gm) ?? []).length).toBeLessThanOrEqual(10);
  });

  it('extends short sections when the model writes too little, and lands inside ±10%', async () => {
    script({ wordsFactor: 0.6 });
    const w = writer();
    const composed = await compose(w, { target: 2250, max: 3000 }, true);
    expect(stages()).toContain('extend');
    expect(composed.article.wordCount).toBeGreaterThanOrEqual(2025);
    expect(composed.article.wordCount).toBeLessThanOrEqual(2475);
  });

  it('trims when the model writes too much', async () => {
    script({ wordsFactor: 1.5 });
    const composed = await compose(writer(), { target: 2250, max: 3000 }, true);
    expect(stages()).not.toContain('extend');
    expect(composed.article.wordCount).toBeGreaterThanOrEqual(2025);
    expect(composed.article.wordCount).toBeLessThanOrEqual(2475);
  });

  it('adds generated pictures only when LLM_IMAGES is on, where the site had none, captioned as generated', async () => {
    script();
    fake.setImageUrl(`${pictures.origin}/img/generated-illustration.jpg`);
    const client = { baseUrl: fake.baseUrl, apiKey: 'sk-fake', model: 'fake-writer', timeoutMs: 3000 };
    const composed = await compose(writer({}, { imageGenerator: createImageGenerator({ ...client, maxRetries: 0 } as never, 'fake-image') }), { target: 2250, max: 3000 }, true);
    expect(composed.article.markdown).toContain('_Illustration generated for this article_');
    expect(composed.article.markdown).toContain('/img/espresso-shot.jpg');
    expect(fake.requests.filter((r) => r.path.endsWith('/images/generations')).length).toBeLessThanOrEqual(2);
  });
});

describe('the free article from the LLM writer', () => {
  it('keeps the free limits: the free word cap, no pictures fetched or shown', async () => {
    script();
    const composed = await compose(writer(), FREE, false);
    expect(composed.article.wordCount).toBeLessThanOrEqual(FREE_TRIAL.maxWords);
    expect(composed.article.wordCount).toBeGreaterThanOrEqual(FREE.target * 0.9);
    expect(composed.article.markdown).not.toMatch(/!\[/);
    expect(pictures.requests).toEqual([]);
    expect(fake.requests.some((r) => r.path.endsWith('/images/generations'))).toBe(false);
  });
});

describe('each stage survives a misbehaving model', () => {
  it('repairs a malformed outline (reasoning block, trailing commas, single quotes) without asking again', async () => {
    const good = pipelineResponder();
    script({
      override: (stage, req) => {
        if (stage !== 'outline') return undefined;
        const reply = good(req) as { content: string };
        return { content: `<think>Plan it.</think>\n\`\`\`json\n${reply.content.replace(/\]\}$/, '],}').replace(/"format":"prose"/g, "'format':'prose'")}\n\`\`\`` };
      },
    });
    const w = writer();
    await compose(w, FREE, false);
    expect(stages().filter((s) => s === 'outline')).toHaveLength(1);
    expect(w.lastTrace()!.outline).toBe('llm');
  });

  it('sends a plan that fails its checks back once, then falls back to the deterministic outline', async () => {
    script({ override: (stage) => (stage === 'outline' ? { content: JSON.stringify({ title: 'Coffee thoughts', metaDescription: 'Some thoughts about coffee in general.', sections: [{ heading: 'Thoughts', brief: 'general thoughts', format: 'prose' }] }) } : undefined) });
    const w = writer();
    const composed = await compose(w, FREE, false);
    expect(stages().filter((s) => s === 'outline')).toHaveLength(2);
    const retry = fake.requests.filter((r) => stageOf(r) === 'outline')[1]!.body.messages!.at(-1)!.content;
    expect(retry).toMatch(/previous plan had these problems.*keyphrase "home espresso"/s);
    expect(w.lastTrace()!.outline).toBe('fallback');
    expect(composed.article.markdown).toMatch(/^## .*home espresso/im);
    expect(composed.article.wordCount).toBeGreaterThan(FREE.target * 0.8);
  });

  it('continues a section cut off at the token limit', async () => {
    const good = pipelineResponder();
    script({
      override: (stage, req, n) => {
        if (stage !== 'section' || n !== 1) return undefined;
        const full = (good(req) as { content: string }).content;
        return { content: full.slice(0, 300), finishReason: 'length' };
      },
    });
    await compose(writer(), FREE, false);
    const continuation = fake.requests.find((r) => r.body.messages!.at(-1)!.content.startsWith('Your answer was cut off'));
    expect(continuation).toBeDefined();
  });

  it('waits out a 429 with Retry-After, and retries 500s, then finishes the article', async () => {
    script({ override: (stage, _req, n) => (stage === 'section' && n === 1 ? { status: 429, retryAfter: '1' } : stage === 'edit' && n <= 2 ? { status: 500 } : undefined) });
    const started = performance.now();
    const composed = await compose(writer(), FREE, false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(stages().filter((s) => s === 'edit')).toHaveLength(3);
    expect(composed.article.wordCount).toBeGreaterThan(FREE.target * 0.8);
  });

  it('strips <think> blocks from sections', async () => {
    const good = pipelineResponder();
    script({ override: (stage, req) => (stage === 'section' ? { content: `<think>The brief asks for a list.</think>${(good(req) as { content: string }).content}` } : undefined) });
    const composed = await compose(writer(), FREE, false);
    expect(composed.article.markdown).not.toMatch(/<\/?think>|brief asks/);
  });

  it('goes on unedited when the editor answers nonsense twice', async () => {
    script({ override: (stage) => (stage === 'edit' ? { content: 'I made some edits, see above.' } : undefined) });
    const w = writer();
    await compose(w, FREE, false);
    expect(w.lastTrace()!.notes.join(' ')).toMatch(/model pass skipped \(invalid-output\)/);
  });

  it('works with a server that has no structured output', async () => {
    script();
    fake.setOptions({ structuredOutput: false });
    const w = writer();
    await compose(w, FREE, false);
    expect(w.lastTrace()!.outline).toBe('llm');
    const outlines = fake.requests.filter((r) => stageOf(r) === 'outline');
    expect(outlines.map((r) => (r.body.response_format as { type?: string } | undefined)?.type ?? 'none')).toEqual(['json_schema', 'json_object', 'none']);
    // The client remembers: the edit pass asks in plain JSON straight away.
    expect(fake.requests.filter((r) => stageOf(r) === 'edit').map((r) => r.body.response_format)).toEqual([undefined]);
  });

  it('fails with a clear refusal error when a section is refused', async () => {
    script({ override: (stage) => (stage === 'section' ? { content: "I'm sorry, but I can't help with writing that." } : undefined) });
    const err = await compose(writer(), FREE, false).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).kind).toBe('refused');
  });

  it('fails with a timeout when a section stream stalls mid-answer', async () => {
    script({ override: (stage) => (stage === 'section' ? { content: 'This section starts well and then the server goes quiet.', stallAfterChars: 20 } : undefined) });
    const err = await compose(writer({ timeoutMs: 400 }), FREE, false).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).kind).toBe('timeout');
  });
});

describe('on a corpus site the writer has never seen', () => {
  it('writes a cost article from the site\'s own facts: its prices cited, its own pictures, the default length', async () => {
    // The clinic's pages as they are, with its picture paths answering real JPEG bytes.
    const serve = staticSite('corpus/fernhollow-physio');
    const clinic = await startFixtureSite((req, res) => (/\.(jpe?g)$/.test(req.url ?? '') ? imageHandler(Object.assign(req, { url: '/img/photo.jpg' }), res) : serve(req, res)));
    try {
      const pages = corpusPages('fernhollow-physio', clinic.origin).sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
      const site = analyseSite(pages.map((p) => extractPage(p.html, `${clinic.origin}${p.path}`)), `${clinic.origin}/`, new Date('2026-03-01T00:00:00Z'));
      script();
      const composed = await composeArticle(writer(), {
        topic: 'How Much Does Physiotherapy Cost in Fernhollow?',
        analysis: site,
        research: [],
        crawledUrls: site.pages.map((p) => p.url),
        externalLinks: true,
        images: true,
        wordBudget: { target: 2250, max: 3000 },
        imageCheck: safeImageCheck(fetcher),
      });
      const md = composed.article.markdown;
      expect(composed.plan.intent).toBe('cost');
      expect(composed.article.wordCount).toBeGreaterThanOrEqual(2025);
      expect(composed.article.wordCount).toBeLessThanOrEqual(2475);
      // A price the site states, in the text and in the ledger with the passage it came from.
      const claims = composed.ledger.flatMap((e) => e.claims);
      expect(claims.some((c) => /\$\d+/.test(c.text) && c.passage.includes(c.text.match(/\$\d+/)![0]))).toBe(true);
      expect(md).toMatch(/^\|.*\$\d+.*\|$/m);
      // Pictures from the clinic's own pages, with their alt text, never a team portrait by name.
      const pictures = [...md.matchAll(/!\[([^\]]+)\]\((http:\/\/127\.0\.0\.1:\d+\/[^)]+)\)/g)];
      expect(pictures.length).toBeGreaterThanOrEqual(1);
      for (const [, alt, src] of pictures) {
        expect(src!.startsWith(clinic.origin)).toBe(true);
        expect(site.facts!.images.some((i) => i.src === src && i.alt.replace(/[[\]]/g, '') === alt)).toBe(true);
      }
      expect(composed.claimCheck.removed).toEqual([]);
    } finally {
      await clinic.close();
    }
  });
});

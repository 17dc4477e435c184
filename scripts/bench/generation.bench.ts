// Generation: the offline engine's speed per 1000 words, and what the pipeline (research, outline,
// post-processing, scoring, the credit transaction) adds around an LLM call. The LLM is a fake
// OpenAI-compatible server on loopback answering after a fixed delay, so the overhead is the
// request's total time minus the time spent inside the writer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prepareEmbeddedSchema } from '../../src/server/db/open-db';
import { openPgliteDb } from '../../src/server/db/pglite-db';
import { siteSources } from '../../src/server/generation/evidence';
import { generationService, wordBudgetFor } from '../../src/server/generation/generation.service';
import { createOrJoinJob } from '../../src/server/generation/jobs/job-store';
import { relatedPages } from '../../src/server/generation/related-pages';
import { postProcess } from '../../src/server/generation/post-process';
import { scoreArticle } from '../../src/server/generation/seo-score';
import { siteFactsOf } from '../../src/server/generation/site-facts-of';
import { planForTopic } from '../../src/server/analysis/topic-plans';
import type { ArticleWriter, WriteInput } from '../../src/server/generation/writer/article-writer';
import { llmWriter } from '../../src/server/generation/writer/llm.writer';
import { writeOffline } from '../../src/server/generation/writer/offline.writer';
import { createLlmClient } from '../../src/server/llm/llm-client';
import { silentLogger } from '../../src/server/logger';
import { PLAN_IDS } from '../../src/shared/plans';
import { siteAnalysisSchema, type SiteAnalysis } from '../../src/shared/site-analysis';
import { startFakeLlmServer } from '../../tests/support/fake-llm-server';
import type { Figures } from './run-benchmarks';

const SITES = ['sample-site', 'coffee-roaster', 'saas-invoicing', 'dental-clinic', 'garden-blog'];
const TOPICS = ['Quarterly Estimated Taxes for Freelancers', 'How to Dial In Home Espresso', '7 Tips to Avoid Late Payments as a Freelancer', 'Teeth Whitening vs Whitening Toothpaste', 'Companion Planting in a Raised Bed'];
const OFFLINE_RUNS = 20;
const LLM_RUNS = 7;
/** The fake LLM's answer time; the target is stated against a 10 s call. */
const LLM_DELAY_MS = 1000;
const REFERENCE_CALL_MS = 10_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

export function fixture(name: string): SiteAnalysis {
  const file = path.resolve(import.meta.dirname, '../../tests/fixtures/analyses', `${name}.json`);
  return siteAnalysisSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** What the pipeline hands a writer for a subscriber's article without research. */
export function writeInput(topic: string, analysis: SiteAnalysis): WriteInput {
  const facts = siteFactsOf(analysis);
  const plan = planForTopic(topic, { ...analysis, facts });
  return { plan, facts, analysis, sources: siteSources(facts, analysis), externalLinks: true, images: true, wordBudget: wordBudgetFor(true) };
}

function offlineFigures(): Figures {
  const writeMsPer1000: number[] = [];
  const pipelineMsPer1000: number[] = [];
  SITES.forEach((site, i) => {
    const analysis = fixture(site);
    const topic = TOPICS[i]!;
    for (let run = 0; run < OFFLINE_RUNS; run++) {
      const t0 = performance.now();
      const input = writeInput(topic, analysis);
      const draft = writeOffline(input);
      const t1 = performance.now();
      const { plan, sources } = input;
      const article = postProcess({
        draft,
        fallbackTitle: plan.title,
        relatedPages: relatedPages(plan.title, plan.keyphrase, analysis),
        siteUrl: analysis.url,
        crawledUrls: analysis.pages.map((p) => p.url),
        sources,
        externalLinks: true,
        images: true,
        maxWords: input.wordBudget.max,
      });
      scoreArticle({ markdown: article.markdown, title: article.title, metaDescription: article.metaDescription, keyphrase: plan.keyphrase, siteUrl: analysis.url, expectExternalLinks: false });
      const t2 = performance.now();
      writeMsPer1000.push(((t1 - t0) * 1000) / article.wordCount);
      pipelineMsPer1000.push(((t2 - t0) * 1000) / article.wordCount);
    }
  });
  return {
    offline_write_ms_per_1000_words: round(median(writeMsPer1000), 2),
    offline_write_postprocess_score_ms_per_1000_words: round(median(pipelineMsPer1000), 1),
  };
}

/** The writer's own time, so the rest of the request is the pipeline's overhead. */
function timed(writer: ArticleWriter, spent: number[]): ArticleWriter {
  return {
    engine: writer.engine,
    model: writer.model,
    async write(input, signal) {
      const t = performance.now();
      try {
        return await writer.write(input, signal);
      } finally {
        spent.push(performance.now() - t);
      }
    },
  };
}

async function llmOverheadFigures(): Promise<Figures> {
  const analysis = fixture('sample-site');
  const topic = TOPICS[0]!;
  const draft = writeOffline(writeInput(topic, analysis));
  const fake = await startFakeLlmServer();
  fake.setFallback(() => ({ content: JSON.stringify(draft), delayMs: LLM_DELAY_MS }));
  const { db } = await openPgliteDb();
  try {
    await prepareEmbeddedSchema(db);
    const { rows } = await db.query<{ id: string }>("insert into auth.users (email) values ('bench@example.com') returning id");
    const userId = rows[0]!.id;
    await db.query("insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', $2)", [userId, PLAN_IDS.Ultimate]);
    const { rows: records } = await db.query<{ id: string }>(
      'insert into public.scraped_contents (user_id, url, analysis, credits) values ($1, $2, $3::jsonb, 0) returning id',
      [userId, analysis.url, JSON.stringify(analysis)],
    );
    const contentId = records[0]!.id;
    const writerMs: number[] = [];
    const writer = timed(llmWriter(createLlmClient({ baseUrl: fake.baseUrl, apiKey: 'bench', model: 'bench', timeoutMs: 30_000 })), writerMs);
    const service = generationService({ db, writer, providers: [], logger: silentLogger, researchTimeoutMs: 1000 });
    const overheadMs: number[] = [];
    for (let run = 0; run < LLM_RUNS; run++) {
      const { id: jobId } = (await createOrJoinJob(db, { userId, contentId, topic }))!;
      const t = performance.now();
      const outcome = await service.generate({ jobId, userId, contentId, topic });
      const total = performance.now() - t;
      if (outcome.kind !== 'saved') throw new Error(`benchmark generation answered ${outcome.kind}`);
      overheadMs.push(total - writerMs.at(-1)!);
    }
    const overhead = median(overheadMs);
    return {
      fake_llm_delay_ms: LLM_DELAY_MS,
      writer_median_ms: Math.round(median(writerMs)),
      pipeline_overhead_median_ms: round(overhead),
      'overhead/llm_call_ratio': round(overhead / LLM_DELAY_MS, 3),
      'overhead_vs_10s_call_%': round((overhead * 100) / REFERENCE_CALL_MS, 2),
      'target_<5%_of_10s': overhead < REFERENCE_CALL_MS * 0.05 ? 'met' : 'missed',
    };
  } finally {
    await db.close();
    await fake.close();
  }
}

export async function runGenerationBench(): Promise<Figures> {
  return { ...offlineFigures(), ...(await llmOverheadFigures()) };
}

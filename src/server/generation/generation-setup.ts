import type { ServerConfig } from '../config';
import type { Db } from '../db/db';
import { addressPolicy, systemResolver } from '../analysis/address-policy';
import { MAX_REDIRECTS, userAgentFor } from '../analysis/analysis-deps';
import { createSafeFetcher } from '../analysis/safe-fetch';
import { createImageGenerator } from '../llm/image-client';
import { createLlmClient } from '../llm/llm-client';
import type { Logger } from '../logger';
import { generationService, type GenerationService } from './generation.service';
import { generationJobs, type GenerationJobs } from './jobs/generation-jobs';
import { startQueue } from './jobs/job-queue';
import { safeImageCheck, type ImageCheck } from './images/image-check';
import { providersFromConfig } from './research/providers-from-config';
import type { ArticleWriter } from './writer/article-writer';
import { llmWriter } from './writer/llm.writer';
import { offlineWriter } from './writer/offline.writer';

/** The writer the configuration asks for: the LLM when one is configured, else the offline engine. */
export function writerFromConfig(config: ServerConfig, logger: Logger): ArticleWriter {
  if (config.llm) {
    logger.info(`generation: LLM writer ${config.llm.model} at ${new URL(config.llm.baseUrl).host}`);
    return llmWriter(createLlmClient(config.llm), {
      concurrency: config.llm.concurrency,
      imageGenerator: config.llm.images ? createImageGenerator(config.llm, config.llm.images.model) : null,
      logger,
    });
  }
  logger.info('generation: offline writer (set LLM_BASE_URL or LLM_API_KEY for an LLM)');
  return offlineWriter();
}

/** Pictures may be larger than pages, never unbounded. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TIMEOUT_MS = 5000;

/**
 * Site pictures are checked through a safe fetcher of their own (same address policy and
 * timeouts as the crawl, an image-sized body cap) before an article shows them.
 */
export function siteImageCheck(config: ServerConfig): ImageCheck {
  return safeImageCheck(
    createSafeFetcher({
      userAgent: userAgentFor(config.publicUrl),
      policy: addressPolicy(config.allowPrivateNetworks),
      resolver: systemResolver,
      connectTimeoutMs: config.analysis.connectTimeoutMs,
      // A picture is optional: a slow host costs the article at most this, then it goes without.
      totalTimeoutMs: Math.min(config.analysis.pageTimeoutMs, IMAGE_TIMEOUT_MS),
      maxBodyBytes: IMAGE_MAX_BYTES,
      maxRedirects: MAX_REDIRECTS,
    }),
  );
}

export function generationFromConfig(config: ServerConfig, db: Db, logger: Logger): GenerationService {
  return generationService({
    db,
    logger,
    writer: writerFromConfig(config, logger),
    providers: providersFromConfig(config.research, logger),
    researchTimeoutMs: config.research.timeoutMs,
    imageCheck: siteImageCheck(config),
  });
}

/** Attempts of a job after the first, when a worker dies on it or its lease runs out. */
const JOB_RETRY_LIMIT = 2;

/**
 * The queue on this database and the configured number of workers in this process
 * (JOB_WORKERS=0: this process only submits and follows jobs; `npm run worker` runs them).
 */
export async function startGenerationJobs(config: ServerConfig, db: Db, logger: Logger): Promise<GenerationJobs> {
  const boss = await startQueue(db, logger, { leaseSeconds: config.jobs.leaseSeconds, retryLimit: JOB_RETRY_LIMIT });
  const jobs = generationJobs({ db, boss, logger, service: generationFromConfig(config, db, logger), leaseSeconds: config.jobs.leaseSeconds });
  await jobs.startWorkers(config.jobs.workers);
  logger.info(`jobs: ${config.jobs.workers} generation worker(s) in this process, lease ${config.jobs.leaseSeconds} s`);
  return jobs;
}

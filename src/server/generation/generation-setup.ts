import type { ServerConfig } from '../config';
import type { Db } from '../db/db';
import { createLlmClient } from '../llm/llm-client';
import type { Logger } from '../logger';
import { generationService, type GenerationService } from './generation.service';
import { providersFromConfig } from './research/providers-from-config';
import type { ArticleWriter } from './writer/article-writer';
import { llmWriter } from './writer/llm.writer';
import { offlineWriter } from './writer/offline.writer';

/** The writer the configuration asks for: the LLM when one is configured, else the offline engine. */
export function writerFromConfig(config: ServerConfig, logger: Logger): ArticleWriter {
  if (config.llm) {
    logger.info(`generation: LLM writer ${config.llm.model} at ${new URL(config.llm.baseUrl).host}`);
    return llmWriter(createLlmClient(config.llm));
  }
  logger.info('generation: offline writer (set LLM_BASE_URL or LLM_API_KEY for an LLM)');
  return offlineWriter();
}

export function generationFromConfig(config: ServerConfig, db: Db, logger: Logger): GenerationService {
  return generationService({
    db,
    logger,
    writer: writerFromConfig(config, logger),
    providers: providersFromConfig(config.research, logger),
    researchTimeoutMs: config.research.timeoutMs,
  });
}

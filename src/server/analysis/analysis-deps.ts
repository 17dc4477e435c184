import type { ServerConfig } from '../config';
import { createLlmClient } from '../llm/llm-client';
import type { Logger } from '../logger';
import { addressPolicy, systemResolver } from './address-policy';
import { llmTopicEngine } from './llm-topics';
import { offlineTopicEngine } from './offline-topics';
import { createSafeFetcher, type SafeFetcher } from './safe-fetch';
import type { TopicEngine } from './topic-engine';

export const MAX_REDIRECTS = 5;

export function userAgentFor(publicUrl: string): string {
  return `RankScribeBot/1.0 (+${publicUrl})`;
}

/** The production fetcher: system DNS, the configured address policy and limits. */
export function safeFetcherFor(config: ServerConfig): SafeFetcher {
  return createSafeFetcher({
    userAgent: userAgentFor(config.publicUrl),
    policy: addressPolicy(config.allowPrivateNetworks),
    resolver: systemResolver,
    connectTimeoutMs: config.analysis.connectTimeoutMs,
    totalTimeoutMs: config.analysis.pageTimeoutMs,
    maxBodyBytes: config.analysis.maxPageBytes,
    maxRedirects: MAX_REDIRECTS,
  });
}

/** The language model when one is configured, else the offline engine. */
export function topicEngineFor(config: ServerConfig, logger: Logger): TopicEngine {
  return config.llm ? llmTopicEngine(createLlmClient(config.llm), logger) : offlineTopicEngine;
}

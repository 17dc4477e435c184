import OpenAI from 'openai';
import type { LlmConfig } from '../config';
import type { UsageMeter } from './usage';

/** An image made by the configured OpenAI-compatible images endpoint: a URL the article can show. */
export interface GeneratedImage {
  url: string;
  prompt: string;
}

export interface ImageGenerator {
  readonly model: string;
  generate(prompt: string, options?: { signal?: AbortSignal; meter?: UsageMeter }): Promise<GeneratedImage | null>;
}

/**
 * POST /images/generations on the same base URL and key as the chat model. Only URL answers are
 * used: an article is markdown with links, and base64 data would need storage this product does
 * not have (and react-markdown drops data: URLs anyway). Failures give null, never a broken article.
 */
export function createImageGenerator(config: LlmConfig, model: string, options: { fetch?: typeof fetch } = {}): ImageGenerator {
  const sdk = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'not-needed',
    timeout: config.timeoutMs,
    maxRetries: Math.min(1, config.maxRetries),
    fetch: options.fetch,
  });
  return {
    model,
    async generate(prompt, opts = {}) {
      try {
        const answer = await sdk.images.generate({ model, prompt, n: 1, size: '1024x1024', response_format: 'url' }, { signal: opts.signal });
        const url = answer.data?.[0]?.url;
        // Images are priced per picture, not per token; the meter counts the call.
        opts.meter?.add('image', { promptTokens: 0, completionTokens: 0 });
        return url && /^https?:\/\//.test(url) ? { url, prompt } : null;
      } catch {
        return null;
      }
    },
  };
}

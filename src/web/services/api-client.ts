import '../zod-jitless';
import type { z } from 'zod';
import {
  generateResponseSchema,
  scrapeResponseSchema,
  topicsResponseSchema,
  type GenerateResponse,
  type ScrapeResponse,
  type TopicsResponse,
} from '../../shared/contracts/api';

/** A call that got no contract answer: network failure, or a body that is not the contract's shape. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClient {
  scrape(url: string, accessToken: string, signal?: AbortSignal): Promise<ScrapeResponse>;
  topics(contentId: string, accessToken: string, signal?: AbortSignal): Promise<TopicsResponse>;
  generateArticle(topic: string, contentId: string, accessToken: string, signal?: AbortSignal): Promise<GenerateResponse>;
}

export interface ApiClientOptions {
  /** Origin of the generation service (spec §7: an external service); empty means this origin. */
  generationApiUrl: string;
  fetch?: typeof fetch;
}

/**
 * The typed client for the three calls of spec §7. The contract's answer is returned whatever the
 * HTTP status (a 5xx scrape answer carries `retryable`, a 402 carries `showPaywall`); anything else
 * is an ApiRequestError.
 */
export function createApiClient({ generationApiUrl, fetch: fetchImpl = globalThis.fetch }: ApiClientOptions): ApiClient {
  async function post<S extends z.ZodType>(url: string, body: unknown, accessToken: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      throw new ApiRequestError(cause instanceof Error ? cause.message : 'Network error', null);
    }
    const json: unknown = await response.json().catch(() => null);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const message = typeof json === 'object' && json !== null && 'error' in json ? String(json.error) : `HTTP ${response.status}`;
      throw new ApiRequestError(message, response.status);
    }
    return parsed.data;
  }

  const generationBase = generationApiUrl.replace(/\/+$/, '');
  return {
    scrape: (url, accessToken, signal) => post('/api/analyze/scrape', { url }, accessToken, scrapeResponseSchema, signal),
    topics: (contentId, accessToken, signal) => post('/api/analyze/topics', { contentId }, accessToken, topicsResponseSchema, signal),
    generateArticle: (topic, contentId, accessToken, signal) =>
      post(`${generationBase}/api/generate-article`, { topic, contentId }, accessToken, generateResponseSchema, signal),
  };
}

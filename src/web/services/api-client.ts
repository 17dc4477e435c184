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

/** One call to our own API with the user's token: what a route needs to say what went wrong. */
export interface JsonCall {
  method: string;
  accessToken: string;
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends a call and reads its JSON (null when the body is not JSON); a network failure is an ApiRequestError with no status. */
export async function sendJson(fetchImpl: typeof fetch, url: string, { method, accessToken, body, signal }: JsonCall): Promise<{ response: Response; json: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new ApiRequestError(cause instanceof Error ? cause.message : 'Network error', null);
  }
  return { response, json: await response.json().catch(() => null) };
}

/**
 * A subscriber workspace call (articles, publishing): the contract's answer on a 2xx, else an
 * ApiRequestError carrying the route's own `error` sentence (or the status when it sent none).
 */
export async function callWorkspace<S extends z.ZodType<{ error: string | null }>>(fetchImpl: typeof fetch, url: string, call: JsonCall, schema: S): Promise<z.infer<S>> {
  const { response, json } = await sendJson(fetchImpl, url, call);
  const parsed = schema.safeParse(json);
  if (!parsed.success || !response.ok) {
    const message = parsed.success && parsed.data.error ? parsed.data.error : `HTTP ${response.status}`;
    throw new ApiRequestError(message, response.status);
  }
  return parsed.data;
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
    const { response, json } = await sendJson(fetchImpl, url, { method: 'POST', accessToken, body, signal });
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

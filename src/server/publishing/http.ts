import type { z } from 'zod';
import { findBlocked } from '../analysis/safe-fetch';

/**
 * The HTTP edge of every publisher: a WHATWG fetch, injected. Production passes the SSRF-safe one
 * (publishing-fetch.ts); tests pass the global fetch against loopback servers.
 */
export type HttpFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A request as data: what the pure builders return and `send` performs. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
}

export type PublishFailureKind = 'credentials' | 'not-found' | 'refused' | 'unavailable' | 'timeout' | 'network' | 'blocked' | 'redirect' | 'bad-answer';

/**
 * Why a CMS did not take a request, in words for the subscriber (never a stack). `retryable`: the
 * same call may succeed later (5xx, 429, timeout, a dropped connection).
 */
export class PublishFailure extends Error {
  constructor(
    readonly kind: PublishFailureKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
  get retryable(): boolean {
    return this.kind === 'unavailable' || this.kind === 'timeout' || this.kind === 'network';
  }
}

/** The remote's own error text (WordPress `message`, Ghost `errors[0].message`), short and tag-free. */
function remoteMessage(body: string): string {
  let text = body;
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object') {
      const o = json as { message?: unknown; errors?: { message?: unknown }[]; error?: unknown };
      const found = o.message ?? o.errors?.[0]?.message ?? o.error;
      text = typeof found === 'string' ? found : '';
    }
  } catch {
    // Not JSON: an HTML error page says nothing useful.
    text = /<[a-z!]/i.test(body) ? '' : body;
  }
  const clean = text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return clean.length > 200 ? `${clean.slice(0, 199)}…` : clean;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** The failure a non-2xx answer stands for; `service` names the CMS in the message. */
export async function failureOf(response: Response, service: string, url: string): Promise<PublishFailure> {
  const status = response.status;
  const detail = remoteMessage(await response.text().catch(() => ''));
  const said = detail ? `: ${detail.replace(/[.!]+$/, '')}` : '';
  if (status >= 300 && status < 400) {
    const location = response.headers.get('location') ?? 'another address';
    return new PublishFailure('redirect', `${service} redirected ${pathOf(url)} to ${location}. Use that address in the connection.`, status);
  }
  if (status === 401 || status === 403) {
    return new PublishFailure('credentials', `${service} refused the credentials (HTTP ${status})${said}. Check them on the CMS screen and try again.`, status);
  }
  if (status === 404) return new PublishFailure('not-found', `${service} has nothing at ${pathOf(url)} (HTTP 404). Check the address.`, status);
  if (status >= 500 || status === 429 || status === 408) {
    return new PublishFailure('unavailable', `${service} could not take the request (HTTP ${status})${said}. Nothing was changed here; try again in a moment.`, status);
  }
  return new PublishFailure('refused', `${service} refused the request (HTTP ${status})${said}.`, status);
}

/** A thrown fetch error (timeout, refused address, dropped connection) as a failure. */
export function failureOfError(err: unknown, service: string, url: string): PublishFailure {
  if (err instanceof PublishFailure) return err;
  if (findBlocked(err)) {
    return new PublishFailure('blocked', `${new URL(url).host} is a private or local address, which this server does not publish to.`);
  }
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new PublishFailure('timeout', `${service} did not answer in time. Nothing was changed here; try again.`);
  }
  return new PublishFailure('network', `Could not reach ${service} at ${new URL(url).host}. Check the address and try again.`);
}

/** Performs a request and returns whatever it answers; a request that gets no answer becomes a PublishFailure. */
export async function exchange(fetch: HttpFetch, request: HttpRequest, service: string): Promise<Response> {
  try {
    return await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' });
  } catch (err) {
    throw failureOfError(err, service, request.url);
  }
}

/** Performs a request; any answer but 2xx becomes a PublishFailure. */
export async function send(fetch: HttpFetch, request: HttpRequest, service: string): Promise<Response> {
  const response = await exchange(fetch, request, service);
  if (response.status < 200 || response.status >= 300) throw await failureOf(response, service, request.url);
  return response;
}

/** A 2xx answer's JSON read with `schema`. */
export async function parseJson<T>(response: Response, schema: z.ZodType<T>, service: string, url: string): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PublishFailure('bad-answer', `${service} answered ${pathOf(url)} with something other than its API's JSON.`);
  return parsed.data;
}

/** Performs a request and reads its JSON answer with `schema`. */
export async function sendForJson<T>(fetch: HttpFetch, request: HttpRequest, schema: z.ZodType<T>, service: string): Promise<T> {
  return parseJson(await send(fetch, request, service), schema, service, request.url);
}

/** A response body as bytes, refused past `maxBytes` (a picture must not fill the server's memory). */
export async function readBytes(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes || !response.body) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

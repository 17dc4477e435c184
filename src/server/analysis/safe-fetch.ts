import { Agent, buildConnector, request } from 'undici';
import { BlockedAddressError, resolveAllowedAddresses, type AddressPolicy, type ResolvedAddress, type Resolver } from './address-policy';
import { FetchFailure, fetchFailureMessages as messages } from './fetch-failure';

/** 'image': for checking a site's pictures before an article shows them (type and size), not for parsing. */
export type DocumentKind = 'html' | 'xml' | 'text' | 'image';

const ACCEPTED_TYPES: Record<DocumentKind, readonly string[]> = {
  html: ['text/html', 'application/xhtml+xml'],
  xml: ['application/xml', 'text/xml', 'text/plain'],
  text: ['text/plain'],
  // No SVG: it is a document that can carry scripts, and sites use it for logos and icons.
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
};
const ACCEPT_HEADER: Record<DocumentKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  xml: 'application/xml,text/xml;q=0.9,text/plain;q=0.5',
  text: 'text/plain',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8',
};
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export interface SafeFetchOptions {
  userAgent: string;
  policy: AddressPolicy;
  resolver: Resolver;
  connectTimeoutMs: number;
  /** For one document including its redirects and body. */
  totalTimeoutMs: number;
  maxBodyBytes: number;
  maxRedirects: number;
}

export interface FetchedDocument {
  /** After redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export interface SafeFetcher {
  fetchDocument(url: string, kind: DocumentKind): Promise<FetchedDocument>;
  close(): Promise<void>;
}

/**
 * The connection pool behind every request to a user-supplied address (the crawl, a subscriber's
 * CMS): the policy runs inside the connector, on the address the socket is opened to, so a name
 * that resolves differently later (DNS rebinding) and every redirect hop are checked at the moment
 * of connecting.
 */
export function createSafeAgent(options: Pick<SafeFetchOptions, 'policy' | 'resolver' | 'connectTimeoutMs'>): Agent {
  const baseConnect = buildConnector({ timeout: options.connectTimeoutMs });
  return new Agent({
    connect: (connectOptions, callback) => {
      const servername = connectOptions.servername ?? connectOptions.hostname.replace(/^\[|\]$/g, '');
      // Every answer was allowed; try them in order like a normal client ("localhost" → ::1, then 127.0.0.1).
      const attempt = (addresses: ResolvedAddress[], index: number) => {
        baseConnect({ ...connectOptions, hostname: addresses[index]!.address, servername }, (...result) => {
          if (result[0] !== null && index + 1 < addresses.length) attempt(addresses, index + 1);
          else callback(...result);
        });
      };
      resolveAllowedAddresses(connectOptions.hostname, options.resolver, options.policy).then(
        (addresses) => attempt(addresses, 0),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
      );
    },
  });
}

/** HTTP(S) GET of documents at user-supplied addresses, through `createSafeAgent`. */
export function createSafeFetcher(options: SafeFetchOptions): SafeFetcher {
  const dispatcher = createSafeAgent(options);

  async function fetchDocument(startUrl: string, kind: DocumentKind): Promise<FetchedDocument> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.totalTimeoutMs);
    try {
      return await follow(startUrl, kind, controller.signal);
    } catch (err) {
      throw classify(err, startUrl, controller.signal.aborted);
    } finally {
      clearTimeout(timer);
    }
  }

  async function follow(startUrl: string, kind: DocumentKind, signal: AbortSignal): Promise<FetchedDocument> {
    let url = startUrl;
    for (let hop = 0; ; hop++) {
      const response = await request(url, {
        method: 'GET',
        dispatcher,
        signal,
        maxRedirections: 0,
        headers: { 'user-agent': options.userAgent, accept: ACCEPT_HEADER[kind], 'accept-language': 'en;q=1, *;q=0.5' },
      });
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode) && typeof location === 'string') {
        await response.body.dump();
        if (hop >= options.maxRedirects) throw new FetchFailure('too-many-redirects', messages.tooManyRedirects, startUrl);
        url = redirectTarget(location, url, startUrl);
        continue;
      }
      if (response.statusCode >= 400) {
        await response.body.dump();
        throw httpFailure(response.statusCode, url);
      }
      const contentType = headerValue(response.headers['content-type']);
      const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
      if (!ACCEPTED_TYPES[kind].includes(mediaType)) {
        await response.body.dump();
        throw new FetchFailure('not-html', messages.notHtml(mediaType), url);
      }
      const declaredLength = Number(headerValue(response.headers['content-length']) || '0');
      if (declaredLength > options.maxBodyBytes) {
        // Dropping the stream unread raises an abort on it that nobody else would handle.
        response.body.on('error', () => {}).destroy();
        throw new FetchFailure('too-large', messages.tooLarge(options.maxBodyBytes), url);
      }
      const bytes = await readCapped(response.body, options.maxBodyBytes, url);
      return { url, status: response.statusCode, contentType: mediaType, body: decode(bytes, contentType) };
    }
  }

  return { fetchDocument, close: () => dispatcher.close() };
}

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

function redirectTarget(location: string, from: string, startUrl: string): string {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new FetchFailure('invalid-url', messages.badRedirect, startUrl);
  }
  if ((next.protocol !== 'http:' && next.protocol !== 'https:') || next.username !== '' || next.password !== '') {
    throw new FetchFailure('invalid-url', messages.badRedirect, startUrl);
  }
  next.hash = '';
  return next.href;
}

function httpFailure(status: number, url: string): FetchFailure {
  // 408 and 429 say "later", like a 5xx.
  if (status >= 500 || status === 408 || status === 429) {
    return new FetchFailure('http-server-error', messages.httpServer(status), url, status);
  }
  return new FetchFailure('http-client-error', messages.httpClient(status), url, status);
}

async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number, url: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop by throwing closes the stream.
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      throw new FetchFailure('too-large', messages.tooLarge(maxBytes), url);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function decode(bytes: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function errorCode(err: unknown): string {
  let current: unknown = err;
  // undici wraps socket errors; the useful code may sit on the cause.
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'UND_ERR_ABORTED') return code;
    current = current.cause;
  }
  return '';
}

/** The address-policy refusal somewhere in an error's cause chain (undici wraps it), or null. */
export function findBlocked(err: unknown): BlockedAddressError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    if (current instanceof BlockedAddressError) return current;
    current = current.cause;
  }
  return null;
}

function classify(err: unknown, url: string, timedOut: boolean): FetchFailure {
  if (err instanceof FetchFailure) return err;
  if (findBlocked(err)) return new FetchFailure('blocked-address', messages.blocked, url);
  if (timedOut) return new FetchFailure('timeout', messages.timeout, url);
  const code = errorCode(err);
  if (TIMEOUT_CODES.has(code)) return new FetchFailure('timeout', messages.timeout, url);
  if (code === 'ENOTFOUND') return new FetchFailure('dns', messages.dns, url);
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code.includes('SSL')) return new FetchFailure('tls', messages.tls, url);
  if (RETRYABLE_CODES.has(code)) return new FetchFailure('network', messages.network, url);
  return new FetchFailure('network', messages.network, url);
}

import type { Context } from 'hono';

/**
 * Whether a state-changing browser request was sent by one of this server's own pages (login and
 * checkout CSRF). The Origin must be one of `ownOrigins`, which come from configuration, never from
 * the Host header; `Origin: null` (sandboxed frames, data: documents) is refused. Without an Origin
 * header, a browser's `Sec-Fetch-Site` saying another site sent it is refused too.
 */
export function isFromOwnOrigin(c: Context, ownOrigins: readonly string[]): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return ownOrigins.includes(origin);
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

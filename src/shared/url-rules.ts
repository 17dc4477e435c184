import { MAX_URL_LENGTH } from './contracts/api';

/** Spec §5 messages, word for word. */
export const BLOCKED_DOMAIN_MESSAGE = 'This domain cannot be analyzed. Please enter your own website URL.';
export const INVALID_URL_MESSAGE = 'Please enter a valid URL';
/** Shown only if an empty value reaches validation; the UI blocks submit before that. */
export const EMPTY_URL_MESSAGE = 'Please enter your website URL';

/** Server-side rules the spec leaves open ("not shown"). */
export const UNSUPPORTED_SCHEME_MESSAGE = 'Only http:// and https:// website addresses can be analyzed.';
export const CREDENTIALS_IN_URL_MESSAGE = 'Website addresses with a user name or password cannot be analyzed.';
export const URL_TOO_LONG_MESSAGE = `Website addresses can be at most ${MAX_URL_LENGTH} characters long.`;

/** Big platforms whose pages are not the user's own site (spec §5). */
export const BLOCKED_HOST_WORDS = [
  'google',
  'facebook',
  'instagram',
  'twitter',
  'wikipedia',
  'youtube',
  'linkedin',
  'reddit',
  'tiktok',
  'amazon',
  'github',
] as const;

export type UrlCheck = { ok: true; url: string } | { ok: false; error: string };

const HTTP_SCHEME = /^https?:\/\//i;
// A scheme is letters followed by ':' and not a port number, so "localhost:3000" is a host, not a scheme.
const ANY_SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d|$)/i;

export function isBlockedHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  return BLOCKED_HOST_WORDS.some((word) => host.includes(word));
}

/** The browser's rules (spec §5): trim, default to https://, refuse big platforms and unparseable input. */
export function normalizeSiteUrl(input: string): UrlCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: EMPTY_URL_MESSAGE };
  const withScheme = HTTP_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return { ok: false, error: INVALID_URL_MESSAGE };
  }
  if (parsed.hostname === '') return { ok: false, error: INVALID_URL_MESSAGE };
  if (isBlockedHostname(parsed.hostname)) return { ok: false, error: BLOCKED_DOMAIN_MESSAGE };
  return { ok: true, url: parsed.href };
}

/**
 * The server's rules: the browser's, plus no other schemes, no credentials, a bounded length.
 * The fragment is dropped because it never reaches the site.
 */
export function validateSiteUrlForServer(input: string): UrlCheck {
  const trimmed = input.trim();
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, error: URL_TOO_LONG_MESSAGE };
  const scheme = ANY_SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    return { ok: false, error: UNSUPPORTED_SCHEME_MESSAGE };
  }
  const result = normalizeSiteUrl(trimmed);
  if (!result.ok) return result;
  const parsed = new URL(result.url);
  if (parsed.username !== '' || parsed.password !== '') return { ok: false, error: CREDENTIALS_IN_URL_MESSAGE };
  parsed.hash = '';
  if (parsed.href.length > MAX_URL_LENGTH) return { ok: false, error: URL_TOO_LONG_MESSAGE };
  return { ok: true, url: parsed.href };
}

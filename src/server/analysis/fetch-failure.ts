/**
 * Every way reading a website can fail, with the human message the user sees and whether trying
 * again soon could help (spec §8: the browser retries only failures marked retryable).
 */
export type FetchFailureKind =
  | 'invalid-url'
  | 'blocked-address'
  | 'dns'
  | 'timeout'
  | 'network'
  | 'tls'
  | 'http-client-error'
  | 'http-server-error'
  | 'not-html'
  | 'too-large'
  | 'too-many-redirects'
  | 'robots-disallowed';

const RETRYABLE: ReadonlySet<FetchFailureKind> = new Set(['timeout', 'network', 'http-server-error']);

export class FetchFailure extends Error {
  readonly retryable: boolean;
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
    readonly url: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.retryable = RETRYABLE.has(kind);
  }
}

export const fetchFailureMessages = {
  blocked: 'This address points to a private or local network, which cannot be analyzed.',
  dns: 'The website’s domain name could not be found. Please check the address.',
  timeout: 'The website took too long to respond.',
  network: 'The connection to the website failed.',
  tls: 'The website’s secure connection (TLS certificate) could not be verified.',
  httpClient: (status: number) => `The page could not be loaded (HTTP ${status}).`,
  httpServer: (status: number) => `The website answered with a server error (HTTP ${status}).`,
  notHtml: (type: string) => `The address does not point to a web page (it returned ${type || 'no content type'}).`,
  tooLarge: (maxBytes: number) => `The page is too large to analyze (over ${Math.round(maxBytes / 1_048_576)} MB).`,
  tooManyRedirects: 'The website redirected too many times.',
  badRedirect: 'The website redirected to an address that cannot be analyzed.',
  robots: 'The website’s robots.txt does not allow RankScribeBot to read this page.',
} as const;

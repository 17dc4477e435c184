/**
 * Every path the web app has a screen for (src/web/App.tsx). The server names one of these as a
 * page's canonical URL, so nothing a visitor types into the address bar reaches the page's head.
 */
export const APP_PATHS: readonly string[] = [
  '/',
  '/app',
  '/app/article-generation',
  '/app/articles',
  '/app/campaigns',
  '/app/integrate',
  '/app/settings',
  '/app/examples',
  '/contact',
  '/privacy',
  '/terms',
  '/refund',
];

/** Where every unknown path ends up: the app sends it to /app (or /app's not-found screen). */
export const FALLBACK_APP_PATH = '/app';

/** The canonical path for a requested path: its route without a trailing slash, else the fallback. */
export function canonicalAppPath(requestPath: string): string {
  const path = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
  return APP_PATHS.includes(path) ? path : FALLBACK_APP_PATH;
}

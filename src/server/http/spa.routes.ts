import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_PLACEHOLDER, type RuntimeConfig } from '../../shared/runtime-config';
import { canonicalAppPath } from '../../shared/app-routes';
import { escapeHtml } from './html-escape';

export interface SpaDeps {
  staticDir: string;
  runtimeConfig: RuntimeConfig;
  /** Absolute origin for canonical links, Open Graph URLs, robots.txt and the sitemap. */
  publicUrl: string;
}

/** Where scripts/prerender.ts writes the HTML of the public pages, inside the static directory. */
export const PRERENDERED_DIR = 'prerendered';
const PUBLIC_URL_TOKEN = '__PUBLIC_URL__';
const PAGE_PATH_TOKEN = '__PAGE_PATH__';
/** scripts/prerender.ts marks its inline scripts with this; each response gets its CSP nonce there. */
export const CSP_NONCE_TOKEN = '__CSP_NONCE__';

/** Built files that carry the deployment's origin as a token, and their content types. */
const TEMPLATED_FILES: Record<string, string> = {
  '/robots.txt': 'text/plain; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
};

/** JSON in a non-executing script tag; `<` is escaped so no value can close the tag. */
export function runtimeConfigTag(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** The prerendered file for a request path: `/` → index.html, `/contact` → contact.html; else none. */
export function prerenderedFile(requestPath: string): string | null {
  if (requestPath === '/') return 'index.html';
  const match = /^\/([a-z0-9-]+)\/?$/.exec(requestPath);
  return match ? `${match[1]}.html` : null;
}

/**
 * Serves the built web app: real files first (hashed assets cached for a year); the prerendered
 * HTML of `/` and the static pages; index.html (the bare app shell) for every other GET, the
 * history fallback. Every HTML page gets the runtime config, its canonical URL, the origin and the
 * response's CSP nonce.
 */
export function spaRoutes(deps: SpaDeps) {
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const root = path.resolve(deps.staticDir);
  const publicUrl = deps.publicUrl.replace(/\/$/, '');
  // Only known files are cached (a missing one is retried), so arbitrary request paths cannot grow it.
  const cache = new Map<string, Promise<string | null>>();
  const load = (file: string) => {
    let text = cache.get(file);
    if (!text) {
      text = readFile(path.join(root, file), 'utf8').catch(() => null);
      cache.set(file, text);
      void text.then((t) => t === null && cache.delete(file));
    }
    return text;
  };
  let prerendered: Promise<Set<string>> | null = null;
  const prerenderedPages = () =>
    (prerendered ??= readdir(path.join(root, PRERENDERED_DIR))
      .then((files) => new Set(files))
      .catch(() => {
        prerendered = null;
        return new Set<string>();
      }));
  const fillFile = (text: string, pagePath: string) =>
    text.replaceAll(PAGE_PATH_TOKEN, pagePath).replaceAll(PUBLIC_URL_TOKEN, publicUrl);
  // Pages get only configured values and one of the app's own paths, escaped all the same.
  const fillPage = (text: string, pagePath: string, nonce: string) =>
    text
      .replace(RUNTIME_CONFIG_PLACEHOLDER, runtimeConfigTag(deps.runtimeConfig))
      .replaceAll(CSP_NONCE_TOKEN, escapeHtml(nonce))
      .replaceAll(PAGE_PATH_TOKEN, escapeHtml(canonicalAppPath(pagePath)))
      .replaceAll(PUBLIC_URL_TOKEN, escapeHtml(publicUrl));

  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), root),
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  for (const [file, type] of Object.entries(TEMPLATED_FILES)) {
    app.get(file, async (c, next) => {
      const text = await load(file);
      if (text === null) return next();
      c.header('Content-Type', type);
      c.header('Cache-Control', 'no-cache');
      return c.body(fillFile(text, file));
    });
  }
  app.use('*', async (c, next) => {
    if (c.req.path === '/' || c.req.path.endsWith('.html') || c.req.path.startsWith(`/${PRERENDERED_DIR}/`)) return next();
    return serveStatic({ root: path.relative(process.cwd(), root), precompressed: true })(c, next);
  });
  app.get('*', async (c) => {
    const page = prerenderedFile(c.req.path);
    const isPrerendered = page !== null && (await prerenderedPages()).has(page);
    const html = isPrerendered ? await load(path.join(PRERENDERED_DIR, page)) : await load('index.html');
    if (html === null) {
      return c.text('The web app has not been built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fillPage(html, c.req.path, c.get('secureHeadersNonce') ?? ''));
  });
  return app;
}

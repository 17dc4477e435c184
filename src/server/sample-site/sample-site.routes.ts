import { Hono } from 'hono';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bundled sample website (embedded mode), so a new user with no internet can try the whole
 * flow on http://localhost:<port>/sample-site/. Files are read once into memory: only names found
 * at start can be served, so no request path ever reaches the file system.
 */
export const SAMPLE_SITE_PATH = '/sample-site';
const SITE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'site');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
/** sitemap.xml and robots.txt need absolute URLs, which depend on the address the site is reached at. */
const BASE_PLACEHOLDER = '{{BASE}}';

function loadFiles(dir: string, prefix = '/'): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      for (const [name, body] of loadFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)) files.set(name, body);
    } else if (TYPES[path.extname(entry.name)]) {
      files.set(`${prefix}${entry.name}`, readFileSync(path.join(dir, entry.name), 'utf8'));
    }
  }
  return files;
}

export function sampleSiteRoutes() {
  const files = loadFiles(SITE_DIR);
  const app = new Hono();
  app.get('/', (c) => c.redirect(`${SAMPLE_SITE_PATH}/`, 301));
  app.get('/*', (c) => {
    const relative = c.req.path.slice(SAMPLE_SITE_PATH.length);
    const name = relative.endsWith('/') ? `${relative}index.html` : relative;
    const body = files.get(name);
    if (body === undefined) {
      if (files.has(`${name}/index.html`)) return c.redirect(`${c.req.path}/`, 301);
      return c.html('<!doctype html><title>Not found</title><h1>Page not found</h1>', 404);
    }
    const base = `${new URL(c.req.url).origin}${SAMPLE_SITE_PATH}/`;
    c.header('Content-Type', TYPES[path.extname(name)]!);
    c.header('Cache-Control', 'no-cache');
    return c.body(body.replaceAll(BASE_PLACEHOLDER, base));
  });
  return app;
}

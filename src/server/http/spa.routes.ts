import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_PLACEHOLDER, type RuntimeConfig } from '../../shared/runtime-config';

export interface SpaDeps {
  staticDir: string;
  runtimeConfig: RuntimeConfig;
}

/** JSON in a non-executing script tag; `<` is escaped so no value can close the tag. */
export function runtimeConfigTag(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/**
 * Serves the built SPA: real files first (hashed assets cached for a year), then index.html for
 * every other GET (history fallback) with the runtime config injected.
 */
export function spaRoutes(deps: SpaDeps) {
  const app = new Hono();
  const root = path.resolve(deps.staticDir);
  let indexHtml: Promise<string> | null = null;
  const loadIndex = () =>
    (indexHtml ??= readFile(path.join(root, 'index.html'), 'utf8').then((html) =>
      html.replace(RUNTIME_CONFIG_PLACEHOLDER, runtimeConfigTag(deps.runtimeConfig)),
    ));

  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), root),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path === '/' || c.req.path.endsWith('.html')) return next();
    return serveStatic({ root: path.relative(process.cwd(), root) })(c, next);
  });
  app.get('*', async (c) => {
    try {
      const html = await loadIndex();
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    } catch {
      indexHtml = null;
      return c.text('The web app has not been built yet. Run `npm run build` (npm start does this for you).', 503);
    }
  });
  return app;
}

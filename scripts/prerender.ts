// `npm run build`: the client build, then the HTML of the public pages rendered at build time,
// then the landing performance budget. See docs/landing.md.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, createServer, type Manifest, type Rolldown } from 'vite';
import type { RenderedPage } from '../src/web/entry-prerender';
import { CSP_NONCE_TOKEN, PRERENDERED_DIR } from '../src/server/http/spa.routes';
import { precompressDirectory } from './precompress';
import { APP_ENTRY, checkLandingBudget, chunkModulesPath, LANDING_ENTRY, manifestPath, type ChunkModules } from './prerender-budget';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');

interface PageSpec {
  path: string;
  entry: string;
  /** Replaces index.html's title and description (which are the landing page's). */
  head?: { title: string; description: string };
  /** Request the entry only once the page has painted (it is not needed for the first paint). */
  afterFirstPaint?: boolean;
}

const PAGES: PageSpec[] = [
  { path: '/', entry: LANDING_ENTRY, afterFirstPaint: true },
  {
    path: '/contact',
    entry: APP_ENTRY,
    head: { title: 'Contact — RankScribe', description: 'Reach RankScribe support by e-mail; we answer within 24 hours.' },
  },
  {
    path: '/privacy',
    entry: APP_ENTRY,
    head: { title: 'Privacy — RankScribe', description: 'What RankScribe stores about your account, website and usage, and why.' },
  },
  {
    path: '/terms',
    entry: APP_ENTRY,
    head: { title: 'Terms — RankScribe', description: 'The terms of service for RankScribe, the AI SEO article writer.' },
  },
  {
    path: '/refund',
    entry: APP_ENTRY,
    head: { title: 'Refund policy — RankScribe', description: 'RankScribe refunds within 30 days; refunds are processed in 5-10 business days.' },
  },
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Script and modulepreload tags for an entry, from the manifest (the order Vite itself uses). */
function entryTags(manifest: Manifest, entry: string): string {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`no manifest entry for ${entry}`);
  const preload = new Set<string>();
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]!.file;
      if (preload.has(file)) continue;
      preload.add(file);
      visit(imported);
    }
  };
  visit(entry);
  return [
    `<script type="module" crossorigin src="/${chunk.file}"></script>`,
    ...[...preload].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/**
 * A classic inline script that adds the entry once the first contentful paint has happened (or a
 * second after `load`, for a tab in the background that never paints). Requests that finish
 * before the first paint compete with it on a slow connection; the prerendered page paints with
 * the HTML alone, so its scripts wait (docs/landing.md).
 */
function afterFirstPaintTag(manifest: Manifest, entry: string): string {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`no manifest entry for ${entry}`);
  const src = JSON.stringify(`/${chunk.file}`);
  // The Content-Security-Policy lets inline scripts run only with the response's nonce.
  return `<script nonce="${CSP_NONCE_TOKEN}">
      (function () {
        var added = false;
        function add() {
          if (added) return;
          added = true;
          var script = document.createElement('script');
          script.type = 'module';
          script.src = ${src};
          document.head.appendChild(script);
        }
        try {
          new PerformanceObserver(function (list) {
            if (list.getEntriesByName('first-contentful-paint').length) setTimeout(add, 0);
          }).observe({ type: 'paint', buffered: true });
        } catch (e) {}
        addEventListener('load', function () { setTimeout(add, 1000); });
      })();
    </script>`;
}

/** The built index.html turned into one page's document. */
function pageDocument(template: string, page: PageSpec, rendered: RenderedPage, tags: string): string {
  let html = template
    .replace(/\s*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g, '')
    .replace('</head>', `    ${tags}\n    ${rendered.styleTags}\n  </head>`)
    .replace('<!--app-html-->', rendered.html);
  if (page.head) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(page.head.description)}$2`)
      .replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${escapeHtml(page.head.title)}$2`)
      .replace(/(<meta property="og:description" content=")[^"]*(")/, `$1${escapeHtml(page.head.description)}$2`);
  }
  return html;
}

/** Absolute URLs need the deployment's origin: the server fills in __PUBLIC_URL__ when serving. */
function sitemap(pages: PageSpec[], lastmod: string): string {
  const urls = pages
    .map((p) => `  <url><loc>__PUBLIC_URL__${p.path}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function pagePath(urlPath: string) {
  return path.join(clientDir, PRERENDERED_DIR, urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);
}

/**
 * Each page renders in a fresh module graph (styled-components included): its generated class
 * names depend on the order components are defined, which must match what the page's own browser
 * entry evaluates.
 */
async function render(urlPath: string): Promise<RenderedPage> {
  const server = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { noExternal: ['styled-components'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = (await server.ssrLoadModule('/src/web/entry-prerender.tsx')) as typeof import('../src/web/entry-prerender');
    return await mod.renderPage(urlPath);
  } finally {
    await server.close();
  }
}

async function main() {
  // A production bundle even when started from a test run (vitest sets NODE_ENV=test).
  process.env.NODE_ENV = 'production';
  const output = (await build({ root, mode: 'production', logLevel: 'warn' })) as Rolldown.RolldownOutput;
  const modules: ChunkModules = {};
  for (const item of output.output) if (item.type === 'chunk') modules[item.fileName] = item.moduleIds;
  await writeFile(chunkModulesPath(clientDir), JSON.stringify(modules, null, 1));

  const manifest = JSON.parse(await readFile(manifestPath(clientDir), 'utf8')) as Manifest;
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  await mkdir(path.join(clientDir, PRERENDERED_DIR), { recursive: true });
  for (const page of PAGES) {
    const rendered = await render(page.path);
    const tags = page.afterFirstPaint ? afterFirstPaintTag(manifest, page.entry) : entryTags(manifest, page.entry);
    await writeFile(pagePath(page.path), pageDocument(template, page, rendered, tags));
    console.log(`prerendered ${page.path}`);
  }
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemap(PAGES, new Date().toISOString().slice(0, 10)));
  console.log(`precompressed ${await precompressDirectory(path.join(clientDir, 'assets'))} assets (brotli, gzip)`);

  const budget = await checkLandingBudget(clientDir);
  console.log(`initial JS for /: ${(budget.gzipBytes / 1024).toFixed(1)} KB gzip (budget 90 KB) in ${budget.files.join(', ')}`);
  if (budget.problems.length > 0) {
    console.error(`Landing budget failed:\n  ${budget.problems.join('\n  ')}`);
    process.exit(1);
  }
}

await main();

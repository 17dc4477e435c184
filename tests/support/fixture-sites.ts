import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Small websites served on loopback for the analysis tests. Each records the paths it was asked
 * for, so a test can prove that a refused address received nothing.
 */
export type FixtureHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FixtureSite {
  origin: string;
  port: number;
  requests: string[];
  close(): Promise<void>;
}

export const FIXTURE_SITES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites');

export async function startFixtureSite(handler: FixtureHandler, host = '127.0.0.1'): Promise<FixtureSite> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return {
    origin: `http://${hostPart}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
};

/** Serves tests/fixtures/sites/<name>/ as a static site; `/dir/` and `/dir` mean `/dir/index.html`. */
export function staticSite(name: string, extra: Record<string, FixtureHandler> = {}): FixtureHandler {
  const root = path.join(FIXTURE_SITES_DIR, name);
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://fixture').pathname;
    const special = extra[pathname];
    if (special) return special(req, res);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    // Clean URLs, as Shopify, Squarespace and Netlify serve them: `/treatments` is the folder's page.
    const folderPage = path.join(file, 'index.html');
    const read = readFile(file)
      .then((body) => ({ body, served: file }))
      .catch((error: unknown) => {
        if (path.extname(file)) throw error;
        return readFile(folderPage).then((body) => ({ body, served: folderPage }));
      });
    read.then(
      ({ body, served }) => {
        const host = req.headers.host ?? 'localhost';
        const text = body.toString('utf8').replaceAll('{{ORIGIN}}', `http://${host}`);
        res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' }).end(text);
      },
      () => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
    );
  };
}

const SAMPLE_SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server/sample-site/site');
export const SAMPLE_SITE_PAGES = [
  '',
  'services.html',
  'pricing.html',
  'about.html',
  'contact.html',
  'blog/',
  'blog/quarterly-estimated-taxes-for-freelancers.html',
  'blog/cash-vs-accrual-accounting.html',
  'blog/month-end-close-checklist.html',
  'blog/portland-bakery-bookkeeping-case-study.html',
];

/** The bundled sample site's pages as [url, html] under `base`, read from disk (no server needed). */
export function readSampleSite(base = 'http://localhost:3000/sample-site/'): [string, string][] {
  return SAMPLE_SITE_PAGES.map((page) => {
    const file = path.join(SAMPLE_SITE_DIR, page === '' || page.endsWith('/') ? `${page}index.html` : page);
    return [`${base}${page}`, readFileSync(file, 'utf8')];
  });
}

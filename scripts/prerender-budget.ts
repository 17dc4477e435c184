import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/**
 * The landing page's performance budget (issue 7), checked against the build output: the JS that
 * `/` loads before any interaction is the landing entry plus its static imports; it must stay
 * under 90 KB gzip and contain no app shell, router, Redux, XState or supabase-js module.
 */
export const LANDING_ENTRY = 'src/web/entry-landing.ts';
export const APP_ENTRY = 'index.html';
export const SHELL_MODULE = 'src/web/features/shell/index.ts';
export const LANDING_JS_BUDGET_BYTES = 90 * 1024;

/** Module ids that must never reach `/`. */
const FORBIDDEN_MODULES = [
  /node_modules\/(@reduxjs|redux|react-redux|reselect|immer)\//,
  /node_modules\/(xstate|@xstate)\//,
  /node_modules\/@supabase\//,
  /node_modules\/(react-router|react-router-dom)\//,
  /\/src\/web\/(store|services)\//,
  /\/src\/web\/features\/(?!landing\/)/,
  /\/src\/web\/App\.tsx$/,
  /\/machines\//,
  // The page is prerendered and enhanced without React (docs/landing.md): React, react-dom and
  // styled-components arrive with the first section body, after the visitor scrolls.
  /node_modules\/(react|react-dom|scheduler|styled-components)\//,
];

/** Chunk file → the module ids bundled into it, written by the build next to the manifest. */
export type ChunkModules = Record<string, string[]>;

export function manifestPath(clientDir: string) {
  return path.join(clientDir, '.vite', 'manifest.json');
}

export function chunkModulesPath(clientDir: string) {
  return path.join(clientDir, '..', 'chunk-modules.json');
}

/** The entry's chunk and every chunk it imports statically (what the browser fetches at once). */
export function initialChunks(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no entry for ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return files;
}

export interface BudgetReport {
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
  problems: string[];
}

export async function checkLandingBudget(clientDir: string): Promise<BudgetReport> {
  const manifest = JSON.parse(await readFile(manifestPath(clientDir), 'utf8')) as Manifest;
  const modules = JSON.parse(await readFile(chunkModulesPath(clientDir), 'utf8')) as ChunkModules;
  const files = initialChunks(manifest, LANDING_ENTRY);
  const problems: string[] = [];

  const appOwn = [manifest[APP_ENTRY]?.file, manifest[SHELL_MODULE]?.file].filter((f): f is string => Boolean(f));
  for (const file of files) {
    if (appOwn.includes(file)) problems.push(`${file} is an app chunk`);
    for (const id of modules[file] ?? []) {
      if (FORBIDDEN_MODULES.some((re) => re.test(id.replaceAll('\\', '/')))) problems.push(`${file} bundles ${id}`);
    }
  }

  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(path.join(clientDir, file))).length;
  if (gzipBytes > LANDING_JS_BUDGET_BYTES) {
    problems.push(`initial JS for / is ${(gzipBytes / 1024).toFixed(1)} KB gzip, over the 90 KB budget`);
  }
  return { files, gzipBytes, budgetBytes: LANDING_JS_BUDGET_BYTES, problems };
}

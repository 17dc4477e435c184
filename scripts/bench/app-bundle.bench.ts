// The JS a visitor of /app downloads before the chat can render: the app entry, the shell and the
// generation screen with everything they import statically, gzip-compressed, plus the largest
// single chunk of the whole build. Reads the production build (run `npm run build` first).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { APP_ENTRY, initialChunks, manifestPath } from '../prerender-budget';
import type { Figures } from './run-benchmarks';

const CLIENT_DIR = path.resolve('dist/client');
const APP_SCREENS = ['src/web/features/shell/index.ts', 'src/web/features/generation/index.ts'];

export async function runAppBundleBench(): Promise<Figures> {
  const manifest = JSON.parse(await readFile(manifestPath(CLIENT_DIR), 'utf8')) as Manifest;
  const gz = async (file: string) => gzipSync(await readFile(path.join(CLIENT_DIR, file))).length;

  const files = new Set(initialChunks(manifest, APP_ENTRY));
  for (const screen of APP_SCREENS) {
    if (!manifest[screen]) throw new Error(`the build manifest has no chunk for ${screen}`);
    for (const f of initialChunks(manifest, screen)) files.add(f);
  }
  let appBytes = 0;
  for (const f of files) if (f.endsWith('.js')) appBytes += await gz(f);

  let largest = { file: '', bytes: 0 };
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const bytes = await gz(chunk.file);
    if (bytes > largest.bytes) largest = { file: chunk.file, bytes };
  }
  return {
    'JS for /app (gzip KB)': +(appBytes / 1024).toFixed(1),
    'chunks for /app': [...files].filter((f) => f.endsWith('.js')).length,
    'largest chunk (gzip KB)': +(largest.bytes / 1024).toFixed(1),
    'largest chunk': path.basename(largest.file),
  };
}

// Brotli and gzip copies of the built static files, written once at build time so the server
// sends compressed bytes without spending CPU per request (serveStatic's `precompressed`).
// The HTML pages are not here: the server fills them per request and compresses the result.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a response fits in one packet anyway. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` next to each compressible file of `dir` (recursively). */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const data = await readFile(full);
    if (data.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    written++;
  }
  return written;
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from configuration, else one generated on first start and kept in DATA_DIR (mode
 * 0600), so embedded mode needs no setup and its secrets survive restarts.
 */
export async function configuredOrStoredSecret(configured: string | null, dataDir: string, fileName: string): Promise<string> {
  if (configured) return configured;
  const file = path.resolve(dataDir, fileName);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(48).toString('base64url');
  // A DATA_DIR made here holds secrets: owner only (an existing one is left as its owner set it).
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export const JWT_SECRET_FILE = 'jwt-secret';
export const WEBHOOK_SECRET_FILE = 'lemonsqueezy-webhook-secret';
export const PUBLISHING_SECRET_FILE = 'publishing-secret-key';

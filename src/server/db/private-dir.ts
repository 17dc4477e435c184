import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Owner only: the cluster holds sessions and refresh tokens (WAL included) in plain text. */
const DIR_MODE = 0o700;

/** Creates `dir` (and missing parents) readable by its owner only; an existing `dir` is narrowed too. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await chmod(dir, DIR_MODE);
}

/**
 * Takes group and other permissions off everything under `dir`. PGlite's file system layer writes
 * the files of a new cluster as 0666 and rewrites its relcache init files as 0644 at every start,
 * whatever the umask, so this runs after each open. Symbolic links are left alone (chmod would
 * follow them out of the directory).
 */
export async function restrictTree(dir: string): Promise<void> {
  await chmod(dir, DIR_MODE);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await restrictTree(full);
    } else if (entry.isFile()) {
      const { mode } = await lstat(full);
      // The owner's own bits stay (0666 → 0600, 0400 stays 0400); nothing is ever added.
      if (mode & 0o077) await chmod(full, mode & 0o700);
    }
  }
}

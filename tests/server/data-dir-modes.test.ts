import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open-db';
import { silentLogger } from '../../src/server/logger';

/** Every path under `root` (itself included) whose mode gives group or others any access. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (p: string) => {
    const s = await stat(p);
    if (s.mode & 0o077) found.push(`${path.relative(root, p) || '.'} ${(s.mode & 0o777).toString(8)}`);
    if (s.isDirectory()) for (const name of await readdir(p)) await visit(path.join(p, name));
  };
  await visit(root);
  return found;
}

describe('the embedded database on disk', () => {
  const parents: string[] = [];
  afterAll(async () => {
    for (const dir of parents) await rm(dir, { recursive: true, force: true });
  });

  it('is readable by its owner only: data directory 0700, every file and folder without group/other bits, across a restart', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'rankscribe-modes-'));
    parents.push(parent);
    const dataDir = path.join(parent, 'data');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });

    const db = await openDatabase(config, silentLogger);
    // Something worth protecting: a session's refresh token, as sign-in writes it.
    const user = await db.query<{ id: string }>("insert into auth.users (email) values ('modes@example.com') returning id");
    const session = await db.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.rows[0]!.id]);
    await db.query("insert into auth.refresh_tokens (token, user_id, session_id) values ('secret-refresh-token', $1, $2)", [
      user.rows[0]!.id,
      session.rows[0]!.id,
    ]);
    await db.exec('checkpoint');
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect(await openToOthers(dataDir)).toEqual([]);
    await db.close();
    expect(await openToOthers(dataDir)).toEqual([]);

    // PGlite rewrites some files at every start; they must not come back readable.
    const again = await openDatabase(config, silentLogger);
    await again.query('select 1');
    expect(await openToOthers(dataDir)).toEqual([]);
    await again.close();
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});

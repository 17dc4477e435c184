import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { Db } from './db';
import { readMigrations, runMigrations } from './migrations';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';
import { makePrivateDir, restrictTree } from './private-dir';

const BOOTSTRAP_FILE = path.join(import.meta.dirname, 'embedded-bootstrap.sql');

/** Creates what Supabase provides (roles, auth schema) and applies every pending migration. */
export async function prepareEmbeddedSchema(db: Db): Promise<string[]> {
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
  return runMigrations(db, await readMigrations());
}

export function embeddedDatabaseDir(dataDir: string): string {
  return path.resolve(dataDir, 'pgdata');
}

/**
 * Opens the database for the configured mode. Embedded: PGlite under DATA_DIR, bootstrapped and
 * migrated at every start. Supabase: DATABASE_URL through node-postgres; its schema is applied
 * with `supabase db push`, not here.
 */
export async function openDatabase(config: ServerConfig, logger: Logger): Promise<Db> {
  if (config.mode === 'supabase') {
    const db = openPgDb(config.databaseUrl!, logger);
    await db.query('select 1');
    logger.info(`database: Postgres at ${new URL(config.databaseUrl!).host} (DATABASE_URL)`);
    return db;
  }
  const dir = embeddedDatabaseDir(config.dataDir);
  // The directory is private before PGlite writes into it, so no file is readable by others even
  // for the moment before restrictTree narrows the files themselves.
  await makePrivateDir(dir);
  const { db } = await openPgliteDb({ dataDir: dir });
  const ran = await prepareEmbeddedSchema(db);
  await restrictTree(dir);
  logger.info(`database: embedded PGlite in ${dir}${ran.length ? ` (applied migrations ${ran.join(', ')})` : ''}`);
  return db;
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

/** supabase/migrations at the repository root, wherever the server is started from. */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../supabase/migrations');

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version, name] = MIGRATION_FILE.exec(file)!;
      return { version: version!, name: name!, sql: await readFile(path.join(dir, file), 'utf8') };
    }),
  );
}

/**
 * Applies the migrations that have not run yet, in version order, each in its own transaction,
 * and records them where the Supabase CLI does (supabase_migrations.schema_migrations), so
 * `supabase db push` and this runner agree on what ran. Returns the versions applied now.
 */
export async function runMigrations(db: Db, migrations: Migration[]): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );`);
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(done.rows.map((r) => r.version));
  const ran: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [
        m.version,
        [m.sql],
        m.name,
      ]);
    });
    ran.push(m.version);
  }
  return ran;
}

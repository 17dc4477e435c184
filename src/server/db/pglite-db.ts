import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await target.query<T>(sql, params);
      return { rows: res.rows, affectedRows: res.affectedRows ?? 0 };
    },
    async exec<T>(sql: string): Promise<QueryResult<T>> {
      const last = (await target.exec(sql)).at(-1);
      return { rows: (last?.rows ?? []) as T[], affectedRows: last?.affectedRows ?? 0 };
    },
  };
}

/** Wraps an open PGlite instance; every transaction goes through PGlite's own serialising `transaction`. */
export function pgliteDb(pg: PGlite): Db {
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

export interface PgliteOptions {
  /** Directory the cluster lives in; omitted → in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (fast test databases). */
  loadDataDir?: Blob | File;
}

export async function openPgliteDb(options: PgliteOptions = {}): Promise<{ db: Db; pglite: PGlite }> {
  const pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  return { db: pgliteDb(pglite), pglite };
}

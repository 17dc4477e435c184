import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db';

interface PgQueryTarget {
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
}

function wrap(target: PgQueryTarget): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await target.query(sql, params);
      return { rows: res.rows as T[], affectedRows: res.rowCount ?? 0 };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** node-postgres behind the Db interface, for DATABASE_URL (a Supabase project or any Postgres). */
export function openPgDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

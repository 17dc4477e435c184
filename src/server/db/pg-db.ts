import pg from 'pg';
import type { Logger } from '../logger';
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
    async exec<T>(sql: string): Promise<QueryResult<T>> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements
      // and then answers one result per statement.
      const res: pg.QueryResult | pg.QueryResult[] = await target.query(sql);
      const last = Array.isArray(res) ? res.at(-1) : res;
      return { rows: (last?.rows ?? []) as T[], affectedRows: last?.rowCount ?? 0 };
    },
  };
}

/** node-postgres behind the Db interface, for DATABASE_URL (a Supabase project or any Postgres). */
export function openPgDb(connectionString: string, logger: Logger, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // Postgres ends idle sessions on restarts, failovers and pooler timeouts. The pool drops such a
  // client by itself, but re-emits the error here, and without a listener that kills the server.
  const onLostConnection = (err: Error) => logger.warn(`database: a connection was closed (${err.message}); the pool reconnects`);
  pool.on('error', onLostConnection);
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // The same between the statements of a transaction; the next statement then fails and rolls back.
      client.on('error', onLostConnection);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.off('error', onLostConnection);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

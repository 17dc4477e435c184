/**
 * The one small database interface. PGlite (embedded) and node-postgres (DATABASE_URL) both sit
 * behind it; nothing else in the server knows which driver it has.
 */
export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /**
   * Runs a script of several statements without parameters (migrations, bootstrap, the job
   * queue's own schema) and answers the rows of its last statement.
   */
  exec<T = Record<string, unknown>>(sql: string): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction (committed when it resolves, rolled back when it throws).
   * Every role switch (`set_config('role', …, true)`) must happen inside one of these: PGlite is
   * a single connection and a manual BEGIN from concurrent code would leak into other queries.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

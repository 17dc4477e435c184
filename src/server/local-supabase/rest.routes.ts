import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/db';
import type { SupabaseClaims, TokenVerifier } from '../auth/jwt';
import { z } from 'zod';
import { buildInsert, buildSelect, PostgrestRequestError, type ColumnInfo, type SelectQuery } from './rest-query';
import { hasOnlySafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from '../../shared/safe-text';

/** The only tables the browser reads; everything else (auth, webhook_events) is not exposed. */
export const EXPOSED_TABLES = ['user_subscriptions', 'scraped_contents', 'user_settings'] as const;
/** The only table the browser writes (POST, RLS deciding whose row); the others are written by the server. */
export const WRITABLE_TABLES = ['user_settings'] as const;

const rowSchema = z.record(z.string(), z.unknown());
/** PostgREST's POST body: one row or a list of rows. */
const insertBodySchema = z.union([rowSchema, z.array(rowSchema)]);

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
const READ_ONLY = `The local REST subset writes only ${WRITABLE_TABLES.join(', ')} (POST): the other tables are written by the server`;
const CLIENT_ROLES = new Set(['anon', 'authenticated']);

export interface RestRoutesDeps {
  db: Db;
  verifier: TokenVerifier;
}

const fail = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null): never => {
  throw new PostgrestRequestError(status, { code, message, details, hint });
};

async function claimsOf(c: Context, verifier: TokenVerifier): Promise<SupabaseClaims> {
  const header = c.req.header('authorization');
  if (!header) return { role: 'anon' };
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) return fail(401, 'PGRST301', 'Expected a Bearer token in the Authorization header');
  let claims: SupabaseClaims;
  try {
    claims = await verifier.verify(token);
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_JWT_EXPIRED') {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token", error_description="JWT expired"');
      return fail(401, 'PGRST303', 'JWT expired');
    }
    c.header('WWW-Authenticate', 'Bearer error="invalid_token", error_description="JWT cannot be decoded"');
    return fail(401, 'PGRST301', 'JWT could not be decoded or its signature is invalid');
  }
  if (!CLIENT_ROLES.has(claims.role)) return fail(401, 'PGRST303', `JWT role "${claims.role}" is not allowed here`);
  return claims;
}

/** A Postgres error carries its SQLSTATE; PostgREST answers it as JSON with a status per class. */
function databaseError(err: unknown, role: string): PostgrestRequestError | null {
  const e = err as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  const status =
    e.code === '42501'
      ? role === 'anon'
        ? 401
        : 403
      : e.code === '23505' || e.code === '23503'
        ? 409
        : ['22', '23', '42'].includes(e.code.slice(0, 2))
          ? 400
          : 500;
  return new PostgrestRequestError(status, {
    code: e.code,
    message: String(e.message),
    details: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  });
}

/**
 * The embedded subset of PostgREST under /rest/v1: GETs on the exposed tables, and POST (insert or
 * upsert) on the writable ones. Each request runs in one transaction as the token's role with its
 * claims set, so the migrations' grants and RLS policies decide which rows are read or written —
 * exactly as on Supabase.
 */
export function restRoutes({ db, verifier }: RestRoutesDeps) {
  const app = new Hono();
  const columnCache = new Map<string, Promise<ColumnInfo[]>>();
  const columnsOf = (table: string) => {
    let cached = columnCache.get(table);
    if (!cached) {
      cached = db
        .query<ColumnInfo>(
          `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
                  exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as "primaryKey"
             from pg_attribute a where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped order by a.attnum`,
          [`public.${table}`],
        )
        .then((r) => r.rows);
      cached.catch(() => columnCache.delete(table));
      columnCache.set(table, cached);
    }
    return cached;
  };

  app.use('*', bodyLimit({ maxSize: 1024, onError: () => fail(413, 'PGRST413', 'Request body is too large') }));

  /** The exposed table the path names, with the request's schema profile and query string checked. */
  function requestedTable(c: Context, profileHeader: 'accept-profile' | 'content-profile'): { table: string; search: URLSearchParams } {
    const profile = c.req.header(profileHeader);
    if (profile && profile !== 'public') fail(406, 'PGRST106', 'The schema must be one of the following: public');
    const table = c.req.param('table') ?? '';
    if (!(EXPOSED_TABLES as readonly string[]).includes(table)) {
      fail(400, '42P01', `relation "public.${table}" does not exist`, null, `Readable tables: ${EXPOSED_TABLES.join(', ')}`);
    }
    const search = new URL(c.req.url).searchParams;
    for (const [key, value] of search) {
      if (!isSafeText(key) || !isSafeText(value)) fail(400, 'PGRST100', `"failed to parse query parameter ${JSON.stringify(key)}"`, UNSAFE_TEXT_MESSAGE);
    }
    return { table, search };
  }

  /** Runs the statement in one transaction as the token's role with its claims set (RLS decides). */
  async function runAs(claims: SupabaseClaims, query: SelectQuery): Promise<Record<string, unknown>[]> {
    try {
      return await db.transaction(async (tx) => {
        await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          claims.role,
          JSON.stringify(claims),
        ]);
        return (await tx.query<Record<string, unknown>>(query.sql, query.params)).rows;
      });
    } catch (err) {
      throw databaseError(err, claims.role) ?? err;
    }
  }

  /** The rows as PostgREST answers them: an array, or one object when the client asked for one. */
  function answerRows(c: Context, rows: Record<string, unknown>[], status: 200 | 201) {
    c.header('Content-Range', rows.length ? `0-${rows.length - 1}/*` : '*/*');
    if ((c.req.header('accept') ?? '').includes(SINGLE_OBJECT)) {
      if (rows.length !== 1) {
        fail(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.length} rows`);
      }
      return c.json(rows[0], status);
    }
    return c.json(rows, status);
  }

  app.get('/:table', async (c) => {
    const { table, search } = requestedTable(c, 'accept-profile');
    const claims = await claimsOf(c, verifier);
    return answerRows(c, await runAs(claims, buildSelect(table, await columnsOf(table), search)), 200);
  });

  // supabase-js insert()/upsert(): `Prefer: resolution=merge-duplicates` (upsert), `return=representation` (after .select()).
  app.post('/:table', async (c) => {
    const { table, search } = requestedTable(c, 'content-profile');
    if (!(WRITABLE_TABLES as readonly string[]).includes(table)) fail(405, 'PGRST105', READ_ONLY);
    const prefer = new Set(
      (c.req.header('prefer') ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    );
    const json: unknown = await c.req.json().catch(() => fail(400, 'PGRST102', 'Empty or invalid json'));
    const body = insertBodySchema.safeParse(json);
    if (!body.success) return fail(400, 'PGRST102', 'Empty or invalid json', 'Send one JSON object or an array of objects');
    if (!hasOnlySafeText(body.data)) fail(400, 'PGRST102', 'Empty or invalid json', UNSAFE_TEXT_MESSAGE);
    const claims = await claimsOf(c, verifier);
    const returning = prefer.has('return=representation') ? (search.get('select') ?? '*') : null;
    const query = buildInsert(table, await columnsOf(table), Array.isArray(body.data) ? body.data : [body.data], {
      resolution: prefer.has('resolution=merge-duplicates') ? 'merge' : prefer.has('resolution=ignore-duplicates') ? 'ignore' : null,
      onConflict: search.get('on_conflict'),
      columns: search.get('columns'),
      returning,
    });
    const rows = await runAs(claims, query);
    return returning === null ? c.body(null, 201) : answerRows(c, rows, 201);
  });

  app.all('/:table', () => fail(405, 'PGRST105', READ_ONLY));
  app.all('*', (c) => fail(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path}`));

  app.onError((err, c) => {
    if (err instanceof PostgrestRequestError) return c.json(err.body, err.status as ContentfulStatusCode);
    throw err;
  });
  return app;
}

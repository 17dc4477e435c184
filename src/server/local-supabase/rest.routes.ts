import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/db';
import type { SupabaseClaims, TokenVerifier } from '../auth/jwt';
import { buildSelect, PostgrestRequestError, type ColumnInfo } from './rest-query';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../../shared/safe-text';

/** The only tables the browser reads; everything else (auth, webhook_events) is not exposed. */
export const EXPOSED_TABLES = ['user_subscriptions', 'scraped_contents'] as const;

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
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
  const status = e.code === '42501' ? (role === 'anon' ? 401 : 403) : e.code.startsWith('22') || e.code.startsWith('42') ? 400 : 500;
  return new PostgrestRequestError(status, {
    code: e.code,
    message: String(e.message),
    details: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  });
}

/**
 * The embedded subset of PostgREST under /rest/v1: read-only GETs on the exposed tables. Each
 * request runs in one transaction as the token's role with its claims set, so the migrations'
 * RLS policies decide which rows come back — exactly as on Supabase.
 */
export function restRoutes({ db, verifier }: RestRoutesDeps) {
  const app = new Hono();
  const columnCache = new Map<string, Promise<ColumnInfo[]>>();
  const columnsOf = (table: string) => {
    let cached = columnCache.get(table);
    if (!cached) {
      cached = db
        .query<ColumnInfo>(
          `select attname as name, format_type(atttypid, atttypmod) as type
             from pg_attribute where attrelid = to_regclass($1) and attnum > 0 and not attisdropped order by attnum`,
          [`public.${table}`],
        )
        .then((r) => r.rows);
      cached.catch(() => columnCache.delete(table));
      columnCache.set(table, cached);
    }
    return cached;
  };

  app.use('*', bodyLimit({ maxSize: 1024, onError: () => fail(413, 'PGRST413', 'Request body is too large') }));

  app.get('/:table', async (c) => {
    const profile = c.req.header('accept-profile');
    if (profile && profile !== 'public') fail(406, 'PGRST106', 'The schema must be one of the following: public');
    const table = c.req.param('table');
    if (!(EXPOSED_TABLES as readonly string[]).includes(table)) {
      fail(400, '42P01', `relation "public.${table}" does not exist`, null, `Readable tables: ${EXPOSED_TABLES.join(', ')}`);
    }
    const search = new URL(c.req.url).searchParams;
    for (const [key, value] of search) {
      if (!isSafeText(key) || !isSafeText(value)) fail(400, 'PGRST100', `"failed to parse query parameter ${JSON.stringify(key)}"`, UNSAFE_TEXT_MESSAGE);
    }
    const claims = await claimsOf(c, verifier);
    const query = buildSelect(table, await columnsOf(table), search);
    let rows: Record<string, unknown>[];
    try {
      rows = await db.transaction(async (tx) => {
        await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          claims.role,
          JSON.stringify(claims),
        ]);
        return (await tx.query<Record<string, unknown>>(query.sql, query.params)).rows;
      });
    } catch (err) {
      throw databaseError(err, claims.role) ?? err;
    }
    c.header('Content-Range', rows.length ? `0-${rows.length - 1}/*` : '*/*');
    if ((c.req.header('accept') ?? '').includes(SINGLE_OBJECT)) {
      if (rows.length !== 1) {
        fail(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.length} rows`);
      }
      return c.json(rows[0]);
    }
    return c.json(rows);
  });

  app.all('/:table', () => fail(405, 'PGRST105', 'The local REST subset is read-only: data is written by the server'));
  app.all('*', (c) => fail(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path}`));

  app.onError((err, c) => {
    if (err instanceof PostgrestRequestError) return c.json(err.body, err.status as ContentfulStatusCode);
    throw err;
  });
  return app;
}

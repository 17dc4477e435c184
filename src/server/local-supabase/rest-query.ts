/**
 * The part of PostgREST's grammar that postgrest-js produces for the app's reads and its one
 * write (the settings upsert), turned into one parameterised statement. Pure: the table's columns
 * come from the catalog, passed in.
 */

/** PostgREST's error body. */
export interface PostgrestError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class PostgrestRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message);
  }
}

export interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. `uuid`, `boolean`, `timestamp with time zone`. */
  type: string;
  /** Part of the primary key: the conflict target of an upsert that names none. */
  primaryKey?: boolean;
}

export interface SelectQuery {
  sql: string;
  params: unknown[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

function parseError(what: string, value: string, details: string): PostgrestRequestError {
  return new PostgrestRequestError(400, { code: 'PGRST100', message: `"failed to parse ${what} (${value})"`, details, hint: null });
}

function unknownColumn(table: string, column: string): PostgrestRequestError {
  return new PostgrestRequestError(400, {
    code: '42703',
    message: `column ${table}.${column} does not exist`,
    details: null,
    hint: null,
  });
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd'], PostgREST's list syntax with double-quoted items. */
export function parseInList(raw: string): string[] | null {
  if (!raw.startsWith('(') || !raw.endsWith(')')) return null;
  const body = raw.slice(1, -1);
  if (body === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < body.length) current += body[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      items.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else {
      current += ch;
    }
  }
  if (quoted) return null;
  items.push(wasQuoted ? current : current.trim());
  return items;
}

/** The table's column by name, or PostgREST's unknown-column error. */
function columnLookup(table: string, columns: ColumnInfo[]): (name: string) => ColumnInfo {
  const byName = new Map(columns.map((c) => [c.name, c]));
  return (name) => {
    if (!IDENTIFIER.test(name)) throw unknownColumn(table, name);
    const found = byName.get(name);
    if (!found) throw unknownColumn(table, name);
    return found;
  };
}

/** `?select=a,b` (or `*`) as a quoted column list. */
function selectList(column: (name: string) => ColumnInfo, selectRaw: string): string {
  if (selectRaw === '*') return '*';
  return selectRaw
    .split(',')
    .map((name) => {
      if (!IDENTIFIER.test(name)) throw parseError('select parameter', selectRaw, `Unexpected "${name}": only column names are supported`);
      return quote(column(name).name);
    })
    .join(', ');
}

export function buildSelect(table: string, columns: ColumnInfo[], search: URLSearchParams): SelectQuery {
  const column = columnLookup(table, columns);
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;

  const selected = selectList(column, search.get('select') ?? '*');

  const where: string[] = [];
  for (const [key, raw] of search) {
    if (RESERVED.has(key)) continue;
    const col = column(key);
    const dot = raw.indexOf('.');
    if (dot < 0) throw parseError('filter', raw, 'Expected <operator>.<value>, e.g. eq.1');
    const op = raw.slice(0, dot);
    const value = raw.slice(dot + 1);
    const target = quote(col.name);
    switch (op) {
      case 'eq':
        where.push(`${target} = cast(${bind(value)} as ${col.type})`);
        break;
      case 'neq':
        where.push(`${target} <> cast(${bind(value)} as ${col.type})`);
        break;
      case 'is': {
        const v = value.toLowerCase();
        if (!['null', 'true', 'false', 'unknown'].includes(v)) {
          throw parseError('filter', raw, 'is accepts null, true, false or unknown');
        }
        where.push(`${target} is ${v}`);
        break;
      }
      case 'in': {
        const items = parseInList(value);
        if (!items) throw parseError('filter', raw, 'in expects a list like (a,b,"c,d")');
        where.push(`${target} = any(cast(${bind(items)} as ${col.type}[]))`);
        break;
      }
      default:
        throw parseError('filter', raw, `Unsupported operator "${op}": eq, neq, is and in are supported`);
    }
  }

  const order: string[] = [];
  const orderRaw = search.get('order');
  if (orderRaw !== null) {
    for (const term of orderRaw.split(',')) {
      const [name = '', ...mods] = term.split('.');
      const parts = [quote(column(name).name)];
      for (const mod of mods) {
        if (mod === 'asc' || mod === 'desc') parts.push(mod);
        else if (mod === 'nullsfirst') parts.push('nulls first');
        else if (mod === 'nullslast') parts.push('nulls last');
        else throw parseError('order', orderRaw, `Unexpected "${mod}": use asc, desc, nullsfirst or nullslast`);
      }
      order.push(parts.join(' '));
    }
  }

  const count = (name: 'limit' | 'offset') => {
    const raw = search.get(name);
    if (raw === null) return null;
    if (!/^\d{1,9}$/.test(raw)) throw parseError(name, raw, `${name} must be a non-negative integer`);
    return Number(raw);
  };
  const limit = count('limit');
  const offset = count('offset');

  let sql = `select ${selected} from public.${quote(table)}`;
  if (where.length) sql += ` where ${where.join(' and ')}`;
  if (order.length) sql += ` order by ${order.join(', ')}`;
  if (limit !== null) sql += ` limit ${bind(limit)}`;
  if (offset !== null) sql += ` offset ${bind(offset)}`;
  return { sql, params };
}

export interface InsertOptions {
  /** `Prefer: resolution=merge-duplicates` (upsert) or `ignore-duplicates`; null is a plain insert. */
  resolution: 'merge' | 'ignore' | null;
  /** `?on_conflict=a,b`; an upsert without it targets the primary key, as PostgREST's does. */
  onConflict: string | null;
  /** `?columns="a","b"` (postgrest-js sends it with an array); else every key of the rows. */
  columns: string | null;
  /** The `?select=` list to return (`Prefer: return=representation`); null returns nothing. */
  returning: string | null;
}

/** `"a","b"` or `a,b` → ['a', 'b']. */
const nameList = (raw: string) => raw.split(',').map((n) => n.trim().replace(/^"(.*)"$/, '$1'));

/**
 * PostgREST's POST: the rows (a JSON object or array) inserted through json_populate_recordset,
 * so Postgres casts each value to its column's type and a key missing from a row is null; an
 * upsert adds ON CONFLICT over the conflict target, updating every column it was sent.
 */
export function buildInsert(table: string, columns: ColumnInfo[], rows: readonly Record<string, unknown>[], options: InsertOptions): SelectQuery {
  const column = columnLookup(table, columns);
  const names = options.columns !== null ? nameList(options.columns) : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  if (names.length === 0) {
    throw new PostgrestRequestError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: 'No column to insert', hint: null });
  }
  const target = names.map((name) => {
    try {
      return quote(column(name).name);
    } catch {
      throw new PostgrestRequestError(400, {
        code: 'PGRST204',
        message: `Could not find the '${name}' column of '${table}' in the schema cache`,
        details: null,
        hint: null,
      });
    }
  });
  const list = target.join(', ');
  let sql = `insert into public.${quote(table)} (${list}) select ${list} from json_populate_recordset(null::public.${quote(table)}, $1::json)`;
  if (options.resolution) {
    const conflict =
      options.onConflict !== null ? nameList(options.onConflict).map((n) => quote(column(n).name)) : columns.filter((c) => c.primaryKey).map((c) => quote(c.name));
    if (conflict.length === 0) throw parseError('on_conflict', '', `${table} has no primary key: name the conflict columns`);
    sql +=
      options.resolution === 'merge'
        ? ` on conflict (${conflict.join(', ')}) do update set ${target.map((t) => `${t} = excluded.${t}`).join(', ')}`
        : ` on conflict (${conflict.join(', ')}) do nothing`;
  }
  if (options.returning !== null) sql += ` returning ${selectList(column, options.returning)}`;
  return { sql, params: [JSON.stringify(rows)] };
}

/**
 * The part of PostgREST's URL grammar that postgrest-js produces for the app's reads, turned into
 * one parameterised SELECT. Pure: the table's columns come from the catalog, passed in.
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

export function buildSelect(table: string, columns: ColumnInfo[], search: URLSearchParams): SelectQuery {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const column = (name: string): ColumnInfo => {
    if (!IDENTIFIER.test(name)) throw unknownColumn(table, name);
    const found = byName.get(name);
    if (!found) throw unknownColumn(table, name);
    return found;
  };
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;

  const selectRaw = search.get('select') ?? '*';
  const selected =
    selectRaw === '*'
      ? '*'
      : selectRaw
          .split(',')
          .map((name) => {
            if (!IDENTIFIER.test(name)) throw parseError('select parameter', selectRaw, `Unexpected "${name}": only column names are supported`);
            return quote(column(name).name);
          })
          .join(', ');

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

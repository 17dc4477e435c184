import { describe, expect, it } from 'vitest';
import { buildSelect, parseInList, PostgrestRequestError } from '../../src/server/local-supabase/rest-query';

const columns = [
  { name: 'id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'paywall_shown', type: 'boolean' },
  { name: 'created_at', type: 'timestamp with time zone' },
];
const build = (query: string) => buildSelect('scraped_contents', columns, new URLSearchParams(query));
const codeOf = (query: string) => {
  try {
    build(query);
    return null;
  } catch (err) {
    return err instanceof PostgrestRequestError ? `${err.status} ${err.body.code}` : 'other';
  }
};

describe('PostgREST query grammar → one parameterised SELECT', () => {
  it('turns the app’s paywall query into quoted identifiers and bound values', () => {
    const q = build('select=id%2Cpaywall_shown&user_id=eq.u-1&paywall_shown=eq.true&order=created_at.desc&limit=1');
    expect(q.sql).toBe(
      'select "id", "paywall_shown" from public."scraped_contents" where "user_id" = cast($1 as uuid) and "paywall_shown" = cast($2 as boolean) order by "created_at" desc limit $3',
    );
    expect(q.params).toEqual(['u-1', 'true', 1]);
  });

  it('supports neq, is, in, nulls ordering and offset', () => {
    const q = build('id=neq.a&paywall_shown=is.null&user_id=in.(a,"b,c", d )&order=created_at.asc.nullslast,id&offset=5');
    expect(q.sql).toContain('"id" <> cast($1 as uuid)');
    expect(q.sql).toContain('"paywall_shown" is null');
    expect(q.sql).toContain('"user_id" = any(cast($2 as uuid[]))');
    expect(q.sql).toContain('order by "created_at" asc nulls last, "id"');
    expect(q.params).toEqual(['a', ['a', 'b,c', 'd'], 5]);
  });

  it('parses PostgREST lists with quoted items and escapes', () => {
    expect(parseInList('()')).toEqual([]);
    expect(parseInList('(1,2)')).toEqual(['1', '2']);
    expect(parseInList('("a\\"b",c)')).toEqual(['a"b', 'c']);
    expect(parseInList('(unterminated')).toBeNull();
    expect(parseInList('("open,1)')).toBeNull();
  });

  it('refuses unknown columns, operators, orders and counts with PostgREST codes', () => {
    expect(codeOf('select=nope')).toBe('400 42703');
    expect(codeOf('nope=eq.1')).toBe('400 42703');
    expect(codeOf('select=id,"x"')).toBe('400 PGRST100');
    expect(codeOf('id=gt.1')).toBe('400 PGRST100');
    expect(codeOf('id=eq')).toBe('400 PGRST100');
    expect(codeOf('id=in.1,2')).toBe('400 PGRST100');
    expect(codeOf('paywall_shown=is.maybe')).toBe('400 PGRST100');
    expect(codeOf('order=created_at.up')).toBe('400 PGRST100');
    expect(codeOf('order=nope.desc')).toBe('400 42703');
    expect(codeOf('limit=1e3')).toBe('400 PGRST100');
  });
});

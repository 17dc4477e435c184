import { describe, expect, it } from 'vitest';
import { buildInsert, buildSelect, parseInList, PostgrestRequestError } from '../../src/server/local-supabase/rest-query';

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

describe('PostgREST POST → one parameterised INSERT', () => {
  const settings = [
    { name: 'user_id', type: 'uuid', primaryKey: true },
    { name: 'email_notifications', type: 'boolean' },
    { name: 'campaign_alerts', type: 'boolean' },
  ];
  const plain = { resolution: null, onConflict: null, columns: null, returning: null } as const;
  const codeOf = (run: () => unknown) => {
    try {
      run();
      return null;
    } catch (err) {
      return err instanceof PostgrestRequestError ? `${err.status} ${err.body.code}` : 'other';
    }
  };

  it('upserts over the primary key by default, updating every column sent, rows bound as one JSON value', () => {
    const rows = [{ user_id: 'u', campaign_alerts: false }];
    const q = buildInsert('user_settings', settings, rows, { ...plain, resolution: 'merge' });
    expect(q.sql).toBe(
      'insert into public."user_settings" ("user_id", "campaign_alerts") select "user_id", "campaign_alerts" from json_populate_recordset(null::public."user_settings", $1::json)' +
        ' on conflict ("user_id") do update set "user_id" = excluded."user_id", "campaign_alerts" = excluded."campaign_alerts"',
    );
    expect(q.params).toEqual([JSON.stringify(rows)]);
  });

  it('takes on_conflict, columns and the returned select as postgrest-js sends them', () => {
    const q = buildInsert('user_settings', settings, [{ user_id: 'u' }, { user_id: 'v', email_notifications: true }], {
      resolution: 'ignore',
      onConflict: 'user_id',
      columns: '"user_id","email_notifications"',
      returning: 'user_id',
    });
    expect(q.sql).toContain('("user_id", "email_notifications") select "user_id", "email_notifications"');
    expect(q.sql).toMatch(/on conflict \("user_id"\) do nothing returning "user_id"$/);
    expect(buildInsert('user_settings', settings, [{ user_id: 'u' }], plain).sql).not.toContain('on conflict');
  });

  it('refuses unknown columns, an empty row and an unknown conflict target', () => {
    expect(codeOf(() => buildInsert('user_settings', settings, [{ secret: 1 }], plain))).toBe('400 PGRST204');
    expect(codeOf(() => buildInsert('user_settings', settings, [{}], plain))).toBe('400 PGRST102');
    expect(codeOf(() => buildInsert('user_settings', settings, [{ user_id: 'u' }], { ...plain, resolution: 'merge', onConflict: 'nope' }))).toBe('400 42703');
    expect(codeOf(() => buildInsert('t', [{ name: 'a', type: 'text' }], [{ a: 'x' }], { ...plain, resolution: 'merge' }))).toBe('400 PGRST100');
  });
});

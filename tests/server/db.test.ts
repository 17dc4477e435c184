import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('embedded database: bootstrap, migrations, RLS in SQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('records every migration it applied, the way the Supabase CLI does', async () => {
    const { rows } = await server.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(rows.map((r) => r.version)).toContain('20250206000000');
  });

  it('auth.uid() reads the sub of request.jwt.claims, and is null once the claims are empty', async () => {
    const sub = '00000000-0000-4000-8000-000000000001';
    const uid = await server.db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub, role: 'authenticated' })]);
      return (await tx.query<{ uid: string | null }>('select auth.uid() as uid')).rows[0]!.uid;
    });
    expect(uid).toBe(sub);
    const after = await server.db.query<{ uid: string | null }>('select auth.uid() as uid');
    expect(after.rows[0]!.uid).toBeNull();
  });

  it('as role authenticated a user sees only their own rows; the owner connection sees all', async () => {
    const a = await server.signIn('db-a@example.com');
    const b = await server.signIn('db-b@example.com');
    for (const u of [a, b]) {
      await server.db.query('insert into public.scraped_contents (user_id, url) values ($1, $2)', [u.userId, `https://${u.userId}.test`]);
    }
    const seen = await server.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: a.userId, role: 'authenticated' }),
      ]);
      return (await tx.query<{ user_id: string }>('select user_id from public.scraped_contents')).rows;
    });
    expect(seen.map((r) => r.user_id)).toEqual([a.userId]);
    const all = await server.db.query('select 1 from public.scraped_contents');
    expect(all.rows).toHaveLength(2);
  });

  it('a client role cannot write, even its own rows', async () => {
    const a = await server.signIn('db-writer@example.com');
    const attempt = server.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: a.userId, role: 'authenticated' }),
      ]);
      await tx.query('insert into public.scraped_contents (user_id, url) values ($1, $2)', [a.userId, 'https://mine.test']);
    });
    await expect(attempt).rejects.toThrow(/row-level security/);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../support/auth-helpers';
import { startTestServer } from '../support/test-server';

describe('embedded mode keeps its data across restarts', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('users, sessions, rows and the signing secret survive a restart of the server', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rankscribe-persist-'));
    // Tokens name their issuer (<PUBLIC_URL>/auth/v1): the restarted server is the same site.
    const env = { PUBLIC_URL: 'http://localhost:3000' };
    const first = await startTestServer({ dataDir, env });
    const user = await first.signIn('keep@example.com', 'Keeper');
    await first.db.query('insert into public.scraped_contents (user_id, url, credits) values ($1, $2, 0)', [user.userId, 'https://kept.test']);
    await first.stop();

    const second = await startTestServer({ dataDir, env });
    try {
      const applied = await second.db.query('select version from supabase_migrations.schema_migrations');
      expect(applied.rows.length).toBeGreaterThan(0);
      const client = supabaseClient(second.url, second.auth.anonKey);
      // The access token from before the restart still verifies: the secret was kept in DATA_DIR.
      const { error } = await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
      expect(error).toBeNull();
      expect((await client.auth.getUser()).data.user?.user_metadata.full_name).toBe('Keeper');
      const { data } = await client.from('scraped_contents').select('credits').eq('user_id', user.userId);
      expect(data).toEqual([{ credits: 0 }]);
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
    } finally {
      await second.stop();
    }
  });
});

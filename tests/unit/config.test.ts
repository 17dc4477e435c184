import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('defaults to embedded mode on port 3000 with private networks allowed', () => {
    const c = loadConfig({});
    expect(c.mode).toBe('embedded');
    expect(c.port).toBe(3000);
    expect(c.allowPrivateNetworks).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('switches to supabase mode and refuses private networks by default', () => {
    const c = loadConfig({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'k', DATABASE_URL: 'postgres://u@h/db' });
    expect(c.mode).toBe('supabase');
    expect(c.allowPrivateNetworks).toBe(false);
  });

  it('explains what is wrong with a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/SUPABASE_ANON_KEY/);
  });
});

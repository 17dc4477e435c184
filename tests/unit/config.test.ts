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

describe('where the server listens', () => {
  const supabase = { SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'k', DATABASE_URL: 'postgres://u@h/db' };

  it('embedded mode listens on 127.0.0.1 when HOST is not set', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', exposesEmbedded: false });
  });

  it('embedded mode accepts any loopback HOST', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(loadConfig({ HOST: host }), host).toMatchObject({ host, exposesEmbedded: false });
    }
  });

  it('embedded mode refuses to start on another address without EMBEDDED_ALLOW_REMOTE', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'rankscribe.example.com']) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(ConfigError);
      expect(() => loadConfig({ HOST: host }), host).toThrow(/EMBEDDED_ALLOW_REMOTE/);
      expect(() => loadConfig({ HOST: host, EMBEDDED_ALLOW_REMOTE: 'false' }), host).toThrow(ConfigError);
    }
  });

  it('embedded mode binds another address only with EMBEDDED_ALLOW_REMOTE=true, and says so', () => {
    expect(loadConfig({ HOST: '0.0.0.0', EMBEDDED_ALLOW_REMOTE: 'true' })).toMatchObject({ host: '0.0.0.0', exposesEmbedded: true });
  });

  it('supabase mode keeps listening on every interface by default, and on any HOST', () => {
    expect(loadConfig(supabase)).toMatchObject({ host: undefined, exposesEmbedded: false });
    expect(loadConfig({ ...supabase, HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', exposesEmbedded: false });
  });
});

describe('rate limits and proxies', () => {
  it('has per-window limits for each endpoint and does not trust X-Forwarded-For by default', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      windowMs: 60_000,
      signIn: 20,
      tokenRefresh: 30,
      scrape: 10,
      topics: 30,
      generate: 10,
      publishing: 30,
      trustProxy: false,
    });
  });

  it('reads each limit and TRUST_PROXY from the environment; 0 turns a limit off', () => {
    const c = loadConfig({
      RATE_LIMIT_WINDOW_SECONDS: '10',
      RATE_LIMIT_SIGN_IN: '3',
      RATE_LIMIT_TOKEN_REFRESH: '4',
      RATE_LIMIT_SCRAPE: '0',
      RATE_LIMIT_TOPICS: '6',
      RATE_LIMIT_GENERATE: '7',
      RATE_LIMIT_PUBLISHING: '8',
      TRUST_PROXY: 'true',
    });
    expect(c.rateLimits).toEqual({ windowMs: 10_000, signIn: 3, tokenRefresh: 4, scrape: 0, topics: 6, generate: 7, publishing: 8, trustProxy: true });
  });

  it('refuses a negative or non-numeric limit', () => {
    expect(() => loadConfig({ RATE_LIMIT_SCRAPE: '-1' })).toThrow(/RATE_LIMIT_SCRAPE/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_SECONDS: 'soon' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS/);
  });
});

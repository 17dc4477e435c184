import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, readEmbeddedRuntimeConfig } from '../../src/web/config';
import { supabaseUrlFor } from '../../src/web/services/supabase-client';
import type { RuntimeConfig } from '../../src/shared/runtime-config';

const config: RuntimeConfig = {
  mode: 'embedded',
  supabaseUrl: '',
  supabaseAnonKey: 'anon.jwt.key',
  generationApiUrl: '',
  supportEmail: 'support@rankscribe.app',
  checkoutLinks: null,
  checkoutOrigin: 'https://app.lemonsqueezy.com',
};

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'runtime-config';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('runtime-config')?.remove();
  vi.unstubAllGlobals();
});

describe('runtime config in the browser', () => {
  it('reads the config the server embedded in the page, and ignores a broken one', () => {
    embed(JSON.stringify(config));
    expect(readEmbeddedRuntimeConfig()).toEqual(config);
    document.getElementById('runtime-config')?.remove();
    embed('{"mode":"embedded"');
    expect(readEmbeddedRuntimeConfig()).toBeNull();
    document.getElementById('runtime-config')?.remove();
    embed(JSON.stringify({ ...config, supabaseAnonKey: '' }));
    expect(readEmbeddedRuntimeConfig()).toBeNull();
  });

  it('falls back to GET /api/config when the page has none (npm run dev)', async () => {
    const fetchConfig = vi.fn(async () => new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchConfig);
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(fetchConfig).toHaveBeenCalledWith('/api/config', expect.anything());
  });

  it('talks to this origin in embedded mode and to the project in Supabase mode', () => {
    expect(supabaseUrlFor(config, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(supabaseUrlFor({ ...config, mode: 'supabase', supabaseUrl: 'https://ref.supabase.co' }, 'https://rankscribe.app')).toBe(
      'https://ref.supabase.co',
    );
  });
});

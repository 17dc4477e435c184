import { afterEach, beforeEach } from 'vitest';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../src/shared/runtime-config';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  mode: 'embedded',
  supabaseUrl: '',
  supabaseAnonKey: 'test-anon-key',
  generationApiUrl: '',
  supportEmail: 'help@rankscribe.test',
  checkoutLinks: null,
  checkoutOrigin: '',
};

/**
 * Embeds the runtime config in the document for each test, as the server does in every page, so
 * the app under test reads it instead of fetching /api/config.
 */
export function embedRuntimeConfigForEachTest(config: RuntimeConfig = TEST_RUNTIME_CONFIG) {
  beforeEach(() => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.textContent = JSON.stringify(config);
    document.head.append(element);
  });
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());
}

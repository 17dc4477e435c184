import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { addressPolicy, systemResolver, type Resolver } from '../analysis/address-policy';
import { createSafeAgent } from '../analysis/safe-fetch';
import { configuredOrStoredSecret, PUBLISHING_SECRET_FILE } from '../secrets';
import { credentialCipher, type CredentialCipher } from './credential-cipher';
import type { HttpFetch } from './http';
import { safeHttpFetch } from './publishing-fetch';
import { RETRY_DELAYS_MS } from './webhook';

export interface PublishingSetup {
  /**
   * Seals and opens stored credentials; resolves null in Supabase mode without
   * PUBLISHING_SECRET_KEY (publishing is off). Embedded mode reads or makes its key in DATA_DIR on
   * first use, like its other local secrets.
   */
  cipher: () => Promise<CredentialCipher | null>;
  /** Every request to a subscriber-provided URL goes through this (the SSRF-safe agent). */
  fetch: HttpFetch;
  /** The webhook's waits between attempts. */
  retryDelaysMs: readonly number[];
}

/** Tests judge addresses as data (a name that resolves to a private address) without DNS. */
export interface PublishingOverrides {
  resolver?: Resolver;
  retryDelaysMs?: readonly number[];
}

export function publishingFor(config: ServerConfig, logger: Logger, overrides: PublishingOverrides = {}): PublishingSetup {
  const configured = config.publishing.secretKey;
  if (!configured && config.mode === 'supabase') logger.warn('PUBLISHING_SECRET_KEY is not set: publishing to a CMS is off.');
  let cipher: Promise<CredentialCipher | null> | undefined;
  const agent = createSafeAgent({
    policy: addressPolicy(config.allowPrivateNetworks),
    resolver: overrides.resolver ?? systemResolver,
    connectTimeoutMs: config.analysis.connectTimeoutMs,
  });
  return {
    cipher: () =>
      (cipher ??= (async () => {
        if (configured) return credentialCipher(configured);
        if (config.mode !== 'embedded') return null;
        return credentialCipher(await configuredOrStoredSecret(null, config.dataDir, PUBLISHING_SECRET_FILE));
      })()),
    fetch: safeHttpFetch(agent, config.publishing.timeoutMs),
    retryDelaysMs: overrides.retryDelaysMs ?? RETRY_DELAYS_MS,
  };
}

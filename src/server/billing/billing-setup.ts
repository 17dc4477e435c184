import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { configuredOrStoredSecret, WEBHOOK_SECRET_FILE } from '../secrets';

export interface BillingSetup {
  /** null only in Supabase mode without LEMONSQUEEZY_WEBHOOK_SECRET: every delivery is then refused. */
  webhookSecret: string | null;
  /** The local checkout page is served when embedded mode has no hosted checkout links. */
  localCheckout: boolean;
}

export async function setUpBilling(config: ServerConfig, logger: Logger): Promise<BillingSetup> {
  if (config.mode === 'supabase') {
    if (!config.billing.webhookSecret) logger.warn('LEMONSQUEEZY_WEBHOOK_SECRET is not set: subscription webhooks will be refused.');
    return { webhookSecret: config.billing.webhookSecret, localCheckout: false };
  }
  return {
    webhookSecret: await configuredOrStoredSecret(config.billing.webhookSecret, config.dataDir, WEBHOOK_SECRET_FILE),
    localCheckout: config.billing.checkoutLinks === null,
  };
}

import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, runtimeConfigFor } from './config';
import { consoleLogger } from './logger';
import { EMBEDDED_REMOTE_WARNING } from './listen-host';
import { openDatabase } from './db/open-db';
import { setUpAuth } from './auth/auth-setup';
import { setUpBilling } from './billing/billing-setup';

async function main() {
  const config = loadConfig();
  const logger = consoleLogger;
  const db = await openDatabase(config, logger);
  const auth = await setUpAuth(config, db);
  const billing = await setUpBilling(config, logger);
  const app = createApp({
    config,
    logger,
    db,
    auth,
    billing,
    runtimeConfig: runtimeConfigFor(config, auth.anonKey),
  });
  if (config.exposesEmbedded) logger.warn(EMBEDDED_REMOTE_WARNING);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`mode: ${config.mode}`);
    // The bound address, so a log shows at once whether the server is reachable from elsewhere.
    const bound = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    logger.info(`listening on http://${bound}:${info.port} (open ${config.publicUrl})`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      // PGlite flushes its files on close; exiting before that could lose the last writes.
      db.close().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error('closing the database failed', err);
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('RankScribe failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});

import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, runtimeConfigFor } from './config';
import { consoleLogger } from './logger';
import { EMBEDDED_REMOTE_WARNING } from './listen-host';
import { openDatabase } from './db/open-db';
import { setUpAuth } from './auth/auth-setup';
import { setUpBilling } from './billing/billing-setup';
import { startGenerationJobs } from './generation/generation-setup';
import { onShutdown, SHUTDOWN_GRACE_MS } from './shutdown';

async function main() {
  const config = loadConfig();
  const logger = consoleLogger;
  const db = await openDatabase(config, logger);
  const auth = await setUpAuth(config, db);
  const billing = await setUpBilling(config, logger);
  const jobs = await startGenerationJobs(config, db, logger);
  const app = createApp({
    config,
    logger,
    db,
    auth,
    billing,
    jobs,
    runtimeConfig: runtimeConfigFor(config, auth.anonKey),
  });
  if (config.exposesEmbedded) logger.warn(EMBEDDED_REMOTE_WARNING);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`mode: ${config.mode}`);
    // The bound address, so a log shows at once whether the server is reachable from elsewhere.
    const bound = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    logger.info(`listening on http://${bound}:${info.port} (open ${config.publicUrl})`);
  });
  onShutdown(logger, async () => {
    // No new requests; then the running jobs finish or go back to the queue; then requests still
    // waiting on a job are let go (their jobs are saved wherever they finish).
    server.close();
    await jobs.stop(SHUTDOWN_GRACE_MS);
    if ('closeAllConnections' in server) server.closeAllConnections();
    // PGlite flushes its files on close; exiting before that could lose the last writes.
    await db.close();
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('RankScribe failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});

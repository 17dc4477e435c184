import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { consoleLogger } from './logger';

async function main() {
  const config = loadConfig();
  const logger = consoleLogger;
  const app = createApp({
    config,
    logger,
    runtimeConfig: {
      mode: config.mode,
      supabaseUrl: config.supabase?.url ?? '',
      supabaseAnonKey: config.supabase?.anonKey ?? 'embedded-anon',
      generationApiUrl: '',
      supportEmail: config.supportEmail,
    },
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`mode: ${config.mode}`);
    logger.info(`listening on http://localhost:${info.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
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

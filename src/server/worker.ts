import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-db';
import { startGenerationJobs } from './generation/generation-setup';
import { consoleLogger } from './logger';
import { onShutdown, SHUTDOWN_GRACE_MS } from './shutdown';

/**
 * `npm run worker`: a process that only runs generation jobs (JOB_WORKERS of them at once) from
 * the database in DATABASE_URL, beside web servers started with JOB_WORKERS=0 or more.
 * It serves no HTTP. Embedded PGlite is one process's database, so this needs DATABASE_URL.
 */
async function main() {
  const config = loadConfig();
  const logger = consoleLogger;
  if (config.mode !== 'supabase') throw new ConfigError('npm run worker needs DATABASE_URL (with SUPABASE_URL and SUPABASE_ANON_KEY): embedded PGlite belongs to the web server process.');
  const db = await openDatabase(config, logger);
  const jobs = await startGenerationJobs(config, db, logger);
  onShutdown(logger, async () => {
    await jobs.stop(SHUTDOWN_GRACE_MS);
    await db.close();
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `RankScribe worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

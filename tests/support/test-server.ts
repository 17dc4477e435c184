/**
 * The real app, in process, on a random 127.0.0.1 port, with its own fresh embedded database.
 *
 *   import { startTestServer } from '../support/test-server';
 *   const server = await startTestServer();          // opts: { env?, dataDir?, logger? }
 *   const { accessToken, refreshToken, userId } = await server.signIn('a@example.com', 'Ada');
 *   await fetch(`${server.url}/api/...`, { headers: { Authorization: `Bearer ${accessToken}` } });
 *   await server.db.query('insert into public.scraped_contents (user_id, url) values ($1, $2)', [userId, 'https://x.test']);
 *   await server.stop();
 *
 * - `url`: http://127.0.0.1:<port>; `db`: the app's own Db (owner connection, bypasses RLS);
 *   `config`: the ServerConfig the app runs with; `auth`: its AuthSetup (verifier, anonKey, embedded).
 * - `signIn(email, name?)` signs in through the same code as the local provider's sign-in page
 *   (creates or finds the user, opens a session) and returns real tokens.
 * - `env` is passed to loadConfig (e.g. LLM_BASE_URL). Rate limits are off unless `env` sets them. `dataDir` persists the database there and
 *   keeps it after stop() (restart tests); without it the database is in memory, started from a
 *   template made once per test process (~1 s instead of ~8 s).
 */
import { serve, type ServerType } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { setUpAuth, type AuthSetup } from '../../src/server/auth/auth-setup';
import { setUpBilling } from '../../src/server/billing/billing-setup';
import { loadConfig, runtimeConfigFor, type ServerConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/db';
import { openDatabase, prepareEmbeddedSchema } from '../../src/server/db/open-db';
import { openPgliteDb } from '../../src/server/db/pglite-db';
import { silentLogger, type Logger } from '../../src/server/logger';
import { startGenerationJobs } from '../../src/server/generation/generation-setup';
import { startQueue } from '../../src/server/generation/jobs/job-queue';
import type { GenerationJobs } from '../../src/server/generation/jobs/generation-jobs';

export interface TestServerOptions {
  env?: Record<string, string>;
  dataDir?: string;
  logger?: Logger;
}

export interface TestSignIn {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

export interface TestServer {
  url: string;
  db: Db;
  config: ServerConfig;
  auth: AuthSetup;
  /** The generation jobs the app runs (its queue and workers). */
  jobs: GenerationJobs;
  signIn(email: string, name?: string): Promise<TestSignIn>;
  stop(): Promise<void>;
}

/**
 * Suites sign in and call the same endpoint many times a minute from one address; the rate limits
 * have their own tests (rate-limit.test.ts), which set small ones through `env`.
 */
const NO_RATE_LIMITS = {
  RATE_LIMIT_SIGN_IN: '0',
  RATE_LIMIT_TOKEN_REFRESH: '0',
  RATE_LIMIT_SCRAPE: '0',
  RATE_LIMIT_TOPICS: '0',
  RATE_LIMIT_GENERATE: '0',
};

let template: Promise<Blob> | undefined;

/** One bootstrapped, migrated database (ours and the job queue's) per test process, dumped so each test can start from it. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const { db, pglite } = await openPgliteDb();
    await prepareEmbeddedSchema(db);
    // pg-boss's own schema and queues too: migrating them takes seconds on PGlite, at every start.
    const boss = await startQueue(db, silentLogger, { leaseSeconds: 600, retryLimit: 0 });
    await boss.stop({ graceful: false, close: false });
    const dump = await pglite.dumpDataDir('gzip');
    await db.close();
    return dump;
  })();
  return template;
}

type FetchHandler = (req: Request, env: unknown) => Response | Promise<Response>;

async function listen(fetch: FetchHandler): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ server, port: info.port }));
  });
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const logger = opts.logger ?? silentLogger;
  const ownDir = opts.dataDir ? null : await mkdtemp(path.join(tmpdir(), 'rankscribe-test-'));
  const dataDir = opts.dataDir ?? ownDir!;
  // The app needs its own URL (PUBLIC_URL: issuer, redirect allow-list), known only once listening.
  const late: { app?: ReturnType<typeof createApp> } = {};
  // `env` carries the Node request (getConnInfo: the client address the rate limits key on).
  const { server, port } = await listen((req, env) => (late.app ? late.app.fetch(req, env) : new Response('starting', { status: 503 })));
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ...NO_RATE_LIMITS, ...opts.env });
  const db = opts.dataDir
    ? await openDatabase(config, logger)
    : (await openPgliteDb({ loadDataDir: await migratedTemplate() })).db;
  const auth = await setUpAuth(config, db);
  const billing = await setUpBilling(config, logger);
  const jobs = await startGenerationJobs(config, db, logger);
  late.app = createApp({ config, logger, db, auth, billing, jobs, runtimeConfig: runtimeConfigFor(config, auth.anonKey) });

  return {
    url,
    db,
    config,
    auth,
    jobs,
    async signIn(email, name) {
      if (!auth.embedded) throw new Error('signIn needs the embedded backend');
      const session = await auth.embedded.service.signIn({ email, name, provider: 'google' });
      return { accessToken: session.access_token, refreshToken: session.refresh_token, userId: session.user.id };
    },
    async stop() {
      await jobs.stop(1000);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}

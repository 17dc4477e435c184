import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from './config';
import type { Logger } from './logger';
import { errorResponse } from './http/errors';
import { healthRoutes } from './http/health.routes';
import { spaRoutes } from './http/spa.routes';
import type { RuntimeConfig } from '../shared/runtime-config';
import type { Db } from './db/db';
import type { AuthSetup } from './auth/auth-setup';

export interface AppDeps {
  config: ServerConfig;
  logger: Logger;
  runtimeConfig: RuntimeConfig;
  startedAt?: Date;
  /** Connected as the owner: bypasses RLS, so server-side writes go through here. */
  db: Db;
  /** `auth.verifier` checks Bearer tokens (use `requireUser(deps.auth.verifier)` on /api routes). */
  auth: AuthSetup;
}

/** Composes the route modules. Each module gets only the dependencies it needs. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));

  app.route('/api/health', healthRoutes({ mode: deps.config.mode, startedAt: deps.startedAt ?? new Date() }));
  app.get('/api/config', (c) => c.json(deps.runtimeConfig));
  app.all('/api/*', (c) => c.json({ error: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));

  app.route('/', spaRoutes({ staticDir: deps.config.staticDir, runtimeConfig: deps.runtimeConfig }));

  app.onError((err, c) => errorResponse(c, err, deps.logger.error));
  return app;
}

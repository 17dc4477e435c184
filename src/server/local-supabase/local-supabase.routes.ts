import { Hono } from 'hono';
import type { Db } from '../db/db';
import type { EmbeddedAuth } from '../auth/auth-setup';
import type { TokenVerifier } from '../auth/jwt';
import { authRoutes } from './auth.routes';
import { restRoutes } from './rest.routes';

export interface LocalSupabaseDeps {
  db: Db;
  verifier: TokenVerifier;
  embedded: EmbeddedAuth;
  siteUrl: string;
  /** The server's own origins (configuration), for the sign-in form's Origin check. */
  ownOrigins: string[];
}

/** Embedded mode's same-origin stand-in for a Supabase project: /auth/v1 and /rest/v1. */
export function localSupabaseRoutes(deps: LocalSupabaseDeps) {
  const app = new Hono();
  app.route(
    '/auth/v1',
    authRoutes({
      service: deps.embedded.service,
      verifier: deps.verifier,
      redirectOrigins: deps.embedded.redirectOrigins,
      ownOrigins: deps.ownOrigins,
      siteUrl: deps.siteUrl,
    }),
  );
  app.route('/rest/v1', restRoutes({ db: deps.db, verifier: deps.verifier }));
  return app;
}

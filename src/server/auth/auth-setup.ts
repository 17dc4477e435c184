import type { ServerConfig } from '../config';
import type { Db } from '../db/db';
import { createAuthService, type AuthService } from '../local-supabase/auth-service';
import { configuredOrStoredSecret, JWT_SECRET_FILE } from '../secrets';
import { authIssuer, hs256Signer, hs256Verifier, jwksVerifier, signAnonKey, type TokenVerifier } from './jwt';

/** What the embedded backend needs to serve /auth/v1 and /rest/v1. */
export interface EmbeddedAuth {
  service: AuthService;
  anonKey: string;
  redirectOrigins: string[];
}

export interface AuthSetup {
  /** Verifies access tokens for /api/* (and, embedded, for /auth/v1 and /rest/v1). */
  verifier: TokenVerifier;
  /** The key the browser's supabase-js client is created with. */
  anonKey: string;
  /** Present in embedded mode only. */
  embedded: EmbeddedAuth | null;
}

/**
 * Embedded: one HS256 secret (JWT_SECRET or generated into DATA_DIR) signs sessions and the anon
 * key. Supabase mode: tokens come from the project; verify with its legacy secret or its JWKS.
 */
export async function setUpAuth(config: ServerConfig, db: Db): Promise<AuthSetup> {
  if (config.mode === 'supabase') {
    const supabase = config.supabase!;
    const secret = config.auth.supabaseJwtSecret;
    const issuer = config.auth.supabaseJwtIssuer ?? authIssuer(supabase.url);
    return {
      verifier: secret ? hs256Verifier(secret, issuer) : jwksVerifier(supabase.url, issuer),
      anonKey: supabase.anonKey,
      embedded: null,
    };
  }
  // JWT_SECRET, else generated once into DATA_DIR so tokens and the anon key survive restarts.
  const secret = await configuredOrStoredSecret(config.auth.jwtSecret, config.dataDir, JWT_SECRET_FILE);
  const signer = hs256Signer(secret);
  const issuer = authIssuer(config.publicUrl);
  const anonKey = await signAnonKey(signer, issuer);
  return {
    verifier: hs256Verifier(secret, issuer),
    anonKey,
    embedded: {
      service: createAuthService({ db, signer, issuer, accessTokenSeconds: config.auth.jwtExpirySeconds }),
      anonKey,
      redirectOrigins: config.auth.redirectOrigins,
    },
  };
}

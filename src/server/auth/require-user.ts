import type { Context, MiddlewareHandler } from 'hono';
import type { TokenVerifier } from './jwt';

export interface AuthUser {
  id: string;
  email: string | null;
}

/** Hono variables set by `requireUser`: `c.get('user')`. */
export interface AuthVariables {
  user: AuthUser;
}

export const AUTHENTICATION_REQUIRED = 'Authentication Required';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The access token of the request's `Authorization: Bearer …` header, if any. */
export function bearerToken(c: Context): string | undefined {
  return BEARER.exec(c.req.header('authorization') ?? '')?.[1];
}

/**
 * The signed-in user a token belongs to, or null: no token, an invalid or expired one, or the anon
 * key, which is a valid JWT too, so the role must be `authenticated`.
 */
export async function signedInUser(verifier: TokenVerifier, token: string | undefined): Promise<AuthUser | null> {
  const claims = token ? await verifier.verify(token).catch(() => null) : null;
  if (!claims || claims.role !== 'authenticated' || !claims.sub) return null;
  return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : null };
}

/**
 * Lets a request through only with a valid signed-in user's access token. `contractFields` are
 * added to the 401 body so each route keeps its own answer shape (e.g. `{ success: false }`).
 */
export function requireUser(
  verifier: TokenVerifier,
  contractFields: Record<string, unknown> = {},
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const user = await signedInUser(verifier, bearerToken(c));
    if (!user) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json({ ...contractFields, error: AUTHENTICATION_REQUIRED }, 401);
    }
    c.set('user', user);
    await next();
  };
}

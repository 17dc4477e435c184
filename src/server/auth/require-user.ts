import type { MiddlewareHandler } from 'hono';
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

/**
 * Lets a request through only with a valid signed-in user's access token. The anon key is a valid
 * JWT too, so the role must be `authenticated`. `contractFields` are added to the 401 body so each
 * route keeps its own answer shape (e.g. `{ success: false }`).
 */
export function requireUser(
  verifier: TokenVerifier,
  contractFields: Record<string, unknown> = {},
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const claims = token ? await verifier.verify(token).catch(() => null) : null;
    if (!claims || claims.role !== 'authenticated' || !claims.sub) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json({ ...contractFields, error: AUTHENTICATION_REQUIRED }, 401);
    }
    c.set('user', { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : null });
    await next();
  };
}

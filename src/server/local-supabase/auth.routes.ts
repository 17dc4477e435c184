import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { TokenVerifier, SupabaseClaims } from '../auth/jwt';
import { bearerToken } from '../auth/require-user';
import { AuthApiError } from './auth-errors';
import { isUnsafeTextError, safeJson, safeText } from '../../shared/safe-text';
import type { AuthService, AuthSession } from './auth-service';
import { signInErrorPage, signInPage } from './sign-in-page';
import { isFromOwnOrigin } from '../http/own-origin';
import { formBody, jsonBody } from '../http/request-body';

export interface AuthRoutesDeps {
  service: AuthService;
  verifier: TokenVerifier;
  /** Origins sign-in may send tokens back to (the server's own origins and REDIRECT_ALLOW_LIST). */
  redirectOrigins: string[];
  /** The server's own origins, from configuration: the only ones whose forms may sign in. */
  ownOrigins: string[];
  /** Where to return when the client gave no redirect_to (Supabase's SITE_URL). */
  siteUrl: string;
}

const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION = '2024-01-01';
const MAX_BODY_BYTES = 16 * 1024;

const providerSchema = z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Unsupported provider');
const signInFormSchema = z.object({
  provider: providerSchema,
  redirect_to: safeText(z.string().max(2048)).default(''),
  name: safeText(z.string().trim().max(100)).default(''),
  email: safeText(z.email('Please enter a valid e-mail address').max(254)),
});
const refreshBodySchema = z.object({ refresh_token: safeText(z.string().min(1)) });
const updateUserSchema = z.strictObject(
  {
    data: safeJson(z.record(z.string(), z.unknown())).optional(),
    // supabase-js always sends these (null outside the PKCE flow).
    code_challenge: safeText(z.string()).nullish(),
    code_challenge_method: safeText(z.string()).nullish(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Only user metadata (data) can be updated with the local development provider' : undefined,
  },
);
const logoutScopeSchema = z.enum(['global', 'local', 'others']).default('global');

/** The implicit-flow answer: the session, form-encoded in the redirect URL's fragment. */
export function implicitRedirect(redirectTo: string, session: AuthSession): string {
  const url = new URL(redirectTo);
  url.hash = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
  }).toString();
  return url.toString();
}

function fail(status: AuthApiError['status'], code: string, message: string): never {
  throw new AuthApiError(status, code, message);
}

/** Supabase's answers to a refused JSON body: unparsable 400; wrong 422, or 400 for text Postgres cannot store. */
function authBody<T extends z.ZodType>(schema: T) {
  return jsonBody(schema, (_c, issues) => {
    if (!issues) fail(400, 'bad_json', 'Could not parse request body as JSON');
    const message = issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    fail(isUnsafeTextError({ issues }) ? 400 : 422, 'validation_failed', message);
  });
}

type SignedIn = { Variables: { claims: SupabaseClaims & { sub: string } } };

/**
 * The embedded subset of Supabase Auth (GoTrue) under /auth/v1: the implicit OAuth flow with a
 * local sign-in page, refresh-token rotation, the user endpoints and logout. Errors are Supabase's
 * `{ code, message }` with the API version header, which is how supabase-js reads them.
 */
export function authRoutes(deps: AuthRoutesDeps) {
  const app = new Hono<SignedIn>();

  app.use('*', async (c, next) => {
    await next();
    c.header(API_VERSION_HEADER, API_VERSION);
  });
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => fail(413, 'request_too_large', 'Request body is too large') }));

  /** The redirect target, if its origin is allowed; '' means "use the site URL". Never from Host. */
  function allowedRedirect(redirectTo: string): string | null {
    if (!redirectTo) return deps.siteUrl;
    let target: URL;
    try {
      target = new URL(redirectTo);
    } catch {
      return null;
    }
    return deps.redirectOrigins.includes(target.origin) ? target.toString() : null;
  }

  const signedIn: MiddlewareHandler<SignedIn> = async (c, next) => {
    const token = bearerToken(c);
    if (!token) fail(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const claims = await deps.verifier.verify(token).catch(() => null);
    if (!claims) fail(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid');
    if (claims.role !== 'authenticated' || !claims.sub) fail(403, 'bad_jwt', 'invalid claim: missing sub claim');
    c.set('claims', claims as SupabaseClaims & { sub: string });
    await next();
  };

  app.get('/authorize', (c) => {
    const provider = providerSchema.safeParse(c.req.query('provider') ?? '');
    if (!provider.success) return c.html(signInErrorPage('Unsupported provider: pass ?provider=<name>.'), 400);
    const redirectTo = allowedRedirect(c.req.query('redirect_to') ?? '');
    if (!redirectTo) return c.html(signInErrorPage('This redirect address is not allowed (see REDIRECT_ALLOW_LIST).'), 400);
    c.header('Cache-Control', 'no-store');
    return c.html(signInPage({ provider: provider.data, redirectTo }));
  });

  // A form from another site, or from a sandboxed frame (Origin: null), must not sign a browser in here (login CSRF).
  const ownOriginOnly: MiddlewareHandler = async (c, next) => {
    if (!isFromOwnOrigin(c, deps.ownOrigins)) return c.html(signInErrorPage('Sign-in forms must be submitted from this page.'), 403);
    await next();
  };
  // A form that names a known provider and an allowed return address is shown again with its error.
  const signInForm = formBody(signInFormSchema, (c, issues, received) => {
    const fields: Record<string, unknown> = typeof received === 'object' && received !== null ? { ...received } : {};
    const text = (k: string) => (typeof fields[k] === 'string' ? fields[k] : '');
    const provider = providerSchema.safeParse(text('provider'));
    const redirectTo = allowedRedirect(text('redirect_to'));
    if (!issues || !provider.success || !redirectTo) return c.html(signInErrorPage('This sign-in request is not valid.'), 400);
    const error = issues.map((i) => i.message).join('; ');
    return c.html(signInPage({ provider: provider.data, redirectTo, name: text('name'), email: text('email'), error }), 400);
  });

  app.post('/authorize', ownOriginOnly, signInForm, async (c) => {
    const form = c.req.valid('form');
    const redirectTo = allowedRedirect(form.redirect_to);
    if (!redirectTo) return c.html(signInErrorPage('This redirect address is not allowed (see REDIRECT_ALLOW_LIST).'), 400);
    const session = await deps.service.signIn({ email: form.email, name: form.name, provider: form.provider });
    c.header('Cache-Control', 'no-store');
    return c.redirect(implicitRedirect(redirectTo, session), 303);
  });

  const refreshGrant: MiddlewareHandler = async (c, next) => {
    const grantType = c.req.query('grant_type');
    if (grantType !== 'refresh_token') {
      fail(400, 'unsupported_grant_type', `Unsupported grant type "${grantType ?? ''}": the local provider supports refresh_token only`);
    }
    await next();
  };
  app.post('/token', refreshGrant, authBody(refreshBodySchema), async (c) => c.json(await deps.service.refresh(c.req.valid('json').refresh_token)));

  app.get('/user', signedIn, async (c) => {
    const claims = c.get('claims');
    return c.json(await deps.service.userForSession(claims.sub, claims.session_id));
  });

  app.put('/user', signedIn, authBody(updateUserSchema), async (c) => {
    const claims = c.get('claims');
    await deps.service.userForSession(claims.sub, claims.session_id);
    return c.json(await deps.service.updateUserMetadata(claims.sub, c.req.valid('json').data ?? {}));
  });

  app.post('/logout', signedIn, async (c) => {
    const claims = c.get('claims');
    const scope = logoutScopeSchema.safeParse(c.req.query('scope'));
    if (!scope.success) fail(400, 'validation_failed', 'scope must be one of global, local, others');
    await deps.service.logout(claims.sub, claims.session_id, scope.data);
    return c.body(null, 204);
  });

  app.all('*', (c) => fail(404, 'not_found', `The local development provider does not implement ${c.req.method} ${c.req.path}`));

  app.onError((err, c) => {
    c.header(API_VERSION_HEADER, API_VERSION);
    if (err instanceof AuthApiError) return c.json({ code: err.code, message: err.message }, err.status);
    throw err;
  });
  return app;
}

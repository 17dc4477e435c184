import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** The claims Supabase Auth puts into its access tokens (and the anon key's `role`). */
export interface SupabaseClaims extends JWTPayload {
  role: string;
  sub?: string;
  email?: string;
  session_id?: string;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
}

export interface TokenSigner {
  /** Signs `claims` for `expiresInSeconds`; iat and exp are added here. */
  sign(claims: SupabaseClaims, expiresInSeconds: number): Promise<string>;
}

export interface TokenVerifier {
  /** The verified claims; throws when the signature, expiry, issuer or audience is wrong. */
  verify(token: string): Promise<SupabaseClaims>;
}

const encoder = new TextEncoder();

export function hs256Signer(secret: string): TokenSigner {
  const key = encoder.encode(secret);
  return {
    sign: (claims, expiresInSeconds) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(key);
    },
  };
}

/** Which issuer a token must name: Supabase Auth (and the embedded stand-in) use `<project url>/auth/v1`. */
export function authIssuer(baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}/auth/v1`;
}

/** Signed-in users' tokens are for the `authenticated` audience; only the anon key goes without one. */
const USER_AUDIENCE = 'authenticated';

function hasAudience(aud: JWTPayload['aud'], wanted: string): boolean {
  return Array.isArray(aud) ? aud.includes(wanted) : aud === wanted;
}

function verifierFor(key: Uint8Array | JWTVerifyGetKey, algorithms: string[], issuer: string): TokenVerifier {
  return {
    async verify(token) {
      // Overloads of jwtVerify differ only in the key type; both branches check the same claims.
      const options = { algorithms, issuer };
      const { payload } = key instanceof Uint8Array ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
      if (typeof payload.role !== 'string') throw new Error('token has no role claim');
      // A token of another project or service signed with a shared secret must not pass as a user's.
      if (payload.role !== 'anon' && !hasAudience(payload.aud, USER_AUDIENCE)) throw new Error(`token is not for the "${USER_AUDIENCE}" audience`);
      return payload as SupabaseClaims;
    },
  };
}

/** Legacy Supabase projects and the embedded backend: one shared HS256 secret; `issuer` as authIssuer(). */
export function hs256Verifier(secret: string, issuer: string): TokenVerifier {
  return verifierFor(encoder.encode(secret), ['HS256'], issuer);
}

/** Newer Supabase projects sign with asymmetric keys published at /auth/v1/.well-known/jwks.json. */
export function jwksVerifier(supabaseUrl: string, issuer: string = authIssuer(supabaseUrl)): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', supabaseUrl));
  return verifierFor(jwks, ['RS256', 'ES256', 'EdDSA'], issuer);
}

/** Supabase's anon key is a long-lived JWT with role anon; the embedded one is signed the same way. */
export function signAnonKey(signer: TokenSigner, issuer: string): Promise<string> {
  return signer.sign({ iss: issuer, role: 'anon' }, 10 * 365 * 24 * 3600);
}

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
  /** The verified claims; throws when the signature, expiry or audience is wrong. */
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

function verifierFor(key: Uint8Array | JWTVerifyGetKey, algorithms: string[]): TokenVerifier {
  return {
    async verify(token) {
      // Overloads of jwtVerify differ only in the key type; both branches check the same claims.
      const { payload } =
        key instanceof Uint8Array ? await jwtVerify(token, key, { algorithms }) : await jwtVerify(token, key, { algorithms });
      if (typeof payload.role !== 'string') throw new Error('token has no role claim');
      return payload as SupabaseClaims;
    },
  };
}

/** Legacy Supabase projects and the embedded backend: one shared HS256 secret. */
export function hs256Verifier(secret: string): TokenVerifier {
  return verifierFor(encoder.encode(secret), ['HS256']);
}

/** Newer Supabase projects sign with asymmetric keys published at /auth/v1/.well-known/jwks.json. */
export function jwksVerifier(supabaseUrl: string): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', supabaseUrl));
  return verifierFor(jwks, ['RS256', 'ES256', 'EdDSA']);
}

/** Supabase's anon key is a long-lived JWT with role anon; the embedded one is signed the same way. */
export function signAnonKey(signer: TokenSigner, issuer: string): Promise<string> {
  return signer.sign({ iss: issuer, role: 'anon' }, 10 * 365 * 24 * 3600);
}

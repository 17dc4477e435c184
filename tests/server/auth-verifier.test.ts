import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authIssuer, hs256Signer, hs256Verifier, jwksVerifier } from '../../src/server/auth/jwt';
import { startTestServer, type TestServer } from '../support/test-server';

// Supabase projects with asymmetric signing keys publish them at /auth/v1/.well-known/jwks.json.
// A loopback server stands in for the project.
describe('verifying Supabase access tokens through the project JWKS', () => {
  let server: Server;
  let projectUrl: string;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('ES256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' };
    server = createServer((req, res) => {
      if (req.url === '/auth/v1/.well-known/jwks.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ keys: [jwk] }));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    projectUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const token = (key: CryptoKey, exp: string | number = '1h', claims: Record<string, unknown> = {}) =>
    new SignJWT({ iss: `${projectUrl}/auth/v1`, role: 'authenticated', sub: 'user-1', aud: 'authenticated', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);

  it('accepts a token signed with the published key', async () => {
    const claims = await jwksVerifier(projectUrl).verify(await token(privateKey));
    expect(claims).toMatchObject({ role: 'authenticated', sub: 'user-1' });
  });

  it('refuses a token signed with another key, or expired', async () => {
    await expect(jwksVerifier(projectUrl).verify(await token(otherKey))).rejects.toThrow();
    await expect(jwksVerifier(projectUrl).verify(await token(privateKey, Math.floor(Date.now() / 1000) - 60))).rejects.toThrow(/exp/);
  });

  it('refuses a token from another issuer, or for another audience', async () => {
    const verifier = jwksVerifier(projectUrl);
    await expect(verifier.verify(await token(privateKey, '1h', { iss: 'https://other-project.supabase.co/auth/v1' }))).rejects.toThrow(/iss/);
    await expect(verifier.verify(await token(privateKey, '1h', { iss: undefined }))).rejects.toThrow(/iss/);
    await expect(verifier.verify(await token(privateKey, '1h', { aud: 'some-other-service' }))).rejects.toThrow(/audience/);
    await expect(verifier.verify(await token(privateKey, '1h', { aud: undefined }))).rejects.toThrow(/audience/);
  });
});

// Supabase's legacy projects and the embedded backend share one HS256 secret between everything
// that holds it, so the issuer and audience are what tell this project's user tokens apart.
describe('verifying HS256 tokens: issuer and audience', () => {
  const SECRET = 'issuer-test-secret-that-is-long-enough-0123456789';
  const ISSUER = authIssuer('https://project.supabase.co/');
  const sign = (claims: Record<string, unknown>) => hs256Signer(SECRET).sign({ role: 'authenticated', sub: 'user-1', ...claims }, 3600);

  it('accepts only the project issuer with the authenticated audience (or the anon key, which has none)', async () => {
    const verifier = hs256Verifier(SECRET, ISSUER);
    expect(ISSUER).toBe('https://project.supabase.co/auth/v1');
    await expect(verifier.verify(await sign({ iss: ISSUER, aud: 'authenticated' }))).resolves.toMatchObject({ sub: 'user-1' });
    await expect(verifier.verify(await sign({ iss: ISSUER, aud: ['authenticated', 'x'] }))).resolves.toMatchObject({ sub: 'user-1' });
    await expect(verifier.verify(await hs256Signer(SECRET).sign({ iss: ISSUER, role: 'anon' }, 3600))).resolves.toMatchObject({ role: 'anon' });
    await expect(verifier.verify(await sign({ iss: 'https://elsewhere.example/auth/v1', aud: 'authenticated' }))).rejects.toThrow(/iss/);
    await expect(verifier.verify(await sign({ aud: 'authenticated' }))).rejects.toThrow(/iss/);
    await expect(verifier.verify(await sign({ iss: ISSUER, aud: 'service' }))).rejects.toThrow(/audience/);
    await expect(verifier.verify(await sign({ iss: ISSUER }))).rejects.toThrow(/audience/);
    await expect(verifier.verify(await hs256Signer(SECRET).sign({ iss: ISSUER, role: 'service_role' }, 3600))).rejects.toThrow(/audience/);
  });
});

describe('the embedded server refuses its own secret under another issuer or audience', () => {
  const SECRET = 'embedded-issuer-secret-that-is-long-enough-0123456789';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { JWT_SECRET: SECRET } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const topics = (token: string) =>
    fetch(`${server.url}/api/analyze/topics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ contentId: '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b' }),
    });

  it('answers 401 to a token naming another issuer or audience, and accepts its own', async () => {
    const { userId, accessToken } = await server.signIn('issuer@example.com');
    const own = authIssuer(server.config.publicUrl);
    const claims = { sub: userId, role: 'authenticated' };
    const foreignIssuer = await hs256Signer(SECRET).sign({ ...claims, iss: 'https://other.example/auth/v1', aud: 'authenticated' }, 3600);
    const foreignAudience = await hs256Signer(SECRET).sign({ ...claims, iss: own, aud: 'other-app' }, 3600);
    expect((await topics(foreignIssuer)).status).toBe(401);
    expect((await topics(foreignAudience)).status).toBe(401);
    expect((await topics(accessToken)).status).toBe(404);
  });
});

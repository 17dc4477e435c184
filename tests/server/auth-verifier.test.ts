import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwksVerifier } from '../../src/server/auth/jwt';

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

  const token = (key: CryptoKey, exp: string | number = '1h') =>
    new SignJWT({ role: 'authenticated', sub: 'user-1', aud: 'authenticated' })
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
});

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Subscribers' CMS credentials at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's PUBLISHING_SECRET_KEY. Each value is bound to its owner (`context`, e.g. user and card,
 * as additional authenticated data), so a ciphertext copied onto another user's row does not open.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export interface CredentialCipher {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';

export function credentialCipher(secret: string): CredentialCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'rankscribe', 'publishing-credentials v1', 32));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed credential');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

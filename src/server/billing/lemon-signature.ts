import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lemon Squeezy signs the raw request body: X-Signature = hex HMAC-SHA256 with the signing secret. */
export function signLemonPayload(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check; any malformed header (missing, not hex, wrong length) is simply false. */
export function verifyLemonSignature(secret: string, rawBody: string, header: string | undefined | null): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(signLemonPayload(secret, rawBody), 'hex');
  const given = Buffer.from(header.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

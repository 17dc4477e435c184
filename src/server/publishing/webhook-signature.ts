import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signing (docs/publishing.md): HMAC-SHA256 over `${timestamp}.${body}` with the
 * connection's signing secret, hex, sent as `X-RankScribe-Signature: v1=<hex>` beside
 * `X-RankScribe-Timestamp: <unix seconds>`. The timestamp is inside the signature, so a receiver
 * that refuses old timestamps refuses replays.
 */
export const SIGNATURE_HEADER = 'x-rankscribe-signature';
export const TIMESTAMP_HEADER = 'x-rankscribe-timestamp';
export const DELIVERY_HEADER = 'x-rankscribe-delivery';
/** How old a timestamp a receiver should accept (the docs' example uses it too). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** A new signing secret, shown to the subscriber once when the connection is saved. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function signature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function signedHeaders(secret: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature(secret, timestamp, body) };
}

/** What a receiver does: the signature matches (in constant time) and the timestamp is recent. */
export function verifySignature(secret: string, body: string, headers: { timestamp: string | null; signature: string | null }, now: Date): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || !headers.signature) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signature(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

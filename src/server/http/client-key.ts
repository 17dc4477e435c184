import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';
import type { TokenVerifier } from '../auth/jwt';
import { bearerToken, signedInUser } from '../auth/require-user';

/**
 * The client's address as a rate-limit key. X-Forwarded-For is anyone's to write, so it counts only
 * with `trustProxy` (one reverse proxy in front, which appends the address it saw: the last entry).
 * An IPv6 client owns at least a /64, so its whole /64 is one client.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  let raw: string | undefined;
  if (trustProxy) raw = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (!raw) {
    try {
      raw = getConnInfo(c).remote.address;
    } catch {
      // app.request() in tests has no socket behind it.
    }
  }
  if (!raw || !ipaddr.isValid(raw)) return 'unknown';
  const address = ipaddr.process(raw);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${network.toString()}/64`;
}

/** `ip:<address>` for everyone; the signed-in are counted per user instead, wherever they connect from. */
export function userOrAddressKey(verifier: TokenVerifier, trustProxy: boolean) {
  return async (c: Context): Promise<string> => {
    const user = await signedInUser(verifier, bearerToken(c));
    return user ? `user:${user.id}` : `ip:${clientAddress(c, trustProxy)}`;
  };
}

export function addressKey(trustProxy: boolean) {
  return (c: Context): string => `ip:${clientAddress(c, trustProxy)}`;
}

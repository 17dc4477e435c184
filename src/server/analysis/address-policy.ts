import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Which network addresses the analysis service may connect to. Kept apart from the fetcher so the
 * policy is testable as data: tests inject a resolver and never open a connection.
 */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** true when a connection to this address is allowed. */
export type AddressPolicy = (address: string) => boolean;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Only globally routable unicast addresses. ipaddr.js classifies everything else (loopback,
 * private, link-local incl. 169.254.169.254, unique-local, multicast, unspecified, broadcast,
 * carrier-grade NAT, documentation/reserved, 6to4/Teredo/NAT64 wrappers); `process` unwraps
 * IPv4-mapped IPv6 so ::ffff:127.0.0.1 is judged as 127.0.0.1.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export function addressPolicy(allowPrivateNetworks: boolean): AddressPolicy {
  return allowPrivateNetworks ? (address) => ipaddr.isValid(address) : isPublicAddress;
}

export class BlockedAddressError extends Error {
  readonly code = 'RANKSCRIBE_BLOCKED_ADDRESS';
  constructor(readonly hostname: string, readonly address: string | null) {
    super(`Refusing to connect to ${hostname}${address && address !== hostname ? ` (${address})` : ''}: not a public address`);
  }
}

function stripBrackets(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * The addresses to connect to for `hostname`, in resolver order, or BlockedAddressError. IP
 * literals (in any form ipaddr.js parses: dotted, short, decimal, hex, IPv6, mapped) are judged
 * without DNS; names are resolved and refused when any answer is not allowed, so a mixed answer
 * cannot slip through.
 */
export async function resolveAllowedAddresses(hostname: string, resolver: Resolver, policy: AddressPolicy): Promise<ResolvedAddress[]> {
  const host = stripBrackets(hostname);
  if (ipaddr.isValid(host)) {
    const parsed = ipaddr.process(host);
    const address = parsed.toString();
    if (!policy(address)) throw new BlockedAddressError(hostname, address);
    return [{ address, family: parsed.kind() === 'ipv6' ? 6 : 4 }];
  }
  const answers = await resolver(host);
  if (answers.length === 0) throw new BlockedAddressError(hostname, null);
  for (const answer of answers) {
    if (!policy(answer.address)) throw new BlockedAddressError(hostname, answer.address);
  }
  return answers;
}

export async function resolveAllowedAddress(hostname: string, resolver: Resolver, policy: AddressPolicy): Promise<ResolvedAddress> {
  return (await resolveAllowedAddresses(hostname, resolver, policy))[0]!;
}

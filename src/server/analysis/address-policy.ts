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
 * IPv6 forms that carry an IPv4 address, and where it sits (the first 16-bit part of it). A
 * translator, tunnel or the kernel may turn these into IPv4 traffic to that address, so
 * `[::7f00:1]` or `[64:ff9b::a9fe:a9fe]` must be judged as 127.0.0.1 or 169.254.169.254.
 */
const IPV4_EMBEDDING: { range: [ipaddr.IPv6, number]; parts: number[]; inverted?: boolean }[] = [
  // IPv4-compatible (deprecated, RFC 4291), IPv4-mapped, IPv4-translated (RFC 6145), NAT64 (RFC 6052).
  { range: ipaddr.IPv6.parseCIDR('::/96'), parts: [6] },
  { range: ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), parts: [6] },
  { range: ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), parts: [6] },
  { range: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), parts: [6] },
  // 6to4 (RFC 3056): the relay's IPv4 address follows the prefix.
  { range: ipaddr.IPv6.parseCIDR('2002::/16'), parts: [1] },
  // Teredo (RFC 4380): the server's address, and the client's with every bit flipped.
  { range: ipaddr.IPv6.parseCIDR('2001::/32'), parts: [2] },
  { range: ipaddr.IPv6.parseCIDR('2001::/32'), parts: [6], inverted: true },
];

/** Local-use NAT64 prefix (RFC 8215): it translates to whatever the local network decides. */
const LOCAL_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const found: ipaddr.IPv4[] = [];
  for (const form of IPV4_EMBEDDING) {
    if (!address.match(form.range)) continue;
    for (const at of form.parts) {
      const words = [address.parts[at]!, address.parts[at + 1]!].map((w) => (form.inverted ? ~w & 0xffff : w));
      found.push(new ipaddr.IPv4([words[0]! >> 8, words[0]! & 0xff, words[1]! >> 8, words[1]! & 0xff]));
    }
  }
  return found;
}

/**
 * Only globally routable unicast addresses. ipaddr.js classifies everything else (loopback,
 * private, link-local incl. 169.254.169.254, unique-local, multicast, unspecified, broadcast,
 * carrier-grade NAT, documentation/reserved). IPv6 forms that embed an IPv4 address are judged
 * by what they embed (every embedded address must be public), so no wrapper reaches 127.0.0.1.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.match(LOCAL_NAT64)) return false;
  const embedded = embeddedIPv4(v6);
  if (embedded.length > 0) return embedded.every((v4) => v4.range() === 'unicast');
  return v6.range() === 'unicast';
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

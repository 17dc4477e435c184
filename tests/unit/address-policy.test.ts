import { describe, expect, it } from 'vitest';
import {
  BlockedAddressError,
  addressPolicy,
  isPublicAddress,
  resolveAllowedAddress,
  type Resolver,
} from '../../src/server/analysis/address-policy';

/** DNS as data: no test here opens a connection or asks a real resolver. */
const fakeDns: Record<string, string[]> = {
  localhost: ['127.0.0.1', '::1'],
  'metadata.google.internal': ['169.254.169.254'],
  'rebind.example': ['93.184.215.14', '10.0.0.8'],
  'intranet.example': ['192.168.10.20'],
  'shop.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
};
const resolver: Resolver = async (hostname) => {
  const answers = fakeDns[hostname];
  if (!answers) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const strict = addressPolicy(false);

/** What the URL parser leaves in `hostname` for each hostile input, then the policy on it. */
const hostile = [
  'http://127.0.0.1/',
  'http://localhost/',
  'http://[::1]/',
  'http://0.0.0.0/',
  'http://10.1.2.3/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.1.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://127.1/',
  'http://0177.0.0.1/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::]/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://100.64.0.1/',
  'http://[64:ff9b::a00:1]/',
  'http://[2002:7f00:1::]/',
  'http://192.0.2.10/',
  'http://rebind.example/',
  'http://intranet.example/',
];

describe('address policy with private networks disallowed', () => {
  it.each(hostile)('refuses %s', async (url) => {
    const hostname = new URL(url).hostname;
    await expect(resolveAllowedAddress(hostname, resolver, strict)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('allows public addresses and names that resolve only to them', async () => {
    await expect(resolveAllowedAddress('shop.example', resolver, strict)).resolves.toEqual({ address: '93.184.215.14', family: 4 });
    await expect(resolveAllowedAddress('93.184.215.14', resolver, strict)).resolves.toEqual({ address: '93.184.215.14', family: 4 });
    await expect(resolveAllowedAddress('[2606:4700::1111]', resolver, strict)).resolves.toEqual({ address: '2606:4700::1111', family: 6 });
  });

  it('judges IP literals without asking DNS', async () => {
    const noDns: Resolver = () => Promise.reject(new Error('DNS must not be used for literals'));
    await expect(resolveAllowedAddress('8.8.8.8', noDns, strict)).resolves.toEqual({ address: '8.8.8.8', family: 4 });
    await expect(resolveAllowedAddress('2130706433', noDns, strict)).rejects.toMatchObject({ address: '127.0.0.1' });
  });

  it('passes DNS failures through unchanged', async () => {
    await expect(resolveAllowedAddress('nowhere.example', resolver, strict)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('classifies single addresses', () => {
    expect(isPublicAddress('1.1.1.1')).toBe(true);
    expect(isPublicAddress('not-an-ip')).toBe(false);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
  });
});

/**
 * IPv6 forms that carry an IPv4 address are judged by that address. Each private case here was
 * answered "public" before (ipaddr.js calls `::/96` plain unicast), or must stay refused.
 */
describe('IPv6 forms that embed an IPv4 address', () => {
  const embeddingPrivate: [string, string][] = [
    ['IPv4-compatible loopback (the URL parser writes [::127.0.0.1] this way)', '::7f00:1'],
    ['IPv4-compatible metadata address', '::a9fe:a9fe'],
    ['IPv4-compatible private address', '::a00:1'],
    ['IPv4-translated (RFC 6145) loopback', '::ffff:0:7f00:1'],
    ['NAT64 (RFC 6052) loopback', '64:ff9b::7f00:1'],
    ['NAT64 metadata address', '64:ff9b::a9fe:a9fe'],
    ['6to4 with a private relay', '2002:c0a8:101::1'],
    ['Teredo with a loopback server', '2001:0:7f00:1::f7f7:f7f7'],
    ['Teredo with a loopback client (obfuscated: every bit flipped)', '2001:0:808:808::80ff:fffe'],
    ['the local-use NAT64 prefix (RFC 8215), which translates as the local network decides', '64:ff9b:1::808:808'],
  ];
  it('refuses every form whose embedded address is not public', async () => {
    for (const [name, address] of embeddingPrivate) {
      expect(isPublicAddress(address), name).toBe(false);
      await expect(resolveAllowedAddress(`[${address}]`, resolver, strict), name).rejects.toBeInstanceOf(BlockedAddressError);
    }
  });

  it('refuses [::127.0.0.1] as the URL parser hands it over', async () => {
    const hostname = new URL('http://[::127.0.0.1]/').hostname;
    expect(hostname).toBe('[::7f00:1]');
    await expect(resolveAllowedAddress(hostname, resolver, strict)).rejects.toMatchObject({ address: '::7f00:1' });
  });

  it('allows the forms whose every embedded address is public', () => {
    expect(isPublicAddress('64:ff9b::808:808')).toBe(true);
    expect(isPublicAddress('2002:808:808::1')).toBe(true);
    expect(isPublicAddress('2001:0:808:808::f7f7:f7f7')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });
});

describe('address policy with private networks allowed (embedded mode)', () => {
  const open = addressPolicy(true);
  it('lets loopback and private addresses through', async () => {
    await expect(resolveAllowedAddress('localhost', resolver, open)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveAllowedAddress('[::1]', resolver, open)).resolves.toEqual({ address: '::1', family: 6 });
    await expect(resolveAllowedAddress('intranet.example', resolver, open)).resolves.toEqual({ address: '192.168.10.20', family: 4 });
  });
});

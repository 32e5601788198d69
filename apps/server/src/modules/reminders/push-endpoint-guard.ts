import { BlockList, isIP } from 'node:net';
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { AppError } from '../../app-error.ts';

/**
 * A push endpoint is a URL the browser hands us and the server later POSTs to: left unchecked it
 * would let anyone make the server call into its own network (SSRF). Only https endpoints on
 * public addresses are accepted, unless PUSH_ALLOW_PRIVATE_HOSTS says otherwise (tests).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
/** Whole IPv6 ranges that are never a push service: local, documentation, tunnels and translators. */
const PRIVATE_V6 = new BlockList();
for (const [network, prefix] of [
  // IPv4-compatible (deprecated), with :: and ::1 in it.
  ['::', 96],
  // NAT64, well-known and local-use: they reach IPv4 hosts the resolver chose, private ones included.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo: the IPv4 client behind it cannot be checked.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_V6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address, a trailing dotted quad folded in. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address stands for, where a connection to it reaches that IPv4 host:
 * IPv4-mapped (::ffff:a.b.c.d), its translated form (::ffff:0:a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(groups: number[]): string | null {
  const [first = 0, second = 0, third = 0] = groups;
  const low = ipv4Of(groups[6] ?? 0, groups[7] ?? 0);
  const zeroUpTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  if (zeroUpTo(5) && groups[5] === 0xffff) return low;
  if (zeroUpTo(4) && groups[4] === 0xffff && groups[5] === 0) return low;
  if (first === 0x2002) return ipv4Of(second, third);
  return null;
}

/**
 * Whether an IP address is loopback, private, link-local, shared, reserved or multicast, in any
 * of its spellings: an IPv6 form that carries an IPv4 address is judged by that IPv4 address.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(bare);
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== null) return PRIVATE.check(ipv4, 'ipv4');
  return PRIVATE_V6.check(groups.map((group) => group.toString(16)).join(':'), 'ipv6');
}

/** Names that only ever mean this machine or its own network. */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|home\.arpa)$/;

/** The endpoint as a URL, or PUSH_ENDPOINT_INVALID: https, no user info, no private host. */
export function checkPushEndpoint(endpoint: string, allowPrivateHosts: boolean): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError('PUSH_ENDPOINT_INVALID');
  }
  // Web Push is https only (RFC 8030); the sender speaks nothing else.
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) {
    throw new AppError('PUSH_ENDPOINT_INVALID');
  }
  if (allowPrivateHosts) return url;
  // A fully qualified name (`localhost.`) is the same name as without its last dot.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');
  if (isIP(host) !== 0 ? isPrivateAddress(host) : LOCAL_NAME.test(host) || !host.includes('.')) {
    throw new AppError('PUSH_ENDPOINT_INVALID');
  }
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup for the push agent that refuses names resolving to private addresses, so a public
 * name pointed at the internal network after it was stored (DNS rebinding) is not contacted either.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) {
      const denied = Object.assign(new Error(`push host ${hostname} resolves to a private address`), {
        code: 'EPUSHPRIVATE',
      });
      return callback(denied, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

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
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local, shared, reserved or multicast. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  if (/^::ffff:/i.test(bare)) return true;
  return PRIVATE.check(bare, 'ipv6');
}

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
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0 ? isPrivateAddress(host) : host === 'localhost' || host.endsWith('.localhost')) {
    throw new AppError('PUSH_ENDPOINT_INVALID');
  }
  if (isIP(host) === 0 && !host.includes('.')) throw new AppError('PUSH_ENDPOINT_INVALID');
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

import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What to trust: nothing, the nearest N proxies, or proxies at these addresses. `true` stays
 * accepted from code that builds its own configuration (tests, older callers) and means one hop.
 */
export type TrustProxy = boolean | number | string[];

/** Address ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (the default) trusts no X-Forwarded-For at all; a number is how many proxy
 * hops sit in front of the app, so the client address is the one the outermost trusted proxy saw
 * (`true` means one hop, as a single reverse proxy is the usual case); a comma-separated list of
 * addresses or CIDR ranges trusts the proxies at those addresses. Trusting "everything" is not
 * offered: the leftmost X-Forwarded-For entry is whatever the client wrote, so every per-address
 * limit could be dodged by forging it.
 */
export const trustProxySetting = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value, context): TrustProxy => {
    const text = String(value).trim().toLowerCase();
    if (text === 'false' || text === '0' || text === '') return false;
    if (text === 'true') return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'use false, a number of proxy hops (true = 1), or a comma-separated list of addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/**
 * The setting as Fastify takes it. A hop count becomes a function trusting the socket's peer and
 * the next N-1 addresses from the right of X-Forwarded-For, so `request.ip` is the address the
 * outermost trusted proxy saw (Fastify itself trusts nothing for a plain number). `true` from older
 * settings counts as one hop.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  const setting = value === true ? 1 : value;
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}

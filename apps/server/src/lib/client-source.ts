import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, as lowercase hex without leading zeros. */
function ipv6Groups(address: string): string[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  // A trailing dotted quad (`::ffff:1.2.3.4`) stands for the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) =>
    parseInt(group || '0', 16).toString(16),
  );
}

/**
 * Who a request comes from, for counting abuse: the IPv4 address, or the /64 network of an IPv6
 * one, since a single IPv6 subscriber is handed a whole /64 and can change address at will.
 * IPv4 written as IPv6 (`::ffff:203.0.113.9`) counts as the IPv4 address.
 */
export function clientSource(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv6(ip)) {
    const groups = ipv6Groups(ip);
    if (groups) return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return ip;
}

import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a login throttle counts an address as. An IPv6 host is handed a whole /64 (2^64
 * addresses): counted address by address, a storm spread over it would never meet a limit, so
 * an IPv6 address counts as its /64. An IPv4 address mapped into IPv6 (`::ffff:a.b.c.d`, as a
 * dual-stack socket reports it) is that IPv4 address. Anything else is kept as it came.
 */
export function addressKey(ip: string | undefined): string {
  // Fastify's request.ip is the socket's remote address, which is gone once the client hung up
  // (typed string all the same): such a request is counted, under one name, not thrown on
  if (!ip) return 'unknown';
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  const groups = hextets(bare);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail as its two). */
function hextets(ip: string): number[] | undefined {
  const parts = (s: string) => {
    if (s === '') return [];
    const out: number[] = [];
    for (const p of s.split(':')) {
      if (isIPv4(p)) {
        const [a, b, c, d] = p.split('.').map(Number) as [number, number, number, number];
        out.push((a << 8) | b, (c << 8) | d);
      } else out.push(Number.parseInt(p, 16));
    }
    return out;
  };
  const [head, tail, extra] = ip.split('::');
  if (extra !== undefined) return undefined;
  const h = parts(head!);
  if (tail === undefined) return h.length === 8 ? h : undefined;
  const t = parts(tail);
  const missing = 8 - h.length - t.length;
  return missing < 1 ? undefined : [...h, ...Array<number>(missing).fill(0), ...t];
}

import { BlockList, isIPv6 } from 'node:net';

/**
 * TRUST_PROXY as Fastify's trust function. A number is how many proxies stand in front, `true`
 * one; a string lists the proxies' addresses or ranges (`loopback, 10.0.0.0/8`). In every case the
 * client address is the rightmost X-Forwarded-For entry that no trusted proxy wrote: the one the
 * last trusted proxy appended. Fastify's own `true` means "trust every hop" and takes the LEFTMOST
 * entry, which the client writes itself (a forged header would escape the login lock), and it
 * refuses hop counts outright, hence this function.
 */
export type TrustProxy = boolean | number | string;

export function trustFunction(
  setting: TrustProxy | undefined,
): ((addr: string, hop: number) => boolean) | false {
  if (setting === undefined || setting === false || setting === 0 || setting === '') return false;
  if (setting === true) return (_addr, hop) => hop < 1;
  if (typeof setting === 'number') return (_addr, hop) => hop < setting;
  const trusted = proxyList(setting);
  return (addr) =>
    trusted.check(addr.replace(/^::ffff:/, ''), isIPv6(addr.replace(/^::ffff:/, '')) ? 'ipv6' : 'ipv4');
}

/** `loopback`, addresses and CIDR ranges, comma-separated. */
function proxyList(setting: string): BlockList {
  const list = new BlockList();
  for (const entry of setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** TRUST_PROXY from the environment: `0`/`false` off, `1`/`true` one hop, `N` hops, else addresses. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return raw!.trim();
}

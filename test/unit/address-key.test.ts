import { describe, expect, it } from 'vitest';
import { addressKey } from '../../server/auth/address-key.ts';

describe('addressKey', () => {
  it('counts an IPv6 host as its /64 and a mapped IPv4 address as itself', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
  });

  it('names a request whose client is already gone (no address) rather than throwing', () => {
    // Fastify's request.ip reads the socket's remote address, undefined once the client hung up
    expect(addressKey(undefined)).toBe('unknown');
  });
});

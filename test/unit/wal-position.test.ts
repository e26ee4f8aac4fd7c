import { describe, expect, it } from 'vitest';
import { parseLsn } from '../../server/db/replica-health.ts';

describe('parseLsn', () => {
  it('orders WAL positions as PostgreSQL does, the high half first', () => {
    expect(parseLsn('0/16B3740')).toBe(0x16b3740n);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(parseLsn('FFFFFFFF/FFFFFFFF')).toBe(2n ** 64n - 1n);
  });

  it('reads anything else as no position (a cookie is the browser’s to change)', () => {
    for (const bad of ['', '0', '0/', '/1', '0/1/2', 'G/1', '123456789/0', ' 0/1', undefined, null])
      expect(parseLsn(bad)).toBeUndefined();
  });
});

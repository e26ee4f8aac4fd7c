import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureRandomUuid, uuidV4 } from '../../src/app/random-uuid.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ids over plain HTTP, where crypto.randomUUID is missing', () => {
  it('makes RFC 4122 version 4 ids from random bytes, the version and variant bits set', () => {
    expect(uuidV4((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4((b) => b.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
    const many = Array.from({ length: 1000 }, () => uuidV4());
    for (const id of many) expect(id).toMatch(V4);
    expect(new Set(many).size).toBe(1000);
  });

  it('gives randomUUID to a crypto without it, and leaves one that has it alone', () => {
    const insecure = {
      getRandomValues: (b: Uint8Array<ArrayBuffer>) => webcrypto.getRandomValues(b),
    } as unknown as Crypto;
    ensureRandomUuid(insecure);
    expect(insecure.randomUUID()).toMatch(V4);
    const own = () => '00000000-0000-4000-8000-000000000000' as const;
    const secure = { randomUUID: own, getRandomValues: insecure.getRandomValues } as unknown as Crypto;
    ensureRandomUuid(secure);
    expect(secure.randomUUID).toBe(own);
  });
});

import { describe, expect, it } from 'vitest';
import { signAccess, verifyAccess } from '../../server/auth/tokens.ts';

const SUB = '00000000-0000-4000-8000-000000000001';
const SID = '00000000-0000-4000-8000-000000000002';

describe('verifyAccess remembers a checked signature, never an expiry', () => {
  it('refuses a token it has verified once it has expired', async () => {
    const secret = Buffer.alloc(32, 1);
    const now = Math.floor(Date.now() / 1000);
    const token = await signAccess(secret, { sub: SUB, sid: SID, iat: now, exp: now + 60 });
    expect(await verifyAccess(secret, token)).toMatchObject({ sub: SUB, sid: SID, exp: now + 60 });
    // the second call is answered from memory: still valid a second before the expiry
    expect(await verifyAccess(secret, token, (now + 59) * 1000)).toMatchObject({ sid: SID });
    expect(await verifyAccess(secret, token, (now + 60) * 1000)).toBeUndefined();
  });

  it('keeps what it learnt under one secret to that secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const secret = Buffer.alloc(32, 2);
    const token = await signAccess(secret, { sub: SUB, sid: SID, iat: now, exp: now + 60 });
    expect(await verifyAccess(secret, token)).toMatchObject({ sid: SID });
    expect(await verifyAccess(Buffer.alloc(32, 3), token)).toBeUndefined();
  });
});

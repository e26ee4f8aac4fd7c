import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Role } from '../../domain/roles.ts';
import { directSupplier } from './finance-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer } from './live-fixtures.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

/**
 * Vouchers, claims and purchase orders made at most once per Idempotency-Key, as orders are: a
 * double submit or a retry after a lost answer makes one record (the second send answered 200
 * with it), the key is the member's own and bound to its body.
 */
let t: TestApp;
let customer: string;
let claimOrder: string;
let sup: Awaited<ReturnType<typeof directSupplier>>;
beforeAll(async () => {
  t = await testApp();
  customer = (await anyCustomer(t.db)).id;
  claimOrder = (await orderIn(t.db, { community: COMMUNITY_IDS.kitchen })).id;
  sup = await directSupplier(t);
});
afterAll(() => t.close());

interface Kind {
  path: string;
  as: Role;
  body: (n: number) => Record<string, unknown>;
  count: (n: number) => Promise<number>;
}

const count = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(t.db)).rows[0]!.n;

const KINDS: Record<string, Kind> = {
  voucher: {
    path: '/api/vouchers',
    as: 'customer-hero',
    body: (n) => ({
      customer,
      reason: 'gift',
      amount: 100 + n,
      expirationDate: '2099-12-31',
      communities: [COMMUNITY_IDS.kitchen],
    }),
    count: (n) => count(sql`SELECT count(*)::int AS n FROM vouchers WHERE amount = ${100 + n}`),
  },
  claim: {
    path: '/api/claims',
    as: 'customer-hero',
    body: (n) => ({ ...caseBody(claimOrder), action: 'resend', comment: `once ${n}` }),
    count: (n) => count(sql`SELECT count(*)::int AS n FROM claims WHERE comment = ${`once ${n}`}`),
  },
  'purchase order': {
    path: '/api/purchase-orders',
    as: 'product-manager',
    body: (n) => ({
      supplier: sup.id,
      date: '2026-11-02',
      purchaseOrderItems: [
        { product: sup.products[0]!.id, quantity: 1000 + n, unitPrice: 100, vatPercentage: 13 },
      ],
    }),
    count: (n) =>
      count(sql`SELECT count(*)::int AS n FROM purchase_order_items WHERE quantity = ${1000 + n}`),
  },
};

const send = (k: Kind, key: string, n: number, as: Role = k.as) =>
  t.call('POST', k.path, { as, body: k.body(n), headers: { 'idempotency-key': key } });

describe.each(Object.entries(KINDS))('POST of a %s with an Idempotency-Key', (name, k) => {
  const key = (s: string) => `${name.replace(' ', '-')}-${s}`;

  it('makes one record for two sends of the key, the second answered 200 with it', async () => {
    const first = await send(k, key('twice'), 1);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(k, key('twice'), 1);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await k.count(1)).toBe(1);
  });

  it('makes one record for five sends of the key at once', async () => {
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => send(k, key('race'), 2)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await k.count(2)).toBe(1);
  });

  it('answers 422 naming the key when it comes again with another body, and writes nothing', async () => {
    expect((await send(k, key('other-body'), 3)).statusCode).toBe(201);
    const other = await send(k, key('other-body'), 4);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().fields).toEqual({ 'Idempotency-Key': 'validation.idempotencyKeyReused' });
    expect(await k.count(4)).toBe(0);
  });

  it("is the member's own: another member's same key makes his own record", async () => {
    expect((await send(k, key('mine'), 5)).statusCode).toBe(201);
    const theirs = await send(k, key('mine'), 5, 'admin');
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await k.count(5)).toBe(2);
  });

  it('refuses a malformed key with a 400 naming it, and makes one record per send without a key', async () => {
    const bad = await send(k, 'short', 6);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'Idempotency-Key': 'validation.invalid' });
    for (let i = 0; i < 2; i++) {
      expect((await t.call('POST', k.path, { as: k.as, body: k.body(7) })).statusCode).toBe(201);
    }
    expect(await k.count(7)).toBe(2);
  });
});

describe('one key for two kinds of record', () => {
  it('is a reuse: a claim sent with a voucher key is 422 and not made', async () => {
    expect((await send(KINDS.voucher!, 'shared-key-1', 8)).statusCode).toBe(201);
    const claim = await send(KINDS.claim!, 'shared-key-1', 8);
    expect(claim.statusCode, claim.body).toBe(422);
    expect(await KINDS.claim!.count(8)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const { kitchen, garden } = COMMUNITY_IDS;
const FROM_ORDER = 'service.errors.fromOrder';

/** The four fields a claim or a refund copies from its order, as the order has them. */
async function contextOf(orderId: string) {
  const r = await sql<{
    customer: string | null;
    community: string;
    offer: string | null;
    supplier: string | null;
  }>`
    SELECT customer_id AS customer, community_id AS community, offer_id AS offer, supplier_id AS supplier
    FROM orders WHERE id = ${orderId}`.execute(t.db);
  return r.rows[0]!;
}

/** Values no order has. */
const strangers = () => ({
  customer: randomUUID(),
  community: randomUUID(),
  offer: randomUUID(),
  supplier: randomUUID(),
});
const everyField = { customer: FROM_ORDER, community: FROM_ORDER, offer: FROM_ORDER, supplier: FROM_ORDER };

const cases = [
  { path: '/api/claims', extra: { action: 'resend' } },
  { path: '/api/refunds', extra: { refundAmount: 500, paymentMethod: 'alipay' } },
] as const;

describe.each(cases)("$path: customer, community, offer and supplier are the order's", ({ path, extra }) => {
  it('a create naming other values is refused, each named; the same values, or none, pass', async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const refused = await t.call('POST', path, {
      as: 'admin',
      body: { ...caseBody(order.id), ...extra, ...strangers() },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual(everyField);
    // one field alone is named alone; null is a value too when the order has one
    const own = await contextOf(order.id);
    const oneOff = await t.call('POST', path, {
      as: 'admin',
      body: { ...caseBody(order.id), ...extra, ...own, community: null },
    });
    expect(oneOff.json().fields).toEqual({ community: FROM_ORDER });
    const made = await t.call('POST', path, {
      as: 'admin',
      body: { ...caseBody(order.id), ...extra, ...own },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject(own);
  });

  it("an edit naming other values than the case's is refused and changes nothing", async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const created = await t.call('POST', path, { as: 'admin', body: { ...caseBody(order.id), ...extra } });
    expect(created.statusCode, created.body).toBe(201);
    const before = created.json();
    const own = await contextOf(order.id);
    const refused = await t.call('PUT', `${path}/${before.id}`, {
      as: 'admin',
      body: { order: order.id, comment: 'x', version: before.version, ...strangers(), offer: own.offer },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual({
      customer: FROM_ORDER,
      community: FROM_ORDER,
      supplier: FROM_ORDER,
    });
    const same = await t.call('PUT', `${path}/${before.id}`, {
      as: 'admin',
      body: { order: order.id, comment: 'x', version: before.version, ...own },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ ...own, comment: 'x', version: before.version + 1 });
  });

  it("the case's own order named in capitals is the same order, not a move", async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const created = await t.call('POST', path, { as: 'admin', body: { ...caseBody(order.id), ...extra } });
    expect(created.statusCode, created.body).toBe(201);
    const before = created.json();
    const edited = await t.call('PUT', `${path}/${before.id}`, {
      as: 'admin',
      body: { order: order.id.toUpperCase(), comment: 'y', version: before.version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ order: order.id, comment: 'y' });
  });
});

describe("a claim moved to another order takes that order's values", () => {
  it("the old order's values are refused with the move; the new order's pass", async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const created = await t.call('POST', '/api/claims', {
      as: 'admin',
      body: { ...caseBody(order.id), action: 'resend' },
    });
    const claim = created.json();
    const other = await orderIn(t.db, { community: garden });
    const stale = await t.call('PUT', `/api/claims/${claim.id}`, {
      as: 'admin',
      body: { order: other.id, community: kitchen, version: claim.version },
    });
    expect(stale.statusCode, stale.body).toBe(400);
    expect(stale.json().fields).toEqual({ community: FROM_ORDER });
    const next = await contextOf(other.id);
    const moved = await t.call('PUT', `/api/claims/${claim.id}`, {
      as: 'admin',
      body: { order: other.id, ...next, version: claim.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ...next, community: garden });
  });
});

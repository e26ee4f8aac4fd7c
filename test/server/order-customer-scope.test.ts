import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer, saleBody } from './live-fixtures.ts';

let t: TestApp;
let refs: DailyRefs;
/** a customer of farm only: another community's for the community-manager (kitchen, garden) */
let outsider: string;
/** a customer of kitchen */
let insider: string;
const MANAGER_SCOPE: string[] = [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.garden];

beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
  const inScope = sql`(EXISTS (SELECT 1 FROM jsonb_array_elements(c.wechat_groups) g
      WHERE g->>'community' = ANY(${MANAGER_SCOPE}::text[]))
    OR EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.community_id = ANY(${MANAGER_SCOPE}::uuid[])))`;
  const out = await sql<{ id: string }>`
    SELECT c.id FROM customers c WHERE c.status = 'available' AND NOT ${inScope}
      AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)
    ORDER BY c.id LIMIT 1`.execute(t.db);
  outsider = out.rows[0]!.id;
  const ins = await sql<{ id: string }>`
    SELECT c.id FROM customers c WHERE c.status = 'available' AND ${inScope} ORDER BY c.id LIMIT 1`.execute(
    t.db,
  );
  insider = ins.rows[0]!.id;
});
afterAll(() => t.close());

/**
 * docs/customers.md: another community's customer is not known to exist for a scoped caller. An
 * order or a voucher naming one by id must not attach him (which would also bring him into the
 * caller's reach through that order): 400 on `customer`, as for an unknown id.
 */
describe("another community's customer named in a body", () => {
  it('is 404 to the community-manager to begin with', async () => {
    const r = await t.call('GET', `/api/customers/${outsider}/details`, { as: 'community-manager' });
    expect(r.statusCode).toBe(404);
  });

  it('cannot be the customer of a daily order, created or edited', async () => {
    const made = await t.call('POST', '/api/orders', {
      as: 'community-manager',
      body: dailyBody(refs, { customer: outsider }),
    });
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json().fields).toEqual({ customer: 'order.errors.unknownCustomer' });

    const own = await t.call('POST', '/api/orders', {
      as: 'community-manager',
      body: dailyBody(refs, { customer: insider }),
    });
    expect(own.statusCode, own.body).toBe(201);
    const o = own.json() as OrderView;
    const edit = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'community-manager',
      body: { version: o.version, customer: outsider },
    });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json().fields).toEqual({ customer: 'order.errors.unknownCustomer' });
    // his own order's customer stays his to keep
    const keep = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'community-manager',
      body: { version: o.version, comment: 'ring twice' },
    });
    expect(keep.statusCode, keep.body).toBe(200);
  });

  it('cannot be the customer of a live order, created or edited', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 10, price: 5000 }],
    });
    const body = (customer: string) => saleBody(offer, customer);
    const made = await t.call('POST', '/api/orders', { as: 'community-manager', body: body(outsider) });
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json().fields).toEqual({ customer: 'order.errors.unknownCustomer' });

    const own = await t.call('POST', '/api/orders', { as: 'community-manager', body: body(insider) });
    expect(own.statusCode, own.body).toBe(201);
    const o = own.json() as OrderView;
    const edit = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'community-manager',
      body: { version: o.version, customer: outsider },
    });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json().fields).toEqual({ customer: 'order.errors.unknownCustomer' });
    // the admins reach every customer (a farm offer: the customer stays out of the manager's reach)
    const farm = await makeOffer(t.db, {
      community: COMMUNITY_IDS.farm,
      packs: [{ stock: 10, price: 5000 }],
    });
    const admin = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: saleBody(farm, outsider),
    });
    expect(admin.statusCode, admin.body).toBe(201);
  });

  it('cannot be given a voucher', async () => {
    const r = await t.call('POST', '/api/vouchers', {
      as: 'community-manager',
      body: {
        customer: outsider,
        reason: 'gift',
        amount: 1000,
        expirationDate: '2099-12-31',
        communities: [COMMUNITY_IDS.kitchen],
      },
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().fields).toEqual({ customer: 'voucher.errors.unknownCustomer' });
    expect(
      (await t.call('GET', `/api/customers/${outsider}/details`, { as: 'community-manager' })).statusCode,
    ).toBe(404);
  });
});

describe("a daily order's own customer, discontinued since", () => {
  it('stays its customer: the order is still edited and paid', async () => {
    const made = await t.call('POST', '/api/orders', {
      as: 'community-manager',
      body: dailyBody(refs, { customer: insider }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const o = made.json() as OrderView;
    await sql`UPDATE customers SET status = 'discontinued' WHERE id = ${insider}`.execute(t.db);
    try {
      const paid = await t.call('PUT', `/api/orders/${o.id}`, {
        as: 'community-manager',
        body: { version: o.version, paymentStatus: 'paid' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((paid.json() as OrderView).customer?.id).toBe(insider);
      // a new order still cannot take him
      const again = await t.call('POST', '/api/orders', {
        as: 'community-manager',
        body: dailyBody(refs, { customer: insider }),
      });
      expect(again.statusCode).toBe(400);
    } finally {
      await sql`UPDATE customers SET status = 'available' WHERE id = ${insider}`.execute(t.db);
    }
  });
});

describe('a discontinued customer named by a live order edit', () => {
  it('is refused as on a sale and a daily order; the order keeps its own', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 10, price: 5000 }],
    });
    const made = await t.call('POST', '/api/orders', { as: 'admin', body: saleBody(offer, insider) });
    expect(made.statusCode, made.body).toBe(201);
    const o = made.json() as OrderView;
    const gone = await sql<{ id: string }>`
      SELECT id FROM customers WHERE status = 'available' AND id <> ${insider} ORDER BY id LIMIT 1`.execute(
      t.db,
    );
    const goneId = gone.rows[0]!.id;
    await sql`UPDATE customers SET status = 'discontinued' WHERE id = ${goneId}`.execute(t.db);
    try {
      const edit = await t.call('PUT', `/api/orders/${o.id}`, {
        as: 'admin',
        body: { version: o.version, customer: goneId },
      });
      expect(edit.statusCode, edit.body).toBe(400);
      expect(edit.json().fields).toEqual({ customer: 'order.errors.unknownCustomer' });
      const row = await sql<{
        customer_id: string;
      }>`SELECT customer_id FROM orders WHERE id = ${o.id}`.execute(t.db);
      expect(row.rows[0]!.customer_id).toBe(insider);
    } finally {
      await sql`UPDATE customers SET status = 'available' WHERE id = ${goneId}`.execute(t.db);
    }
  });
});

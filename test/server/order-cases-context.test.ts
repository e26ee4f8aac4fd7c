import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

/**
 * A claim or a refund copies its order's customer, community and supplier (docs/customer-service.md):
 * an order something is about keeps them, else the case names another customer or community
 * than its order (found in the wrong community's lists, the wrong customer's claims tab).
 */
let t: TestApp;
let refs: DailyRefs;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
});
afterAll(() => t.close());

const { kitchen, garden } = COMMUNITY_IDS;
const HAS_CASES = 'order.errors.hasServiceCases';

async function paidDaily(): Promise<OrderView> {
  const c = await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(refs) });
  expect(c.statusCode, c.body).toBe(201);
  const o = c.json() as OrderView;
  const paid = await t.call('PUT', `/api/orders/${o.id}`, {
    as: 'admin',
    body: { paymentStatus: 'paid', version: o.version },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json();
}

async function aCustomer(not: string | null = null): Promise<string> {
  const r = await sql<{ id: string }>`
    SELECT id FROM customers WHERE status <> 'discontinued' AND id IS DISTINCT FROM ${not}::uuid
    ORDER BY id LIMIT 1`.execute(t.db);
  return r.rows[0]!.id;
}

const put = (o: OrderView, body: Record<string, unknown>) =>
  t.call('PUT', `/api/orders/${o.id}`, { as: 'admin', body: { ...body, version: o.version } });

const claimOn = async (order: string) => {
  const r = await t.call('POST', '/api/claims', {
    as: 'admin',
    body: { ...caseBody(order), action: 'resend' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { id: string; community: string; customer: string | null };
};

describe('an order with claims or refunds keeps the customer, community and supplier they copied', () => {
  it('a daily order with a claim: another community, customer or supplier is refused, each named', async () => {
    const o = await paidDaily();
    const claim = await claimOn(o.id);
    const otherSupplier = await sql<{ id: string }>`
      SELECT id FROM suppliers WHERE id <> ${refs.supplier} ORDER BY id LIMIT 1`.execute(t.db);
    for (const [field, value] of [
      ['community', garden],
      ['customer', await aCustomer()],
      ['supplier', otherSupplier.rows[0]!.id],
    ] as const) {
      const r = await put(o, { [field]: value });
      expect(r.statusCode, `${field}: ${r.body}`).toBe(400);
      expect(r.json().fields).toEqual({ [field]: HAS_CASES });
    }
    const row = await sql<{ community_id: string; customer_id: string | null; version: number }>`
      SELECT community_id, customer_id, version FROM orders WHERE id = ${o.id}`.execute(t.db);
    expect(row.rows[0]).toMatchObject({ community_id: kitchen, customer_id: null, version: o.version });
    expect(claim.community).toBe(kitchen);
    // the same values sent back, and other fields, still save
    const same = await put(o, { community: kitchen, supplier: refs.supplier, comment: 'called' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('a live order with a claim keeps its customer', async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const claim = await claimOn(order.id);
    const cur = (await t.call('GET', `/api/orders/${order.id}/details`, { as: 'admin' })).json() as OrderView;
    const r = await put(cur, { customer: await aCustomer(claim.customer) });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().fields).toEqual({ customer: HAS_CASES });
    const row = await sql<{
      customer_id: string;
    }>`SELECT customer_id FROM orders WHERE id = ${order.id}`.execute(t.db);
    expect(row.rows[0]!.customer_id).toBe(claim.customer);
  });

  it('a refused refund still ties the order (paid again) to its community', async () => {
    const o = await paidDaily();
    const made = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: { ...caseBody(o.id), refundAmount: 1000, paymentMethod: 'alipay' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const refused = await t.call('PUT', `/api/refunds/${made.json().id}`, {
      as: 'admin',
      body: { status: 'refused', version: made.json().version },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const cur = (await t.call('GET', `/api/orders/${o.id}/details`, { as: 'admin' })).json() as OrderView;
    expect(cur.paymentStatus).toBe('paid');
    const r = await put(cur, { community: garden });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().fields).toEqual({ community: HAS_CASES });
  });

  it('an order nothing is about still moves', async () => {
    const o = await paidDaily();
    const r = await put(o, { community: garden });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().community).toBe(garden);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';

let t: TestApp;
let customer: { id: string; name: string };
let area: string;
beforeAll(async () => {
  t = await testApp();
  customer = await anyCustomer(t.db);
  const r = await sql<{ id: string }>`SELECT id FROM delivery_areas ORDER BY name LIMIT 1`.execute(t.db);
  area = r.rows[0]!.id;
});
afterAll(() => t.close());

const partial = (o: Record<string, unknown>) => ({
  type: 'temporary',
  city: 'Shanghai',
  area: null,
  detailedAddress: '',
  phone: '',
  contact: '',
  zipCode: '',
  comment: '',
  needSave: false,
  ...o,
});

const stored = async (id: string) =>
  (
    await sql<{
      a: OrderView['customerAddress'];
    }>`SELECT customer_address AS a FROM orders WHERE id = ${id}`.execute(t.db)
  ).rows[0]!.a;

/**
 * A live order's address is typed a part at a time (docs/live-page.md): the grid saves each part
 * as it is typed, so the server keeps a partial address rather than refusing it or losing it.
 */
describe('a live order keeps a partial address', () => {
  it('is sold with an address and a phone but no area yet', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 6000 }],
    });
    const r = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: saleBody(offer, customer.id, {
        customerAddress: partial({ detailedAddress: '12 Julu Road', phone: '13911112222' }),
      }),
    });
    expect(r.statusCode, r.body).toBe(201);
    const order = r.json() as OrderView;
    expect(order.customerAddress).toMatchObject({
      area: null,
      detailedAddress: '12 Julu Road',
      phone: '13911112222',
    });
    expect(await stored(order.id)).toMatchObject({ detailedAddress: '12 Julu Road', phone: '13911112222' });
  });

  it('takes an address, then a phone, then an area alone, each saved as typed', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 6000 }],
    });
    const made = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: saleBody(offer, customer.id),
    });
    let order = made.json() as OrderView;
    expect(order.customerAddress).toBeNull();
    const put = async (address: Record<string, unknown>) => {
      const r = await t.call('PUT', `/api/orders/${order.id}`, {
        as: 'customer-hero',
        body: { version: order.version, customerAddress: partial(address) },
      });
      expect(r.statusCode, r.body).toBe(200);
      order = r.json() as OrderView;
      return order;
    };
    await put({ detailedAddress: '8 Wulumuqi Road' });
    expect(await stored(order.id)).toMatchObject({ detailedAddress: '8 Wulumuqi Road', area: null });
    await put({ detailedAddress: '8 Wulumuqi Road', phone: '13800001111' });
    expect(await stored(order.id)).toMatchObject({
      detailedAddress: '8 Wulumuqi Road',
      phone: '13800001111',
    });

    // an area alone, on another order
    const other = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: saleBody(offer, customer.id),
    });
    order = other.json() as OrderView;
    await put({ area });
    expect(await stored(order.id)).toMatchObject({ area, detailedAddress: '' });
  });

  it('never keeps an incomplete address on the customer, even asked to', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 6000 }],
    });
    const before = await sql<{ n: number }>`
      SELECT jsonb_array_length(addresses)::int AS n FROM customers WHERE id = ${customer.id}`.execute(t.db);
    const r = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: saleBody(offer, customer.id, {
        customerAddress: partial({ phone: '13700000000', needSave: true }),
      }),
    });
    expect(r.statusCode, r.body).toBe(201);
    const after = await sql<{ n: number }>`
      SELECT jsonb_array_length(addresses)::int AS n FROM customers WHERE id = ${customer.id}`.execute(t.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses an area that does not exist, on a sale and on an edit, naming it as a daily order does', async () => {
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 5, price: 6000 }],
    });
    const ghost = partial({
      area: '00000000-0000-4000-8000-0000000000a9',
      detailedAddress: '1 Nowhere Road',
    });
    const refusal = {
      error: 'bad_request',
      message: 'errors.validation',
      fields: { 'customerAddress.area': 'validation.unknownArea' },
    };
    const sale = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: saleBody(offer, customer.id, { customerAddress: ghost }),
    });
    expect(sale.statusCode, sale.body).toBe(400);
    expect(sale.json()).toEqual(refusal);
    const made = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: saleBody(offer, customer.id, { customerAddress: partial({ area }) }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json() as OrderView;
    const edit = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: order.version, customerAddress: ghost },
    });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json()).toEqual(refusal);
    expect((await stored(order.id))?.area).toBe(area);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer, saleBody } from './live-fixtures.ts';

/**
 * An edit that leaves the order's lines alone (a comment, a tracking number, marking it paid)
 * leaves the amount it was asked as it was: the specials it earned at its sale are not judged again
 * against what became of the customer's other orders since.
 */
let t: TestApp;
let offer: { id: string; packs: string[] };
beforeAll(async () => {
  t = await testApp();
  offer = await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 50, price: 3000 }] });
  const block = {
    bourses: [],
    zikoSpecials: [
      {
        id: randomUUID(),
        conditionType: 'first_order',
        conditionValue: null,
        conditionPack: null,
        gift: { type: 'free_delivery', pack: null, singleItem: null, custom: null },
      },
    ],
    lotteryEnable: false,
    lottery: null,
  };
  await sql`UPDATE offers SET wechat_group = ${JSON.stringify(block)}::jsonb WHERE id = ${offer.id}`.execute(
    t.db,
  );
});
afterAll(() => t.close());

async function newCustomer(name: string): Promise<string> {
  const r = await t.call('POST', '/api/customers', { as: 'admin', body: { name } });
  expect(r.statusCode).toBe(201);
  return r.json().id;
}

async function sale(customer: string): Promise<OrderView> {
  const r = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: saleBody(offer, customer, { deliverySelection: 'manual', deliveryFee: 1500 }),
  });
  expect(r.statusCode).toBe(201);
  return r.json();
}

describe('an edit that leaves the lines alone', () => {
  it('keeps the amount of an order whose earlier order was cancelled since', async () => {
    const customer = await newCustomer('Neutral Edit Nie');
    const first = await sale(customer);
    expect(first.deliveryFee).toBe(0);
    const second = await sale(customer);
    expect(second).toMatchObject({ deliveryFee: 1500, totalAmount: 4500, gifts: [] });
    const paid = await t.call('PUT', `/api/orders/${second.id}`, {
      as: 'admin',
      body: { version: second.version, paymentStatus: 'paid' },
    });
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid', totalAmount: 4500 });
    const cancel = await t.call('PUT', `/api/orders/${first.id}`, {
      as: 'admin',
      body: { version: first.version, status: 'discontinued' },
    });
    expect(cancel.statusCode).toBe(200);

    const noted = await t.call('PUT', `/api/orders/${second.id}`, {
      as: 'admin',
      body: { version: paid.json().version, comment: 'leave at the door', deliveryTrackingID: 'SF42' },
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toMatchObject({
      comment: 'leave at the door',
      deliveryFee: 1500,
      totalAmount: 4500,
      actualAmount: 4500,
      gifts: [],
    });
  });

  it('marks paid the amount the customer was asked', async () => {
    const customer = await newCustomer('Neutral Edit Ning');
    const first = await sale(customer);
    const second = await sale(customer);
    expect(second.totalAmount).toBe(4500);
    await t.call('PUT', `/api/orders/${first.id}`, {
      as: 'admin',
      body: { version: first.version, status: 'discontinued' },
    });
    const paid = await t.call('PUT', `/api/orders/${second.id}`, {
      as: 'customer-hero',
      body: { version: second.version, paymentStatus: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid', totalAmount: 4500, deliveryFee: 1500 });
  });

  it("keeps a paid order's amount when its address is corrected", async () => {
    const customer = await newCustomer('Neutral Edit Niu');
    const first = await sale(customer);
    const second = await sale(customer);
    const paid = await t.call('PUT', `/api/orders/${second.id}`, {
      as: 'admin',
      body: { version: second.version, paymentStatus: 'paid' },
    });
    await t.call('PUT', `/api/orders/${first.id}`, {
      as: 'admin',
      body: { version: first.version, status: 'discontinued' },
    });
    const moved = await t.call('PUT', `/api/orders/${second.id}`, {
      as: 'admin',
      body: {
        version: paid.json().version,
        customerAddress: { type: 'temporary', city: 'Shanghai', detailedAddress: 'Gate 2, Wulumuqi Rd 12' },
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      deliveryFee: 1500,
      totalAmount: 4500,
      actualAmount: 4500,
      gifts: [],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';

/**
 * Delivered is final: the tracking number and delivery date of a delivered order no longer change,
 * whichever edit asks (the tracking edit, the lists' cells, or the order's own edit the live grid
 * and the daily form save through).
 */
let t: TestApp;
let offer: { id: string; packs: string[] };
let customer: { id: string };
beforeAll(async () => {
  t = await testApp();
  offer = await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 20, price: 2000 }] });
  customer = await anyCustomer(t.db);
});
afterAll(() => t.close());

async function deliveredOrder(): Promise<OrderView> {
  const sale = await t.call('POST', '/api/orders', { as: 'admin', body: saleBody(offer, customer.id) });
  expect(sale.statusCode).toBe(201);
  const r = await t.call('PUT', `/api/orders/${sale.json().id}/tracking`, {
    as: 'logistic',
    body: {
      version: sale.json().version,
      trackingStatus: 'delivered',
      deliveryTrackingID: 'SF100',
      deliveryDate: '2026-12-02',
    },
  });
  expect(r.statusCode).toBe(200);
  return r.json();
}

describe('a delivered order', () => {
  it("keeps its tracking number and delivery date against the order's own edit (409 naming each)", async () => {
    const o = await deliveredOrder();
    const r = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: { version: o.version, deliveryTrackingID: 'SF999', deliveryDate: '2026-12-09' },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().fields).toEqual({
      deliveryTrackingID: 'order.errors.deliveredReadOnly',
      deliveryDate: 'order.errors.deliveredReadOnly',
    });
    const same = (await t.call('GET', `/api/orders/${o.id}/details`, { as: 'admin' })).json();
    expect(same).toMatchObject({
      deliveryTrackingID: 'SF100',
      deliveryDate: '2026-12-02',
      version: o.version,
    });
  });

  it('still takes its other edits, and the same values sent back', async () => {
    const o = await deliveredOrder();
    const r = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'customer-hero',
      body: {
        version: o.version,
        comment: 'left with the guard',
        deliveryTrackingID: 'SF100',
        deliveryDate: '2026-12-02',
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ comment: 'left with the guard', deliveryTrackingID: 'SF100' });
  });
});

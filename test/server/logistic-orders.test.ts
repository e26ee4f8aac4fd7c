import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/actions.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { ROUTES } from '../../domain/routes.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer } from './live-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('logistic ships orders, it does not sell (docs/permissions.md)', () => {
  it('the action table agrees with the screens: order editors are the daily-order editors plus none of logistic', () => {
    expect(can('logistic', 'order.edit')).toBe(false);
    expect(can('logistic', 'order.tracking')).toBe(true);
    const dailyEditors = ROUTES.find((r) => r.path === '/daily-orders/create')!.roles;
    expect(dailyEditors).not.toContain('logistic');
  });

  it('logistic may not create an order nor mark one paid, and still moves its tracking', async () => {
    const customer = await anyCustomer(t.db);
    // kitchen: one of the demo logistic's communities
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 10, price: 900 }],
    });
    const body = {
      offer: offer.id,
      channel: 'wechat_group',
      customer: customer.id,
      packs: [{ id: offer.packs[0]!, quantity: 1 }],
    };
    const create = await t.call('POST', '/api/orders', { as: 'logistic', body });
    expect(create.statusCode).toBe(403);
    const made = await t.call('POST', '/api/orders', { as: 'customer-hero', body });
    expect(made.statusCode).toBe(201);
    const order = made.json() as { id: string; version: number };
    const pay = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'logistic',
      body: { version: order.version, paymentStatus: 'paid' },
    });
    expect(pay.statusCode).toBe(403);
    const stored = await sql<{ payment_status: string }>`
      SELECT payment_status FROM orders WHERE id = ${order.id}`.execute(t.db);
    expect(stored.rows[0]!.payment_status).toBe('pending');
    const ship = await t.call('PUT', `/api/orders/${order.id}/tracking`, {
      as: 'logistic',
      // the refused payment left the order as it was made
      body: { version: order.version, trackingStatus: 'delivered', deliveryTrackingID: 'SF42' },
    });
    expect(ship.statusCode).toBe(200);
    // nor create a customer, which happens while selling
    expect(
      (await t.call('POST', '/api/customers', { as: 'logistic', body: { name: 'Nope' } })).statusCode,
    ).toBe(403);
  });
});

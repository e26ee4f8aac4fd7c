import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers.ts';

/**
 * The reorder rate compares an offer's orders with its ghost's (the previous offer it follows):
 * both counts are of the orders that count (available, neither cancelled nor refunded), so the
 * ghost's figure is the order number its own analytics show.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe("an offer's ghost stats", () => {
  it("count the ghost's orders as the ghost's analytics do: its refunded orders left out", async () => {
    const r = await sql<{ id: string }>`
      SELECT o.id FROM offers o WHERE EXISTS (SELECT 1 FROM orders x WHERE x.offer_id = o.id
        AND x.status = 'available' AND x.payment_status = 'rfd')
      ORDER BY o.offer_id LIMIT 1`.execute(t.db);
    const ghost = r.rows[0]!.id;
    const draft = await t.call('GET', `/api/offers/${ghost}/duplicate`, { as: 'admin' });
    expect(draft.json().ghostID).toBe(ghost);
    const start = Math.ceil(Date.now() / DAY) * DAY + 2 * DAY;
    const made = await t.call('POST', '/api/offers', {
      as: 'admin',
      body: {
        ...(draft.json() as Record<string, unknown>),
        internalName: 'Follows its ghost',
        startingDate: new Date(start).toISOString(),
        endingDate: new Date(start + DAY).toISOString(),
        deliveryDates: [new Date(start + 2 * DAY).toISOString().slice(0, 10)],
      },
    });
    expect(made.statusCode, made.body).toBe(201);

    const own = (await t.call('GET', `/api/offers/${ghost}/analytics`, { as: 'admin' })).json();
    const follower = (await t.call('GET', `/api/offers/${made.json().id}/analytics`, { as: 'admin' })).json();
    expect(follower.ghostStats.orderNumber).toBe(own.orderNumber);
  });
});

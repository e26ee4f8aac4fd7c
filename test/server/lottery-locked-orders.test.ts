import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';
import { untilWaitingForLock } from './lock-waits.ts';
import { firstDraw } from './lottery-fixtures.ts';

/**
 * A lottery slot is the draw's: it leaves a cancelled winner, but a locked order's amounts stay
 * as they were, and a locked order never takes a slot, even one cancelled while the slot was given.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const stored = async (id: string) =>
  (
    await sql<{ fee: number; total: number; actual: number; gifts: unknown[] }>`
      SELECT delivery_fee::int AS fee, total_amount::int AS total, actual_amount::int AS actual, gifts
      FROM orders WHERE id = ${id}`.execute(t.db)
  ).rows[0]!;

async function offerWithSlot(gift: Record<string, unknown>) {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 20, price: 10000 }],
  });
  const drawId = await firstDraw(t.db, offer.id, [{ ...gift, winnerNumber: 1 }]);
  const order = async () => {
    const r = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: {
        offer: offer.id,
        channel: 'wechat_group',
        customerDaily: { customerName: 'Lucky' },
        packs: [{ id: offer.packs[0]!, quantity: 1 }],
        deliverySelection: 'manual',
        deliveryFee: 1000,
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as OrderView;
  };
  const assign = (orderID: number | null, currentOrderID: number | null) =>
    t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
      as: 'admin',
      body: { winnerNumber: 1, orderID, currentOrderID },
    });
  return { order, assign };
}

it('a free-delivery slot leaving a cancelled pending winner charges it no fee', async () => {
  const { order, assign } = await offerWithSlot({ type: 'free_delivery' });
  const a = await order();
  const b = await order();
  expect((await assign(a.orderID, null)).statusCode).toBe(200);
  const won = (await t.call('GET', `/api/orders/${a.id}/details`, { as: 'admin' })).json() as OrderView;
  const cancel = await t.call('PUT', `/api/orders/${a.id}`, {
    as: 'admin',
    body: { version: won.version, status: 'discontinued' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const cancelled = await stored(a.id);
  expect([cancelled.fee, cancelled.total, cancelled.actual]).toEqual([0, 0, 0]);
  const moved = await assign(b.orderID, a.orderID);
  expect(moved.statusCode, moved.body).toBe(200);
  const after = await stored(a.id);
  expect([after.fee, after.total, after.actual, after.gifts]).toEqual([0, 0, 0, []]);
  expect((await stored(b.id)).fee).toBe(0);
});

it('a slot given while its order is being cancelled waits for the cancel and is refused', async () => {
  const { order, assign } = await offerWithSlot({ type: 'discount', discountAmount: 1000 });
  const a = await order();
  // the cancel as the order's edit writes it: the order row locked, then its lines and fee cleared
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  try {
    await c.query('BEGIN');
    await c.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [a.id]);
    await c.query(
      `UPDATE orders SET status = 'discontinued', packs = '[]', single_items = '[]', delivery_fee = 0,
        ticket_amount = 0, total_amount = 0, actual_amount = 0, version = version + 1 WHERE id = $1`,
      [a.id],
    );
    const given = assign(a.orderID, null);
    await untilWaitingForLock(t.db);
    await c.query('COMMIT');
    const r = await given;
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().fields).toEqual({ orderID: 'order.errors.locked' });
  } finally {
    await c.end();
  }
  const after = await stored(a.id);
  expect([after.total, after.actual, after.gifts]).toEqual([0, 0, []]);
});

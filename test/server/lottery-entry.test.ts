import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { lotteryOffer } from './lottery-fixtures.ts';

/**
 * The lottery's condition says which orders take part (spend at least, buy at least, any order):
 * a winner slot goes only to an order that entered, never to one below the condition, nor to an
 * order whose lines were all taken off.
 */
let t: TestApp;
let offer: { id: string; packs: string[] };
let drawId: string;
beforeAll(async () => {
  t = await testApp();
  const gifts = [1, 2].map((winnerNumber) => ({
    type: 'custom',
    custom: { en: 'Apron', zh: '围裙' },
    winnerNumber,
  }));
  ({ offer, drawId } = await lotteryOffer(t.db, 15000, gifts));
});
afterAll(() => t.close());

async function order(quantity: number): Promise<OrderView> {
  const r = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Lottery Lu' },
      packs: [{ id: offer.packs[0]!, quantity }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

const assign = (winnerNumber: number, orderID: number) =>
  t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
    as: 'admin',
    body: { winnerNumber, orderID, currentOrderID: null },
  });

describe('a lottery winner', () => {
  it('is an order that entered: one below the spend condition is a 400 naming orderID, no gift given', async () => {
    const small = await order(1);
    const r = await assign(1, small.orderID);
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ orderID: 'lottery.errors.notEntered' });
    const held = await sql<{ gifts: unknown[] }>`SELECT gifts FROM orders WHERE id = ${small.id}`.execute(
      t.db,
    );
    expect(held.rows[0]!.gifts).toEqual([]);

    const big = await order(2);
    const ok = await assign(1, big.orderID);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is not an order whose lines were all taken off', async () => {
    const o = await order(2);
    const emptied = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, packs: [{ id: offer.packs[0]!, quantity: 0 }] },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const r = await assign(2, o.orderID);
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ orderID: 'lottery.errors.notEntered' });
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';

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
  offer = await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 20, price: 10000 }] });
  const block = {
    bourses: [],
    zikoSpecials: [],
    lotteryEnable: true,
    lottery: {
      conditionType: 'spend',
      conditionValue: 15000,
      extraConditionType: 'none',
      extraConditionValue: null,
    },
  };
  await sql`UPDATE offers SET wechat_group = ${JSON.stringify(block)}::jsonb WHERE id = ${offer.id}`.execute(
    t.db,
  );
  drawId = randomUUID();
  const gifts = [1, 2].map((winnerNumber) => ({
    type: 'custom',
    custom: { en: 'Apron', zh: '围裙' },
    winnerNumber,
  }));
  await sql`INSERT INTO lottery_draws (id, offer_id, channel, draw_number, condition_type, condition_value, gifts)
    VALUES (${drawId}, ${offer.id}, 'wechat_group', 1, 'number_of_order', 1, ${JSON.stringify(gifts)}::jsonb)`.execute(
    t.db,
  );
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

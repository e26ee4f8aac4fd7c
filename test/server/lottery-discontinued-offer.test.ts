import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { lotteryOffer } from './lottery-fixtures.ts';

/**
 * A pending order of a discontinued offer takes no more edits, only its cancel: a lottery slot
 * given to it, or taken from it, changes its gifts (and a discount its amount) as an edit would.
 */
let t: TestApp;
let offer: { id: string; packs: string[] };
let drawId: string;
beforeAll(async () => {
  t = await testApp();
  const gifts = [
    { type: 'discount', discountAmount: 1000, winnerNumber: 1 },
    { type: 'custom', custom: { en: 'Apron', zh: '围裙' }, winnerNumber: 2 },
  ];
  ({ offer, drawId } = await lotteryOffer(t.db, 5000, gifts));
});
afterAll(() => t.close());

async function order(): Promise<OrderView> {
  const r = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Lottery Lu' },
      packs: [{ id: offer.packs[0]!, quantity: 1 }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

const assign = (winnerNumber: number, orderID: number | null, currentOrderID: number | null) =>
  t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
    as: 'admin',
    body: { winnerNumber, orderID, currentOrderID },
  });

const held = async (id: string) =>
  (
    await sql<{ gifts: unknown[]; total_amount: number; version: number }>`
      SELECT gifts, total_amount, version FROM orders WHERE id = ${id}`.execute(t.db)
  ).rows[0]!;

describe('a lottery slot and a pending order of a discontinued offer', () => {
  it('is not given to it nor taken from it: 409 offerDiscontinuedEdit, the order as it was', async () => {
    const holder = await order();
    const ok = await assign(2, holder.orderID, null);
    expect(ok.statusCode, ok.body).toBe(200);
    const pending = await order();
    await sql`UPDATE offers SET status = 'discontinued' WHERE id = ${offer.id}`.execute(t.db);
    const before = await held(pending.id);

    const given = await assign(1, pending.orderID, null);
    expect(given.statusCode, given.body).toBe(409);
    expect(given.json().message).toBe('order.errors.offerDiscontinuedEdit');
    expect(await held(pending.id)).toEqual(before);

    const holderBefore = await held(holder.id);
    const taken = await assign(2, null, holder.orderID);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().message).toBe('order.errors.offerDiscontinuedEdit');
    expect(await held(holder.id)).toEqual(holderBefore);
  });
});

import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { untilWaitingForLock } from './lock-waits.ts';
import { lotteryOffer } from './lottery-fixtures.ts';

/**
 * A winner slot given while the order's edit is being written: the slot waits for the order, then
 * judges the lottery's condition on the order as the edit left it, not as it was read before.
 */
let t: TestApp;
let offer: { id: string; packs: string[] };
let drawId: string;
beforeAll(async () => {
  t = await testApp();
  // spend at least 150 yuan; the pack costs 100
  ({ offer, drawId } = await lotteryOffer(t.db, 15000, [
    { type: 'custom', custom: { en: 'Apron', zh: '围裙' }, winnerNumber: 1 },
  ]));
});
afterAll(() => t.close());

it('an order edited below the condition while its slot is given is refused as not entered, no gift given', async () => {
  const r = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Edited Lu' },
      packs: [{ id: offer.packs[0]!, quantity: 2 }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  const order = r.json() as OrderView;
  // the edit to one pack, as an order edit writes it, held open on its own connection
  const edit = new pg.Client({ connectionString: t.url });
  await edit.connect();
  try {
    await edit.query('BEGIN');
    await edit.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order.id]);
    const given = t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
      as: 'admin',
      body: { winnerNumber: 1, orderID: order.orderID, currentOrderID: null },
    });
    await untilWaitingForLock(t.db);
    await edit.query(
      `UPDATE orders SET packs = jsonb_set(packs, '{0,quantity}', '1'), ticket_amount = 10000,
        version = version + 1 WHERE id = $1`,
      [order.id],
    );
    await edit.query('COMMIT');
    const answer = await given;
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().fields).toEqual({ orderID: 'lottery.errors.notEntered' });
    const after = (
      await sql<{ gifts: unknown[] }>`SELECT gifts FROM orders WHERE id = ${order.id}`.execute(t.db)
    ).rows[0]!;
    expect(after.gifts).toEqual([]);
    const held =
      await sql`SELECT 1 FROM lottery_winners WHERE draw_id = ${drawId} AND order_id IS NOT NULL`.execute(
        t.db,
      );
    expect(held.rows).toEqual([]);
  } finally {
    await edit.end();
  }
});

import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { untilWaitingForLock } from './lock-waits.ts';
import { lotteryOffer } from './lottery-fixtures.ts';

let t: TestApp;
let offer: { id: string; packs: string[] };
let drawId: string;
beforeAll(async () => {
  t = await testApp();
  ({ offer, drawId } = await lotteryOffer(t.db, 5000, [
    { type: 'discount', discountAmount: 1000, winnerNumber: 1 },
  ]));
});
afterAll(() => t.close());

/** The discontinue as it runs (server/offers/lifecycle.ts): lines and offer locked, status written. */
async function discontinuing(offerId: string) {
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  await c.query('BEGIN');
  await c.query('SELECT id FROM offer_lines WHERE offer_id = $1 ORDER BY id FOR UPDATE', [offerId]);
  await c.query('SELECT id FROM offers WHERE id = $1 FOR UPDATE', [offerId]);
  await c.query(`UPDATE offers SET status = 'discontinued', version = version + 1 WHERE id = $1`, [offerId]);
  return c;
}

it('a lottery slot given while the offer is being discontinued waits for it, then is refused as frozen', async () => {
  const r = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Racing Lu' },
      packs: [{ id: offer.packs[0]!, quantity: 1 }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  const order = r.json() as OrderView;
  const holder = await discontinuing(offer.id);
  try {
    const given = t.call('POST', `/api/lottery-draws/${drawId}/assign`, {
      as: 'admin',
      body: { winnerNumber: 1, orderID: order.orderID, currentOrderID: null },
    });
    await untilWaitingForLock(t.db);
    await holder.query('COMMIT');
    const answer = await given;
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe('order.errors.offerDiscontinuedEdit');
    const after = (
      await sql<{
        gifts: unknown[];
        version: number;
      }>`SELECT gifts, version FROM orders WHERE id = ${order.id}`.execute(t.db)
    ).rows[0]!;
    expect(after).toEqual({ gifts: [], version: order.version });
  } finally {
    await holder.end();
  }
});

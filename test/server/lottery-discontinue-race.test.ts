import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderView } from '../../domain/live-views.ts';
import { discontinuing } from './discontinuing.ts';
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
  const holder = await discontinuing(t, offer.id);
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

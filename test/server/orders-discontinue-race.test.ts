import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { discontinuing } from './discontinuing.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';
import { untilWaitingForLock } from './lock-waits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function pendingOrder() {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 10, price: 5000 }],
  });
  const r = await t.call('POST', '/api/orders', {
    as: 'customer-hero',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Racing edit' },
      packs: [{ id: offer.packs[0]!, quantity: 1 }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return { offer, order: r.json() as OrderView };
}

it.each([
  [
    'an edit',
    (o: OrderView) => ({ url: `/api/orders/${o.id}`, body: { comment: 'late', version: o.version } }),
  ],
  [
    'a tracking edit',
    (o: OrderView) => ({
      url: `/api/orders/${o.id}/tracking`,
      body: { deliveryTrackingID: 'SF1', version: o.version },
    }),
  ],
])('%s racing with the discontinue of its offer waits for it, then is refused as frozen', async (_, call) => {
  const { offer, order } = await pendingOrder();
  const holder = await discontinuing(t, offer.id);
  try {
    const { url, body } = call(order);
    const edit = t.call('PUT', url, { as: 'admin', body });
    await untilWaitingForLock(t.db);
    await holder.query('COMMIT');
    const r = await edit;
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe('order.errors.offerDiscontinuedEdit');
    const after = await t.db
      .selectFrom('orders')
      .select(['version', 'comment', 'delivery_tracking_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ version: order.version, comment: '', delivery_tracking_id: '' });
  } finally {
    await holder.end();
  }
});

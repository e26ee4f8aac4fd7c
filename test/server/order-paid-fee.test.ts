import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';
import { someArea } from './offer-documents-fixtures.ts';

/**
 * A paid order keeps the delivery fee it was paid with (docs/orders.md, "A paid amount does not
 * move"): a fee typed on it is refused on its field, and an edit of its lines does not draw the fee
 * again from the offer's rules, which may have changed since it was paid.
 */
let t: TestApp;
let refs: DailyRefs;
let area: string;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
  area = (await someArea(t.db)).id;
});
afterAll(() => t.close());

const setFee = (offerId: string, fee: number) =>
  sql`UPDATE offers SET fees = ${JSON.stringify([{ area, rules: [{ type: 'flat', fee }] }])}::jsonb
    WHERE id = ${offerId}`.execute(t.db);

const put = (o: OrderView, body: Record<string, unknown>) =>
  t.call('PUT', `/api/orders/${o.id}`, { as: 'admin', body: { version: o.version, ...body } });

/** A live order at the offer's fee (flat 10 yuan for its area), marked paid unless told. */
async function liveOrder(paid = true) {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 20, price: 10000 }],
  });
  await setFee(offer.id, 1000);
  const made = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Fee' },
      customerAddress: {
        type: 'home',
        city: 'Shanghai',
        area,
        detailedAddress: 'Fee 路 8 号',
        phone: '13800000000',
      },
      packs: [{ id: offer.packs[0]!, quantity: 1 }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const o = made.json() as OrderView;
  expect([o.deliverySelection, o.deliveryFee]).toEqual(['auto', 1000]);
  if (!paid) return { offer, o };
  const r = await put(o, { paymentStatus: 'paid' });
  expect(r.statusCode, r.body).toBe(200);
  return { offer, o: r.json() as OrderView };
}

describe('the delivery fee of a paid live order', () => {
  it('is not typed over: 409 order.errors.feePaid on the field sent, nothing written', async () => {
    const { o } = await liveOrder();
    for (const body of [{ deliveryFee: 0, deliverySelection: 'manual' }, { deliverySelection: 'manual' }]) {
      const r = await put(o, body);
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toBe('order.errors.feePaid');
      expect(Object.values(r.json().fields)).toEqual(Object.keys(body).map(() => 'order.errors.feePaid'));
    }
    // the same fee sent again (a form sends all it shows) is no change
    expect((await put(o, { deliveryFee: 1000, comment: 'ring twice' })).statusCode).toBe(200);
  });

  it("stays the one paid when its lines are edited after the offer's fee changed", async () => {
    const { offer, o } = await liveOrder();
    await setFee(offer.id, 2500);
    const r = await put(o, { packs: [{ id: o.packs[0]!.lineId, quantity: 2 }] });
    expect(r.statusCode, r.body).toBe(200);
    const after = r.json() as OrderView;
    expect(after.deliveryFee).toBe(1000);
    expect(after.totalAmount).toBe(2 * 10000 + 1000);
  });

  it('still follows the rules while the order is to be paid', async () => {
    const { offer, o } = await liveOrder(false);
    await setFee(offer.id, 2500);
    const r = await put(o, { packs: [{ id: o.packs[0]!.lineId, quantity: 2 }] });
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as OrderView).deliveryFee).toBe(2500);
    expect(
      (await put(r.json() as OrderView, { deliveryFee: 0, deliverySelection: 'manual' })).statusCode,
    ).toBe(200);
  });
});

describe('the delivery fee of a paid daily order', () => {
  it('is refused on deliveryFee once paid, and taken while pending', async () => {
    const made = await t.call('POST', '/api/orders', {
      as: 'admin',
      body: dailyBody(refs, { deliveryFee: 800 }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const pending = made.json() as OrderView;
    const typed = await put(pending, { deliveryFee: 900 });
    expect(typed.statusCode, typed.body).toBe(200);
    const paid = await put(typed.json() as OrderView, { paymentStatus: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    const p = paid.json() as OrderView;
    const r = await put(p, { deliveryFee: 0 });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json()).toMatchObject({
      message: 'order.errors.feePaid',
      fields: { deliveryFee: 'order.errors.feePaid' },
    });
    const now = (await t.call('GET', `/api/orders/${p.id}/details`, { as: 'admin' })).json() as OrderView;
    expect([now.deliveryFee, now.actualAmount]).toEqual([900, p.actualAmount]);
    expect((await put(p, { deliveryFee: 900, comment: 'same fee' })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferDetails } from '../../domain/live-views.ts';
import { offerInputOf } from '../../domain/offers/form-values.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * Order lines keep the short name their line had when the order was taken; the offer's line may
 * be renamed since. The analytics' sales per product count a line once, under its current name and
 * with its id, so a rename mid-sale neither splits its bar nor leaves an old English label on a
 * Chinese page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const order = (offer: string, packId: string, quantity: number) =>
  t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer,
      channel: 'wechat_group',
      customerDaily: { customerName: 'Walk-in' },
      packs: [{ id: packId, quantity }],
    },
  });

describe('sales per product of an offer whose line was renamed after orders were taken', () => {
  it('counts the line once, under its current short name and its id', async () => {
    const offers = (await t.call('GET', '/api/offers/details?range=[0,50]', { as: 'admin' })).json();
    const { id } = offers.find((o: { timing: string }) => o.timing === 'coming');
    const before: OfferDetails = (await t.call('GET', `/api/offers/${id}/details`, { as: 'admin' })).json();
    const pack = before.wechatGroup!.packs[0]!;
    expect((await order(id, pack.id, 2)).statusCode).toBe(201);

    const body = offerInputOf(before);
    body.wechatGroup!.packs![0]!.shortName = 'A Renamed';
    const saved = await t.call('PUT', `/api/offers/${id}`, { as: 'admin', body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await order(id, pack.id, 3)).statusCode).toBe(201);

    const a = (await t.call('GET', `/api/offers/${id}/analytics`, { as: 'admin' })).json();
    const rows = (
      a.orderByProductChannel.wechat_group as { lineId: string; shortName: string; quantity: number }[]
    ).filter((r) => r.lineId === pack.id || r.shortName === pack.shortName || r.shortName === 'A Renamed');
    expect(rows).toEqual([expect.objectContaining({ lineId: pack.id, shortName: 'A Renamed', quantity: 5 })]);
  });
});

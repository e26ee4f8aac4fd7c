import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { type TestApp, testApp } from './helpers.ts';
import { offerWithOrders } from './offer-documents-fixtures.ts';
import { csv, importFile, numbersOf, preview } from './tracking-import-fixtures.ts';

/**
 * A tracking number is read back over the phone, searched and pasted into a carrier's site: one
 * holding what draws nothing or turns the text around (a right-to-left override shows
 * "YT‮4321" as "YT1234") is refused wherever it is written, naming the field, and nothing changes.
 */
let t: TestApp;
let offer: { id: string; orderIds: string[] };
let n: number[];
beforeAll(async () => {
  t = await testApp();
  offer = await offerWithOrders(t, COMMUNITY_IDS.kitchen, [{ name: 'Ada', packs: [1, 0] }]);
  n = await numbersOf(t, offer.orderIds);
});
afterAll(() => t.close());

const HIDDEN = ['YT\u202E4321', 'YT\u200B1234', 'YT1234\u2066', 'YT\u00AD1234', 'YT\u00851234'];

const current = async (): Promise<OrderView> =>
  (await t.call('GET', `/api/orders/${offer.orderIds[0]}/details`, { as: 'admin' })).json();

it('PUT /api/orders/{id}/tracking refuses it: 400 naming deliveryTrackingID', async () => {
  for (const id of HIDDEN) {
    const o = await current();
    const r = await t.call('PUT', `/api/orders/${o.id}/tracking`, {
      as: 'logistic',
      body: { version: o.version, deliveryTrackingID: id },
    });
    expect(r.statusCode, JSON.stringify(id)).toBe(400);
    expect(r.json().fields).toEqual({ deliveryTrackingID: 'validation.invalidCharacter' });
    expect((await current()).deliveryTrackingID).toBe(o.deliveryTrackingID);
  }
});

it('the orders cells call refuses it in the cell, naming the field', async () => {
  for (const id of HIDDEN) {
    const o = await current();
    const r = await t.call('POST', '/api/orders/cells', {
      as: 'logistic',
      body: { rows: [{ id: o.id, version: o.version, set: { deliveryTrackingID: id } }] },
    });
    expect(r.statusCode, JSON.stringify(id)).toBe(200);
    expect(r.json().results[0], JSON.stringify(id)).toMatchObject({
      ok: false,
      status: 400,
      field: 'deliveryTrackingID',
      message: 'validation.invalidCharacter',
    });
    expect((await current()).deliveryTrackingID).toBe(o.deliveryTrackingID);
  }
});

it("the carrier import names it as the line's bad tracking number", async () => {
  for (const id of HIDDEN) {
    const p = preview(
      await importFile(
        t,
        'logistic',
        csv([
          ['Order', 'Waybill No.'],
          [String(n[0]), id],
        ]),
      ),
    );
    expect(
      p.lines.map((l) => [l.error?.field, l.error?.message]),
      JSON.stringify(id),
    ).toEqual([['deliveryTrackingID', 'validation.invalidCharacter']]);
  }
});

it('a plain tracking number, letters, digits, dashes and Chinese, is taken', async () => {
  const o = await current();
  const r = await t.call('PUT', `/api/orders/${o.id}/tracking`, {
    as: 'logistic',
    body: { version: o.version, deliveryTrackingID: 'SF-1234 顺丰' },
  });
  expect(r.statusCode, r.body).toBe(200);
});

it('the carrier import shows back at most 100 characters of an order ID or a status it could not read', async () => {
  const long = `${'已'.repeat(50_000)}签收?`;
  const file = csv([
    ['Order', 'Waybill No.', 'Status'],
    [String(n[0]), 'SF-1', long],
    ['#'.concat('9'.repeat(40_000)), 'SF-2', 'delivered'],
  ]);
  const p = preview(await importFile(t, 'logistic', file));
  expect(p.lines[0]!.statusText).toBe(`${'已'.repeat(99)}…`);
  expect(p.lines[0]!.error?.field).toBe('trackingStatus');
  expect(p.lines[1]!.orderID).toBe(`${'9'.repeat(99)}…`);
  expect(p.lines[1]!.error?.field).toBe('orderID');
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellsAnswer } from '../../domain/cells.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { offerWithOrders } from './offer-documents-fixtures.ts';
import { csv, importFile, numbersOf, preview, trackingOf } from './tracking-import-fixtures.ts';

/**
 * A cancelled or refunded order ships nothing (docs/delivery-tracking.md): its tracking is set
 * neither by its own edit, nor by a list's cells, nor by a carrier's file. A refund still pending
 * does not stop a parcel already on its way.
 */
let t: TestApp;
let ids: { paid: string; ccl: string; cancelledPending: string; rfd: string; refunding: string };
let n: number[];
beforeAll(async () => {
  t = await testApp();
  const offer = await offerWithOrders(
    t,
    COMMUNITY_IDS.kitchen,
    ['Paid', 'Ccl', 'Cancelled pending', 'Rfd', 'Refunding'].map((name) => ({ name, packs: [1, 0] })),
  );
  const [paid, ccl, cancelledPending, rfd, refunding] = offer.orderIds as [
    string,
    string,
    string,
    string,
    string,
  ];
  ids = { paid, ccl, cancelledPending, rfd, refunding };
  const set = (id: string, payment: string, status: string) =>
    sql`UPDATE orders SET payment_status = ${payment}, status = ${status} WHERE id = ${id}`.execute(t.db);
  await set(paid, 'paid', 'available');
  await set(ccl, 'ccl', 'discontinued');
  await set(cancelledPending, 'pending', 'discontinued');
  await set(rfd, 'rfd', 'available');
  await set(refunding, 'refunding', 'available');
  n = await numbersOf(t, offer.orderIds);
});
afterAll(() => t.close());

const read = async (id: string) =>
  (await t.call('GET', `/api/orders/${id}/details`, { as: 'admin' })).json() as OrderView;

const putTracking = async (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/api/orders/${id}/tracking`, {
    as: 'admin',
    body: { version: (await read(id)).version, ...body },
  });

describe('tracking of a cancelled or refunded order', () => {
  it('is refused by the tracking edit with the reason, on each field sent; nothing is written', async () => {
    for (const id of [ids.ccl, ids.cancelledPending, ids.rfd]) {
      const r = await putTracking(id, { deliveryTrackingID: 'SF1', trackingStatus: 'on_the_way' });
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json()).toMatchObject({
        message: 'order.errors.trackingClosed',
        fields: {
          deliveryTrackingID: 'order.errors.trackingClosed',
          trackingStatus: 'order.errors.trackingClosed',
        },
      });
    }
    expect((await read(ids.ccl)).deliveryTrackingID).toBe('');
    expect((await read(ids.rfd)).trackingStatus).toBe('process');
  });

  it("is refused by the order's own edit too (the live grid's tracking number and date), even to an admin", async () => {
    const o = await read(ids.ccl);
    const r = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, deliveryTrackingID: 'SF9', deliveryDate: '2026-12-24' },
    });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json()).toMatchObject({
      message: 'order.errors.trackingClosed',
      fields: {
        deliveryTrackingID: 'order.errors.trackingClosed',
        deliveryDate: 'order.errors.trackingClosed',
      },
    });
    // what does not touch the delivery is refused too: a locked order takes no edit, admins' included
    const c = await t.call('PUT', `/api/orders/${o.id}`, {
      as: 'admin',
      body: { version: o.version, comment: 'noted' },
    });
    expect(c.statusCode, c.body).toBe(403);
    expect(c.json()).toMatchObject({
      message: 'order.errors.locked',
      fields: { comment: 'order.errors.locked' },
    });
    expect(await read(o.id)).toEqual(o);
  });

  it('is still set on a paid order and one whose refund is pending', async () => {
    for (const id of [ids.paid, ids.refunding]) {
      const r = await putTracking(id, { deliveryTrackingID: 'SF2', trackingStatus: 'on_the_way' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ deliveryTrackingID: 'SF2', trackingStatus: 'on_the_way' });
    }
  });

  it("is a read-only cell of the lists, with the cell's reason", async () => {
    const o = await read(ids.rfd);
    const r = await t.call('POST', '/api/orders/cells', {
      as: 'logistic',
      body: { rows: [{ id: o.id, version: o.version, set: { deliveryDate: '2026-12-24' } }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as CellsAnswer<OrderView>).results[0]).toMatchObject({
      ok: false,
      status: 403,
      message: 'cells.locked.noDelivery',
      field: 'deliveryDate',
    });
    expect((await read(ids.rfd)).deliveryDate).toBe(o.deliveryDate);
  });

  it("is a refused line of a carrier's file", async () => {
    const orders = [ids.ccl, ids.cancelledPending, ids.rfd];
    const before = await trackingOf(t, orders);
    const text = csv([
      ['Order ID', 'Tracking number'],
      [n[1]!, 'SF3'],
      [n[2]!, 'SF4'],
      [n[3]!, 'SF5'],
    ]);
    const r = await importFile(t, 'logistic', text, { filename: 'carrier.csv' });
    expect(r.statusCode, r.body).toBe(200);
    const p = preview(r);
    expect(p.counts).toEqual({ ready: 0, unchanged: 0, refused: 3 });
    for (const l of p.lines)
      expect(l.error).toEqual({ field: 'deliveryTrackingID', message: 'order.errors.trackingClosed' });
    expect(await trackingOf(t, orders)).toEqual(before);
  });

  it("is refused by a daily order's own edit (its delivery date), the same date sent again passing", async () => {
    const made = await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(await dailyRefs(t.db)) });
    expect(made.statusCode, made.body).toBe(201);
    const put = (o: OrderView, body: Record<string, unknown>) =>
      t.call('PUT', `/api/orders/${o.id}`, { as: 'admin', body: { version: o.version, ...body } });
    const paid = await put(made.json(), { paymentStatus: 'paid' });
    const ccl = await put(paid.json(), { status: 'discontinued' });
    expect(ccl.statusCode, ccl.body).toBe(200);
    const o = ccl.json() as OrderView;
    const moved = await put(o, { deliveryDate: '2099-02-01' });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json()).toMatchObject({
      message: 'order.errors.trackingClosed',
      fields: { deliveryDate: 'order.errors.trackingClosed' },
    });
    expect((await read(o.id)).deliveryDate).toBe(o.deliveryDate);
    const same = await put(o, { deliveryDate: o.deliveryDate, comment: o.comment });
    expect(same.statusCode, same.body).toBe(200);
  });
});

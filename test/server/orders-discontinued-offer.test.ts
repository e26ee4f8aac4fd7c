import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellsAnswer } from '../../domain/cells.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { OFFER_DISCONTINUED_EDIT_MSG } from '../../domain/orders/locking.ts';
import type { Role } from '../../domain/roles.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';

/**
 * An offer discontinued (withdrawn from sale) takes no more orders, and its pending orders take no
 * more edits on any write path (the live grid's PUT, the lists' cells, the tracking edit), whoever
 * asks: they may only be cancelled. Its paid orders are still delivered and settled.
 */
let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await testApp();
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

/** A pending order and a paid one on a fresh kitchen offer, then the offer discontinued. */
async function discontinuedWithOrders() {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 20, price: 5000 }],
  });
  const sale = async () => {
    const r = await t.call('POST', '/api/orders', { as: 'customer-hero', body: saleBody(offer, customer) });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as OrderView;
  };
  const pending = await sale();
  const toPay = await sale();
  const paid = await t.call('PUT', `/api/orders/${toPay.id}`, {
    as: 'admin',
    body: { version: toPay.version, paymentStatus: 'paid' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await sql`UPDATE offers SET status = 'discontinued' WHERE id = ${offer.id}`.execute(t.db);
  return { offer, pending, paid: paid.json() as OrderView };
}

const put = (as: Role, o: OrderView, body: Record<string, unknown>) =>
  t.call('PUT', `/api/orders/${o.id}`, { as, body: { version: o.version, ...body } });

const versionOf = async (id: string) =>
  (await t.call('GET', `/api/orders/${id}/details`, { as: 'admin' })).json().version as number;

describe('a pending order of a discontinued offer', () => {
  it('refuses every edit of the live grid (PUT), admins included: 409 with the reason', async () => {
    const { offer, pending } = await discontinuedWithOrders();
    const edits: Record<string, unknown>[] = [
      { packs: [{ id: offer.packs[0], quantity: 3 }] },
      { comment: 'late note' },
      { groupNumber: 4 },
      { paymentMethod: 'alipay' },
      { deliveryFee: 800 },
      { paymentStatus: 'paid' },
      { customerDaily: { customerName: 'Someone else' }, customer: null },
    ];
    for (const as of ['customer-hero', 'admin', 'super-admin'] as Role[])
      for (const body of edits) {
        const r = await put(as, pending, body);
        expect(r.statusCode, `${as} ${JSON.stringify(body)} ${r.body}`).toBe(409);
        expect(r.json().message).toBe(OFFER_DISCONTINUED_EDIT_MSG);
      }
    expect(await versionOf(pending.id)).toBe(pending.version);
  });

  it('refuses the tracking edit and the lists’ cells the same way', async () => {
    const { pending } = await discontinuedWithOrders();
    const tracking = await t.call('PUT', `/api/orders/${pending.id}/tracking`, {
      as: 'admin',
      body: { version: pending.version, deliveryTrackingID: 'SF123' },
    });
    expect(tracking.statusCode, tracking.body).toBe(409);
    expect(tracking.json().message).toBe(OFFER_DISCONTINUED_EDIT_MSG);
    // the cells say it as the list's cells do, from the row's offer status (domain/orders/cells.ts)
    const cells: [Record<string, unknown>, number][] = [
      [{ comment: 'note' }, 403],
      [{ paymentStatus: 'paid' }, 409],
      [{ deliveryTrackingID: 'SF9' }, 403],
    ];
    for (const [set, status] of cells) {
      const r = await t.call('POST', '/api/orders/cells', {
        as: 'admin',
        body: { rows: [{ id: pending.id, version: pending.version, set }] },
      });
      expect(r.statusCode, r.body).toBe(200);
      const [row] = (r.json() as CellsAnswer<OrderView>).results;
      expect(row, JSON.stringify(set)).toMatchObject({
        ok: false,
        status,
        message: 'cells.locked.offerDiscontinued',
      });
    }
    expect(await versionOf(pending.id)).toBe(pending.version);
  });

  it('shows in the order lists with its offer’s status, which the cells read', async () => {
    const { offer, pending, paid } = await discontinuedWithOrders();
    const filter = encodeURIComponent(JSON.stringify({ offer: offer.id }));
    const r = await t.call('GET', `/api/orders/details?filter=${filter}&range=[0,9]`, {
      as: 'customer-hero',
    });
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json() as OrderView[];
    expect(rows.find((o) => o.id === pending.id)).toMatchObject({ offerStatus: 'discontinued' });
    expect(rows.find((o) => o.id === paid.id)).toMatchObject({ offerStatus: 'discontinued' });
    const one = await t.call('GET', `/api/orders/${pending.id}/details`, { as: 'admin' });
    expect(one.json()).toMatchObject({ offerStatus: 'discontinued' });
  });

  it('may still be cancelled: by the cancel icon, or ccl in a cell', async () => {
    const a = await discontinuedWithOrders();
    const icon = await put('customer-hero', a.pending, { status: 'discontinued' });
    expect(icon.statusCode, icon.body).toBe(200);
    expect(icon.json()).toMatchObject({ status: 'discontinued', paymentStatus: 'pending' });
    const b = await discontinuedWithOrders();
    const r = await t.call('POST', '/api/orders/cells', {
      as: 'customer-hero',
      body: { rows: [{ id: b.pending.id, version: b.pending.version, set: { paymentStatus: 'ccl' } }] },
    });
    const [row] = (r.json() as CellsAnswer<OrderView>).results;
    expect(row).toMatchObject({ ok: true, row: { status: 'discontinued' } });
  });

  it('a paid order of the offer is still delivered and settled', async () => {
    const { paid } = await discontinuedWithOrders();
    const note = await put('admin', paid, { comment: 'ship anyway' });
    expect(note.statusCode, note.body).toBe(200);
    const tracking = await t.call('PUT', `/api/orders/${paid.id}/tracking`, {
      as: 'admin',
      body: { version: await versionOf(paid.id), deliveryTrackingID: 'SF123' },
    });
    expect(tracking.statusCode, tracking.body).toBe(200);
  });

  it('an offer made available again gives its pending orders back their edits', async () => {
    const { offer, pending } = await discontinuedWithOrders();
    await sql`UPDATE offers SET status = 'available' WHERE id = ${offer.id}`.execute(t.db);
    const r = await put('customer-hero', pending, { comment: 'back on sale' });
    expect(r.statusCode, r.body).toBe(200);
  });
});

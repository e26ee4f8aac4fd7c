import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellsAnswer } from '../../domain/cells.ts';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { businessDate } from '../../domain/dates.ts';
import type { OrderView } from '../../domain/live-views.ts';
import type { DailyOrderAnswer } from '../../domain/orders/daily.ts';
import type { Role } from '../../domain/roles.ts';
import { dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';

/**
 * A locked order (ccl, refunding, rfd, or cancelled) is disabled for edit: no field of it changes,
 * whoever asks, admins included, on any path (the order's PUT, the daily form's, the lists' cells).
 * Only its status moves, and only for admin and super-admin; a body that sends the order's own
 * values again beside the move changes nothing else and is no edit.
 */
let t: TestApp;
let offer: { id: string; packs: string[] };
beforeAll(async () => {
  t = await testApp();
  offer = await makeOffer(t.db, { community: COMMUNITY_IDS.kitchen, packs: [{ stock: 100, price: 5000 }] });
});
afterAll(() => t.close());

const read = async (id: string) =>
  (await t.call('GET', `/api/orders/${id}/details`, { as: 'admin' })).json() as OrderView;

const put = (as: Role, o: OrderView, body: Record<string, unknown>) =>
  t.call('PUT', `/api/orders/${o.id}`, { as, body: { version: o.version, ...body } });

const ok = async (as: Role, o: OrderView, body: Record<string, unknown>) => {
  const r = await put(as, o, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as OrderView;
};

/** A live walk-in order of two packs, moved to the state named. */
async function liveOrder(state: 'ccl' | 'cancelledPending' | 'refunding' | 'rfd'): Promise<OrderView> {
  const made = await t.call('POST', '/api/orders', {
    as: 'admin',
    body: {
      offer: offer.id,
      channel: 'wechat_group',
      customerDaily: { customerName: `Locked ${state}` },
      packs: [{ id: offer.packs[0]!, quantity: 2 }],
      comment: 'as sold',
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const o = made.json() as OrderView;
  if (state === 'cancelledPending') return ok('admin', o, { status: 'discontinued' });
  const paid = await ok('admin', o, { paymentStatus: 'paid' });
  if (state === 'ccl') return ok('admin', paid, { paymentStatus: 'ccl' });
  await sql`UPDATE orders SET payment_status = ${state} WHERE id = ${o.id}`.execute(t.db);
  return read(o.id);
}

/** Everything the live grid knows of the order, as a PUT would send it all again. */
const wholeLive = (o: OrderView) => ({
  customer: o.customer?.id ?? null,
  customerDaily: o.customerDaily,
  customerAddress: o.customerAddress,
  groupNumber: o.groupNumber,
  comment: o.comment,
  packs: o.packs.map((l) => ({ id: l.lineId, quantity: l.quantity })),
  singleItems: o.singleItems.map((l) => ({ id: l.lineId, quantity: l.quantity })),
  deliverySelection: o.deliverySelection,
  deliveryFee: o.deliveryFee,
  deliveryDate: o.deliveryDate,
  deliveryTrackingID: o.deliveryTrackingID,
  paymentMethod: o.paymentMethod,
  voucherSelection: o.voucherSelection,
  vouchers: o.vouchers.map((v) => v.id),
  fapiao: o.fapiao,
  fapiaoEmail: o.fapiaoEmail,
  orderDate: businessDate(o.orderDate),
});

const EDITS: Record<string, (o: OrderView) => unknown> = {
  comment: () => 'changed after the cancel',
  packs: () => [{ id: offer.packs[0]!, quantity: 1 }],
  groupNumber: () => 7,
  paymentMethod: (o) => (o.paymentMethod === 'wechat' ? 'alipay' : 'wechat'),
  customerDaily: () => ({ customerName: 'Someone else' }),
};

describe('PUT /api/orders/:id of a locked live order', () => {
  it.each(['ccl', 'cancelledPending'] as const)(
    '%s: each field edit refused 403 naming it, for admins too; nothing written',
    async (state) => {
      const o = await liveOrder(state);
      for (const as of ['super-admin', 'admin', 'customer-hero'] as const)
        for (const [field, value] of Object.entries(EDITS)) {
          const r = await put(as, o, { [field]: value(o) });
          expect(r.statusCode, `${as} ${field} ${r.body}`).toBe(403);
          expect(r.json()).toMatchObject({
            message: 'order.errors.locked',
            fields: { [field]: 'order.errors.locked' },
          });
        }
      const whole = await put('admin', o, { ...wholeLive(o), comment: 'new', groupNumber: 3 });
      expect(whole.json()).toMatchObject({
        message: 'order.errors.locked',
        fields: { comment: 'order.errors.locked', groupNumber: 'order.errors.locked' },
      });
      expect(Object.keys(whole.json().fields)).toHaveLength(2);
      expect(await read(o.id)).toEqual(o);
    },
  );

  it.each(['refunding', 'rfd'] as const)(
    '%s: each field edit refused as its refund owns it, naming it; nothing written',
    async (state) => {
      const o = await liveOrder(state);
      for (const [field, value] of Object.entries(EDITS)) {
        const r = await put('admin', o, { [field]: value(o) });
        expect(r.statusCode, `${field} ${r.body}`).toBe(409);
        expect(r.json()).toMatchObject({
          message: 'order.errors.refundOwned',
          fields: { [field]: 'order.errors.refundOwned' },
        });
      }
      // its own values sent again are no edit: nothing to refuse, nothing written
      expect((await ok('admin', o, wholeLive(o))).version).toBe(o.version);
      expect(await read(o.id)).toEqual(o);
    },
  );

  it('still moves its status for an admin, alone or with the whole order sent again', async () => {
    const a = await liveOrder('ccl');
    expect((await put('customer-hero', a, { paymentStatus: 'paid' })).statusCode).toBe(403);
    expect(await ok('admin', a, { paymentStatus: 'paid' })).toMatchObject({
      paymentStatus: 'paid',
      status: 'available',
    });
    for (const state of ['ccl', 'cancelledPending'] as const) {
      const o = await liveOrder(state);
      const paid = await ok('super-admin', o, { ...wholeLive(o), paymentStatus: 'paid' });
      expect(paid, state).toMatchObject({ paymentStatus: 'paid', status: 'available', comment: 'as sold' });
    }
  });
});

describe('PUT /api/orders/:id of a locked daily order', () => {
  const dailyCcl = async () => {
    const made = await t.call('POST', '/api/orders', { as: 'admin', body: dailyBody(await dailyRefs(t.db)) });
    expect(made.statusCode, made.body).toBe(201);
    const paid = await ok('admin', made.json(), { paymentStatus: 'paid' });
    return ok('admin', paid, { status: 'discontinued' });
  };
  /** The daily form's values, as its save sends them (with the lines). */
  const wholeDaily = async (o: OrderView) => {
    const a = (await t.call('GET', `/api/orders/${o.id}/daily`, { as: 'admin' })).json() as DailyOrderAnswer;
    return {
      customer: a.customer,
      customerDaily: a.customerDaily,
      customerAddress: {
        type: a.customerAddress.type,
        city: a.customerAddress.city,
        area: a.customerAddress.area,
        detailedAddress: a.customerAddress.detailedAddress,
        phone: a.customerAddress.phone,
        contact: a.customerAddress.contact,
        zipCode: a.customerAddress.zipCode,
      },
      community: a.community,
      supplier: a.supplier,
      deliveryFee: a.deliveryFee,
      deliveryDate: a.deliveryDate,
      orderDate: a.orderDate,
      paymentMethod: a.paymentMethod,
      fapiao: a.fapiao,
      fapiaoEmail: a.fapiaoEmail,
      comment: a.comment,
      lines: a.lines.map(({ name: _name, ...l }) => l),
      vouchers: a.vouchers,
    };
  };

  it('refuses an admin each field edit, naming it; nothing written', async () => {
    const o = await dailyCcl();
    const whole = await wholeDaily(o);
    const edits: Record<string, unknown> = {
      comment: 'late note',
      paymentMethod: o.paymentMethod === 'wechat' ? 'alipay' : 'wechat',
      fapiaoEmail: 'late@example.com',
      customerDaily: { customerName: 'Another name' },
      customerAddress: { ...whole.customerAddress, detailedAddress: '1 Other Road' },
    };
    for (const as of ['super-admin', 'admin'] as const)
      for (const [field, value] of Object.entries(edits)) {
        const r = await put(as, o, { ...whole, [field]: value });
        expect(r.statusCode, `${as} ${field} ${r.body}`).toBe(403);
        expect(r.json()).toEqual({
          error: 'forbidden',
          message: 'order.errors.locked',
          fields: { [field]: 'order.errors.locked' },
        });
      }
    expect(await read(o.id)).toEqual(o);
  });

  it("moves an admin's status with the whole form sent again", async () => {
    const o = await dailyCcl();
    const whole = await wholeDaily(o);
    expect((await put('customer-hero', o, { ...whole, paymentStatus: 'paid' })).statusCode).toBe(403);
    expect(await ok('admin', o, { ...whole, paymentStatus: 'paid' })).toMatchObject({
      paymentStatus: 'paid',
      status: 'available',
      comment: o.comment,
    });
  });
});

describe('POST /api/orders/cells on a locked order', () => {
  const one = async (as: Role, o: OrderView, set: Record<string, unknown>) => {
    const r = await t.call('POST', '/api/orders/cells', {
      as,
      body: { rows: [{ id: o.id, version: o.version, set }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as CellsAnswer<OrderView>).results[0]!;
  };

  it('locks every cell for every role but the payment status for admins', async () => {
    for (const state of ['ccl', 'cancelledPending'] as const) {
      const o = await liveOrder(state);
      for (const as of ['super-admin', 'admin', 'customer-hero'] as const)
        expect(await one(as, o, { comment: 'late' }), `${state} ${as}`).toMatchObject({
          ok: false,
          status: 403,
          message: 'cells.locked.orderLocked',
          field: 'comment',
        });
      expect(await one('customer-hero', o, { paymentStatus: 'paid' })).toMatchObject({
        status: 403,
        message: 'cells.locked.orderLocked',
        field: 'paymentStatus',
      });
      expect(await read(o.id)).toEqual(o);
      expect(await one('admin', o, { paymentStatus: 'paid' }), state).toMatchObject({
        ok: true,
        row: { paymentStatus: 'paid' },
      });
    }
  });
});

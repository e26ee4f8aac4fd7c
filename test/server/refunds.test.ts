import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { messageWith } from '../../domain/errors.ts';
import type { Refund } from '../../domain/refunds/schema.ts';
import type { Role } from '../../domain/roles.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody, orderIn } from './service-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const { kitchen, farm } = COMMUNITY_IDS;

async function orderRow(id: string) {
  return t.db
    .selectFrom('orders')
    .select(['payment_status', 'refund_amount', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function newRefund(
  as: Role = 'customer-hero',
  o: { community?: string; method?: 'wechat' | 'alipay'; amount?: number; outTradeNo?: string } = {},
) {
  const order = await orderIn(t.db, { community: o.community ?? kitchen, method: o.method });
  const r = await t.call('POST', '/api/refunds', {
    as,
    body: {
      ...caseBody(order.id),
      refundAmount: o.amount ?? 1000,
      paymentMethod: o.method ?? 'alipay',
      outTradeNo: o.outTradeNo ?? '',
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return { refund: r.json() as Refund, order };
}

const move = async (id: string, as: Role, status: string, extra: Record<string, unknown> = {}) =>
  t.call('PUT', `/api/refunds/${id}`, {
    as,
    body: { status, version: await versionNow(t, `/api/refunds/${id}/details`), ...extra },
  });

describe('the team member', () => {
  it('a super-admin is nobody to name for another role, on a new refund and on an edit', async () => {
    const hidden = demoUserId('super-admin@demo.comptoir');
    const order = await orderIn(t.db, { community: kitchen });
    const body = { ...caseBody(order.id), refundAmount: 1000, paymentMethod: 'alipay', outTradeNo: '' };
    const created = await t.call('POST', '/api/refunds', {
      as: 'customer-hero',
      body: { ...body, teamMember: hidden },
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().fields).toEqual({ teamMember: 'validation.invalid' });
    const { refund } = await newRefund('customer-hero');
    const edit = async (as: Role) =>
      t.call('PUT', `/api/refunds/${refund.id}`, {
        as,
        body: { teamMember: hidden, version: await versionNow(t, `/api/refunds/${refund.id}/details`) },
      });
    const refused = await edit('community-manager');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual({ teamMember: 'validation.invalid' });
    const named = await edit('super-admin');
    expect(named.statusCode, named.body).toBe(200);
  });
});

describe('create', () => {
  it('creates a new refund and moves its paid order to refunding with the amount', async () => {
    const { refund, order } = await newRefund('customer-hero', { amount: 1234 });
    expect(refund).toMatchObject({
      status: 'new',
      refundAmount: 1234,
      orderID: order.orderID,
      community: kitchen,
    });
    const o = await orderRow(order.id);
    expect(o).toMatchObject({ payment_status: 'refunding', refund_amount: 1234 });
    const audits = await sql<{ entity: string; action: string }>`
      SELECT entity, action FROM audit_log WHERE entity_id IN (${refund.id}, ${order.id}) ORDER BY id`.execute(
      t.db,
    );
    expect(audits.rows).toEqual([
      { entity: 'order', action: 'payment.request_refund' },
      { entity: 'refund', action: 'create' },
    ]);
  });

  it("refuses an order that is not paid with its status, and more than the order's amount", async () => {
    const pending = await orderIn(t.db, { community: kitchen, paymentStatus: 'pending' });
    const r1 = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: { ...caseBody(pending.id), refundAmount: 100, paymentMethod: 'wechat' },
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json()).toMatchObject({
      fields: {
        order: messageWith('claim.errors.refundNotPaid', { status: 'live.paymentStatuses.pending' }),
      },
      details: { status: 'pending' },
    });
    const paid = await orderIn(t.db, { community: kitchen });
    const r2 = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: { ...caseBody(paid.id), refundAmount: paid.actualAmount + 1, paymentMethod: 'wechat' },
    });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().fields).toEqual({ refundAmount: 'refund.errors.noMoreThanActualAmount' });
    expect((await orderRow(paid.id)).payment_status).toBe('paid');
  });

  it("'Please select a valid Order' without an order, and for an order that does not exist", async () => {
    const { order: _o, ...noOrder } = caseBody('x');
    const r1 = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: { ...noOrder, refundAmount: 100, paymentMethod: 'wechat' },
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().fields.order).toBe('refund.errors.selectValidOrder');
    const r2 = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: {
        ...caseBody('00000000-0000-4000-8000-000000000000'),
        refundAmount: 100,
        paymentMethod: 'wechat',
      },
    });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().fields.order).toBe('refund.errors.selectValidOrder');
  });

  it('names every missing required field', async () => {
    const paid = await orderIn(t.db, { community: kitchen });
    const r = await t.call('POST', '/api/refunds', { as: 'admin', body: { order: paid.id } });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().fields).sort()).toEqual(
      ['actionETA', 'issue', 'paymentMethod', 'refundAmount', 'resp'].sort(),
    );
    const bad = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: { ...caseBody(paid.id), refundAmount: 1.5, paymentMethod: 'cash', actionETA: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['actionETA', 'paymentMethod', 'refundAmount']);
  });

  it("refuses roles without the refund option and another community's order", async () => {
    const paid = await orderIn(t.db, { community: kitchen });
    const body = { ...caseBody(paid.id), refundAmount: 100, paymentMethod: 'wechat' };
    for (const as of ['logistic', 'designer', 'product-manager'] as Role[]) {
      expect((await t.call('POST', '/api/refunds', { as, body })).statusCode).toBe(403);
    }
    const far = await orderIn(t.db, { community: farm });
    const r = await t.call('POST', '/api/refunds', {
      as: 'customer-hero',
      body: { ...caseBody(far.id), refundAmount: 100, paymentMethod: 'wechat' },
    });
    expect(r.statusCode).toBe(403);
    expect((await orderRow(far.id)).payment_status).toBe('paid');
  });

  it('refuses a second refund while the first is under way', async () => {
    const { order } = await newRefund('admin');
    const r = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: { ...caseBody(order.id), refundAmount: 100, paymentMethod: 'wechat' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().details).toEqual({ status: 'refunding' });
  });

  it("an order's own PUT neither starts nor ends a refund: only the refund moves it", async () => {
    const { refund, order } = await newRefund('customer-hero', { amount: 1500 });
    const putOrder = async (as: Role, body: Record<string, unknown>) => {
      const { version } = await orderRow(order.id);
      return t.call('PUT', `/api/orders/${order.id}`, { as, body: { version, ...body } });
    };
    expect((await putOrder('finance', { paymentStatus: 'rfd' })).statusCode).toBe(409);
    expect((await putOrder('admin', { paymentStatus: 'paid' })).statusCode).toBe(409);
    expect(await orderRow(order.id)).toMatchObject({ payment_status: 'refunding', refund_amount: 1500 });
    const other = await orderIn(t.db, { community: kitchen });
    const version = (await orderRow(other.id)).version;
    const direct = await t.call('PUT', `/api/orders/${other.id}`, {
      as: 'customer-hero',
      body: { version, paymentStatus: 'refunding' },
    });
    expect(direct.statusCode).toBe(409);
    expect((await orderRow(other.id)).payment_status).toBe('paid');
    expect((await move(refund.id, 'admin', 'refused')).statusCode).toBe(200);
    expect((await orderRow(order.id)).payment_status).toBe('paid');
  });
});

describe("a refund's order", () => {
  it('cannot be edited nor repriced while refunding or once refunded, even by an admin', async () => {
    const { refund, order } = await newRefund('admin', { amount: 1200 });
    const amounts = () =>
      t.db
        .selectFrom('orders')
        .select(['total_amount', 'actual_amount', 'refund_amount', 'packs', 'version'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
    const put = async (body: Record<string, unknown>) =>
      t.call('PUT', `/api/orders/${order.id}`, {
        as: 'admin',
        body: { version: (await amounts()).version, ...body },
      });
    const start = await amounts();
    const emptied = await put({ packs: [] });
    expect(emptied.statusCode).toBe(409);
    expect(emptied.json().message).toBe('order.errors.refundOwned');
    expect((await put({ comment: 'after the refund' })).statusCode).toBe(409);
    expect((await put({})).statusCode).toBe(200);
    expect(await amounts()).toEqual(start);
    expect((await move(refund.id, 'admin', 'validated')).statusCode).toBe(200);
    expect((await move(refund.id, 'admin', 'refunded', { manual: true })).statusCode).toBe(200);
    const done = await amounts();
    expect((await put({ packs: [] })).statusCode).toBe(409);
    expect((await put({ deliveryFee: Number(done.total_amount) + 500 })).statusCode).toBe(409);
    // its own fee sent again changes nothing: no edit to refuse, nothing written
    expect((await put({ deliveryFee: 0 })).statusCode).toBe(200);
    expect(await amounts()).toEqual(done);
  });
});

describe('status moves', () => {
  it('new → validated and refused by admin and super-admin only', async () => {
    const { refund } = await newRefund();
    for (const as of ['finance', 'community-manager', 'customer-hero'] as Role[]) {
      const r = await move(refund.id, as, 'validated');
      expect(r.statusCode, as).toBe(403);
    }
    expect((await move(refund.id, 'admin', 'validated')).json().status).toBe('validated');
    const second = await newRefund();
    const r = await move(second.refund.id, 'super-admin', 'refused');
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toBe('refused');
    expect(await orderRow(second.order.id)).toMatchObject({ payment_status: 'paid', refund_amount: 0 });
  });

  it('validated → refunded by finance, admin, super-admin; the order becomes rfd', async () => {
    for (const as of ['finance', 'admin', 'super-admin'] as Role[]) {
      const { refund, order } = await newRefund('customer-hero', { amount: 1500 });
      await move(refund.id, 'admin', 'validated');
      for (const no of ['community-manager', 'customer-hero'] as Role[]) {
        expect((await move(refund.id, no, 'refunded', { manual: true })).statusCode).toBe(403);
      }
      const r = await move(refund.id, as, 'refunded', { manual: true });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().status).toBe('refunded');
      expect(await orderRow(order.id)).toMatchObject({ payment_status: 'rfd', refund_amount: 1500 });
    }
  });

  it('moves that do not exist and moves out of a final state are 409', async () => {
    const { refund } = await newRefund();
    expect((await move(refund.id, 'admin', 'refunded', { manual: true })).statusCode).toBe(409);
    await move(refund.id, 'admin', 'refused');
    for (const to of ['new', 'validated', 'refunded']) {
      const r = await move(refund.id, 'super-admin', to, { manual: true });
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('errors.moveNotAllowed');
    }
    expect((await move(refund.id, 'admin', 'bogus')).json().fields).toEqual({ status: 'validation.invalid' });
  });

  it('alipay asks for the manual confirmation', async () => {
    const { refund, order } = await newRefund('customer-hero', { method: 'alipay' });
    await move(refund.id, 'admin', 'validated');
    const r = await move(refund.id, 'finance', 'refunded');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('refund.confirm.manual');
    expect((await orderRow(order.id)).payment_status).toBe('refunding');
    expect((await move(refund.id, 'finance', 'refunded', { manual: true })).statusCode).toBe(200);
  });

  it('wechat without payment info: flagged, refused with the message, then refunded manually', async () => {
    const { refund } = await newRefund('customer-hero', { method: 'wechat', outTradeNo: '' });
    await move(refund.id, 'admin', 'validated');
    const r = await move(refund.id, 'finance', 'refunded');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('refund.errors.paymentInfoMissing');
    const again = await t.call('GET', `/api/refunds/${refund.id}/details`, { as: 'finance' });
    expect(again.json()).toMatchObject({ status: 'validated', paymentInfoMissing: true });
    const r2 = await move(refund.id, 'finance', 'refunded');
    expect(r2.json().message).toBe('refund.errors.paymentInfoMissing');
    expect((await move(refund.id, 'finance', 'refunded', { manual: true })).json().status).toBe('refunded');
  });

  it('wechat with its payment info goes through without confirmation', async () => {
    const { refund } = await newRefund('customer-hero', { method: 'wechat', outTradeNo: '4200001234' });
    await move(refund.id, 'admin', 'validated');
    const r = await move(refund.id, 'finance', 'refunded');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 'refunded', paymentInfoMissing: false });
  });

  it('a stale version is 409 with the current refund', async () => {
    const { refund } = await newRefund();
    const r = await move(refund.id, 'admin', 'validated', { version: refund.version + 5 });
    expect(r.statusCode).toBe(409);
    expect(r.json().details.id).toBe(refund.id);
  });
});

describe('edits', () => {
  it('edits fields; the amount only while new; finance never; nothing once final', async () => {
    const { refund, order } = await newRefund('customer-hero', { amount: 1000 });
    const e1 = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'customer-hero',
      body: {
        version: await versionNow(t, `/api/refunds/${refund.id}/details`),
        comment: 'called the customer',
        refundAmount: 1100,
      },
    });
    expect(e1.statusCode, e1.body).toBe(200);
    expect(e1.json()).toMatchObject({ comment: 'called the customer', refundAmount: 1100 });
    expect((await orderRow(order.id)).refund_amount).toBe(1100);
    const fin = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'finance',
      body: { version: await versionNow(t, `/api/refunds/${refund.id}/details`), comment: 'x' },
    });
    expect(fin.statusCode).toBe(403);
    const tooMuch = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'admin',
      body: {
        version: await versionNow(t, `/api/refunds/${refund.id}/details`),
        refundAmount: order.actualAmount + 1,
      },
    });
    expect(tooMuch.json().fields).toEqual({ refundAmount: 'refund.errors.noMoreThanActualAmount' });
    await move(refund.id, 'admin', 'validated');
    const locked = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/refunds/${refund.id}/details`), refundAmount: 900 },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().fields).toEqual({ refundAmount: 'refund.errors.amountLocked' });
    const ok = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/refunds/${refund.id}/details`), comment: 'ok' },
    });
    expect(ok.statusCode).toBe(200);
    await move(refund.id, 'admin', 'refunded', { manual: true });
    const final = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/refunds/${refund.id}/details`), comment: 'late' },
    });
    expect(final.statusCode).toBe(409);
  });

  it('a status with other fields is 400; the order cannot change', async () => {
    const { refund } = await newRefund();
    const r = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'admin',
      body: {
        version: await versionNow(t, `/api/refunds/${refund.id}/details`),
        status: 'validated',
        comment: 'x',
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ comment: 'refund.errors.statusAlone' });
    const other = await orderIn(t.db, { community: kitchen });
    const r2 = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/refunds/${refund.id}/details`), order: other.id },
    });
    expect(r2.json().fields).toEqual({ order: 'refund.errors.orderFixed' });
  });
});

describe('scoping, badge and read marks', () => {
  it('lists and reads only the caller’s communities', async () => {
    const far = await newRefund('admin', { community: farm });
    const list = await t.call('GET', '/api/refunds/details?range=[0,999]', { as: 'customer-hero' });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Refund[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.community === kitchen || r.community === COMMUNITY_IDS.garden)).toBe(true);
    expect(
      (await t.call('GET', `/api/refunds/${far.refund.id}/details`, { as: 'customer-hero' })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('PUT', `/api/refunds/${far.refund.id}`, {
          as: 'community-manager',
          body: { version: await versionNow(t, `/api/refunds/${far.refund.id}/details`), comment: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/refunds/${far.refund.id}/read`, { as: 'customer-hero' })).statusCode,
    ).toBe(403);
    const admin = await t.call('GET', '/api/refunds/details?range=[0,999]', { as: 'admin' });
    expect((admin.json() as Refund[]).some((r) => r.id === far.refund.id)).toBe(true);
    for (const as of ['logistic', 'designer', 'product-manager'] as Role[]) {
      expect((await t.call('GET', '/api/refunds/details', { as })).statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/refunds/details?filter={"bogus":1}', { as: 'admin' })).statusCode).toBe(
      400,
    );
    expect((await t.call('GET', `/api/refunds/not-a-uuid/details`, { as: 'admin' })).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/refunds/00000000-0000-4000-8000-000000000000/details`, { as: 'admin' }))
        .statusCode,
    ).toBe(404);
  });

  it('counts the badge per role; a read mark stops the count for that member only', async () => {
    const badge = async (as: Role) =>
      (await t.call('GET', '/api/refunds/badge', { as })).json().count as number;
    const before = {
      admin: await badge('admin'),
      finance: await badge('finance'),
      hero: await badge('customer-hero'),
      cm: await badge('community-manager'),
    };
    const { refund } = await newRefund('customer-hero');
    expect(await badge('admin')).toBe(before.admin + 1);
    await move(refund.id, 'admin', 'validated');
    expect(await badge('finance')).toBe(before.finance + 1);
    await move(refund.id, 'finance', 'refunded', { manual: true });
    expect(await badge('admin')).toBe(before.admin);
    expect(await badge('finance')).toBe(before.finance);
    expect(await badge('customer-hero')).toBe(before.hero + 1);
    expect(await badge('community-manager')).toBe(before.cm + 1);
    expect((await t.call('GET', '/api/refunds/badge', { as: 'logistic' })).statusCode).toBe(403);
    const rows = (await t.call('GET', '/api/refunds/details', { as: 'customer-hero' })).json() as Refund[];
    expect(rows.find((r) => r.id === refund.id)?.unread).toBe(true);
    const read = await t.call('POST', `/api/refunds/${refund.id}/read`, { as: 'customer-hero' });
    expect(read.statusCode).toBe(204);
    expect(await badge('customer-hero')).toBe(before.hero);
    expect(await badge('community-manager')).toBe(before.cm + 1);
    const again = (await t.call('GET', '/api/refunds/details', { as: 'customer-hero' })).json() as Refund[];
    expect(again.find((r) => r.id === refund.id)?.unread).toBe(false);
  });

  it('analytics count and sum per status, scoped', async () => {
    const r = await t.call('GET', '/api/refunds/analytics', { as: 'admin' });
    expect(r.statusCode).toBe(200);
    const a = r.json();
    expect(a.total).toBeGreaterThan(0);
    expect(a.byStatus.refunded.count).toBeGreaterThan(0);
    const hero = (await t.call('GET', '/api/refunds/analytics', { as: 'customer-hero' })).json();
    expect(hero.total).toBeLessThan(a.total);
  });
});

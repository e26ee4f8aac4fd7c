import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { MAX_REFUND_VOUCHERS } from '../../domain/refunds/schema.ts';
import type { Role } from '../../domain/roles.ts';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer } from './live-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await testApp();
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

const { kitchen, farm } = COMMUNITY_IDS;
const body = (extra: Record<string, unknown> = {}) => ({
  customer,
  reason: 'gift',
  amount: 1000,
  expirationDate: '2099-12-31',
  communities: [kitchen],
  ...extra,
});

/** A refund of 5 ¥ on the order, paid back by Alipay. */
const refundBody = (order: string) => ({
  order,
  resp: 'delivery',
  issue: 'item_missing',
  actionETA: '2026-12-01',
  refundAmount: 500,
  paymentMethod: 'alipay',
});

/**
 * A refund of 5 ¥ on the `nth` newest paid kitchen order (each scenario its own order, so a
 * refund of one does not stand in another's way).
 */
async function refundOnPaidOrder(nth: number) {
  const o = await sql<{ id: string; customer_id: string }>`
    SELECT id, customer_id FROM orders WHERE community_id = ${kitchen} AND payment_status = 'paid'
      AND status = 'available' AND customer_id IS NOT NULL AND actual_amount > 1000
    ORDER BY order_id DESC OFFSET ${nth} LIMIT 1`.execute(t.db);
  const order = o.rows[0]!;
  const refund = await t.call('POST', '/api/refunds', {
    as: 'customer-hero',
    body: refundBody(order.id),
  });
  expect(refund.statusCode, refund.body).toBe(201);
  return { order, refund, id: refund.json().id as string };
}

async function create(as: Role = 'customer-hero', extra: Record<string, unknown> = {}) {
  const r = await t.call('POST', '/api/vouchers', { as, body: body(extra) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Voucher;
}

describe('create a voucher', () => {
  it('creates a pending voucher by the caller, audited', async () => {
    const v = await create('customer-hero', { comment: 'sorry' });
    expect(v).toMatchObject({
      status: 'pending',
      amount: 1000,
      communities: [kitchen],
      reason: 'gift',
      comment: 'sorry',
    });
    const a = await sql<{ action: string }>`SELECT action FROM audit_log WHERE entity_id = ${v.id}`.execute(
      t.db,
    );
    expect(a.rows).toEqual([{ action: 'create' }]);
  });

  it('requires reason, amount, expiration date and communities', async () => {
    const r = await t.call('POST', '/api/vouchers', { as: 'admin', body: { customer } });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().fields).sort()).toEqual([
      'amount',
      'communities',
      'expirationDate',
      'reason',
    ]);
    const empty = await t.call('POST', '/api/vouchers', { as: 'admin', body: body({ communities: [] }) });
    expect(empty.json().fields).toEqual({ communities: 'validation.required' });
    const noCustomer = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({ customer: undefined }),
    });
    expect(noCustomer.json().fields).toEqual({ customer: 'validation.required' });
    const ghost = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({ customer: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(ghost.json().fields).toEqual({ customer: 'voucher.errors.unknownCustomer' });
  });

  it('a refund voucher keeps the refund reason; its order must be the customer’s', async () => {
    const o = await sql<{ id: string; customer_id: string; community_id: string }>`
      SELECT id, customer_id, community_id FROM orders WHERE customer_id IS NOT NULL AND community_id = ${kitchen} LIMIT 1`.execute(
      t.db,
    );
    const order = o.rows[0]!;
    const wrong = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({ customer: order.customer_id, refundOrder: order.id, reason: 'gift' }),
    });
    expect(wrong.json().fields).toEqual({ reason: 'voucher.errors.refundReasonFixed' });
    const other = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({
        customer: order.customer_id === customer ? (await anyOther()).id : customer,
        refundOrder: order.id,
        reason: 'refund',
      }),
    });
    expect(other.json().fields).toEqual({ refundOrder: 'voucher.errors.unknownOrder' });
    const ok = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({ customer: order.customer_id, refundOrder: order.id, reason: 'refund' }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ reason: 'refund', refundOrder: order.id });
  });

  it('logistic and designer cannot create; a non-admin only for his communities', async () => {
    for (const as of ['logistic', 'designer'] as Role[]) {
      expect((await t.call('POST', '/api/vouchers', { as, body: body() })).statusCode).toBe(403);
    }
    const r = await t.call('POST', '/api/vouchers', {
      as: 'customer-hero',
      body: body({ communities: [kitchen, farm] }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'communities.1': 'voucher.errors.communityOutOfScope' });
    const admin = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({ communities: [kitchen, farm] }),
    });
    expect(admin.statusCode).toBe(201);
  });

  it("a non-admin cannot tie a voucher to another community's offer", async () => {
    const offers = await t.db.selectFrom('offers').select(['id', 'community_id']).execute();
    const theirs = offers.find((o) => o.community_id === farm)!;
    const ours = offers.find((o) => o.community_id === kitchen)!;
    const r = await t.call('POST', '/api/vouchers', {
      as: 'customer-hero',
      body: body({ offer: theirs.id }),
    });
    expect(r.statusCode).toBe(403);
    expect((await create('customer-hero', { offer: ours.id })).offer).toBe(ours.id);
  });
});

describe('hostile create bodies', () => {
  it('names the field: a past expiration, an unknown offer, the order (the server sets it on use)', async () => {
    const past = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({ expirationDate: '2001-01-01' }),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ expirationDate: 'voucher.errors.pastExpiration' });
    const ghost = '00000000-0000-4000-8000-000000000000';
    const offer = await t.call('POST', '/api/vouchers', { as: 'admin', body: body({ offer: ghost }) });
    expect(offer.statusCode).toBe(400);
    expect(offer.json().fields).toEqual({ offer: 'validation.invalid' });
    const o = await sql<{
      id: string;
    }>`SELECT id FROM orders WHERE customer_id = ${customer} LIMIT 1`.execute(t.db);
    const order = await t.call('POST', '/api/vouchers', {
      as: 'customer-hero',
      body: body({ order: o.rows[0]?.id ?? ghost }),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({ order: 'validation.invalid' });
  });

  it('keeps each community once', async () => {
    const v = await create('admin', { communities: [kitchen, farm, kitchen] });
    expect(v.communities).toEqual([kitchen, farm]);
  });

  it('reads ids in either letter case, as the ids they name', async () => {
    const o = await sql<{ id: string; customer_id: string }>`
      SELECT id, customer_id FROM orders WHERE customer_id IS NOT NULL AND community_id = ${kitchen} LIMIT 1`.execute(
      t.db,
    );
    const order = o.rows[0]!;
    for (const as of ['admin', 'customer-hero'] as const) {
      const v = await create(as, {
        customer: order.customer_id.toUpperCase(),
        refundOrder: order.id.toUpperCase(),
        reason: 'refund',
        communities: [kitchen.toUpperCase(), kitchen],
      });
      expect(v).toMatchObject({ customer: order.customer_id, refundOrder: order.id, communities: [kitchen] });
    }
  });
});

describe('refund vouchers', () => {
  it("a voucher given for a refund is listed among the refund's vouchers, on the refund's order, audited", async () => {
    const { order, refund, id } = await refundOnPaidOrder(0);
    const v = await t.call('POST', '/api/vouchers', {
      as: 'customer-hero',
      body: body({ customer: order.customer_id, reason: 'refund', refund: id }),
    });
    expect(v.statusCode, v.body).toBe(201);
    expect(v.json()).toMatchObject({ refund: id, refundOrder: order.id, reason: 'refund' });
    const after = (await t.call('GET', `/api/refunds/${id}/details`, { as: 'admin' })).json();
    expect(after.refundVouchers).toEqual([v.json().id]);
    expect(after.version).toBe(refund.json().version + 1);
    const a = await sql<{
      action: string;
    }>`SELECT action FROM audit_log WHERE entity_id = ${id} ORDER BY id`.execute(t.db);
    expect(a.rows.map((r) => r.action)).toEqual(['create', 'refundVoucher']);
  });
});

describe('a refund holds at most MAX_REFUND_VOUCHERS vouchers, however they come', () => {
  it('given one by one: each call under the limit, the one past it refused whole (409 on refund)', async () => {
    const { order, id } = await refundOnPaidOrder(1);
    const give = () =>
      t.call('POST', '/api/vouchers', {
        as: 'customer-hero',
        body: body({ customer: order.customer_id, reason: 'refund', refund: id }),
      });
    for (let i = 0; i < MAX_REFUND_VOUCHERS; i++) expect((await give()).statusCode).toBe(201);
    const past = await give();
    expect(past.statusCode, past.body).toBe(409);
    expect(past.json()).toMatchObject({
      message: 'refund.errors.tooManyVouchers',
      fields: { refund: 'refund.errors.tooManyVouchers' },
    });
    const after = (await t.call('GET', `/api/refunds/${id}/details`, { as: 'admin' })).json();
    expect(after.refundVouchers).toHaveLength(MAX_REFUND_VOUCHERS);
    // the refused voucher was not given either: it would be the customer's, tied to no refund
    const given = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM vouchers WHERE refund_id = ${id}`.execute(t.db);
    expect(given.rows[0]!.n).toBe(MAX_REFUND_VOUCHERS);
    // an edit naming one more than the limit is refused too (the list is the refund's whole list)
    const ids = [...after.refundVouchers, after.refundVouchers[0]].map(String);
    const extra = await give();
    expect(extra.statusCode).toBe(409);
    const edit = await t.call('PUT', `/api/refunds/${id}`, {
      as: 'admin',
      body: { refundVouchers: [...ids.slice(0, MAX_REFUND_VOUCHERS), randomUUID()], version: after.version },
    });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(Object.keys(edit.json().fields)).toEqual(['refundVouchers']);
    // the refunds list's cells do not take the vouchers at all
    const cells = await t.call('POST', '/api/refunds/cells', {
      as: 'admin',
      body: { rows: [{ id, version: after.version, set: { refundVouchers: 'x' } }] },
    });
    expect(cells.statusCode).toBe(400);
    expect(cells.json().fields).toEqual({ 'rows.0.set.refundVouchers': 'validation.unknownField' });
  });
});

describe("a refund's edit and the vouchers given for it", () => {
  it('keeps every voucher given for the refund: an edit dropping one is 409 on refundVouchers, the list unchanged', async () => {
    const { order, id } = await refundOnPaidOrder(2);
    const given = await t.call('POST', '/api/vouchers', {
      as: 'customer-hero',
      body: body({ customer: order.customer_id, reason: 'refund', refund: id }),
    });
    expect(given.statusCode, given.body).toBe(201);
    const givenId = given.json().id as string;
    // a voucher of the customer named by the refund's own list, not given for it
    const named = (await create('customer-hero', { customer: order.customer_id })).id;
    const details = async () => (await t.call('GET', `/api/refunds/${id}/details`, { as: 'admin' })).json();
    const edit = (extra: Record<string, unknown>, version: number) =>
      t.call('PUT', `/api/refunds/${id}`, { as: 'customer-hero', body: { ...extra, version } });
    let now = await details();
    const kept = await edit({ refundVouchers: [givenId, named] }, now.version);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().refundVouchers).toEqual([givenId, named]);
    for (const list of [[], [named]]) {
      now = await details();
      const dropped = await edit({ refundVouchers: list }, now.version);
      expect(dropped.statusCode, dropped.body).toBe(409);
      expect(dropped.json()).toMatchObject({
        message: 'refund.errors.voucherGiven',
        fields: { refundVouchers: 'refund.errors.voucherGiven' },
      });
      expect((await details()).refundVouchers).toEqual([givenId, named]);
    }
    // a voucher only named by the list may leave it; an edit that leaves the list alone keeps it
    const lighter = await edit({ refundVouchers: [givenId] }, now.version);
    expect(lighter.statusCode, lighter.body).toBe(200);
    const other = await edit({ comment: 'called back' }, lighter.json().version);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().refundVouchers).toEqual([givenId]);
  });
});

async function anyOther() {
  const r = await sql<{ id: string }>`SELECT id FROM customers WHERE id <> ${customer} LIMIT 1`.execute(t.db);
  return r.rows[0]!;
}

describe('voucher status moves', () => {
  it('pending → validated or declined by admin and super-admin only', async () => {
    const v = await create();
    for (const as of ['product-manager', 'community-manager', 'customer-hero', 'finance'] as Role[]) {
      expect(
        (
          await t.call('POST', `/api/vouchers/${v.id}/validate`, {
            as,
            body: { version: await versionNow(t, `/api/vouchers/${v.id}`) },
          })
        ).statusCode,
        as,
      ).toBe(403);
      expect(
        (
          await t.call('PUT', `/api/vouchers/${v.id}`, {
            as,
            body: { version: await versionNow(t, `/api/vouchers/${v.id}`), status: 'validated' },
          })
        ).statusCode,
      ).toBe(403);
    }
    const ok = await t.call('POST', `/api/vouchers/${v.id}/validate`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/vouchers/${v.id}`) },
    });
    expect(ok.json().status).toBe('validated');
    expect(
      (
        await t.call('POST', `/api/vouchers/${v.id}/decline`, {
          as: 'admin',
          body: { version: await versionNow(t, `/api/vouchers/${v.id}`) },
        })
      ).statusCode,
    ).toBe(409);
    const d = await create();
    expect(
      (
        await t.call('POST', `/api/vouchers/${d.id}/decline`, {
          as: 'super-admin',
          body: { version: await versionNow(t, `/api/vouchers/${d.id}`) },
        })
      ).json().status,
    ).toBe('declined');
    expect(
      (
        await t.call('PUT', `/api/vouchers/${d.id}`, {
          as: 'admin',
          body: { version: await versionNow(t, `/api/vouchers/${d.id}`), status: 'validated' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('validated → ccl by PUT; used and released only by the server', async () => {
    const v = await create();
    await t.call('PUT', `/api/vouchers/${v.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/vouchers/${v.id}`), status: 'validated' },
    });
    expect(
      (
        await t.call('PUT', `/api/vouchers/${v.id}`, {
          as: 'admin',
          body: { version: await versionNow(t, `/api/vouchers/${v.id}`), status: 'used' },
        })
      ).statusCode,
    ).toBe(403);
    const c = await t.call('PUT', `/api/vouchers/${v.id}`, {
      as: 'admin',
      body: { version: await versionNow(t, `/api/vouchers/${v.id}`), status: 'ccl' },
    });
    expect(c.json().status).toBe('ccl');
    expect(
      (
        await t.call('PUT', `/api/vouchers/${v.id}`, {
          as: 'admin',
          body: { version: await versionNow(t, `/api/vouchers/${v.id}`), status: 'validated' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.call('PUT', `/api/vouchers/${v.id}`, {
          as: 'admin',
          body: { version: await versionNow(t, `/api/vouchers/${v.id}`), status: 'nope' },
        })
      ).json().fields,
    ).toEqual({
      status: 'validation.invalid',
    });
    expect(
      (
        await t.call('POST', '/api/vouchers/00000000-0000-4000-8000-000000000000/validate', {
          as: 'admin',
          body: { version: 0 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists used apart from unused, by customer and status, scoped', async () => {
    const used = (
      await t.call('GET', '/api/vouchers/details?filter={"used":true}&range=[0,999]', { as: 'admin' })
    ).json() as Voucher[];
    expect(used.every((v) => v.status === 'used')).toBe(true);
    const unused = (
      await t.call('GET', '/api/vouchers/details?filter={"used":false}&range=[0,999]', { as: 'admin' })
    ).json() as Voucher[];
    expect(unused.every((v) => v.status !== 'used')).toBe(true);
    const far = await create('admin', { communities: [farm] });
    const hero = (
      await t.call('GET', `/api/vouchers/details?filter={"customer":"${customer}"}&range=[0,999]`, {
        as: 'customer-hero',
      })
    ).json() as Voucher[];
    expect(hero.some((v) => v.id === far.id)).toBe(false);
    expect(hero.every((v) => v.customerName.length > 0)).toBe(true);
  });
});

describe('a voucher ties only to what its communities hold', () => {
  it('refuses an offer, a refunded order or a refund of another community than the voucher’s (400 naming it)', async () => {
    const OUTSIDE = 'voucher.errors.outsideCommunities';
    const farmOffer = (
      await t.db.selectFrom('offers').select('id').where('community_id', '=', farm).executeTakeFirstOrThrow()
    ).id;
    const offer = await t.call('POST', '/api/vouchers', { as: 'admin', body: body({ offer: farmOffer }) });
    expect(offer.statusCode).toBe(400);
    expect(offer.json().fields).toEqual({ offer: OUTSIDE });
    // the same offer is fine on a voucher of the farm
    expect((await create('admin', { offer: farmOffer, communities: [kitchen, farm] })).offer).toBe(farmOffer);

    const o = await sql<{ id: string; customer_id: string }>`
      SELECT id, customer_id FROM orders WHERE community_id = ${farm} AND payment_status = 'paid'
        AND status = 'available' AND customer_id IS NOT NULL AND actual_amount > 1000 ORDER BY order_id DESC LIMIT 1`.execute(
      t.db,
    );
    const order = o.rows[0]!;
    const refundOrder = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({ customer: order.customer_id, reason: 'refund', refundOrder: order.id }),
    });
    expect(refundOrder.statusCode).toBe(400);
    expect(refundOrder.json().fields).toEqual({ refundOrder: OUTSIDE });
    const refund = await t.call('POST', '/api/refunds', {
      as: 'admin',
      body: refundBody(order.id),
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const byRefund = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: body({ customer: order.customer_id, reason: 'refund', refund: refund.json().id }),
    });
    expect(byRefund.statusCode).toBe(400);
    expect(byRefund.json().fields).toEqual({ refund: OUTSIDE });
  });
});

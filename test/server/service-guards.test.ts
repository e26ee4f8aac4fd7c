import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Refund } from '../../domain/refunds/schema.ts';
import { type TestApp, testApp } from './helpers.ts';
import { caseBody, orderIn } from './service-fixtures.ts';

/**
 * The references a claim, a refund or a voucher names beyond its order: a team member, refund
 * vouchers, the read marks of the badge. A caller cannot slip in rows that do not exist, nor
 * another customer's vouchers; the offer analytics and the lottery results count and scope them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const { kitchen, farm } = COMMUNITY_IDS;
const GHOST = '00000000-0000-4000-8000-000000000000';

/** A kitchen order and its customer's id. */
async function kitchenOrder() {
  const order = await orderIn(t.db, { community: kitchen });
  const { customer_id } = await t.db
    .selectFrom('orders')
    .select('customer_id')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { order, customer_id };
}

async function memberId(email: string): Promise<string> {
  const r = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return r.id;
}

describe('team member', () => {
  it('a claim names an existing, enabled member, on create and on edit', async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const body = { ...caseBody(order.id), action: 'resend' };
    const ghost = await t.call('POST', '/api/claims', {
      as: 'customer-hero',
      body: { ...body, teamMember: GHOST },
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().fields).toEqual({ teamMember: 'validation.invalid' });
    const hero = await memberId('customer-hero@demo.comptoir');
    const ok = await t.call('POST', '/api/claims', { as: 'admin', body: { ...body, teamMember: hero } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().teamMember).toBe(hero);
    const edit = await t.call('PUT', `/api/claims/${ok.json().id}`, {
      as: 'admin',
      body: { order: order.id, teamMember: GHOST, version: ok.json().version },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ teamMember: 'validation.invalid' });
    await sql`UPDATE users SET disabled = true WHERE id = ${hero}`.execute(t.db);
    try {
      const gone = await t.call('POST', '/api/claims', { as: 'admin', body: { ...body, teamMember: hero } });
      expect(gone.json().fields).toEqual({ teamMember: 'validation.invalid' });
    } finally {
      await sql`UPDATE users SET disabled = false WHERE id = ${hero}`.execute(t.db);
    }
  });

  it('a refund too', async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const body = { ...caseBody(order.id), refundAmount: 100, paymentMethod: 'wechat' };
    const ghost = await t.call('POST', '/api/refunds', {
      as: 'customer-hero',
      body: { ...body, teamMember: GHOST },
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().fields).toEqual({ teamMember: 'validation.invalid' });
    const row = await t.db
      .selectFrom('orders')
      .select('payment_status')
      .where('id', '=', order.id)
      .executeTakeFirst();
    expect(row?.payment_status).toBe('paid');
    const ok = await t.call('POST', '/api/refunds', { as: 'customer-hero', body });
    expect(ok.statusCode, ok.body).toBe(201);
    const edit = await t.call('PUT', `/api/refunds/${ok.json().id}`, {
      as: 'customer-hero',
      body: { teamMember: GHOST, version: ok.json().version },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ teamMember: 'validation.invalid' });
  });
});

describe('refund vouchers', () => {
  async function voucherOf(customer: string, communities: string[]) {
    const r = await t.call('POST', '/api/vouchers', {
      as: 'admin',
      body: { customer, reason: 'gift', amount: 500, expirationDate: '2099-12-31', communities },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as string;
  }

  it("are vouchers of the refunded order's customer, named by index when not", async () => {
    const { order, customer_id } = await kitchenOrder();
    const other = await sql<{
      id: string;
    }>`SELECT id FROM customers WHERE id <> ${customer_id} LIMIT 1`.execute(t.db);
    const mine = await voucherOf(customer_id!, [kitchen]);
    const theirs = await voucherOf(other.rows[0]!.id, [farm]);
    const body = { ...caseBody(order.id), refundAmount: 100, paymentMethod: 'wechat' };
    for (const [ids, field] of [
      [[GHOST], 'refundVouchers.0'],
      [[mine, theirs], 'refundVouchers.1'],
    ] as const) {
      const r = await t.call('POST', '/api/refunds', {
        as: 'customer-hero',
        body: { ...body, refundVouchers: ids },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().fields).toEqual({ [field]: 'validation.invalid' });
    }
    const ok = await t.call('POST', '/api/refunds', {
      as: 'customer-hero',
      body: { ...body, refundVouchers: [mine] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().refundVouchers).toEqual([mine]);
    const edit = await t.call('PUT', `/api/refunds/${ok.json().id}`, {
      as: 'customer-hero',
      body: { refundVouchers: [mine, theirs], version: ok.json().version },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ 'refundVouchers.1': 'validation.invalid' });
  });

  it("are vouchers valid in the refund's community: another community's voucher of the customer is refused as unknown", async () => {
    const { order, customer_id } = await kitchenOrder();
    // the customer's own voucher, but of the farm only: the kitchen's customer-hero does not see it
    const elsewhere = await voucherOf(customer_id!, [farm]);
    const shared = await voucherOf(customer_id!, [farm, kitchen]);
    const body = { ...caseBody(order.id), refundAmount: 100, paymentMethod: 'wechat' };
    const r = await t.call('POST', '/api/refunds', {
      as: 'customer-hero',
      body: { ...body, refundVouchers: [shared, elsewhere] },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'refundVouchers.1': 'validation.invalid' });
    const ok = await t.call('POST', '/api/refunds', {
      as: 'customer-hero',
      body: { ...body, refundVouchers: [shared] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    for (const as of ['customer-hero', 'admin'] as const) {
      const edit = await t.call('PUT', `/api/refunds/${ok.json().id}`, {
        as,
        body: { refundVouchers: [elsewhere], version: ok.json().version },
      });
      expect(edit.statusCode, as).toBe(400);
      expect(edit.json().fields).toEqual({ 'refundVouchers.0': 'validation.invalid' });
    }
  });

  it('name each voucher once, in either letter case: a refund lists the vouchers given, not the times one was named', async () => {
    const { order, customer_id } = await kitchenOrder();
    const mine = await voucherOf(customer_id!, [kitchen]);
    const body = { ...caseBody(order.id), refundAmount: 100, paymentMethod: 'wechat' };
    const ok = await t.call('POST', '/api/refunds', {
      as: 'customer-hero',
      body: { ...body, refundVouchers: [mine, mine.toUpperCase(), mine] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().refundVouchers).toEqual([mine]);
    const edit = await t.call('PUT', `/api/refunds/${ok.json().id}`, {
      as: 'customer-hero',
      body: { refundVouchers: [mine, mine], version: ok.json().version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().refundVouchers).toEqual([mine]);
  });
});

describe('read marks', () => {
  it('only a refunded or refused refund can be marked read, so the badge counts it once it is', async () => {
    const order = await orderIn(t.db, { community: kitchen });
    const created = await t.call('POST', '/api/refunds', {
      as: 'customer-hero',
      body: { ...caseBody(order.id), refundAmount: 100, paymentMethod: 'alipay' },
    });
    const refund = created.json() as Refund;
    const early = await t.call('POST', `/api/refunds/${refund.id}/read`, { as: 'customer-hero' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('refund.errors.readNotFinal');
    const badge = async () =>
      (await t.call('GET', '/api/refunds/badge', { as: 'customer-hero' })).json().count;
    const before = await badge();
    const refused = await t.call('PUT', `/api/refunds/${refund.id}`, {
      as: 'admin',
      body: { status: 'refused', version: refund.version },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await badge()).toBe(before + 1);
    expect((await t.call('POST', `/api/refunds/${refund.id}/read`, { as: 'customer-hero' })).statusCode).toBe(
      204,
    );
    expect(await badge()).toBe(before);
  });
});

describe('counted and scoped elsewhere', () => {
  it("the offer analytics count the offer's claims", async () => {
    const order = await orderIn(t.db, { community: kitchen });
    expect(order.offerId).toBeTruthy();
    const url = `/api/offers/${order.offerId}/analytics`;
    const before = (await t.call('GET', url, { as: 'admin' })).json().claims as number;
    const r = await t.call('POST', '/api/claims', {
      as: 'customer-hero',
      body: { ...caseBody(order.id), action: 'resend' },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect((await t.call('GET', url, { as: 'admin' })).json().claims).toBe(before + 1);
  });

  it("the lottery results: winner slots with gift, order and customer name, in the caller's communities", async () => {
    const all = await t.call('GET', '/api/lottery-draws/results?range=[0,499]', { as: 'admin' });
    expect(all.statusCode).toBe(200);
    type Result = { community: string; channel: string; winners: { gift: unknown; order: unknown }[] };
    const rows = all.json() as Result[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.winners.every((w) => 'gift' in w && 'order' in w))).toBe(true);
    const cm = (
      await t.call('GET', '/api/lottery-draws/results?range=[0,499]', { as: 'community-manager' })
    ).json() as Result[];
    const own = new Set<string>([kitchen, COMMUNITY_IDS.garden]);
    expect(cm.every((r) => own.has(r.community))).toBe(true);
    expect(cm.length).toBe(rows.filter((r) => own.has(r.community)).length);
    const far = await t.call(
      'GET',
      `/api/lottery-draws/results?filter=${encodeURIComponent(JSON.stringify({ community: farm }))}`,
      {
        as: 'community-manager',
      },
    );
    expect(far.json()).toEqual([]);
    const mp = (
      await t.call(
        'GET',
        `/api/lottery-draws/results?filter=${encodeURIComponent('{"channel":"miniprogram"}')}`,
        {
          as: 'admin',
        },
      )
    ).json() as Result[];
    expect(mp.every((r) => r.channel === 'miniprogram')).toBe(true);
    expect((await t.call('GET', '/api/lottery-draws/results', { as: 'customer-hero' })).statusCode).toBe(403);
  });
});

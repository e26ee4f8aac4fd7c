import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { HistoryEntry } from '../../domain/history/resource.ts';
import type { OrderView } from '../../domain/live-views.ts';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import { CHANGES_CHANNEL } from '../../server/changes/publish.ts';
import { type DailyRefs, dailyBody, dailyRefs } from './daily-orders-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { anyCustomer, makeOffer, saleBody } from './live-fixtures.ts';

/**
 * Using a voucher on an order and giving it back are changes of the voucher like a member's move:
 * its version goes up, its history says which order took it or let it go, and the vouchers lists
 * hear of it. A voucher is read (and its history) by members of one of its communities.
 */
let t: TestApp;
let refs: DailyRefs;
let customer: string;
beforeAll(async () => {
  t = await testApp();
  refs = await dailyRefs(t.db);
  customer = (await anyCustomer(t.db)).id;
});
afterAll(() => t.close());

async function validatedVoucher(amount: number): Promise<Voucher> {
  const made = await t.call('POST', '/api/vouchers', {
    as: 'customer-hero',
    body: {
      customer,
      reason: 'gift',
      amount,
      expirationDate: '2099-12-31',
      communities: [COMMUNITY_IDS.kitchen],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const v = made.json() as Voucher;
  const validated = await t.call('POST', `/api/vouchers/${v.id}/validate`, {
    as: 'admin',
    body: { version: v.version },
  });
  expect(validated.statusCode, validated.body).toBe(200);
  return v;
}

const readVoucher = async (id: string) =>
  (await t.call('GET', `/api/vouchers/${id}`, { as: 'admin' })).json() as Voucher;
const historyOf = async (id: string) => {
  const r = await t.call('GET', `/api/history/vouchers/${id}?range=[0,49]`, { as: 'customer-hero' });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as HistoryEntry[]).map((e) => ({ action: e.action, before: e.before, after: e.after }));
};

describe('a voucher used on an order and given back', () => {
  it('is audited on the voucher, with a new version each time', async () => {
    const v = await validatedVoucher(321);
    const validatedVersion = (await readVoucher(v.id)).version;
    const made = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: dailyBody(refs, { customer, vouchers: [v.id] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json() as OrderView;
    const used = await readVoucher(v.id);
    expect(used).toMatchObject({ status: 'used', order: order.id });
    expect(used.version).toBe(validatedVersion + 1);

    // the order edited without it: given back
    const edited = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: order.version, vouchers: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const back = await readVoucher(v.id);
    expect(back).toMatchObject({ status: 'validated', order: null });
    expect(back.version).toBe(validatedVersion + 2);

    // an edit that keeps what the order uses moves no voucher
    const again = await t.call('PUT', `/api/orders/${order.id}`, {
      as: 'customer-hero',
      body: { version: (edited.json() as OrderView).version, vouchers: [] },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await readVoucher(v.id)).version).toBe(validatedVersion + 2);

    const history = await historyOf(v.id);
    expect(history.map((h) => h.action)).toEqual([
      'status.release',
      'status.use',
      'status.validate',
      'create',
    ]);
    expect(history[1]).toEqual({
      action: 'status.use',
      before: { status: 'validated', order: null },
      after: { status: 'used', order: order.id },
    });
    expect(history[0]).toEqual({
      action: 'status.release',
      before: { status: 'used', order: order.id },
      after: { status: 'validated', order: null },
    });
  });

  it('is announced to the vouchers lists when a sale takes it', async () => {
    const v = await validatedVoucher(322);
    const listener = new pg.Client({ connectionString: t.url });
    await listener.connect();
    const notes: { resource: string; id: string; version: number; communities: string[] }[] = [];
    listener.on('notification', (n) => notes.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${CHANGES_CHANNEL}`);
    try {
      const made = await t.call('POST', '/api/orders', {
        as: 'customer-hero',
        body: dailyBody(refs, { customer, vouchers: [v.id] }),
      });
      expect(made.statusCode, made.body).toBe(201);
      const end = Date.now() + 5000;
      while (!notes.some((n) => n.id === v.id) && Date.now() < end)
        await new Promise((r) => setTimeout(r, 20));
      expect(notes.find((n) => n.id === v.id)).toEqual({
        resource: 'vouchers',
        id: v.id,
        version: (await readVoucher(v.id)).version,
        communities: [COMMUNITY_IDS.kitchen],
      });
    } finally {
      await listener.end();
    }
  });
});

describe('a voucher a live sale takes', () => {
  it("is audited on the voucher in the sale's own statement", async () => {
    const v = await validatedVoucher(324);
    const offer = await makeOffer(t.db, {
      community: COMMUNITY_IDS.kitchen,
      packs: [{ stock: 10, price: 9900 }],
    });
    const made = await t.call('POST', '/api/orders', {
      as: 'customer-hero',
      body: saleBody(offer, customer, { voucherSelection: 'manual', vouchers: [v.id] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json() as OrderView;
    expect(order.vouchers.map((x) => x.id)).toEqual([v.id]);
    expect((await historyOf(v.id))[0]).toEqual({
      action: 'status.use',
      before: { status: 'validated', order: null },
      after: { status: 'used', order: order.id },
    });
  });
});

describe('GET /api/vouchers/{id} and its history', () => {
  it("are a member's of one of the voucher's communities; others get 404", async () => {
    const v = await validatedVoucher(323);
    // a community manager of farm and cellar only
    const { token } = await t.login('wu.ting@comptoir.cn');
    for (const path of [`/api/vouchers/${v.id}`, `/api/history/vouchers/${v.id}`]) {
      expect((await t.call('GET', path, { token })).statusCode, path).toBe(404);
      expect((await t.call('GET', path, { as: 'customer-hero' })).statusCode, path).toBe(200);
    }
    expect((await t.call('GET', `/api/vouchers/${v.id}`, { as: 'designer' })).statusCode).toBe(403);
    const missing = await t.call('GET', '/api/vouchers/00000000-0000-4000-8000-000000000000', {
      as: 'admin',
    });
    expect(missing.statusCode).toBe(404);
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM vouchers WHERE id = ${v.id}`.execute(
      t.db,
    );
    expect(rows.rows[0]!.n).toBe(1);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { servicesCase } from './finance-fixtures.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

/**
 * Services offers and the invoices generated from them (commission, fapiao, vendor pay), exact to
 * the fen against hand-computed cases, with the roles and communities of each call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const PO = '/api/purchase-orders';

describe('services offers and invoices', () => {
  let c: Awaited<ReturnType<typeof servicesCase>>;
  beforeAll(async () => {
    c = await servicesCase(t);
  });
  const offersOf = async (supplier: string) =>
    (
      await t.call('GET', `/api/offers/services${qs({ filter: { supplier } })}`, { as: 'finance' })
    ).json() as { id: string; [k: string]: unknown }[];

  it('shows each offer figures: settled orders only, commission on sales less delivery', async () => {
    const a = (await offersOf(c.s1.id)).find((o) => o.id === c.a)!;
    // settled: paid, refunding, rfd; the pending order brought nothing
    expect(a).toMatchObject({
      orders: 3,
      actualIncomePack: 17333,
      actualIncomeSingleItem: 2550,
      actualIncomeDelivery: 1000,
      actualIncome: 20883,
      commissionRate: 12.5,
      // (17333 + 2550) x 12.5 % = 2485.375 -> 2485
      commissionAmount: 2485,
      refundAmount: 2000,
      voucherAmount: 1000,
      relatedInvoice: null,
      finished: true,
    });
  });

  it('generates one invoice per supplier with fee, fapiao and vendor pay exact to the fen, never twice', async () => {
    const r = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'finance',
      body: { offers: [c.a, c.b, c.c] },
    });
    expect(r.statusCode, r.body).toBe(201);
    const invoices = r.json() as Record<string, unknown>[];
    expect(invoices).toHaveLength(2);
    const i1 = invoices.find((i) => (i.supplier as { id: string }).id === c.s1.id)!;
    const i2 = invoices.find((i) => (i.supplier as { id: string }).id === c.s2.id)!;
    // A: fapiao (20883 - 1000) x 12.5 % = 2485.375 -> 2485; B: (3835 - 500) x 8 % = 266.8 -> 267
    expect(i1).toMatchObject({
      type: 'invoice',
      payment_status: 'unpaid',
      totalSales: 24718,
      totalDelivery: 1500,
      feeAmount: 2752,
      feePercents: [12.5, 8],
      totalRefund: 2000,
      totalVouchers: 1000,
    });
    // pay to vendors = income - fapiao
    expect((i1.totalSales as number) - (i1.feeAmount as number)).toBe(21966);
    // C: 1001 x 50 % = 500.5 -> 501 (half-up)
    expect(i2).toMatchObject({ totalSales: 1001, feeAmount: 501, feePercents: [50] });
    const again = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'finance',
      body: { offers: [c.b] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ 'offers.0': 'purchaseOrder.errors.alreadyInvoiced' });
    const a = (await offersOf(c.s1.id)).find((o) => o.id === c.a)!;
    expect(a.relatedInvoice).toMatchObject({ poId: i1.poId, payment_status: 'unpaid' });
  });

  it('two concurrent generations for one offer: one invoice', async () => {
    const d = await servicesCase(t);
    const both = await Promise.all(
      [0, 1].map(() =>
        t.call('POST', '/api/purchase-orders/generate', { as: 'finance', body: { offers: [d.a] } }),
      ),
    );
    expect(both.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    const n = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM invoice_offers WHERE offer_id = ${d.a}`.execute(t.db);
    expect(n.rows[0]!.n).toBe(1);
  });

  it('refuses what cannot be invoiced and the roles that may not', async () => {
    const d = await servicesCase(t);
    await t.db
      .updateTable('offers')
      .set({ ending_date: new Date(Date.now() + 86_400_000) })
      .where('id', '=', d.b)
      .execute();
    const live = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'finance',
      body: { offers: [d.a, d.b] },
    });
    expect(live.statusCode).toBe(409);
    expect(live.json().fields).toEqual({ 'offers.1': 'purchaseOrder.errors.notFinished' });
    const goods = await t.db
      .selectFrom('offers')
      .innerJoin('suppliers', 'suppliers.id', 'offers.supplier_id')
      .select('offers.id')
      .where('suppliers.type', '=', 'direct_sales')
      .executeTakeFirstOrThrow();
    const g = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'admin',
      body: { offers: [goods.id] },
    });
    expect(g.statusCode).toBe(400);
    const pm = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'product-manager',
      body: { offers: [d.a] },
    });
    expect(pm.statusCode).toBe(403);
    expect(
      (await t.call('POST', '/api/purchase-orders/generate', { as: 'finance', body: { offers: [] } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/api/purchase-orders/generate', { as: 'finance', body: { offers: ['x'] } })
      ).json().fields,
    ).toEqual({
      'offers.0': 'validation.invalid',
    });
    // nothing was written by the refused calls
    const n = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM invoice_offers WHERE offer_id = ${d.a}`.execute(t.db);
    expect(n.rows[0]!.n).toBe(0);
  });

  it('invoices: bank transfer id, mark paid once; hidden from the purchase roles that are not finance', async () => {
    const d = await servicesCase(t);
    const [inv] = (
      await t.call('POST', '/api/purchase-orders/generate', { as: 'finance', body: { offers: [d.a] } })
    ).json();
    const bank = await t.call('PUT', `${PO}/${inv.id}`, {
      as: 'finance',
      body: { version: await versionNow(t, `${PO}/${inv.id}`), bankTransferID: 'TRX-889' },
    });
    expect(bank.json().bankTransferID).toBe('TRX-889');
    expect(
      (
        await t.call('PUT', `${PO}/${inv.id}`, {
          as: 'finance',
          body: { version: await versionNow(t, `${PO}/${inv.id}`), stock_status: 'received' },
        })
      ).statusCode,
    ).toBe(400);
    const paid = await t.call('PUT', `${PO}/${inv.id}`, {
      as: 'finance',
      body: { version: await versionNow(t, `${PO}/${inv.id}`), payment_status: 'paid' },
    });
    expect(paid.json()).toMatchObject({ payment_status: 'paid', bankTransferID: 'TRX-889' });
    expect(
      (
        await t.call('PUT', `${PO}/${inv.id}`, {
          as: 'finance',
          body: { version: await versionNow(t, `${PO}/${inv.id}`), payment_status: 'paid' },
        })
      ).statusCode,
    ).toBe(409);
    const a = (await offersOf(d.s1.id)).find((o) => o.id === d.a)!;
    expect(a.relatedInvoice).toMatchObject({ payment_status: 'paid' });
    expect((await t.call('GET', `${PO}/${inv.id}`, { as: 'product-manager' })).statusCode).toBe(404);
    // an invoice is not a purchase role's business: as unknown to them as to anyone
    expect(
      (
        await t.call('PUT', `${PO}/${inv.id}`, {
          as: 'logistic',
          body: { version: await versionNow(t, `${PO}/${inv.id}`), bankTransferID: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    // its history: generated, bank id, paid; unknown to the purchase roles that are not finance
    const h = await t.call('GET', `/api/history/purchase-orders/${inv.id}`, { as: 'finance' });
    expect(h.statusCode, h.body).toBe(200);
    expect(
      h
        .json()
        .map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['bank', 'generate', 'pay']);
    expect(
      (await t.call('GET', `/api/history/purchase-orders/${inv.id}`, { as: 'logistic' })).statusCode,
    ).toBe(404);
    const pmList = await t.call('GET', `${PO}/details${qs({ filter: { type: 'invoice' } })}`, {
      as: 'product-manager',
    });
    expect(pmList.json()).toEqual([]);
    const byOffer = await t.call(
      'GET',
      `${PO}/details${qs({ filter: { offerID: String((await t.db.selectFrom('offers').select('offer_id').where('id', '=', d.a).executeTakeFirstOrThrow()).offer_id) } })}`,
      { as: 'finance' },
    );
    expect(byOffer.json().map((x: { id: string }) => x.id)).toEqual([inv.id]);
  });

  it('services offers are scoped by community', async () => {
    const d = await servicesCase(t, COMMUNITY_IDS.cellar);
    const other = await t.login('sun.hao@comptoir.cn').catch(() => null);
    expect(other).not.toBeNull();
    // a finance member of Shanghai... all communities: sees it; a member of one community does not
    await t.db
      .updateTable('users')
      .set({ communities: [COMMUNITY_IDS.kitchen] })
      .where('email', '=', 'sun.hao@comptoir.cn')
      .execute();
    const r = await t.call('GET', `/api/offers/services${qs({ filter: { supplier: d.s1.id } })}`, {
      token: other!.token,
    });
    expect(r.json().some((o: { id: string }) => o.id === d.a)).toBe(false);
    const g = await t.call('POST', '/api/purchase-orders/generate', {
      token: other!.token,
      body: { offers: [d.a] },
    });
    expect(g.statusCode).toBe(403);
  });
});

describe('an invoice over several communities', () => {
  it('is not shown, nor payable, to a member of only some of them', async () => {
    const k = await servicesCase(t, COMMUNITY_IDS.kitchen);
    const c = await servicesCase(t, COMMUNITY_IDS.cellar);
    const made = await t.call('POST', '/api/purchase-orders/generate', {
      as: 'admin',
      body: { offers: [k.a, c.a] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [inv] = made.json() as { id: string; poId: string }[];
    await t.db
      .updateTable('users')
      .set({ communities: [COMMUNITY_IDS.kitchen] })
      .where('email', '=', 'sun.hao@comptoir.cn')
      .execute();
    const { token } = await t.login('sun.hao@comptoir.cn');
    // the invoice carries the cellar offer's figures: a kitchen member may not read them
    expect((await t.call('GET', `${PO}/${inv!.id}`, { token })).statusCode).toBe(403);
    const list = await t.call('GET', `${PO}/details${qs({ filter: { poId: inv!.poId } })}`, { token });
    expect(list.json()).toEqual([]);
    const pay = await t.call('PUT', `${PO}/${inv!.id}`, {
      token,
      body: { payment_status: 'paid', version: await versionNow(t, `${PO}/${inv!.id}`) },
    });
    expect(pay.statusCode).toBe(403);
    const owed = (await t.call('GET', '/api/finance/overview', { token })).json().owed as { id: string }[];
    expect(owed.some((o) => o.id === inv!.id)).toBe(false);
    // finance with every community still has it
    expect((await t.call('GET', `${PO}/${inv!.id}`, { as: 'finance' })).statusCode).toBe(200);
  });
});

describe('the services offers tab', () => {
  it('lists the newest offers first (createdAt descending), not by ending date', async () => {
    const offers = await sql<{ id: string }>`
      SELECT f.id FROM offers f JOIN suppliers s ON s.id = f.supplier_id
      WHERE s.type = 'services' ORDER BY f.offer_id LIMIT 3`.execute(t.db);
    const [older, middle, newest] = offers.rows.map((r) => r.id);
    // created in one order, ending in the other: the two sorts disagree on every pair
    const stamp = async (id: string | undefined, created: string, ending: string) =>
      sql`UPDATE offers SET created_at = ${created}::timestamptz, ending_date = ${ending}::timestamptz
        WHERE id = ${id}`.execute(t.db);
    await stamp(older, '2999-01-01T00:00:00Z', '2999-12-03T00:00:00Z');
    await stamp(middle, '2999-01-02T00:00:00Z', '2999-12-02T00:00:00Z');
    await stamp(newest, '2999-01-03T00:00:00Z', '2999-12-01T00:00:00Z');
    const r = await t.call('GET', `/api/offers/services${qs({ range: [0, 2] })}`, { as: 'admin' });
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as { id: string }[]).map((o) => o.id)).toEqual([newest, middle, older]);
    // the ending date stays a sort the tab may ask for
    const byEnd = await t.call(
      'GET',
      `/api/offers/services${qs({ range: [0, 2], sort: ['endingDate', 'DESC'] })}`,
      {
        as: 'admin',
      },
    );
    expect((byEnd.json() as { id: string }[]).map((o) => o.id)).toEqual([older, middle, newest]);
  });
});

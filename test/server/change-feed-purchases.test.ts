import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { until, watchFeed } from './feed-watch.ts';
import { directSupplier } from './finance-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { liveUrlOf } from './live-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

/**
 * The change feed of purchase orders and invoices tells only who may read the record: invoices
 * are finance's (a product-manager or logistic lists purchase orders but never an invoice), and a
 * row over several communities is read only by a member of all of them.
 */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await testApp();
  url = await liveUrlOf(t.app);
});
afterAll(() => t.close());

const PO = '/api/purchase-orders';
const { kitchen, cellar } = COMMUNITY_IDS;

/** A purchase order of no community, news to every purchase role: what a watcher hears after it, it heard in order. */
async function barrier() {
  const sup = await directSupplier(t, 1);
  const r = await t.call('POST', PO, {
    as: 'admin',
    body: {
      supplier: sup.id,
      date: '2026-11-02',
      purchaseOrderItems: [{ product: sup.products[0]!.id, quantity: 1, unitPrice: 100, vatPercentage: 13 }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().id as string;
}

async function touchInvoice(id: string, bank: string) {
  const r = await t.call('PUT', `${PO}/${id}`, {
    as: 'finance',
    body: { version: await versionNow(t, `${PO}/${id}`), bankTransferID: bank },
  });
  expect(r.statusCode, r.body).toBe(200);
}

describe('change feed of purchase orders and invoices', () => {
  it('an invoice is news to the finance roles only, over two communities to a member of both only', async () => {
    const inv = await t.db
      .selectFrom('purchase_orders')
      .select('id')
      .where('type', '=', 'invoice')
      .executeTakeFirstOrThrow();
    // an invoice over the kitchen and the cellar; a finance member of the kitchen alone
    await t.db
      .updateTable('purchase_orders')
      .set({ communities: [kitchen, cellar] })
      .where('id', '=', inv.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ communities: [kitchen] })
      .where('email', '=', 'sun.hao@comptoir.cn')
      .execute();
    const kitchenFinance = await t.login('sun.hao@comptoir.cn');
    const watchers = {
      finance: await watchFeed(url, await t.tokenOf('finance'), ['purchase-orders']),
      pm: await watchFeed(url, await t.tokenOf('product-manager'), ['purchase-orders']),
      logistic: await watchFeed(url, await t.tokenOf('logistic'), ['purchase-orders']),
      kitchenFinance: await watchFeed(url, kitchenFinance.token, ['purchase-orders']),
    };
    await touchInvoice(inv.id, 'TRX-FEED-1');
    const last = await barrier();
    for (const w of Object.values(watchers)) await until(() => w.heard(last), 20_000);
    expect(watchers.finance.heard(inv.id)).toBe(true);
    expect(watchers.pm.heard(inv.id)).toBe(false);
    expect(watchers.logistic.heard(inv.id)).toBe(false);
    expect(watchers.kitchenFinance.heard(inv.id)).toBe(false);
    for (const w of Object.values(watchers)) w.ws.close();
  });
});

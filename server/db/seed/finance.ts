import { sql, type Transaction } from 'kysely';
import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import type { PurchaseOrderBody } from '../../../domain/purchase-orders/schema.ts';
import { generateIn } from '../../purchase-orders/generate-invoices.ts';
import { nextNumber, poColumns, writeLines } from '../../purchase-orders/write.ts';
import { receivePurchased } from '../../stock/receive.ts';
import { camel } from '../camel.ts';
import type { Database } from '../types.ts';
import { insertServiceOffer } from './finance-offers.ts';
import { demoUserId } from './foundation.ts';
import { seedId } from './ids.ts';
import type { SeedModule } from './index.ts';

type Trx = Transaction<Database>;
const FINANCE = { id: demoUserId('finance@demo.comptoir') };
const day = (d: string) => new Date(`${d}T04:00:00Z`);

async function purchaseOrder(
  trx: Trx,
  body: PurchaseOrderBody,
  state: { received?: boolean; paid?: boolean },
) {
  const poId = await nextNumber(trx, 'purchase_order');
  const db = camel(trx);
  const row = await db
    .insertInto('purchaseOrders')
    .values({ poId, type: 'purchase_order', createdBy: FINANCE.id, ...poColumns(body) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLines(trx, row.id, poId, body, FINANCE);
  if (state.received) {
    await receivePurchased(trx, row.id);
    await db
      .updateTable('purchaseOrders')
      .set({ stockStatus: 'received', receivedAt: sql`now()` })
      .where('id', '=', row.id)
      .execute();
  }
  if (state.paid)
    await db
      .updateTable('purchaseOrders')
      .set({ paymentStatus: 'paid', paidAt: sql`now()`, bankTransferId: `BT-${poId}` })
      .where('id', '=', row.id)
      .execute();
}

/**
 * Demo finance data: purchase orders from two direct-sales suppliers (received and paid, received
 * and unpaid, on their way), and finished services offers of two services suppliers with their
 * orders; two offers of the first are invoiced (one invoice), the others wait for an invoice.
 */
export const financeSeed: SeedModule = {
  name: 'finance',
  order: 70,
  run: async (trx) => {
    const direct = await sql<{ id: string; vat: string }>`
      SELECT s.id, s.vat::text FROM suppliers s
      WHERE s.type = 'direct_sales' AND s.status <> 'discontinued'
        AND (SELECT count(*) FROM products p WHERE p.supplier_id = s.id AND p.status = 'available') >= 3
      ORDER BY s.name LIMIT 2`.execute(trx);
    const plans = [
      { date: '2026-09-08', received: true, paid: true },
      { date: '2026-10-14', received: true, paid: false },
      { date: '2026-11-03', received: false, paid: false },
    ];
    for (const [i, s] of direct.rows.entries()) {
      const products = await trx
        .selectFrom('products')
        .select(['id', 'price'])
        .where('supplier_id', '=', s.id)
        .where('status', '=', 'available')
        .orderBy('product_id')
        .limit(4)
        .execute();
      for (const [j, plan] of plans.entries()) {
        const lines = products.slice(0, 2 + ((i + j) % 3)).map((p, k) => ({
          product: p.id,
          quantity: 6 + ((k * 7 + j * 3) % 20),
          unitPrice: Number(p.price) || 1000,
          vatPercentage: Number(s.vat),
        }));
        if (!lines.length) continue;
        await purchaseOrder(
          trx,
          {
            supplier: s.id,
            date: plan.date,
            community: j === 1 ? COMMUNITY_IDS.cellar : null,
            payment_status: 'unpaid',
            stock_status: 'pending',
            purchaseOrderItems: lines,
          },
          plan,
        );
      }
    }
    const services = await trx
      .selectFrom('suppliers')
      .select('id')
      .where('type', '=', 'services')
      .orderBy('name')
      .limit(2)
      .execute();
    const offers: string[][] = [];
    for (const [i, s] of services.entries()) {
      const ids: string[] = [];
      for (let n = 0; n < 4; n++) {
        const start = day(`2026-0${6 + n}-0${1 + i}`);
        const end = day(`2026-0${6 + n}-2${i}`);
        ids.push(
          await insertServiceOffer(trx, {
            id: seedId('service-offer', `${i}-${n}`),
            supplier: s.id,
            community: [COMMUNITY_IDS.kitchen, COMMUNITY_IDS.garden][n % 2]!,
            commissionRate: [12.5, 15, 10, 8][n]!,
            name: { en: `Service session ${i + 1}.${n + 1}`, zh: `服务场次 ${i + 1}.${n + 1}` },
            starting: start,
            ending: end,
            orders: Array.from({ length: 3 + n }, (_, k) => ({
              pack: 9900 + k * 1250 + n * 500,
              item: k % 2 ? 1800 : 0,
              delivery: k % 3 === 0 ? 1000 : 0,
              voucher: k === 2 ? 500 : 0,
              paymentStatus: k === 4 ? ('pending' as const) : ('paid' as const),
              channel: k % 2 ? ('miniprogram' as const) : ('wechat_group' as const),
              orderDate: new Date(start.getTime() + (k + 1) * 86_400_000),
            })),
          }),
        );
      }
      offers.push(ids);
    }
    if (offers[0]) await generateIn(trx, { offers: offers[0].slice(0, 2) }, FINANCE, { assert: () => {} });
  },
};

import { type Kysely, sql, type Transaction } from 'kysely';
import { businessDate } from '../../domain/dates.ts';
import { invoiceTotals, serviceFee } from '../../domain/finance/rules.ts';
import type { InvoiceGenerate } from '../../domain/purchase-orders/schema.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { audit } from '../db/audit.ts';
import type { Database } from '../db/types.ts';
import { badRequest, conflict } from '../errors.ts';
import { type Figures, offerFigures, rateOf } from '../finance/offer-figures.ts';
import type { Scope } from '../resources/serve.ts';
import { poAudience } from './save.ts';
import { nextNumber } from './write.ts';

interface Picked {
  id: string;
  community_id: string;
  supplier_id: string;
  supplier_type: string;
  ended: boolean;
  invoiced: boolean;
  rate: string;
}

const ALREADY = 'purchaseOrder.errors.alreadyInvoiced';

/**
 * POST /api/purchase-orders/generate: one invoice per supplier of the selected offers, each
 * settling the commission of its offers (fapiao to issue = (income - delivery) x rate,
 * pay to vendors = income - that). An offer is invoiced once: the offers are locked first, so a
 * second request for one of them waits, then finds it invoiced and gets a 409; the primary key of
 * invoice_offers holds the rule even against a writer that skipped the lock.
 */
export function generateInvoices(
  db: Kysely<Database>,
  body: InvoiceGenerate,
  caller: Pick<AuthUser, 'id'>,
  scope: Pick<Scope, 'assert'>,
): Promise<string[]> {
  return db.transaction().execute((trx) => generateIn(trx, body, caller, scope));
}

/** The generation inside the caller's transaction (the demo seed runs it in its own). */
export async function generateIn(
  trx: Transaction<Database>,
  body: InvoiceGenerate,
  caller: Pick<AuthUser, 'id'>,
  scope: Pick<Scope, 'assert'>,
): Promise<string[]> {
  const ids = [...new Set(body.offers.map((o) => o.toLowerCase()))];
  // raw: the row lock (FOR UPDATE OF the offers only) and the rate fragment shared with the services tab
  const r = await sql<Picked>`
      SELECT f.id, f.community_id, f.supplier_id, s.type AS supplier_type, f.ending_date <= now() AS ended,
        EXISTS (SELECT 1 FROM invoice_offers io WHERE io.offer_id = f.id) AS invoiced,
        ${rateOf('f', 's')}::text AS rate
      FROM offers f JOIN suppliers s ON s.id = f.supplier_id
      WHERE f.id = ANY(${ids}::uuid[]) ORDER BY f.id FOR UPDATE OF f`.execute(trx);
  const found = new Map(r.rows.map((x) => [x.id, x]));
  const at = (id: string) => ['offers', body.offers.findIndex((o) => o.toLowerCase() === id)].join('.');
  for (const id of ids) {
    const o = found.get(id);
    if (!o) throw badRequest({ [at(id)]: 'purchaseOrder.errors.unknownOffer' });
    scope.assert(o.community_id);
    if (o.supplier_type !== 'services')
      throw badRequest({ [at(id)]: 'purchaseOrder.errors.notServices' }, 'purchaseOrder.errors.notServices');
    if (!o.ended)
      throw conflict({ [at(id)]: 'purchaseOrder.errors.notFinished' }, 'purchaseOrder.errors.notFinished');
    if (o.invoiced) throw conflict({ [at(id)]: ALREADY }, ALREADY);
  }
  const figures = await offerFigures(trx, ids);
  const bySupplier = new Map<string, Picked[]>();
  for (const id of ids) {
    const o = found.get(id)!;
    bySupplier.set(o.supplier_id, [...(bySupplier.get(o.supplier_id) ?? []), o]);
  }
  const created: string[] = [];
  for (const [supplierId, offers] of bySupplier) {
    const fig = (o: Picked): Figures => figures.get(o.id)!;
    const totals = invoiceTotals(
      offers.map((o) => ({
        totalAmount: Number(fig(o).income),
        deliveryFee: Number(fig(o).delivery),
        commissionRate: Number(o.rate),
      })),
      offers.reduce((s, o) => s + Number(fig(o).refund), 0),
      offers.reduce((s, o) => s + Number(fig(o).vouchers), 0),
    );
    const poId = await nextNumber(trx, 'invoice');
    const communities = [...new Set(offers.map((o) => o.community_id))];
    const inv = await trx
      .insertInto('purchase_orders')
      .values({
        po_id: poId,
        type: 'invoice',
        supplier_id: supplierId,
        communities,
        date: businessDate(new Date()),
        total_sales: totals.totalSales,
        total_delivery: totals.totalSales - totals.totalSalesExDelivery,
        fee_amount: totals.feeAmount,
        fee_percents: totals.feePercents.map(String),
        total_refund: totals.refunds,
        total_vouchers: totals.vouchers,
        created_by: caller.id,
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_offers')
      .values(
        offers.map((o) => {
          const f = fig(o);
          return {
            offer_id: o.id,
            invoice_id: inv.id,
            total_amount: Number(f.income),
            delivery_fee: Number(f.delivery),
            pack_income: Number(f.pack),
            single_item_income: Number(f.single),
            commission_rate: o.rate,
            fee_amount: serviceFee(Number(f.income), Number(f.delivery), Number(o.rate)),
            refund_amount: Number(f.refund),
            voucher_amount: Number(f.vouchers),
            orders: f.orders,
          };
        }),
      )
      .execute()
      .catch((err: { code?: string }) => {
        throw err.code === '23505' ? conflict({ offers: ALREADY }, ALREADY) : err;
      });
    await audit(trx, {
      actorId: caller.id,
      entity: 'purchase_order',
      entityId: inv.id,
      action: 'generate',
      before: null,
      after: { poId, type: 'invoice', supplier: supplierId, offers: offers.map((o) => o.id), ...totals },
      version: inv.version,
      audience: poAudience({ communities, type: 'invoice' }),
    });
    created.push(inv.id);
  }
  return created;
}

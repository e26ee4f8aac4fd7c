import { type Kysely, type RawBuilder, sql } from 'kysely';
import { todayBusiness } from '../../domain/dates.ts';
import type { FinanceOverview } from '../../domain/finance/analytics.ts';
import {
  type AgeBucket,
  ageBucket,
  daysOverdue,
  dueDate,
  type PaymentTerm,
} from '../../domain/finance/due.ts';
import { REFUND_WAITING } from '../../domain/refunds/rules.ts';
import type { Database } from '../db/types.ts';
import type { CommunityScope } from '../lists/runner.ts';
import { visibleTo } from '../purchase-orders/queries.ts';
import { stockValueSum } from '../stock/value-sql.ts';
import { serviceFees } from './rollups.ts';

type Db = Kysely<Database>;

function monthStart(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 10);
}
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * GET /api/finance/overview (the spec leaves /overview open; docs/finance.md): money to collect
 * (orders still pending payment, by age and community), money owed (unpaid purchase orders and
 * invoices by due date), refunds waiting by state, commission this month against last, stock
 * value (what is on its way from the purchase orders he may read). In the caller's communities. Raw SQL: each figure is one grouped aggregate, and the
 * purchase orders' visibility is the list's own SQL condition (visibleTo).
 */
export async function financeOverview(
  db: Db,
  scope: CommunityScope,
  now = new Date(),
): Promise<FinanceOverview> {
  const today = todayBusiness(now);
  const thisMonth = monthStart(today, 0);
  const lastMonth = monthStart(today, 1);
  const totalsScope = scope ? sql`AND t.community_id = ANY(${[...scope]}::uuid[])` : sql``;
  // what is on its way is counted from the purchase orders the caller may read, as the owed block
  const poScope = (id: RawBuilder<unknown>) =>
    scope ? sql`AND ${id} IN (SELECT po.id FROM purchase_orders po WHERE ${visibleTo(scope)})` : sql``;
  const [collect, owed, current, previous, stock, refunds] = await Promise.all([
    // the daily totals (docs/analytics.md): a day's pending orders of a community are one row
    sql<{ days: number; community_id: string; n: number; amount: number }>`
      SELECT (${today}::date - t.day) AS days, t.community_id, sum(t.orders)::int AS n,
        sum(t.actual_amount)::bigint AS amount
      FROM order_day_totals t WHERE t.payment_status = 'pending' ${totalsScope}
      GROUP BY 1, 2 HAVING sum(t.orders) > 0`.execute(db),
    sql<{
      id: string;
      po_id: string;
      type: 'purchase_order' | 'invoice';
      supplier_id: string;
      name: string;
      payment_term: string;
      date: string;
      total_sales: number;
      fee_amount: number;
    }>`
      SELECT po.id, po.po_id, po.type, po.supplier_id, s.name, s.payment_term, po.date, po.total_sales, po.fee_amount
      FROM purchase_orders po JOIN suppliers s ON s.id = po.supplier_id
      WHERE po.payment_status = 'unpaid' ${scope ? sql`AND ${visibleTo(scope)}` : sql``}
      ORDER BY po.date LIMIT 500`.execute(db),
    serviceFees(db, thisMonth, today, scope),
    serviceFees(db, lastMonth, dayBefore(thisMonth), scope),
    sql<{ units: number; value: number; p_units: number; p_value: number }>`
      SELECT coalesce(sum(p.stock::bigint + p.free_stock), 0)::bigint AS units,
        ${stockValueSum(sql`(p.stock::bigint + p.free_stock)`, sql`p.price`)} AS value,
        (SELECT coalesce(sum(m.movement_stock), 0) FROM stock_movements m WHERE m.status = 'purchased'
          ${poScope(sql`m.purchase_order_id`)})::bigint AS p_units,
        (SELECT coalesce(sum(i.quantity * i.unit_price), 0) FROM purchase_order_items i
          JOIN purchase_orders po ON po.id = i.purchase_order_id WHERE po.stock_status = 'pending' AND po.type = 'purchase_order'
          ${poScope(sql`po.id`)})::bigint AS p_value
      FROM products p`.execute(db),
    // a refund carries its order's community, so it is scoped as the orders are
    sql<{ status: string; n: number; amount: string }>`
      SELECT r.status, count(*)::int AS n, sum(r.refund_amount)::bigint AS amount FROM refunds r
      WHERE r.status = ANY(${[...REFUND_WAITING]}::text[])
        ${scope ? sql`AND r.community_id = ANY(${[...scope]}::uuid[])` : sql``}
      GROUP BY r.status`.execute(db),
  ]);
  const buckets = new Map<string, FinanceOverview['toCollect'][number]>();
  for (const r of collect.rows) {
    const bucket: AgeBucket = ageBucket(r.days);
    const key = `${bucket}|${r.community_id}`;
    const cur = buckets.get(key) ?? { bucket, community: r.community_id, orders: 0, amount: 0 };
    cur.orders += r.n;
    cur.amount += Number(r.amount);
    buckets.set(key, cur);
  }
  const owedRows = owed.rows
    .map((r) => {
      const due = dueDate(r.date, r.payment_term as PaymentTerm);
      return {
        id: r.id,
        poId: r.po_id,
        type: r.type,
        supplierId: r.supplier_id,
        supplier: r.name,
        date: r.date,
        dueDate: due,
        daysOverdue: daysOverdue(due, today),
        // a purchase order's total; for an invoice, the vendor's share we pay out (pay to vendors =
        // income - fapiao to issue)
        amount: r.type === 'invoice' ? Number(r.total_sales) - Number(r.fee_amount) : Number(r.total_sales),
      };
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const s = stock.rows[0]!;
  return {
    today,
    toCollect: [...buckets.values()],
    owed: owedRows,
    commission: {
      thisMonth: current.fee,
      lastMonth: previous.fee,
      monthStart: thisMonth,
      lastMonthStart: lastMonth,
    },
    stock: {
      units: Number(s.units),
      value: Number(s.value),
      purchasedUnits: Number(s.p_units),
      purchasedValue: Number(s.p_value),
    },
    refunds: REFUND_WAITING.map((status) => {
      const r = refunds.rows.find((x) => x.status === status);
      return { status, count: r?.n ?? 0, amount: Number(r?.amount ?? 0) };
    }),
  };
}

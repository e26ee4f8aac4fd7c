import { type Kysely, sql } from 'kysely';
import { businessDate, businessDayStart, todayBusiness } from '../../domain/dates.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { dailyTotals, stockDeltas, unitsByProduct } from '../../domain/orders/daily.ts';
import type { DailyOrderCreate } from '../../domain/orders/daily-schema.ts';
import { checkChosenVouchers } from '../../domain/orders/vouchers.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { reachesCustomer } from '../customers/scope.ts';
import { audit } from '../db/audit.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import type { IdempotencyKey } from '../http/idempotency-key.ts';
import { checkDailyRefs, moveDailyStock, storedLine } from './daily-inputs.ts';
import { findCustomer, type LockedVoucher, lockVouchers, settleVouchers } from './inputs.ts';
import { orderSnapshot, readOrder } from './queries.ts';

type Db = Kysely<Database>;

/**
 * A known customer the caller reaches (another community's is unknown to him, docs/customers.md),
 * never a discontinued one, and the vouchers chosen for him. The order's own customer
 * (`current`) stays its customer whatever became of him since: its edits and payment go on.
 */
export async function dailyCustomer(
  trx: Db,
  user: AuthUser,
  customerId: string | null,
  voucherIds: readonly string[],
  current: string | null = null,
): Promise<{ id: string; name: string } | null> {
  if (!customerId) {
    if (voucherIds.length > 0) throw badRequest({ vouchers: 'order.errors.voucherNotEligible' });
    return null;
  }
  const c = await findCustomer(trx, customerId);
  const named = customerId !== current;
  if (!c || (named && (c.status === 'discontinued' || !(await reachesCustomer(trx, user, c.id)))))
    throw badRequest({ customer: 'order.errors.unknownCustomer' });
  return c;
}

/** The chosen vouchers, locked and checked against the order (eligible, within the total). */
export async function dailyVouchers(
  trx: Db,
  customerId: string | null,
  ids: readonly string[],
  scope: { total: number; community: string; orderId?: string },
): Promise<LockedVoucher[]> {
  if (!customerId || ids.length === 0) return [];
  const vs = await lockVouchers(trx, customerId, ids);
  const issue =
    vs.length !== new Set(ids).size
      ? 'order.errors.voucherNotEligible'
      : checkChosenVouchers(vs, { ...scope, today: todayBusiness() });
  if (issue) throw badRequest({ vouchers: issue });
  return vs;
}

/**
 * POST /api/orders with type and channel daily: checked references,
 * totals from domain/ (lines at the typed retail price, the typed fee, the vouchers), the
 * warehouse stock of each product moved out by stock movements, audit and change feed, all in
 * one transaction.
 */
export async function createDaily(
  db: Db,
  user: AuthUser,
  body: DailyOrderCreate,
  key?: IdempotencyKey,
): Promise<OrderView> {
  return db.transaction().execute((trx) => writeDaily(trx, user, body, { key }));
}

/**
 * The daily order's writes inside the caller's transaction; the demo seed gives a fixed `id` and
 * `orderDate` so its orders are the same on every run.
 */
export async function writeDaily(
  trx: Db,
  user: AuthUser,
  body: DailyOrderCreate,
  opts: { key?: IdempotencyKey; id?: string } = {},
): Promise<OrderView> {
  const { key } = opts;
  const products = await checkDailyRefs(trx, user, {
    community: body.community,
    supplier: body.supplier,
    area: body.customerAddress.area,
    lines: body.lines,
    orderSupplier: body.supplier,
  });
  const customer = await dailyCustomer(trx, user, body.customer, body.vouchers);
  const lines = body.lines.map((l) => storedLine(l, products.get(l.product)));
  const before = dailyTotals(body.lines, body.deliveryFee);
  const vouchers = await dailyVouchers(trx, customer?.id ?? null, body.vouchers, {
    total: before.totalAmount,
    community: body.community,
  });
  const totals = dailyTotals(
    body.lines,
    body.deliveryFee,
    vouchers.map((v) => v.amount),
  );
  const today = todayBusiness();
  const orderDate =
    body.orderDate && body.orderDate !== today ? businessDayStart(body.orderDate) : new Date();
  const name = customer?.name ?? body.customerDaily.customerName;
  const address = { ...body.customerAddress, needSave: false };
  const r = await sql<{ id: string }>`
    INSERT INTO orders (id, type, channel, community_id, supplier_id, customer_id, customer_name, customer_daily,
      customer_address, comment, payment_method, delivery_date, delivery_fee, delivery_selection, voucher_selection,
      single_items, vouchers, total_amount, actual_amount, ticket_amount, fapiao, fapiao_email, order_date,
      idempotency_key, idempotency_hash, created_by, updated_by)
    VALUES (${opts.id ?? sql`DEFAULT`}, 'daily', 'daily', ${body.community}, ${body.supplier}, ${customer?.id ?? null}, ${name},
      ${JSON.stringify(body.customerDaily)}::jsonb, ${JSON.stringify(address)}::jsonb, ${body.comment},
      ${body.paymentMethod}, ${body.deliveryDate}::date, ${totals.deliveryFee}, 'manual', 'manual',
      ${JSON.stringify(lines)}::jsonb,
      ${JSON.stringify(vouchers.map((v) => ({ id: v.id, voucherID: v.voucherID, amount: v.amount })))}::jsonb,
      ${totals.totalAmount}, ${totals.actualAmount}, ${totals.ticketAmount}, ${body.fapiao}, ${body.fapiaoEmail},
      ${orderDate.toISOString()}::timestamptz, ${key?.value ?? null}, ${key?.bodyHash ?? null}, ${user.id}, ${user.id})
    RETURNING id`.execute(trx);
  const id = r.rows[0]!.id;
  await moveDailyStock(trx, id, user.id, stockDeltas(new Map(), unitsByProduct(body.lines)), body.lines);
  await settleVouchers(
    trx,
    user.id,
    id,
    vouchers.map((v) => v.id),
  );
  const order = (await readOrder(trx, id))!;
  await audit(trx, {
    actorId: user.id,
    entity: 'order',
    entityId: id,
    action: 'create',
    before: null,
    after: orderSnapshot(order),
    version: order.version,
    audience: { communities: [order.community] },
  });
  return order;
}

/** The business day of an order's date, as the form shows it. */
export const orderDay = (o: Pick<OrderView, 'orderDate'>) => businessDate(o.orderDate);

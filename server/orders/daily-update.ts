import { type Kysely, sql } from 'kysely';
import { businessDayStart, todayBusiness } from '../../domain/dates.ts';
import type { OrderView } from '../../domain/live-views.ts';
import {
  dailyLinesOf,
  dailyTotals,
  linesDiffer,
  stockDeltas,
  unitsByProduct,
} from '../../domain/orders/daily.ts';
import type { DailyOrderUpdate } from '../../domain/orders/daily-schema.ts';
import {
  dailyLinesEditable,
  FEE_PAID_MSG,
  keepsPaidAmounts,
  paidFeeChanges,
} from '../../domain/orders/locking.ts';
import { payAgainRefusal, paymentMoveFor } from '../../domain/orders/payment-status.ts';
import { VOUCHERS_PAID_MSG, vouchersDiffer, vouchersFixed } from '../../domain/orders/vouchers.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { conflict, HttpError } from '../errors.ts';
import { assertOrderKeepsCases } from '../service-cases/order-keeps.ts';
import { dailyCustomer, dailyVouchers } from './daily-create.ts';
import { checkDailyRefs, moveDailyStock, storedLine } from './daily-inputs.ts';
import { editGates } from './edit-gates.ts';
import { settleVouchers } from './inputs.ts';
import { auditedOrder, readOrderFor } from './queries.ts';
import { staleVersion } from './update.ts';

type Db = Kysely<Database>;

/**
 * PUT /api/orders/{id} of a daily order: any subset of the form's fields and/or a payment move,
 * at the version read (409 with the current order when stale). The product section changes only
 * while the order is pending (409 `dailyOrder.errors.linesReadOnly`); a locked order takes no edit,
 * only its status moves (`lockedRefusal`). Totals are recomputed; the stock follows the units held
 * (a cancelled order gives its units back).
 */
export async function updateDaily(
  db: Db,
  user: AuthUser,
  id: string,
  body: DailyOrderUpdate,
): Promise<OrderView> {
  return inTransaction(db, async (trx) => {
    const cur = await readOrderFor(trx, user, id, true);
    if (body.version !== cur.version) throw staleVersion(cur);
    const move = paymentMoveFor(cur, { paymentStatus: body.paymentStatus, status: body.status });
    if (move === 'invalid') throw new HttpError('conflict', 'errors.moveNotAllowed');
    const again = payAgainRefusal(cur, move);
    if (again) throw conflict({ paymentStatus: again }, again);
    const patch = editGates(cur, body, move, user.role);
    const status = patch?.status ?? cur.status;
    // a locked order asked nothing but what it holds: nothing to write
    if (cur.locked && move === 'noop') return cur;
    // a paid order keeps the vouchers its payment used (a cancel's release is its move's)
    if (
      vouchersFixed(cur) &&
      !patch?.vouchers &&
      vouchersDiffer(
        cur.vouchers.map((v) => v.id),
        body.vouchers,
      )
    )
      throw new HttpError('conflict', VOUCHERS_PAID_MSG, { fields: { vouchers: VOUCHERS_PAID_MSG } });
    // a paid order keeps the fee it was paid with, as its lines
    const feeRefused = paidFeeChanges(cur, { deliveryFee: body.deliveryFee });
    if (Object.keys(feeRefused).length) throw conflict(feeRefused, FEE_PAID_MSG);
    await assertOrderKeepsCases(
      trx,
      cur.id,
      { customer: cur.customer?.id ?? null, community: cur.community, supplier: cur.supplier?.id ?? null },
      { customer: body.customer, community: body.community, supplier: body.supplier },
    );
    const curLines = dailyLinesOf(cur.singleItems);
    if (body.lines && linesDiffer(curLines, body.lines) && !dailyLinesEditable(cur))
      throw new HttpError('conflict', 'dailyOrder.errors.linesReadOnly', {
        fields: { lines: 'dailyOrder.errors.linesReadOnly' },
      });
    const community = body.community ?? cur.community;
    // a new supplier must sell the lines the order keeps as well as the ones sent
    const supplierChanged = body.supplier !== undefined && body.supplier !== cur.supplier?.id;
    const products = await checkDailyRefs(
      trx,
      user,
      {
        community: body.community,
        supplier: body.supplier,
        area: body.customerAddress?.area,
        lines: body.lines ?? (supplierChanged ? curLines : undefined),
        orderSupplier: body.supplier ?? cur.supplier?.id,
      },
      new Set(supplierChanged ? [] : curLines.map((l) => l.product)),
    );
    // a cancelled pending order loses its lines and fee
    const lines = patch?.singleItems ? [] : (body.lines ?? curLines);
    const fee = patch?.deliveryFee ?? body.deliveryFee ?? cur.deliveryFee;
    const customerId = body.customer !== undefined ? body.customer : (cur.customer?.id ?? null);
    const voucherIds = patch?.vouchers ?? body.vouchers ?? cur.vouchers.map((v) => v.id);
    const customer = await dailyCustomer(trx, user, customerId, voucherIds, cur.customer?.id ?? null);
    const gross = dailyTotals(lines, fee);
    const vouchers =
      status === 'available'
        ? await dailyVouchers(trx, customer?.id ?? null, voucherIds, {
            total: gross.totalAmount,
            community,
            orderId: cur.id,
          })
        : [];
    const priced = dailyTotals(
      lines,
      fee,
      vouchers.map((v) => v.amount),
    );
    const totals = keepsPaidAmounts(cur, { paymentStatus: patch?.paymentStatus ?? cur.paymentStatus })
      ? {
          ...priced,
          totalAmount: cur.totalAmount,
          actualAmount: cur.actualAmount,
          ticketAmount: cur.ticketAmount,
        }
      : priced;
    const held = (ls: typeof lines, s: string) => (s === 'available' ? unitsByProduct(ls) : new Map());
    await moveDailyStock(
      trx,
      cur.id,
      user.id,
      stockDeltas(held(curLines, cur.status), held(lines, status)),
      lines,
    );
    await settleVouchers(
      trx,
      user.id,
      cur.id,
      vouchers.map((v) => v.id),
    );
    const kept = new Map(cur.singleItems.map((l) => [l.product ?? l.lineId, l]));
    const stored = lines.map((l) => storedLine(l, products.get(l.product), kept.get(l.product)));
    const name =
      customer?.name ??
      body.customerDaily?.customerName ??
      cur.customerDaily?.customerName ??
      cur.customerName;
    const str = (x: unknown) => (x === undefined ? null : JSON.stringify(x));
    const orderDate =
      body.orderDate === undefined
        ? null
        : body.orderDate === todayBusiness()
          ? new Date().toISOString()
          : businessDayStart(body.orderDate).toISOString();
    await sql`
      UPDATE orders SET
        community_id = ${community},
        supplier_id = coalesce(${body.supplier ?? null}::uuid, supplier_id),
        customer_id = ${customer?.id ?? null},
        customer_name = ${name},
        customer_daily = coalesce(${str(body.customerDaily)}::jsonb, customer_daily),
        customer_address = coalesce(${str(body.customerAddress && { ...body.customerAddress, needSave: false })}::jsonb, customer_address),
        comment = coalesce(${body.comment ?? null}, comment),
        status = ${status},
        payment_status = ${patch?.paymentStatus ?? cur.paymentStatus},
        payment_method = coalesce(${body.paymentMethod ?? null}, payment_method),
        delivery_date = coalesce(${body.deliveryDate ?? null}::date, delivery_date),
        delivery_fee = ${totals.deliveryFee},
        single_items = ${JSON.stringify(stored)}::jsonb,
        vouchers = ${JSON.stringify(vouchers.map((v) => ({ id: v.id, voucherID: v.voucherID, amount: v.amount })))}::jsonb,
        total_amount = ${totals.totalAmount},
        actual_amount = ${totals.actualAmount},
        ticket_amount = ${totals.ticketAmount},
        fapiao = coalesce(${body.fapiao ?? null}, fapiao),
        fapiao_email = coalesce(${body.fapiaoEmail ?? null}, fapiao_email),
        order_date = coalesce(${orderDate}::timestamptz, order_date),
        version = version + 1, updated_by = ${user.id}, updated_at = now()
      WHERE id = ${cur.id}`.execute(trx);
    return auditedOrder(trx, user.id, cur, move === 'noop' ? 'update' : `payment.${move}`);
  });
}

import { type Kysely, sql } from 'kysely';
import { todayBusiness } from '../../domain/dates.ts';
import type { LiveEvent } from '../../domain/live-messages.ts';
import type { OrderView } from '../../domain/live-views.ts';
import {
  FEE_PAID_MSG,
  isAmountPaid,
  isFrozenByOffer,
  keepsPaidAmounts,
  MINIPROGRAM_READ_ONLY_MSG,
  miniprogramChanges,
  OFFER_DISCONTINUED_EDIT_MSG,
  paidFeeChanges,
} from '../../domain/orders/locking.ts';
import { payAgainRefusal, paymentMoveFor } from '../../domain/orders/payment-status.ts';
import { priceOrder } from '../../domain/orders/price-order.ts';
import { NOT_ENOUGH_STOCK_MSG } from '../../domain/orders/pricing.ts';
import type { OrderUpdate } from '../../domain/orders/schema.ts';
import { VOUCHERS_PAID_MSG, vouchersDiffer, vouchersFixed } from '../../domain/orders/vouchers.ts';
import type { EarnedGift } from '../../domain/specials.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { reachesCustomer } from '../customers/scope.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { badRequest, conflict, HttpError } from '../errors.ts';
import { emitLiveEvent } from '../live/events.ts';
import {
  blockOf,
  channelLines,
  type LineRow,
  liveState,
  offerHead,
  pricingContext,
} from '../offers/state.ts';
import { assertOrderKeepsCases } from '../service-cases/order-keeps.ts';
import { editGates } from './edit-gates.ts';
import {
  areaExists,
  areaPath,
  feeAreas,
  findCustomer,
  lockVouchers,
  saveAddressOnCustomer,
  settleVouchers,
  UNKNOWN_AREA_MSG,
} from './inputs.ts';
import { applyStock, heldUnits, pricedLines, snapshotLines, throwIssues } from './lines.ts';
import { auditedOrder, offerStatusOf, readOrderFor } from './queries.ts';
import { specialContextAtCreation } from './specials-context.ts';

type Db = Kysely<Database>;

const FLOW_KEYS = new Set(['version', 'paymentStatus', 'status']);
/**
 * Fields whose change leaves the amount the customer was asked as it was: marking an order paid or
 * giving it a comment does not take a voucher he received since, nor a fee the offer changed.
 */
const AMOUNT_NEUTRAL = new Set([
  'comment',
  'groupNumber',
  'paymentMethod',
  'deliveryTrackingID',
  'deliveryDate',
  'fapiao',
  'fapiaoEmail',
  'customerDaily',
]);

/** 409 with the newer order, so the grid can show it and say so. */
export function staleVersion(current: OrderView): HttpError {
  return new HttpError('conflict', 'order.errors.versionConflict', { details: current });
}

/**
 * PUT /api/orders/{id}: any subset of the editable fields, a payment-status move (domain machine,
 * caller's role) or the cancel icon, at the version the caller read. Prices, fee, gifts, vouchers
 * and totals are recomputed; stock follows the lines the order holds.
 */
export async function updateOrder(
  db: Db,
  user: AuthUser,
  id: string,
  body: OrderUpdate,
  out?: LiveEvent[],
): Promise<OrderView> {
  return inTransaction(db, async (trx) => {
    const cur = await readOrderFor(trx, user, id, true);
    if (body.version !== cur.version) throw staleVersion(cur);
    const move = paymentMoveFor(cur, { paymentStatus: body.paymentStatus, status: body.status });
    if (move === 'invalid') throw new HttpError('conflict', 'errors.moveNotAllowed');
    const again = payAgainRefusal(cur, move);
    if (again) throw conflict({ paymentStatus: again }, again);
    const edits = Object.keys(body).filter(
      (k) => !FLOW_KEYS.has(k) && body[k as keyof OrderUpdate] !== undefined,
    );
    const cancelOnly = move === 'cancel' && edits.length === 0;
    if (!cancelOnly && isFrozenByOffer(cur, await offerStatusOf(trx, cur.offerId)))
      throw new HttpError('conflict', OFFER_DISCONTINUED_EDIT_MSG);
    const patch = editGates(cur, body, move, user.role);
    const status = patch?.status ?? body.status ?? cur.status;
    // a locked order asked nothing but what it holds: nothing to write, nothing to price again
    if (cur.locked && move === 'noop') return cur;
    if (!cur.offerId || cur.channel === 'daily') throw badRequest({ offer: 'order.errors.notLiveOrder' });
    const customerOwned = miniprogramChanges(cur, body);
    if (Object.keys(customerOwned).length) throw conflict(customerOwned, MINIPROGRAM_READ_ONLY_MSG);
    // a paid order keeps the vouchers its payment used (a cancel's release is its move's)
    const paidVouchers = vouchersFixed(cur) && !patch?.vouchers;
    const ownVouchers = cur.vouchers.map((v) => v.id);
    if (paidVouchers && vouchersDiffer(ownVouchers, body.vouchers))
      throw new HttpError('conflict', VOUCHERS_PAID_MSG, { fields: { vouchers: VOUCHERS_PAID_MSG } });
    // a paid order keeps the fee it was paid with: typed over, refused; repriced, kept
    const feeRefused = paidFeeChanges(cur, body);
    if (Object.keys(feeRefused).length) throw conflict(feeRefused, FEE_PAID_MSG);
    const keepFee = isAmountPaid(cur);
    await assertOrderKeepsCases(
      trx,
      cur.id,
      { customer: cur.customer?.id ?? null },
      { customer: body.customer },
    );

    const offer = (await offerHead(trx, cur.offerId))!;
    const block = blockOf(offer, cur.channel) ?? { zikoSpecials: [] };
    const keep = (ls: OrderView['packs']) => ls.map((l) => ({ id: l.lineId, quantity: l.quantity }));
    const next = {
      packs: patch?.packs ?? body.packs ?? keep(cur.packs),
      singleItems: patch?.singleItems ?? body.singleItems ?? keep(cur.singleItems),
      deliverySelection: patch?.deliverySelection ?? body.deliverySelection ?? cur.deliverySelection,
      deliveryFee: patch?.deliveryFee ?? body.deliveryFee ?? cur.deliveryFee,
      voucherSelection: patch?.voucherSelection ?? body.voucherSelection ?? cur.voucherSelection,
      vouchers: patch?.vouchers ?? body.vouchers ?? cur.vouchers.map((v) => v.id),
      customer: body.customer !== undefined ? body.customer : (cur.customer?.id ?? null),
      address: body.customerAddress !== undefined ? body.customerAddress : cur.customerAddress,
    };
    const customer = next.customer ? await findCustomer(trx, next.customer) : undefined;
    // a customer the order gets must be one the caller reaches (docs/customers.md) and not
    // discontinued, as on a sale and a daily order; the order's own stays whatever became of him
    const named = customer && customer.id !== cur.customer?.id;
    const refused = async () =>
      customer!.status === 'discontinued' || !(await reachesCustomer(trx, user, customer!.id));
    if (next.customer && (!customer || (named && (await refused()))))
      throw badRequest({ customer: 'order.errors.unknownCustomer' });
    if (body.customer === null && !(body.customerDaily?.customerName ?? cur.customerDaily?.customerName)) {
      throw badRequest({ customer: 'order.errors.needCustomer' });
    }

    const lines: LineRow[] = await channelLines(trx, offer.id, cur.channel, true);
    const heldBefore = heldUnits(cur);
    const reprices =
      status !== cur.status ||
      Object.keys(patch ?? {}).some((k) => !FLOW_KEYS.has(k)) ||
      edits.some((k) => !AMOUNT_NEUTRAL.has(k));
    const rejudges =
      !!patch?.packs ||
      body.packs !== undefined ||
      body.singleItems !== undefined ||
      (body.customer !== undefined && body.customer !== (cur.customer?.id ?? null));
    // an order not repriced keeps its vouchers and fee as they are
    const manual = next.voucherSelection === 'manual' || !reprices || paidVouchers;
    const chosen = reprices && !paidVouchers ? next.vouchers : ownVouchers;
    // a cancelled order gives its vouchers back; it does not take new ones
    const vouchers =
      customer && status === 'available'
        ? await lockVouchers(trx, customer.id, manual ? chosen : undefined)
        : [];
    if (status === 'available' && manual && vouchers.length !== chosen.length) {
      throw badRequest({ vouchers: 'order.errors.voucherNotEligible' });
    }
    const areas = await feeAreas(trx, offer);
    const area = next.address?.area ?? null;
    // a new area must exist; the one the order has stays, whatever became of it
    if (area && area !== cur.customerAddress?.area && !(await areaExists(trx, area)))
      throw badRequest({ 'customerAddress.area': UNKNOWN_AREA_MSG });
    const priced = priceOrder({
      pricing: pricingContext(offer, lines, Object.fromEntries(heldBefore)),
      lines: { packs: next.packs, singleItems: next.singleItems },
      previous: { packs: pricedLines(cur.packs), singleItems: pricedLines(cur.singleItems) },
      // the specials are judged again only when what they look at changes, its lines or its
      // customer; else the order keeps the gifts it holds: judged again, they would read what
      // became of the customer's other orders since (an earlier one cancelled makes this one his
      // first) and move an amount asked, or paid, over a comment, an address or a payment
      specials: rejudges ? block.zikoSpecials : [],
      specialContext: rejudges
        ? await specialContextAtCreation(trx, cur)
        : { isFirstOrder: false, orderNumber: 0, itemsSoldBefore: 0 },
      extraGifts: (rejudges
        ? cur.gifts.filter((g) => g.origin === 'lottery')
        : cur.gifts) as unknown as EarnedGift[],
      delivery: {
        selection: areas.length === 0 || !reprices || keepFee ? 'manual' : next.deliverySelection,
        manualFee: next.deliverySelection === 'manual' || !reprices || keepFee ? next.deliveryFee : 0,
        areas,
        areaId: area,
        areaPath: area ? await areaPath(trx, area) : [],
      },
      vouchers: {
        selection: status === 'available' && reprices && !paidVouchers ? next.voucherSelection : 'manual',
        chosen: vouchers,
        available: vouchers,
        community: cur.community,
        today: todayBusiness(),
        orderId: cur.id,
      },
    });
    // a cancelled order keeps its lines for the record but holds no stock: no stock check
    const issues =
      status === 'available'
        ? priced.issues
        : priced.issues.filter((i) => i.message !== NOT_ENOUGH_STOCK_MSG);
    throwIssues(issues, next, lines);
    const snap = snapshotLines(priced, lines);
    const heldAfter = heldUnits({ status, ...snap });
    await applyStock(trx, lines, heldBefore, heldAfter);
    const applied = vouchers.filter((v) => priced.vouchers.includes(v.id));
    await settleVouchers(trx, user.id, cur.id, priced.vouchers);
    const amounts = keepsPaidAmounts(cur, { paymentStatus: patch?.paymentStatus ?? cur.paymentStatus })
      ? cur
      : priced;
    const str = (x: unknown) => (x === undefined ? null : JSON.stringify(x));
    await sql`
      UPDATE orders SET
        customer_id = ${customer?.id ?? null},
        customer_name = ${customer?.name ?? body.customerDaily?.customerName ?? cur.customerDaily?.customerName ?? cur.customerName},
        customer_daily = CASE WHEN ${body.customerDaily !== undefined} THEN ${str(body.customerDaily)}::jsonb ELSE customer_daily END,
        customer_address = ${str(next.address)}::jsonb,
        group_number = coalesce(${body.groupNumber ?? null}, CASE WHEN ${body.groupNumber === null} THEN NULL ELSE group_number END),
        comment = coalesce(${body.comment ?? null}, comment),
        status = ${status},
        payment_status = ${patch?.paymentStatus ?? cur.paymentStatus},
        payment_method = coalesce(${body.paymentMethod ?? null}, payment_method),
        delivery_tracking_id = coalesce(${body.deliveryTrackingID ?? null}, delivery_tracking_id),
        delivery_date = CASE WHEN ${body.deliveryDate !== undefined} THEN ${body.deliveryDate ?? null}::date ELSE delivery_date END,
        delivery_fee = ${priced.deliveryFee},
        delivery_selection = ${next.deliverySelection},
        voucher_selection = ${next.voucherSelection},
        packs = ${JSON.stringify(snap.packs)}::jsonb,
        single_items = ${JSON.stringify(snap.singleItems)}::jsonb,
        vouchers = ${JSON.stringify(applied.map((v) => ({ id: v.id, voucherID: v.voucherID, amount: v.amount })))}::jsonb,
        gifts = ${JSON.stringify(priced.gifts)}::jsonb,
        total_amount = ${amounts.totalAmount},
        actual_amount = ${amounts.actualAmount},
        ticket_amount = ${amounts.ticketAmount},
        fapiao = coalesce(${body.fapiao ?? null}, fapiao),
        fapiao_email = coalesce(${body.fapiaoEmail ?? null}, fapiao_email),
        version = version + 1, updated_by = ${user.id}, updated_at = now()
      WHERE id = ${cur.id}`.execute(trx);
    if (customer && body.customerAddress) await saveAddressOnCustomer(trx, customer, body.customerAddress);
    // read again under the offer's lock, taken last as every writer takes it: the read above took
    // none, and a discontinue committed since would otherwise let this edit through
    if (!cancelOnly && isFrozenByOffer(cur, await offerStatusOf(trx, cur.offerId, true)))
      throw new HttpError('conflict', OFFER_DISCONTINUED_EDIT_MSG);
    const order = await auditedOrder(trx, user.id, cur, move === 'noop' ? 'update' : `payment.${move}`);
    await emitLiveEvent(trx, offer.id, { type: 'UPDATE_ORDER', order }, out);
    const stockMoved = [...new Set([...heldBefore.keys(), ...heldAfter.keys()])].some(
      (k) => (heldBefore.get(k) ?? 0) !== (heldAfter.get(k) ?? 0),
    );
    if (stockMoved) {
      const after = await channelLines(trx, offer.id, cur.channel, false);
      await emitLiveEvent(
        trx,
        offer.id,
        {
          type: 'UPDATE_OFFER',
          offer: liveState(offer, after, priced.priceChanges),
        },
        out,
      );
    }
    return order;
  });
}

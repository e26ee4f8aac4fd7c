import { type Kysely, sql } from 'kysely';
import { todayBusiness } from '../../domain/dates.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { priceOrder } from '../../domain/orders/price-order.ts';
import type { OrderCreate } from '../../domain/schemas/order.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { audit } from '../db/audit.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError } from '../errors.ts';
import { emitLiveEvent } from '../live/events.ts';
import { blockOf, channelLines, liveState, offerHead, pricingContext } from '../offers/state.ts';
import {
  areaPath,
  channelOrderCount,
  feeAreas,
  findCustomer,
  hasEarlierOrder,
  lockVouchers,
  saveAddressOnCustomer,
  settleVouchers,
} from './inputs.ts';
import { applyStock, heldUnits, snapshotLines, throwIssues } from './lines.ts';
import { orderByKey, orderSnapshot, readOrder } from './queries.ts';

type Db = Kysely<Database>;

const isKeyClash = (e: unknown) =>
  (e as { code?: string; constraint?: string }).code === '23505' &&
  (e as { constraint?: string }).constraint === 'orders_idempotency_key_key';

/**
 * POST /api/orders. One transaction: lock the channel's lines, price with domain/ (free-fall and
 * bourse at the moment of sale, gifts, fee, vouchers), take the stock, insert, audit, emit
 * NEW_ORDER and UPDATE_OFFER. A repeated idempotency key answers the order it made.
 */
export async function createOrder(
  db: Db,
  user: AuthUser,
  body: OrderCreate,
  key: string | undefined,
): Promise<{ order: OrderView; created: boolean }> {
  if (key) {
    const existing = await orderByKey(db, key);
    if (existing) {
      assertInScope(user, existing.community);
      return { order: existing, created: false };
    }
  }
  const offer = await offerHead(db, body.offer);
  if (!offer) throw badRequest({ offer: 'order.errors.unknownOffer' });
  assertInScope(user, offer.community_id);
  if (offer.status !== 'available') throw new HttpError('conflict', 'order.errors.offerDiscontinued');
  const block = blockOf(offer, body.channel);
  if (!block || (offer.channel !== 'all' && offer.channel !== body.channel)) {
    throw badRequest({ channel: 'order.errors.channelNotInOffer' });
  }
  const customer = body.customer ? await findCustomer(db, body.customer) : undefined;
  if (body.customer && (!customer || customer.status === 'discontinued')) {
    throw badRequest({ customer: 'order.errors.unknownCustomer' });
  }
  const address = body.customerAddress;
  const path = address?.area ? await areaPath(db, address.area) : [];
  const areas = await feeAreas(db, offer);

  try {
    return await db.transaction().execute(async (trx) => {
      const lines = await channelLines(trx, offer.id, body.channel, true);
      const manual = body.voucherSelection === 'manual';
      const vouchers = customer
        ? await lockVouchers(trx, customer.id, manual ? body.vouchers : undefined)
        : [];
      if (manual && vouchers.length !== body.vouchers.length)
        throw badRequest({ vouchers: 'order.errors.voucherNotEligible' });
      const ordersBefore = await channelOrderCount(trx, offer.id, body.channel);
      const ctx = pricingContext(offer, lines);
      const priced = priceOrder({
        pricing: ctx,
        lines: { packs: body.packs, singleItems: body.singleItems },
        specials: block.zikoSpecials,
        specialContext: {
          isFirstOrder: !!customer && !(await hasEarlierOrder(trx, customer.id)),
          orderNumber: ordersBefore + 1,
          itemsSoldBefore: Object.values(ctx.sold).reduce((a, b) => a + b, 0),
        },
        delivery: {
          // an offer without fee areas charges what is typed (or nothing)
          selection: areas.length === 0 ? 'manual' : body.deliverySelection,
          manualFee: body.deliverySelection === 'manual' ? body.deliveryFee : 0,
          areas,
          areaId: address?.area ?? null,
          areaPath: path,
        },
        vouchers: {
          selection: body.voucherSelection,
          chosen: vouchers,
          available: vouchers,
          community: offer.community_id,
          today: todayBusiness(),
        },
        minimums: {
          minimumOrderAmount: offer.minimum_order_amount,
          minimumCartItems: offer.minimum_cart_items,
        },
      });
      throwIssues(priced.issues, body, lines);
      const snap = snapshotLines(priced, lines);
      await applyStock(trx, lines, new Map(), heldUnits({ status: 'available', ...snap }));
      const counter = await sql<{ order_counter: number }>`
        UPDATE offers SET order_counter = order_counter + 1 WHERE id = ${offer.id} RETURNING order_counter`.execute(
        trx,
      );
      const applied = vouchers.filter((v) => priced.vouchers.includes(v.id));
      const orderDate =
        body.orderDate && body.orderDate !== todayBusiness()
          ? sql`(${body.orderDate}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`
          : sql`now()`;
      const inserted = await sql<{ id: string }>`
        INSERT INTO orders (order_number, offer_id, type, channel, community_id, supplier_id, customer_id, customer_name,
          customer_daily, customer_address, group_number, comment, payment_method, delivery_tracking_id, delivery_date,
          delivery_fee, delivery_selection, voucher_selection, packs, single_items, vouchers, gifts, total_amount,
          actual_amount, ticket_amount, fapiao, fapiao_email, order_date, idempotency_key, created_by, updated_by)
        VALUES (${counter.rows[0]!.order_counter}, ${offer.id}, 'service', ${body.channel}, ${offer.community_id},
          ${offer.supplier_id}, ${customer?.id ?? null}, ${customer?.name ?? body.customerDaily?.customerName.trim() ?? ''},
          ${body.customerDaily ? JSON.stringify(body.customerDaily) : null}::jsonb,
          ${address ? JSON.stringify(address) : null}::jsonb, ${body.groupNumber}, ${body.comment},
          ${body.paymentMethod}, ${body.deliveryTrackingID}, ${body.deliveryDate}, ${priced.deliveryFee},
          ${body.deliverySelection}, ${body.voucherSelection}, ${JSON.stringify(snap.packs)}::jsonb,
          ${JSON.stringify(snap.singleItems)}::jsonb,
          ${JSON.stringify(applied.map((v) => ({ id: v.id, voucherID: v.voucherID, amount: v.amount })))}::jsonb,
          ${JSON.stringify(priced.gifts)}::jsonb, ${priced.totalAmount}, ${priced.actualAmount}, ${priced.ticketAmount},
          ${body.fapiao}, ${body.fapiaoEmail}, ${orderDate}, ${key ?? null}, ${user.id}, ${user.id})
        RETURNING id`.execute(trx);
      const id = inserted.rows[0]!.id;
      await settleVouchers(trx, id, priced.vouchers);
      if (customer)
        await saveAddressOnCustomer(
          trx,
          customer,
          address ? { ...address, needSave: address.needSave } : null,
        );
      const order = (await readOrder(trx, id))!;
      await audit(trx, {
        actorId: user.id,
        entity: 'order',
        entityId: id,
        action: 'create',
        before: null,
        after: orderSnapshot(order),
      });
      const after = await channelLines(trx, offer.id, body.channel, false);
      await emitLiveEvent(trx, offer.id, { type: 'NEW_ORDER', order });
      await emitLiveEvent(trx, offer.id, {
        type: 'UPDATE_OFFER',
        offer: liveState(offer, after, priced.priceChanges),
      });
      return { order, created: true };
    });
  } catch (e) {
    if (key && isKeyClash(e)) {
      // the same key raced in from a retry: the first one made the order
      const existing = await orderByKey(db, key);
      if (existing) return { order: existing, created: false };
    }
    throw e;
  }
}

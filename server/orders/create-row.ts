import { randomUUID } from 'node:crypto';
import { businessDate, businessDayStart } from '../../domain/dates.ts';
import type { priceOrder } from '../../domain/orders/price-order.ts';
import type { OrderCreate } from '../../domain/orders/schema.ts';
import type { LineRow } from '../offers/state.ts';
import type { CreateInputs } from './create-gather.ts';
import type { snapshotLines } from './lines.ts';
import type { OrderRow } from './view.ts';

/** What a value reads back as from a jsonb column (undefined fields dropped, fresh objects). */
const asStored = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/**
 * The channel's lines once the sale has taken its units, for UPDATE_OFFER. Whether the stock is
 * there was decided by priceOrder (domain/, on the locked lines) and is guarded again by the
 * write's SQL; this only does the subtraction.
 */
export function linesAfterSale(lines: readonly LineRow[], deltas: readonly [string, number][]): LineRow[] {
  const taken = new Map(deltas);
  return lines.map((l) => ({ ...l, actual_stock: l.actual_stock - (taken.get(l.id) ?? 0) }));
}

/**
 * The orders row of a new sale exactly as the database will hold it and read it back (the
 * defaults spelled out, jsonb values as they come back), so that the answer, NEW_ORDER and the
 * audit row are built before the one write statement. test/server/orders.test.ts reads it back.
 */
export function newOrderRow(p: {
  inputs: CreateInputs;
  body: OrderCreate;
  priced: ReturnType<typeof priceOrder>;
  snap: ReturnType<typeof snapshotLines>;
  applied: readonly { id: string; voucherID: number; amount: number }[];
}): OrderRow {
  const { inputs, body, priced, snap } = p;
  const offer = inputs.offer!;
  const customer = inputs.customer;
  const { now, orderCounter, orderId } = inputs.next;
  return {
    id: randomUUID(),
    order_id: orderId,
    order_number: orderCounter + 1,
    offer_id: offer.id,
    offer_status: offer.status,
    type: 'service',
    channel: body.channel,
    community_id: offer.community_id,
    supplier_id: offer.supplier_id,
    supplier_name: offer.supplier_name,
    supplier_vat: offer.supplier_vat,
    customer_id: customer?.id ?? null,
    c_name: customer?.name ?? null,
    c_picture: customer?.profile_picture ?? null,
    customer_name: customer?.name ?? body.customerDaily?.customerName.trim() ?? '',
    customer_daily: asStored(body.customerDaily ?? null),
    customer_address: asStored(body.customerAddress ?? null),
    group_number: body.groupNumber,
    comment: body.comment,
    status: 'available',
    payment_status: 'pending',
    payment_method: body.paymentMethod,
    tracking_status: 'process',
    delivery_tracking_id: body.deliveryTrackingID,
    delivery_date: body.deliveryDate,
    delivery_fee: priced.deliveryFee,
    delivery_selection: body.deliverySelection,
    voucher_selection: body.voucherSelection,
    packs: asStored(snap.packs),
    single_items: asStored(snap.singleItems),
    vouchers: p.applied.map((v) => ({ id: v.id, voucherID: v.voucherID, amount: v.amount })),
    gifts: asStored(priced.gifts).map((g) => ({ ...g })),
    total_amount: priced.totalAmount,
    actual_amount: priced.actualAmount,
    ticket_amount: priced.ticketAmount,
    refund_amount: 0,
    fapiao: body.fapiao,
    fapiao_email: body.fapiaoEmail,
    order_date:
      body.orderDate && body.orderDate !== businessDate(now) ? businessDayStart(body.orderDate) : now,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

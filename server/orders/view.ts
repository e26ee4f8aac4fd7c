import { sql } from 'kysely';
import type { OrderView } from '../../domain/live-views.ts';
import type { Row } from '../db/types.ts';

/**
 * The columns every order read selects: the order, its customer's name and picture, its supplier,
 * its offer's status (what the lists' cells need to offer only the moves the server takes).
 */
export const ORDER_SELECT = sql`
  o.id, o.order_id, o.order_number, o.offer_id, o.type, o.channel, o.community_id,
  o.supplier_id, s.name AS supplier_name, s.vat::float8 AS supplier_vat,
  o.customer_id, c.name AS c_name, c.profile_picture AS c_picture,
  o.customer_name, o.customer_daily, o.customer_address, o.group_number, o.comment, o.status,
  o.payment_status, o.payment_method, o.tracking_status, o.delivery_tracking_id, o.delivery_date,
  o.delivery_fee, o.delivery_selection, o.voucher_selection, o.packs, o.single_items, o.vouchers,
  o.gifts, o.total_amount, o.actual_amount, o.ticket_amount, o.refund_amount, o.fapiao,
  o.fapiao_email, o.order_date, o.created_at, o.updated_at, o.version,
  (SELECT f.status FROM offers f WHERE f.id = o.offer_id) AS offer_status`;

export const ORDER_FROM = sql`orders o
  LEFT JOIN customers c ON c.id = o.customer_id
  LEFT JOIN suppliers s ON s.id = o.supplier_id`;

/** A row of ORDER_SELECT: the order's columns and what the joins add. */
export type OrderRow = Pick<
  Row<'orders'>,
  | 'id'
  | 'order_id'
  | 'order_number'
  | 'offer_id'
  | 'type'
  | 'channel'
  | 'community_id'
  | 'supplier_id'
  | 'customer_id'
  | 'customer_name'
  | 'customer_daily'
  | 'customer_address'
  | 'group_number'
  | 'comment'
  | 'status'
  | 'payment_status'
  | 'payment_method'
  | 'tracking_status'
  | 'delivery_tracking_id'
  | 'delivery_date'
  | 'delivery_fee'
  | 'delivery_selection'
  | 'voucher_selection'
  | 'packs'
  | 'single_items'
  | 'vouchers'
  | 'gifts'
  | 'total_amount'
  | 'actual_amount'
  | 'ticket_amount'
  | 'refund_amount'
  | 'fapiao'
  | 'fapiao_email'
  | 'order_date'
  | 'created_at'
  | 'updated_at'
  | 'version'
> & {
  supplier_name: string | null;
  supplier_vat: number | null;
  c_name: string | null;
  c_picture: string | null;
  offer_status: 'available' | 'discontinued' | null;
};

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/**
 * Locked = payment other than pending or paid, or status discontinued. (Same rule as
 * the domain's isOrderLocked, which the view uses through `lockedOf` so there is one definition.)
 */
export function toOrderView(
  r: OrderRow,
  lockedOf: (o: Pick<OrderView, 'paymentStatus' | 'status'>) => boolean,
): OrderView {
  const view: OrderView = {
    id: r.id,
    orderID: Number(r.order_id),
    orderNumber: r.order_number,
    type: r.type,
    channel: r.channel,
    offerId: r.offer_id,
    offerStatus: r.offer_status,
    community: r.community_id,
    supplier: r.supplier_id
      ? { id: r.supplier_id, name: r.supplier_name ?? '', vat: Number(r.supplier_vat ?? 0) }
      : null,
    customer: r.customer_id
      ? { id: r.customer_id, name: r.c_name ?? r.customer_name, profilePicture: r.c_picture }
      : null,
    customerName: r.customer_name,
    customerDaily: r.customer_daily,
    customerAddress: r.customer_address,
    groupNumber: r.group_number,
    comment: r.comment,
    status: r.status,
    paymentStatus: r.payment_status,
    paymentMethod: r.payment_method,
    trackingStatus: r.tracking_status,
    deliveryTrackingID: r.delivery_tracking_id,
    deliveryDate: r.delivery_date,
    deliveryFee: Number(r.delivery_fee),
    deliverySelection: r.delivery_selection,
    voucherSelection: r.voucher_selection,
    packs: r.packs,
    singleItems: r.single_items,
    vouchers: r.vouchers,
    gifts: r.gifts,
    totalAmount: Number(r.total_amount),
    actualAmount: Number(r.actual_amount),
    ticketAmount: Number(r.ticket_amount),
    refundAmount: Number(r.refund_amount),
    fapiao: r.fapiao,
    fapiaoEmail: r.fapiao_email,
    orderDate: iso(r.order_date),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: r.version,
    locked: false,
  };
  view.locked = lockedOf(view);
  return view;
}

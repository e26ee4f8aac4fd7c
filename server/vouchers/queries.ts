import { type Kysely, type SqlBool, sql } from 'kysely';
import { VOUCHERS_LIST } from '../../domain/vouchers/list.ts';
import { VOUCHERS_NOT_GIVEN } from '../../domain/vouchers/rules.ts';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

export type VoucherView = Voucher;

/**
 * The vouchers every count and amount of vouchers reads (VOUCHERS_NOT_GIVEN left out), so a count
 * and an amount over them agree; `v` is the vouchers alias.
 */
export const GIVEN_VOUCHER = sql<SqlBool>`v.status <> ALL(${[...VOUCHERS_NOT_GIVEN]}::text[])`;

// the list's columns are raw: the runner composes them into its filters and sorts
const vouchersList = defineList(
  VOUCHERS_LIST,
  {
    customer: 'v.customer_id',
    status: 'v.status',
    used: { expr: sql`(v.status = 'used')` },
    customerName: { expr: sql.ref('c.name'), notNull: true },
    createdAt: { expr: sql.ref('v.created_at'), date: 'timestamptz', notNull: true },
    expirationDate: { expr: sql.ref('v.expiration_date'), date: 'date', notNull: true },
    amount: { expr: sql.ref('v.amount'), notNull: true },
    voucherID: { expr: sql.ref('v.voucher_id'), notNull: true },
  },
  'v.id',
);

/** A voucher's row, read through the camel view: the columns, its references and their names. */
type VoucherRow = Omit<Voucher, 'voucherID' | 'refundOrderID' | 'orderID' | 'usedAt' | 'createdAt'> & {
  voucherId: number;
  refundOrderNumber: number | null;
  orderNumber: number | null;
  usedAt: Date | null;
  createdAt: Date;
};

/** The API spells the numbers `voucherID`, `refundOrderID`, `orderID` (the view reads `…Id`). */
const toVoucher = ({ voucherId, refundOrderNumber, orderNumber, ...r }: VoucherRow): Voucher => ({
  ...r,
  voucherID: voucherId,
  refundOrderID: refundOrderNumber,
  orderID: orderNumber,
  usedAt: r.usedAt ? r.usedAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

export const vouchersSource: ListSource<VoucherRow, Voucher> = {
  def: vouchersList,
  // raw: the list runner composes its query from these fragments; read through the camel view,
  // the keys come back as findVoucher's
  from: sql`vouchers v JOIN customers c ON c.id = v.customer_id LEFT JOIN users u ON u.id = v.team_member_id
    LEFT JOIN orders ro ON ro.id = v.refund_order_id LEFT JOIN orders uo ON uo.id = v.order_id`,
  select: sql`v.id, v.voucher_id, v.customer_id AS customer, c.name AS customer_name,
    v.team_member_id AS team_member, u.name AS team_member_name, v.reason, v.resp, v.comment, v.amount,
    v.expiration_date, v.communities, v.status, v.refund_id AS refund, v.refund_order_id AS refund_order,
    ro.order_id AS refund_order_number, v.order_id AS "order", uo.order_id AS order_number,
    v.offer_id AS offer, v.used_at, v.created_at, v.version`,
  camel: true,
  // a voucher is valid in its communities: a scoped caller sees those valid in one of his
  scope: { expr: sql.ref('v.communities'), array: true },
  map: toVoucher,
};

/** One voucher with its customer's and giver's names and its orders' numbers; `forUpdate` locks it. */
export async function findVoucher(db: Kysely<Database>, id: string, forUpdate = false) {
  let q = camel(db)
    .selectFrom('vouchers as v')
    .innerJoin('customers as c', 'c.id', 'v.customerId')
    .leftJoin('users as u', 'u.id', 'v.teamMemberId')
    .leftJoin('orders as ro', 'ro.id', 'v.refundOrderId')
    .leftJoin('orders as uo', 'uo.id', 'v.orderId')
    .select([
      'v.id',
      'v.voucherId',
      'v.customerId as customer',
      'c.name as customerName',
      'v.teamMemberId as teamMember',
      'u.name as teamMemberName',
      'v.reason',
      'v.resp',
      'v.comment',
      'v.amount',
      'v.expirationDate',
      'v.communities',
      'v.status',
      'v.refundId as refund',
      'v.refundOrderId as refundOrder',
      'ro.orderId as refundOrderNumber',
      'v.orderId as order',
      'uo.orderId as orderNumber',
      'v.offerId as offer',
      'v.usedAt',
      'v.createdAt',
      'v.version',
    ])
    .where('v.id', '=', id);
  if (forUpdate) q = q.forUpdate('v');
  const row = await q.executeTakeFirst();
  return row && toVoucher(row);
}

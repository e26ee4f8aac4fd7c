import { type Kysely, sql } from 'kysely';
import { VOUCHERS_LIST } from '../../domain/vouchers/list.ts';
import type { Voucher } from '../../domain/vouchers/schema.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

export type VoucherView = Voucher;

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

const FROM = sql`vouchers v JOIN customers c ON c.id = v.customer_id LEFT JOIN users u ON u.id = v.team_member_id
  LEFT JOIN orders ro ON ro.id = v.refund_order_id LEFT JOIN orders uo ON uo.id = v.order_id`;
const SELECT = sql`v.id, v.voucher_id AS "voucherID", v.customer_id AS customer, c.name AS "customerName",
  v.team_member_id AS "teamMember", u.name AS "teamMemberName", v.reason, v.resp, v.comment, v.amount,
  v.expiration_date AS "expirationDate", v.communities, v.status, v.refund_id AS refund,
  v.refund_order_id AS "refundOrder", ro.order_id AS "refundOrderID", v.order_id AS "order",
  uo.order_id AS "orderID", v.offer_id AS offer, v.used_at AS "usedAt", v.created_at AS "createdAt", v.version`;

type Raw = Omit<Voucher, 'usedAt' | 'createdAt'> & { usedAt: Date | null; createdAt: Date };
const toVoucher = (r: Raw): Voucher => ({
  ...r,
  refundOrderID: r.refundOrderID === null ? null : Number(r.refundOrderID),
  orderID: r.orderID === null ? null : Number(r.orderID),
  usedAt: r.usedAt ? r.usedAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

export const vouchersSource: ListSource<Raw, Voucher> = {
  def: vouchersList,
  from: FROM,
  // a voucher is valid in its communities: a scoped caller sees those valid in one of his
  scope: { expr: sql.ref('v.communities'), array: true },
  select: SELECT,
  map: toVoucher,
};

export async function findVoucher(db: Kysely<Database>, id: string, forUpdate = false) {
  const r = await sql<Raw>`SELECT ${SELECT} FROM ${FROM} WHERE v.id = ${id}
    ${forUpdate ? sql`FOR UPDATE OF v` : sql``}`.execute(db);
  return r.rows[0] && toVoucher(r.rows[0]);
}

import { type Kysely, type RawBuilder, sql } from 'kysely';
import { MAX_ADDRESSES } from '../../domain/customers/schema.ts';
import type { FeeArea } from '../../domain/delivery/schema.ts';
import type { OrderAddress } from '../../domain/live-views.ts';
import type { VoucherLike } from '../../domain/orders/vouchers.ts';
import { prepared } from '../db/prepared.ts';
import type { Database, Row } from '../db/types.ts';
import type { OfferHead } from '../offers/state.ts';
import { voucherMovesAudit, voucherMovesNotes } from '../vouchers/server-moves.ts';

type Db = Kysely<Database>;

export type CustomerRow = Pick<Row<'customers'>, 'id' | 'name' | 'status' | 'addresses'>;

export async function findCustomer(db: Db, id: string): Promise<CustomerRow | undefined> {
  const r =
    await sql<CustomerRow>`SELECT id, name, status, addresses FROM customers WHERE id = ${id}`.execute(db);
  return r.rows[0];
}

export type VoucherRow = Pick<
  Row<'vouchers'>,
  'id' | 'voucher_id' | 'amount' | 'expiration_date' | 'communities' | 'status' | 'order_id'
>;

export type LockedVoucher = VoucherLike & { voucherID: number };

/**
 * The customer's vouchers that could apply, row-locked in id order: two orders of one customer
 * must not both spend the same voucher. `ids` limits to the chosen ones (manual selection).
 * `after` is a condition without columns that makes this run after other locks of one statement
 * (the sale's gather), PostgreSQL evaluating such a condition before the scan.
 */
export const voucherLock = (
  customerId: string | null,
  ids?: readonly string[],
  after?: RawBuilder<unknown>,
) => sql`
  SELECT id, voucher_id, amount, expiration_date::text AS expiration_date, communities, status, order_id
  FROM vouchers WHERE customer_id = ${customerId}::uuid
  ${ids ? sql`AND id = ANY(${ids}::uuid[])` : sql`AND status IN ('validated', 'used')`}
  ${after ? sql`AND ${after}` : sql``}
  ORDER BY id FOR UPDATE`;

export const toVoucher = (v: VoucherRow): LockedVoucher => ({
  id: v.id,
  voucherID: Number(v.voucher_id),
  amount: Number(v.amount),
  expirationDate: v.expiration_date,
  communities: v.communities,
  status: v.status,
  order: v.order_id,
});

/** voucherLock as a statement of its own (an order edit, after its line locks). */
export async function lockVouchers(
  db: Db,
  customerId: string,
  ids?: readonly string[],
): Promise<LockedVoucher[]> {
  const r = await sql<VoucherRow>`${prepared}${voucherLock(customerId, ids)}`.execute(db);
  return r.rows.map(toVoucher);
}

/**
 * Marks the applied vouchers used by the order and gives back those it no longer uses, in one
 * statement; each voucher that moves is audited and announced (server-moves.ts). A voucher the
 * order already uses is left as it is.
 */
export async function settleVouchers(
  db: Db,
  actorId: string,
  orderId: string,
  applied: readonly string[],
): Promise<void> {
  await sql`
    WITH released AS (
      UPDATE vouchers SET status = 'validated', order_id = NULL, used_at = NULL, updated_at = now(),
        version = version + 1
      WHERE order_id = ${orderId} AND NOT (id = ANY(${applied}::uuid[])) RETURNING id, version, communities),
    used AS (
      UPDATE vouchers SET status = 'used', order_id = ${orderId}, used_at = coalesce(used_at, now()),
        updated_at = now(), version = version + 1
      WHERE id = ANY(${applied}::uuid[]) AND order_id IS DISTINCT FROM ${orderId}::uuid
      RETURNING id, version, communities),
    released_audit AS (${voucherMovesAudit('released', 'release', actorId, orderId)}),
    used_audit AS (${voucherMovesAudit('used', 'use', actorId, orderId)})
    SELECT ${voucherMovesNotes('released')} + ${voucherMovesNotes('used')} AS fed`.execute(db);
}

/** Fee areas: the offer's own, else its template's. */
export async function feeAreas(db: Db, offer: OfferHead): Promise<FeeArea[]> {
  if (offer.fees.length > 0 || !offer.fee_template_id) return offer.fees;
  const r = await sql<{
    areas: FeeArea[];
  }>`SELECT areas FROM delivery_templates WHERE id = ${offer.fee_template_id}`.execute(db);
  return r.rows[0]?.areas ?? [];
}

export const UNKNOWN_AREA_MSG = 'validation.unknownArea';

/** Whether a delivery area exists (an order's address may name only one that does). */
export async function areaExists(db: Db, areaId: string): Promise<boolean> {
  const r = await sql`SELECT 1 FROM delivery_areas WHERE id = ${areaId}`.execute(db);
  return r.rows.length > 0;
}

/** Ancestors of a delivery area, root first. */
export async function areaPath(db: Db, areaId: string): Promise<string[]> {
  const r = await sql<{ id: string }>`
    WITH RECURSIVE up AS (
      SELECT parent_id AS id, 1 AS depth FROM delivery_areas WHERE id = ${areaId}
      UNION ALL SELECT a.parent_id, up.depth + 1 FROM delivery_areas a JOIN up ON a.id = up.id WHERE up.depth < 20)
    SELECT id FROM up WHERE id IS NOT NULL ORDER BY depth DESC`.execute(db);
  return r.rows.map((x) => x.id);
}

/** ctrl+y on the grid: keep the order's address on the customer, once. */
export async function saveAddressOnCustomer(
  db: Db,
  customer: CustomerRow,
  address: OrderAddress | null,
): Promise<void> {
  // a customer's address book holds whole addresses only: a partial one stays on the order
  if (!address?.needSave || !address.area || !address.detailedAddress.trim()) return;
  const { needSave: _n, ...keep } = address;
  const known = customer.addresses.some(
    (a) => a.detailedAddress === keep.detailedAddress && a.area === keep.area && a.city === keep.city,
  );
  if (known) return;
  // a write to the customer like his form's: the version is raised, so that form opened before the
  // sale is a 409 rather than a save dropping this address; a full book (all the form takes) keeps
  // the address on the order only, or the customer's form could no longer be saved
  await sql`
    UPDATE customers SET addresses = addresses || ${JSON.stringify([keep])}::jsonb, updated_at = now(),
      version = version + 1
    WHERE id = ${customer.id} AND jsonb_array_length(addresses) < ${MAX_ADDRESSES}`.execute(db);
}

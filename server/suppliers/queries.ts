import { type Kysely, sql } from 'kysely';
import { SUPPLIER_CHOICES, SUPPLIERS_LIST } from '../../domain/suppliers/list.ts';
import {
  SUPPLIER_EXISTS_MSG,
  type Supplier,
  type SupplierChoice,
  type SupplierCounts,
  type SupplierCreate,
  supplierNameIssue,
} from '../../domain/suppliers/schema.ts';
import { type CamelInsert, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest, conflict } from '../errors.ts';
import { defineList } from '../lists/list-query.ts';
import type { CommunityScope, ListSource } from '../lists/runner.ts';
import { type ChoiceRow, SUPPLIER_COLUMNS, type SupplierRow, toChoice, toSupplier } from './map.ts';

type Db = Kysely<Database>;

const columns = {
  name: { expr: sql.ref('s.name'), sortBy: sql`lower(s.name)`, notNull: true },
  type: { expr: sql.ref('s.type'), notNull: true },
  status: { expr: sql.ref('s.status'), notNull: true },
  paymentTerm: { expr: sql.ref('s.payment_term'), notNull: true },
  vat: { expr: sql.ref('s.vat'), notNull: true },
  commission: { expr: sql.ref('s.commission'), notNull: true },
  createdAt: { expr: sql.ref('s.created_at'), date: 'timestamptz' as const, notNull: true },
};

/** The Suppliers screen: every supplier, whatever its status (the status filter narrows). */
export const suppliersSource: ListSource<SupplierRow, Supplier> = {
  def: defineList(SUPPLIERS_LIST, columns, 's.id'),
  from: sql`suppliers s`,
  // the camel view turns each `s.wechatId` into `s.wechat_id` and the row's keys back
  select: sql.join(SUPPLIER_COLUMNS.map((c) => sql.ref(`s.${c}`))),
  camel: true,
  map: toSupplier,
};

/**
 * The same list for the roles that see the list but may not open a supplier (customer-hero,
 * community-manager): the contacts' bank details and the finance files stay with the record.
 */
export const suppliersOutlineSource: ListSource<SupplierRow, Supplier> = {
  ...suppliersSource,
  map: (row) => {
    const s = toSupplier(row);
    return {
      ...s,
      contacts: s.contacts.map((c) => ({ ...c, bankInformation: '' })),
      financeInformation: [],
    };
  },
};

export const choicesSource: ListSource<ChoiceRow, SupplierChoice> = {
  def: defineList(SUPPLIER_CHOICES, columns, 's.id'),
  from: sql`suppliers s`,
  select: sql`s.id, s.name, s.type, s.vat, s.commission, s.status`,
  map: toChoice,
};

export async function findSupplier(db: Db, id: string, forUpdate = false): Promise<Supplier | undefined> {
  let q = camel(db).selectFrom('suppliers').select(SUPPLIER_COLUMNS).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && toSupplier(row);
}

/**
 * What the record counts: the claims, orders and offers of the supplier the caller may see (those
 * of his communities; null: every community), as a customer's figures are, and its products (of
 * no community).
 */
export async function supplierCounts(db: Db, id: string, scope: CommunityScope): Promise<SupplierCounts> {
  const mine = scope === null ? sql`true` : sql`community_id = ANY(${scope}::uuid[])`;
  const { rows } = await sql<{ claims: number; orders: number; offers: number; products: number }>`
    SELECT (SELECT count(*)::int FROM claims WHERE supplier_id = ${id} AND ${mine}) AS claims,
           (SELECT count(*)::int FROM orders WHERE supplier_id = ${id} AND ${mine}) AS orders,
           (SELECT count(*)::int FROM offers WHERE supplier_id = ${id} AND ${mine}) AS offers,
           (SELECT count(*)::int FROM products WHERE supplier_id = ${id}) AS products`.execute(db);
  return rows[0] ?? { claims: 0, orders: 0, offers: 0, products: 0 };
}

const EXISTS = () => conflict({ name: SUPPLIER_EXISTS_MSG }, SUPPLIER_EXISTS_MSG);

/**
 * 'Supplier already exists' before writing, by the domain's rule (domain/names.ts); the unique
 * index on name_key(name), its SQL copy, settles two saves racing with the same name, answered
 * the same way.
 */
export async function assertNameFree(db: Db, name: string, selfId?: string): Promise<void> {
  const others = await db
    .selectFrom('suppliers')
    .select(['id', 'name'])
    .where(sql<boolean>`name_key(name) = name_key(${name})`)
    .execute();
  if (supplierNameIssue(name, others, selfId)) throw EXISTS();
}

function nameTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'suppliers_name_key';
}

/** An area that is not in the tree is the caller's mistake, not a foreign-key 500. */
export async function assertAreaKnown(db: Db, area: string | null): Promise<void> {
  if (!area) return;
  const found = await db.selectFrom('delivery_areas').select('id').where('id', '=', area).executeTakeFirst();
  if (!found) throw badRequest({ addressArea: 'validation.unknownArea' });
}

/** The columns of a body; a percentage that does not apply to the type is stored as 0. */
function columnsOf({ wechatID, version: _v, ...body }: SupplierCreate): CamelInsert<'suppliers'> {
  return {
    ...body,
    wechatId: wechatID,
    addressArea: body.addressArea?.toLowerCase() ?? null,
    contacts: JSON.stringify(body.contacts),
    vat: body.vat ?? 0,
    commission: body.commission ?? 0,
    financeInformation: JSON.stringify(body.financeInformation),
  };
}

async function named<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    throw nameTaken(err) ? EXISTS() : err;
  }
}

export async function insertSupplier(db: Db, body: SupplierCreate): Promise<Supplier> {
  const row = await named(
    camel(db)
      .insertInto('suppliers')
      .values(columnsOf(body))
      .returning(SUPPLIER_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
  return toSupplier(row);
}

export async function updateSupplier(db: Db, id: string, body: SupplierCreate): Promise<Supplier> {
  const row = await named(
    camel(db)
      .updateTable('suppliers')
      .set((eb) => ({ ...columnsOf(body), version: eb('version', '+', 1), updatedAt: sql`now()` }))
      .where('id', '=', id)
      .returning(SUPPLIER_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
  return toSupplier(row);
}

import { type Kysely, sql } from 'kysely';
import { CUSTOMERS_LIST } from '../../domain/customers/list.ts';
import type { Customer } from '../../domain/customers/schema.ts';
import type { CustomerListRow } from '../../domain/customers/views.ts';
import { BUSINESS_ZONE } from '../../domain/dates.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { defineList, escapeLike } from '../lists/list-query.ts';
import type { CommunityScope, ListSource } from '../lists/runner.ts';
import { GIVEN_VOUCHER } from '../vouchers/queries.ts';
import { CUSTOMER_COLUMNS, toCustomer } from './map.ts';
import { nameContains } from './name-search.ts';
import { COUNTED_ORDER, claimsInScope, customerInScope, ordersInScope, vouchersInScope } from './scope.ts';

type Db = Kysely<Database>;

/**
 * The list's searches: the name accent- and case-insensitive (search_fold, as the lookup), a
 * phone as typed digits anywhere in any phone of the record; each on its trigram index.
 */
const customersList = defineList(
  CUSTOMERS_LIST,
  {
    name: {
      expr: sql.ref('c.name'),
      sortBy: sql`lower(c.name)`,
      notNull: true,
      where: (f) => (f.op === 'text' ? nameContains(f.value.trim()) : sql`true`),
    },
    phone: {
      expr: sql.ref('c.phones'),
      where: (f) =>
        f.op === 'text' ? sql`c.phones LIKE ${`%${escapeLike(f.value.replace(/\s+/g, ''))}%`}` : sql`true`,
    },
    createdAt: { expr: sql.ref('c.created_at'), date: 'timestamptz', notNull: true },
  },
  'c.id',
);

/**
 * A row's counters, over the orders and vouchers the caller may see, for the page's rows only.
 * Raw SQL: the list runner's selection, its sub-selects scoped by scope.ts's SQL conditions.
 */
export const listSelect = (scope: CommunityScope) => {
  const orders = sql`FROM orders o WHERE o.customer_id = c.id AND ${COUNTED_ORDER} AND ${ordersInScope(scope)}`;
  return sql`
    c.id, c.name, c.level, c.status, c.wechat_id AS "wechatID", c.flagged,
    coalesce(c.contacts->0->>'phone', c.addresses->0->>'phone') AS phone,
    (SELECT count(*)::int ${orders}) AS "ordersCount",
    (SELECT coalesce(sum(o.total_amount), 0)::bigint ${orders}) AS "ordersTotalSales",
    (SELECT to_char(max(o.order_date) AT TIME ZONE ${sql.lit(BUSINESS_ZONE)}, 'YYYY-MM-DD') ${orders}) AS "lastOrderDate",
    (SELECT count(*)::int FROM claims cl WHERE cl.customer_id = c.id AND ${claimsInScope(scope)}) AS "claimCount",
    (SELECT count(*)::int FROM vouchers v WHERE v.customer_id = c.id AND ${GIVEN_VOUCHER}
      AND ${vouchersInScope(scope)}) AS "voucherCount",
    c.created_at AS "createdAt", c.version`;
};

/**
 * GET /api/customers/details: the page is cut from customers alone (its indexes give the order
 * and the searches), then each of its rows gets its counters.
 */
export function customersSource(): ListSource<CustomerListRow> {
  return {
    def: customersList,
    from: sql`customers c`,
    scope: { where: customerInScope },
    select: listSelect,
    pageJoins: { alias: 'c', joins: sql`` },
    map: (r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }),
  };
}

/**
 * One customer with the communities he belongs to (of his groups and his orders), for the
 * named-row check. `forUpdate` locks the row for a write.
 */
export async function findCustomer(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<(Customer & { communities: string[] }) | undefined> {
  let q = camel(db)
    .selectFrom('customers as c')
    .select(CUSTOMER_COLUMNS.map((c) => `c.${c}` as const))
    .select(
      sql<string[]>`ARRAY(SELECT g->>'community' FROM jsonb_array_elements(c.wechat_groups) g
        UNION SELECT o.community_id::text FROM orders o WHERE o.customer_id = c.id)`.as('communities'),
    )
    .where('c.id', '=', id);
  if (forUpdate) q = q.forNoKeyUpdate();
  const row = await q.executeTakeFirst();
  return row && { ...toCustomer(row), communities: row.communities };
}

import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { scopeCommunities } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';

/**
 * Which customers a community-scoped caller reaches (docs/customers.md): those of a chat group
 * or an order of his communities, and those who belong to no community yet (created, never
 * grouped nor ordered), so a customer created from a form stays reachable by its creator.
 * `c` is the customers alias of the query.
 */
export function customerInScope(scope: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM jsonb_array_elements(c.wechat_groups) g
      WHERE g->>'community' = ANY(${scope}::text[]))
    OR EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.community_id = ANY(${scope}::uuid[]))
    OR (jsonb_array_length(c.wechat_groups) = 0 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)))`;
}

/** The orders of a customer a caller may count: his communities' (null: all). */
export const ordersInScope = (scope: readonly string[] | null, alias = 'o'): RawBuilder<SqlBool> =>
  scope ? sql<SqlBool>`${sql.ref(`${alias}.community_id`)} = ANY(${scope}::uuid[])` : sql<SqlBool>`true`;

/** The claims a caller may count: those filed under one of his communities (null: all). */
export const claimsInScope = (scope: readonly string[] | null, alias = 'cl'): RawBuilder<SqlBool> =>
  scope ? sql<SqlBool>`${sql.ref(`${alias}.community_id`)} = ANY(${scope}::uuid[])` : sql<SqlBool>`true`;

/** The vouchers a caller may count: valid in one of his communities (null: all). */
export const vouchersInScope = (scope: readonly string[] | null, alias = 'v'): RawBuilder<SqlBool> =>
  scope ? sql<SqlBool>`${sql.ref(`${alias}.communities`)} && ${scope}::uuid[]` : sql<SqlBool>`true`;

/** Orders that count as sales (as in the offer analytics): not cancelled, not refunded. */
export const COUNTED_ORDER = sql<SqlBool>`o.status = 'available' AND o.payment_status NOT IN ('ccl', 'rfd')`;

/**
 * Whether the caller reaches the customer `id` (the row form of customerInScope): an order or a
 * voucher naming another community's customer would attach him, and bring him into reach.
 */
export async function reachesCustomer(
  db: Kysely<Database>,
  caller: Pick<AuthUser, 'role' | 'communities'>,
  id: string,
): Promise<boolean> {
  const scope = scopeCommunities(caller);
  if (scope === null) return true;
  const found = await camel(db)
    .selectFrom('customers as c')
    .select('c.id')
    .where('c.id', '=', id)
    .where(customerInScope(scope))
    .executeTakeFirst();
  return found !== undefined;
}

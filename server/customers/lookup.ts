import { type Kysely, sql } from 'kysely';
import type { ListQuery } from '../../domain/list-protocol.ts';
import { CUSTOMER_LOOKUP } from '../../domain/lists/customers.ts';
import type { CustomerLookupRow } from '../../domain/live-views.ts';
import type { Database } from '../db/types.ts';
import { condition, defineList } from '../lists/list-query.ts';

export const customerLookup = defineList(CUSTOMER_LOOKUP, { name: { expr: sql.raw('c.name') } }, 'c.id');

/** Customers by name for order entry: never discontinued ones, with what the entry row fills in. */
export async function lookupCustomers(
  db: Kysely<Database>,
  q: ListQuery,
): Promise<{ rows: CustomerLookupRow[]; total: number }> {
  const where = [sql`c.status <> 'discontinued'`];
  const name = q.filters.name;
  if (name) where.push(condition(customerLookup.columns.name!, name));
  const cond = sql.join(where, sql` AND `);
  const dir = sql.raw(q.sort[1] === 'ASC' ? 'ASC' : 'DESC');
  const [page, total] = await Promise.all([
    sql<CustomerLookupRow>`
      SELECT c.id, c.name, c.level, c.wechat_id AS "wechatID", c.flagged, c.profile_picture AS "profilePicture",
        c.addresses, c.contacts, c.wechat_groups AS "wechatGroups", c.fapiao_information AS "fapiaoInformation",
        c.fapiao_emails AS "fapiaoEmails",
        coalesce((SELECT jsonb_agg(jsonb_build_object('id', v.id, 'voucherID', v.voucher_id, 'amount', v.amount,
            'expirationDate', v.expiration_date, 'communities', v.communities, 'status', v.status)
            ORDER BY v.expiration_date)
          FROM vouchers v WHERE v.customer_id = c.id AND v.status = 'validated'
            AND v.expiration_date >= (now() AT TIME ZONE 'Asia/Shanghai')::date), '[]') AS vouchers
      FROM customers c WHERE ${cond}
      ORDER BY lower(c.name) ${dir}, c.id ${dir} LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM customers c WHERE ${cond}`.execute(db),
  ]);
  return { rows: page.rows, total: total.rows[0]?.n ?? 0 };
}

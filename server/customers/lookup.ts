import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { CUSTOMER_LOOKUP } from '../../domain/customers/list.ts';
import { BUSINESS_ZONE } from '../../domain/dates.ts';
import type { ListQuery } from '../../domain/list-protocol.ts';
import type { CustomerLookupRow } from '../../domain/live-views.ts';
import { defineList, escapeLike } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { nameContains } from './name-search.ts';
import { customerInScope } from './scope.ts';

/** every typed word must match (wordMatches); the list sorts by name, case aside */
export const customerLookup = defineList(
  CUSTOMER_LOOKUP,
  {
    name: {
      expr: sql.raw('c.name'),
      sortBy: sql`lower(c.name)`,
      notNull: true,
      where: (f) =>
        f.op === 'text'
          ? sql.join(
              words({ sort: ['name', 'ASC'], offset: 0, limit: 1, filters: { name: f } }).map(wordMatches),
              sql` AND `,
            )
          : sql`true`,
    },
    id: { expr: sql.raw('c.id') },
  },
  'c.id',
);

/** a typist's query has a name and maybe a phone fragment; more words than this are noise */
const MAX_WORDS = 6;
const PHONE_PART = /^\d{3,}$/;
const fold = (e: RawBuilder<unknown>) => sql`search_fold(${e})`;
const NAME = fold(sql.raw('c.name'));

/**
 * One typed word: a name part, accent- and case-insensitive (search_fold, migration 0007, with
 * its trigram index), or 3+ digits that may also be part of a phone ("wang wei 88" picks the
 * Wang Wei whose number ends in 88 without waiting for the list).
 */
function wordMatches(word: string): RawBuilder<SqlBool> {
  const byName = nameContains(word);
  if (!PHONE_PART.test(word)) return byName;
  return sql<SqlBool>`(${byName} OR EXISTS (
    SELECT 1 FROM jsonb_array_elements(c.contacts || c.addresses) p WHERE p->>'phone' LIKE ${`%${word}%`}))`;
}

const words = (q: ListQuery) => {
  const f = q.filters.name;
  return f?.op === 'text' ? f.value.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS) : [];
};

/**
 * Customers by name for order entry: never discontinued ones, with what the entry row fills in
 * and what tells namesakes apart (phones, groups, the last order). Scoped: other communities'
 * customers, groups and vouchers stay out. Names starting a word with the first typed word
 * come first, then by name.
 */
export const lookupSource: ListSource<CustomerLookupRow> = {
  def: customerLookup,
  from: sql`customers c`,
  where: [sql`c.status <> 'discontinued'`],
  scope: { where: customerInScope },
  rank: (q) => {
    const first = words(q)[0];
    if (!first) return undefined;
    const f = fold(sql`${escapeLike(first)}`);
    return sql`CASE WHEN ${NAME} LIKE ${f} || '%' OR ${NAME} LIKE '% ' || ${f} || '%' THEN 0 ELSE 1 END`;
  },
  // raw: the list runner's selection; the groups, vouchers and last order are jsonb and sub-selects
  select: (scope) => {
    const groups = scope
      ? sql`coalesce((SELECT jsonb_agg(g) FROM jsonb_array_elements(c.wechat_groups) g
          WHERE g->>'community' = ANY(${scope}::text[])), '[]')`
      : sql`c.wechat_groups`;
    const voucherScope = scope ? sql`AND v.communities && ${scope}::uuid[]` : sql``;
    return sql`c.id, c.name, c.level, c.wechat_id AS "wechatID", c.flagged, c.profile_picture AS "profilePicture",
      c.addresses, c.contacts, ${groups} AS "wechatGroups", c.fapiao_information AS "fapiaoInformation",
      c.fapiao_emails AS "fapiaoEmails",
      coalesce((SELECT jsonb_agg(jsonb_build_object('id', v.id, 'voucherID', v.voucher_id, 'amount', v.amount,
          'expirationDate', v.expiration_date, 'communities', v.communities, 'status', v.status)
          ORDER BY v.expiration_date)
        FROM vouchers v WHERE v.customer_id = c.id AND v.status = 'validated' ${voucherScope}
          AND v.expiration_date >= (now() AT TIME ZONE ${sql.lit(BUSINESS_ZONE)})::date), '[]') AS vouchers,
      (SELECT to_char(o.order_date AT TIME ZONE ${sql.lit(BUSINESS_ZONE)}, 'YYYY-MM-DD') FROM orders o
        WHERE o.customer_id = c.id ${scope ? sql`AND o.community_id = ANY(${scope}::uuid[])` : sql``}
        ORDER BY o.created_at DESC LIMIT 1) AS "lastOrderDate"`;
  },
};

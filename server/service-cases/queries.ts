import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ServiceCase } from '../../domain/service-cases/schema.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { assertVersion } from '../resources/crud.ts';

type Db = Kysely<Database>;

/** A service case table and the alias its SQL reads it under (lists filter and sort on that alias). */
export type CaseTable = { table: 'claims'; alias: 'c' } | { table: 'refunds'; alias: 'r' };

/**
 * The case with its order, supplier and team member, which every read of a claim or refund joins.
 * Raw SQL: the list runner filters and sorts on these aliases, and findCase reads the same text.
 * Table and alias are fixed names from CaseTable, never user input, hence sql.raw.
 */
export function caseFrom({ table, alias: a }: CaseTable): RawBuilder<unknown> {
  return sql.raw(`${table} ${a} JOIN orders o ON o.id = ${a}.order_id
  LEFT JOIN suppliers s ON s.id = ${a}.supplier_id LEFT JOIN users u ON u.id = ${a}.team_member_id`);
}

/**
 * The case's row and the joined names ServiceCaseJoins maps; `extra` adds the record's own columns.
 * Read through the camel view (the lists' sources say `camel`, findCase uses it), so `order_number`
 * comes back as `orderNumber`.
 */
export function caseSelect({ alias: a }: CaseTable, extra: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`${sql.raw(`${a}.*`)}, o.order_id AS order_number, o.customer_name, s.name AS supplier_name,
  u.name AS team_member_name, ${extra}`;
}

/**
 * One case by id. `forUpdate` locks the case's row alone (not the order's): a move or edit reads
 * its case under the lock so two members' moves run one after the other.
 */
export async function findCase<R, T>(
  db: Db,
  source: { from: RawBuilder<unknown>; select: RawBuilder<unknown>; map: (r: R) => T },
  { alias }: CaseTable,
  id: string,
  forUpdate: boolean,
): Promise<T | undefined> {
  const r = await sql<R>`SELECT ${source.select} FROM ${source.from} WHERE ${sql.ref(`${alias}.id`)} = ${id}
    ${forUpdate ? sql.raw(`FOR UPDATE OF ${alias}`) : sql``}`.execute(camel(db));
  return r.rows[0] && source.map(r.rows[0]);
}

/**
 * The case an edit or move starts from, its row locked for the transaction: it must exist, be in
 * the member's communities and still be at the version the member saw, or nothing changes.
 */
export async function lockCase<T extends ServiceCase>(
  trx: Db,
  find: (db: Db, id: string, forUpdate: boolean) => Promise<T | undefined>,
  user: AuthUser,
  id: string,
  version: number | undefined,
): Promise<T> {
  const before = await find(trx, id, true);
  if (!before) throw notFound();
  assertInScope(user, before.community);
  assertVersion({ version }, before);
  return before;
}

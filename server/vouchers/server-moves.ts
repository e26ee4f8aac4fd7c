import { type RawBuilder, sql } from 'kysely';
import { VOUCHERS } from '../../domain/vouchers/resource.ts';
import { CHANGES_CHANNEL } from '../changes/publish.ts';

/**
 * Using a voucher on an order and giving it back are the server's moves (domain/vouchers/
 * rules.ts), made inside the order's own statement. Like a member's move they bump the
 * voucher's version, leave a history entry and reach the vouchers lists: these fragments read a
 * CTE of the moved vouchers (`RETURNING id, version, communities`), so they stay raw SQL: they
 * are pieces of that one data-modifying statement, not queries of their own.
 */
const SHAPES = {
  use: {
    before: sql`jsonb_build_object('status', 'validated', 'order', NULL)`,
    after: sql`jsonb_build_object('status', 'used', 'order', o.id::text)`,
  },
  release: {
    before: sql`jsonb_build_object('status', 'used', 'order', o.id::text)`,
    after: sql`jsonb_build_object('status', 'validated', 'order', NULL)`,
  },
} as const;

/** The audit rows of the vouchers in `cte`, moved by `move` onto or off order `orderId`. */
export function voucherMovesAudit(
  cte: string,
  move: keyof typeof SHAPES,
  actorId: string,
  orderId: string,
): RawBuilder<unknown> {
  const { before, after } = SHAPES[move];
  return sql`INSERT INTO audit_log (actor_id, entity, entity_id, action, before, after)
    SELECT ${actorId}::uuid, ${VOUCHERS.entity}, m.id, ${`status.${move}`}, ${before}, ${after}
    FROM ${sql.table(cte)} m CROSS JOIN (SELECT ${orderId}::uuid AS id) o`;
}

/** The change feed's notes of the vouchers in `cte` (a count, to be selected so it runs). */
export function voucherMovesNotes(cte: string): RawBuilder<number> {
  return sql<number>`(SELECT count(pg_notify(${CHANGES_CHANNEL}, json_build_object(
      'resource', ${VOUCHERS.key}::text, 'id', m.id, 'version', m.version, 'communities', m.communities)::text))::int
    FROM ${sql.table(cte)} m)`;
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import type { LineDraft } from './write-lines.ts';

type Db = Kysely<Database>;

export const LINE_HAS_ORDERS_MSG = 'offer.errors.lineHasOrders';
export const COMMUNITY_HAS_ORDERS_MSG = 'offer.errors.communityHasOrders';

const BLOCK_OF = { wechat_group: 'wechatGroup', miniprogram: 'miniprogram' } as const;
const LIST_OF = { pack: 'packs', item: 'singleItems' } as const;

interface HeldLine {
  id: string;
  channel: keyof typeof BLOCK_OF;
  kind: keyof typeof LIST_OF;
}

/**
 * An offer that has not started is edited in full, yet orders may already hold its lines (taken
 * ahead of the start): a line with units sold, or named by an order, stays a line of its channel
 * and kind. Removed, its orders could no longer be edited nor even cancelled (their line is
 * unknown); moved, they would hold a line of another channel. A 400 names the list it was in (a
 * removed line has no entry of its own) or the entry's id.
 */
export async function assertHeldLinesKept(trx: Db, offerId: string, drafts: readonly LineDraft[]) {
  // raw SQL: the lines' sold units and the orders' jsonb lines, one statement
  const held = await sql<HeldLine>`
    SELECT l.id, l.channel, l.kind FROM offer_lines l
    WHERE l.offer_id = ${offerId} AND (l.stock > l.actual_stock OR EXISTS (
      SELECT 1 FROM orders o WHERE o.offer_id = ${offerId}
        AND (o.packs @> jsonb_build_array(jsonb_build_object('lineId', l.id::text))
          OR o.single_items @> jsonb_build_array(jsonb_build_object('lineId', l.id::text)))))
    ORDER BY l.channel, l.kind, l.position`.execute(trx);
  const byId = new Map(drafts.map((d) => [d.row.id, d]));
  for (const line of held.rows) {
    const d = byId.get(line.id);
    if (!d) throw badRequest({ [`${BLOCK_OF[line.channel]}.${LIST_OF[line.kind]}`]: LINE_HAS_ORDERS_MSG });
    if (d.row.channel !== line.channel || d.row.kind !== line.kind)
      throw badRequest({ [`${d.path}.id`]: LINE_HAS_ORDERS_MSG });
  }
}

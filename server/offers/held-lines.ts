import { type Kysely, sql } from 'kysely';
import { activeBlocks, type OfferBody } from '../../domain/offers/schema.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import type { LineDraft } from './write-lines.ts';

type Db = Kysely<Database>;

export const LINE_HAS_ORDERS_MSG = 'offer.errors.lineHasOrders';
export const COMMUNITY_HAS_ORDERS_MSG = 'offer.errors.communityHasOrders';
export const COMMUNITY_HAS_VOUCHERS_MSG = 'offer.errors.communityHasVouchers';
export const DRAW_HAS_WINNERS_MSG = 'offer.errors.drawHasWinners';

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
 * removed line has no entry of its own), `channel` when its whole block went with the channel, or
 * the entry's id.
 */
export async function assertHeldLinesKept(
  trx: Db,
  offerId: string,
  body: OfferBody,
  drafts: readonly LineDraft[],
) {
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
    if (!d)
      throw badRequest({
        [goneFrom(body, line.channel, (b) => `${b}.${LIST_OF[line.kind]}`)]: LINE_HAS_ORDERS_MSG,
      });
    if (d.row.channel !== line.channel || d.row.kind !== line.kind)
      throw badRequest({ [`${d.path}.id`]: LINE_HAS_ORDERS_MSG });
  }
}

/**
 * Its orders are rows of its community, and a voucher given for it is valid in that community's
 * list: moved, the orders would be another community's offer's and the voucher could not be used.
 */
export async function assertMayMove(trx: Db, before: { id: string; numberOfOrders: number }) {
  if (before.numberOfOrders > 0) throw badRequest({ community: COMMUNITY_HAS_ORDERS_MSG });
  const given = await sql`SELECT 1 FROM vouchers WHERE offer_id = ${before.id} LIMIT 1`.execute(trx);
  if (given.rows.length) throw badRequest({ community: COMMUNITY_HAS_VOUCHERS_MSG });
}

/** A draw as writeDraws is about to store it: `gifts` is its JSON text. */
interface DrawDraft {
  path: string;
  row: { id: string; channel: keyof typeof BLOCK_OF; gifts: string };
}

/** Where the form shows why a held line or draw is missing: its list, or what dropped that list. */
function goneFrom(
  body: OfferBody,
  channel: keyof typeof BLOCK_OF,
  list: (block: string) => string,
  off?: 'lotteryEnable',
) {
  const block = BLOCK_OF[channel];
  if (!activeBlocks(body.channel).includes(block)) return 'channel';
  if (off && !body[block]?.lotteryEnable) return `${block}.${off}`;
  return list(block);
}

/** JSON with its keys sorted, as jsonb compares them */
const canonical = (x: unknown): string =>
  JSON.stringify(x, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * A draw whose winner slot is given to an order (winners may be named before the start) put its
 * gift on that order: removed, turned off or with other gifts, the order would keep a gift no
 * slot gives any more, and freeing the slot could no longer take it back. Its condition may change.
 */
export async function assertHeldDrawsKept(
  trx: Db,
  offerId: string,
  body: OfferBody,
  drafts: readonly DrawDraft[],
) {
  const held = await sql<{ id: string; channel: keyof typeof BLOCK_OF; gifts: unknown }>`
    SELECT d.id, d.channel, d.gifts FROM lottery_draws d WHERE d.offer_id = ${offerId}
      AND EXISTS (SELECT 1 FROM lottery_winners w WHERE w.draw_id = d.id AND w.order_id IS NOT NULL)
    ORDER BY d.channel, d.draw_number`.execute(trx);
  for (const draw of held.rows) {
    const d = drafts.find((x) => x.row.id === draw.id);
    if (!d || d.row.channel !== draw.channel)
      throw badRequest({
        [goneFrom(body, draw.channel, (b) => `${b}.lottery.draws`, 'lotteryEnable')]: DRAW_HAS_WINNERS_MSG,
      });
    if (canonical(JSON.parse(d.row.gifts)) !== canonical(draw.gifts))
      throw badRequest({ [d.path.replace(/\.id$/, '.gifts')]: DRAW_HAS_WINNERS_MSG });
  }
}

import { type Kysely, sql } from 'kysely';
import { LOTTERY_DRAWS_LIST } from '../../domain/lottery/list.ts';
import { isDrawDue, winnerSlots } from '../../domain/lottery/rules.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

export const drawsList = defineList(
  LOTTERY_DRAWS_LIST,
  {
    offer: { expr: sql.raw('d.offer_id') },
    channel: { expr: sql.raw('d.channel') },
    drawNumber: { expr: sql.raw('d.draw_number'), notNull: true },
    createdAt: { expr: sql.raw('d.created_at'), notNull: true },
  },
  'd.id',
);

export interface DrawRow {
  id: string;
  offer_id: string;
  community_id: string;
  channel: 'wechat_group' | 'miniprogram';
  draw_number: number;
  condition_type: 'number_of_order' | 'x_item_sold';
  condition_value: number;
  gifts: { winnerNumber: number; [k: string]: unknown }[];
  orders: number;
  items_sold: number;
  winners: {
    winnerNumber: number;
    order: { id: string; orderID: number; orderNumber: number; customerName: string } | null;
  }[];
}

export const DRAW_SELECT = sql`
  d.id, d.offer_id, o.community_id, d.channel, d.draw_number, d.condition_type, d.condition_value, d.gifts,
  (SELECT count(*)::int FROM orders x WHERE x.offer_id = d.offer_id AND x.channel = d.channel AND x.status = 'available') AS orders,
  (SELECT coalesce(sum(l.stock - l.actual_stock), 0)::int FROM offer_lines l
     WHERE l.offer_id = d.offer_id AND l.channel = d.channel) AS items_sold,
  coalesce((SELECT jsonb_agg(jsonb_build_object('winnerNumber', w.winner_number, 'order',
      CASE WHEN x.id IS NULL THEN NULL ELSE jsonb_build_object('id', x.id, 'orderID', x.order_id,
        'orderNumber', x.order_number, 'customerName', x.customer_name) END) ORDER BY w.winner_number)
    FROM lottery_winners w LEFT JOIN orders x ON x.id = w.order_id WHERE w.draw_id = d.id), '[]') AS winners`;

/** A draw as the lottery tab shows it: its gifts, whether it is due, and each winner slot. */
export function drawView(r: DrawRow) {
  const progress = { orders: r.orders, itemsSold: r.items_sold };
  const assigned = new Map(r.winners.map((w) => [w.winnerNumber, w.order]));
  return {
    id: r.id,
    offerId: r.offer_id,
    channel: r.channel,
    drawNumber: r.draw_number,
    conditionType: r.condition_type,
    conditionValue: r.condition_value,
    gifts: r.gifts,
    progress,
    due: isDrawDue({ conditionType: r.condition_type, conditionValue: r.condition_value }, progress),
    winners: winnerSlots(r).map((s) => ({
      ...s,
      gift: r.gifts[s.giftIndex],
      order: assigned.get(s.winnerNumber) ?? null,
    })),
  };
}

/** The draws of an offer, in the offer's community scope. */
export const drawsSource: ListSource<DrawRow, ReturnType<typeof drawView>> = {
  def: drawsList,
  from: sql`lottery_draws d JOIN offers o ON o.id = d.offer_id`,
  scope: { expr: sql`o.community_id` },
  select: DRAW_SELECT,
  map: drawView,
};

export async function readDraw(db: Kysely<Database>, id: string) {
  const r = await sql<DrawRow>`SELECT ${DRAW_SELECT} FROM lottery_draws d JOIN offers o ON o.id = d.offer_id
    WHERE d.id = ${id}`.execute(db);
  return r.rows[0];
}

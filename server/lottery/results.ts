import { sql } from 'kysely';
import { LOTTERY_RESULTS_LIST } from '../../domain/lottery/results-list.ts';
import { winnerSlots } from '../../domain/lottery/rules.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

interface ResultRow {
  id: string;
  offer_id: string;
  offer_number: number;
  offer_name: { en: string; zh: string };
  internal_name: string;
  community_id: string;
  channel: 'wechat_group' | 'miniprogram';
  draw_number: number;
  condition_type: string;
  condition_value: number;
  gifts: { winnerNumber: number; [k: string]: unknown }[];
  created_at: Date;
  winners: {
    winnerNumber: number;
    assignedAt: string;
    order: { id: string; orderID: number; customerName: string } | null;
  }[];
}

/** A lottery result: the draw, and each winner slot with its gift and order. */
function toResult(r: ResultRow) {
  const assigned = new Map(r.winners.map((w) => [w.winnerNumber, w]));
  return {
    id: r.id,
    offer: r.offer_id,
    offerID: r.offer_number,
    offerName: r.offer_name,
    internalName: r.internal_name,
    community: r.community_id,
    channel: r.channel,
    drawNumber: r.draw_number,
    conditionType: r.condition_type,
    conditionValue: r.condition_value,
    createdAt: r.created_at.toISOString(),
    winners: winnerSlots(r).map((s) => {
      const w = assigned.get(s.winnerNumber);
      return {
        winnerNumber: s.winnerNumber,
        gift: r.gifts[s.giftIndex] ?? null,
        order: w?.order ?? null,
        assignedAt: w?.order ? w.assignedAt : null,
      };
    }),
  };
}
export type LotteryResult = ReturnType<typeof toResult>;

export const resultsSource: ListSource<ResultRow, LotteryResult> = {
  def: defineList(
    LOTTERY_RESULTS_LIST,
    {
      offer: { expr: sql.ref('d.offer_id'), notNull: true },
      channel: { expr: sql.ref('d.channel'), notNull: true },
      community: { expr: sql.ref('o.community_id'), notNull: true },
      offerName: { expr: sql.ref('o.internal_name'), notNull: true },
      createdAt: { expr: sql.ref('d.created_at'), date: 'timestamptz', notNull: true },
      drawNumber: { expr: sql.ref('d.draw_number'), notNull: true },
      offerID: { expr: sql.ref('o.offer_id'), notNull: true },
    },
    'd.id',
  ),
  from: sql`lottery_draws d JOIN offers o ON o.id = d.offer_id`,
  scope: { expr: sql.ref('o.community_id'), field: 'community' },
  select: sql`d.id, d.offer_id, o.offer_id AS offer_number, o.name AS offer_name, o.internal_name, o.community_id,
    d.channel, d.draw_number, d.condition_type, d.condition_value, d.gifts, d.created_at,
    coalesce((SELECT jsonb_agg(jsonb_build_object('winnerNumber', w.winner_number, 'assignedAt', w.assigned_at,
        'order', CASE WHEN x.id IS NULL THEN NULL ELSE jsonb_build_object('id', x.id, 'orderID', x.order_id,
          'customerName', x.customer_name) END) ORDER BY w.winner_number)
      FROM lottery_winners w LEFT JOIN orders x ON x.id = w.order_id WHERE w.draw_id = d.id), '[]') AS winners`,
  map: toResult,
};

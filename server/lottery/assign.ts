import { type Kysely, sql } from 'kysely';
import type { LiveEvent } from '../../domain/live-messages.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { entersLottery, winnerSlots } from '../../domain/lottery/rules.ts';
import type { AssignWinner } from '../../domain/lottery/schema.ts';
import type { Lottery } from '../../domain/offers/schema-parts.ts';
import { ORDER_LOCKED_MSG } from '../../domain/orders/locked-edits.ts';
import {
  isAmountPaid,
  isFrozenByOffer,
  isOrderLocked,
  isRefundOwned,
  OFFER_DISCONTINUED_EDIT_MSG,
} from '../../domain/orders/locking.ts';
import { orderTotals } from '../../domain/orders/totals.ts';
import { vouchersAboveTotal } from '../../domain/orders/vouchers.ts';
import { type EarnedGift, hasFreeDelivery, toEarned } from '../../domain/specials.ts';
import { assertInScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database, Row } from '../db/types.ts';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import { emitLiveEvent } from '../live/events.ts';
import { channelLines } from '../offers/state.ts';
import { auditedOrder, offerStatusOf, readOrder } from '../orders/queries.ts';
import { staleVersion } from '../resources/crud.ts';
import { drawView, readDraw } from './draws.ts';

const ORDER_PAID_MSG = 'lottery.errors.orderPaid';
const VOUCHERS_ABOVE_MSG = 'lottery.errors.vouchersAboveTotal';

/** A gift on an order; a lottery free delivery keeps the fee it waived. */
type SlotGift = EarnedGift & { waivedFee?: number };

/**
 * Gives a winner slot to an order of the same offer channel (or frees it). The won gift is put
 * on the order (origin lottery), its totals follow (a discount or free delivery), and the grid
 * hears UPDATE_ORDER for each order touched.
 */
const NOT_ENTERED_MSG = 'lottery.errors.notEntered';

/**
 * Whether an order took part in its channel's lottery: the lottery's condition (spend, buy, any
 * order) met by its goods. A channel without a lottery condition stored lets every order in.
 */
async function enteredLottery(trx: Kysely<Database>, orderId: string, channel: string): Promise<boolean> {
  const r = await sql<{ lottery: Lottery | null; ticket: string; items: number }>`
    SELECT (CASE WHEN ${channel} = 'miniprogram' THEN o.miniprogram ELSE o.wechat_group END)->'lottery' AS lottery,
      x.ticket_amount AS ticket,
      (SELECT coalesce(sum((l->>'quantity')::int), 0)::int FROM jsonb_array_elements(x.packs || x.single_items) l) AS items
    FROM orders x JOIN offers o ON o.id = x.offer_id WHERE x.id = ${orderId}`.execute(trx);
  const row = r.rows[0];
  if (!row) return false;
  const order = { ticketAmount: Number(row.ticket), itemCount: row.items };
  return row.lottery?.conditionType ? entersLottery(row.lottery, order) : order.itemCount > 0;
}

/** The order id (number) of a slot's holder, as the lottery tab shows it. */
async function orderNumberOf(trx: Kysely<Database>, id: string | null): Promise<number | null> {
  if (!id) return null;
  const r = await sql<{ order_id: number }>`SELECT order_id FROM orders WHERE id = ${id}`.execute(trx);
  return r.rows[0]?.order_id ?? null;
}

export async function assignWinner(
  db: Kysely<Database>,
  user: AuthUser,
  drawId: string,
  body: AssignWinner,
  out?: LiveEvent[],
) {
  return db.transaction().execute(async (trx) => {
    // one assign at a time per draw: two at once could each find the order free of the draw's
    // other slots (the rule below) and give it both
    await sql`SELECT 1 FROM lottery_draws WHERE id = ${drawId} FOR UPDATE`.execute(trx);
    const draw = await readDraw(trx, drawId);
    if (!draw) throw notFound();
    assertInScope(user, draw.community_id);
    const slot = winnerSlots(draw).find((s) => s.winnerNumber === body.winnerNumber);
    if (!slot) throw badRequest({ winnerNumber: 'lottery.errors.unknownWinner' });
    let orderId: string | null = null;
    if (body.orderID !== null) {
      const r = await sql<{
        id: string;
      }>`SELECT id FROM orders WHERE order_id = ${body.orderID} AND offer_id = ${draw.offer_id}
        AND channel = ${draw.channel} AND status = 'available'`.execute(trx);
      orderId = r.rows[0]?.id ?? null;
      if (!orderId) throw badRequest({ orderID: 'lottery.errors.unknownOrder' });
      if (!(await enteredLottery(trx, orderId, draw.channel))) throw badRequest({ orderID: NOT_ENTERED_MSG });
      // one order wins once per draw: its other slot would give one customer two gifts
      const other = await sql`SELECT 1 FROM lottery_winners WHERE draw_id = ${drawId}
        AND order_id = ${orderId} AND winner_number <> ${body.winnerNumber}`.execute(trx);
      if (other.rows.length) throw badRequest({ orderID: 'lottery.errors.alreadyWinner' });
    }
    // the slot's row exists before it is read and locked: two members giving one free slot at
    // once queue on it, and the second one is refused 409: it named a holder the slot no longer has
    await sql`INSERT INTO lottery_winners (draw_id, winner_number, order_id, assigned_by)
      VALUES (${drawId}, ${body.winnerNumber}, NULL, ${user.id}) ON CONFLICT DO NOTHING`.execute(trx);
    const prev = await sql<Pick<Row<'lottery_winners'>, 'order_id'>>`
      SELECT order_id FROM lottery_winners WHERE draw_id = ${drawId} AND winner_number = ${body.winnerNumber} FOR UPDATE`.execute(
      trx,
    );
    const before = prev.rows[0]?.order_id ?? null;
    if ((await orderNumberOf(trx, before)) !== body.currentOrderID)
      throw staleVersion(drawView((await readDraw(trx, drawId))!));
    const touched = new Map<string, OrderView>();
    for (const id of [...new Set([before, orderId])].filter((x): x is string => !!x).sort()) {
      const cur = (await readOrder(trx, id, true))!;
      // an order under or after a refund belongs to it: the gift it was refunded with stays, and
      // no other comes to move the amount the refund was checked against
      if (isRefundOwned(cur)) throw new HttpError('conflict', 'order.errors.refundOwned');
      // read above without its lock: an order cancelled meanwhile takes no slot
      if (id === orderId && isOrderLocked(cur))
        throw conflict({ orderID: ORDER_LOCKED_MSG }, ORDER_LOCKED_MSG);
      // and an edit committed meanwhile may have taken it below the lottery's condition
      if (id === orderId && !(await enteredLottery(trx, id, draw.channel)))
        throw badRequest({ orderID: NOT_ENTERED_MSG });
      // a pending order of a discontinued offer takes only its cancel: a gift given or taken is an edit
      if (isFrozenByOffer(cur, await offerStatusOf(trx, draw.offer_id)))
        throw conflict({ orderID: OFFER_DISCONTINUED_EDIT_MSG }, OFFER_DISCONTINUED_EDIT_MSG);
      touched.set(id, cur);
    }
    // the channel's lines before the orders are written, as an order edit takes them: writing an
    // order locks its daily and monthly totals, and a sale holds the lines and the offer row before
    // it writes those totals; taken after, a sale and this gift would wait for each other
    await channelLines(trx, draw.offer_id, draw.channel, true);
    // read again under the offer's lock, as an order edit does: the read above took none, and a
    // discontinue under way (it holds the lines just waited for) would otherwise let the gift through
    const status = await offerStatusOf(trx, draw.offer_id, true);
    for (const cur of touched.values())
      if (isFrozenByOffer(cur, status))
        throw conflict({ orderID: OFFER_DISCONTINUED_EDIT_MSG }, OFFER_DISCONTINUED_EDIT_MSG);
    await sql`
      INSERT INTO lottery_winners (draw_id, winner_number, order_id, assigned_by) VALUES (${drawId}, ${body.winnerNumber}, ${orderId}, ${user.id})
      ON CONFLICT (draw_id, winner_number) DO UPDATE SET order_id = EXCLUDED.order_id, assigned_by = EXCLUDED.assigned_by, assigned_at = now()`.execute(
      trx,
    );
    const source = `${drawId}:${body.winnerNumber}`;
    const gift = {
      ...toEarned('lottery', source, draw.gifts[slot.giftIndex] as never),
      winnerNumber: body.winnerNumber,
    };
    for (const [id, cur] of touched) {
      // the stored gifts are the earned ones (live-views.ts types them loosely)
      const held = cur.gifts as unknown as SlotGift[];
      const kept = held.filter((g) => g.sourceId !== source);
      const own = held.find((g) => g.sourceId === source);
      // the fee the order pays without this slot's gift: a free delivery zeroes the stored fee,
      // so the gift keeps the fee it waived, to be charged again when the slot moves away
      const fee = hasFreeDelivery(kept) ? cur.deliveryFee : (own?.waivedFee ?? cur.deliveryFee);
      const waives = gift.type === 'free_delivery' && !hasFreeDelivery(kept);
      const gifts = id === orderId ? [...kept, waives ? { ...gift, waivedFee: fee } : gift] : kept;
      const totalsWith = (g: SlotGift[], deliveryFee: number) =>
        orderTotals({
          ticketAmount: cur.ticketAmount,
          gifts: g,
          deliveryFee,
          voucherAmounts: cur.vouchers.map((x) => x.amount),
        });
      const t = totalsWith(gifts, fee);
      // what this slot's move does to the amount, measured against the same sum of the gifts held:
      // a cancelled paid order (ccl) keeps the amount paid with vouchers given back since, which
      // the sum no longer gives
      const was = totalsWith(held, cur.deliveryFee);
      // a locked order (a cancelled winner) only gives its slot away: its amounts are no edit's, and
      // a free delivery leaving a cancelled pending order charged it the fee it no longer owes
      const moves =
        !isOrderLocked(cur) &&
        (t.totalAmount !== was.totalAmount ||
          t.actualAmount !== was.actualAmount ||
          t.deliveryFee !== was.deliveryFee);
      // what a paid order's customer paid stays its amount: a discount or free delivery won after
      // payment is given another way (a refund, a voucher), and one taken back asks for nothing
      if (moves && isAmountPaid(cur)) throw conflict({ orderID: ORDER_PAID_MSG }, ORDER_PAID_MSG);
      // a discount lowers the total under the vouchers the order holds: refused, as the order's
      // own edit refuses vouchers above its total (the operator takes a voucher off first)
      if (
        moves &&
        vouchersAboveTotal(
          cur.vouchers.map((x) => x.amount),
          t.totalAmount,
        )
      )
        throw conflict({ orderID: VOUCHERS_ABOVE_MSG }, VOUCHERS_ABOVE_MSG);
      const amounts = moves ? t : cur;
      await sql`UPDATE orders SET gifts = ${JSON.stringify(gifts)}::jsonb, total_amount = ${amounts.totalAmount},
        actual_amount = ${amounts.actualAmount}, delivery_fee = ${amounts.deliveryFee}, version = version + 1, updated_by = ${user.id},
        updated_at = now() WHERE id = ${id}`.execute(trx);
      const order = await auditedOrder(trx, user.id, cur, 'lottery');
      await emitLiveEvent(trx, draw.offer_id, { type: 'UPDATE_ORDER', order }, out);
    }
    return drawView((await readDraw(trx, drawId))!);
  });
}

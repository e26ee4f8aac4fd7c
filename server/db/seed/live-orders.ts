import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { sumFen, timesQty } from '../../../domain/money.ts';
import type { Database } from '../types.ts';
import type { Catalogue } from './live-catalogue.ts';
import { intIn, pick } from './live-data.ts';
import { insertRows, seededUuid } from './live-insert.ts';
import type { SeededLine, SeededOffer } from './live-offers.ts';

const PAYMENT = [
  'pending',
  'pending',
  'pending',
  'paid',
  'paid',
  'paid',
  'paid',
  'ccl',
  'refunding',
  'rfd',
] as const;
const WALK_INS = ['Mrs Chen (walk-in)', '张先生', 'Jean-Marc', '刘阿姨'];

function line(l: SeededLine, quantity: number) {
  return {
    lineId: l.id,
    kind: l.kind,
    letter: l.letter,
    shortName: l.letter ? `${l.letter} ${l.name.en.split(' ')[0]}` : l.name.en,
    name: l.name,
    product: l.product,
    quantity,
    price: l.price,
    amount: timesQty(l.price, quantity),
    weight: 0,
    weightType: 'piece',
  };
}

/**
 * A few hundred orders over every payment state. Stock counters are then derived from them with
 * the server's own rule: an order holds stock for its lines while its status is available.
 */
export async function seedOrders(
  db: Kysely<Database>,
  rnd: () => number,
  cat: Catalogue,
  offers: readonly SeededOffer[],
  now: Date,
): Promise<number> {
  const rows: Record<string, unknown>[] = [];
  for (const offer of offers) {
    if (offer.timing === 'coming') continue;
    const channels = [...new Set(offer.lines.map((l) => l.channel))];
    const dated: Record<string, unknown>[] = [];
    for (const channel of channels) {
      const packs = offer.lines.filter((l) => l.channel === channel && l.kind === 'pack');
      const items = offer.lines.filter((l) => l.channel === channel && l.kind === 'item');
      const n = channel === 'wechat_group' ? intIn(rnd, 60, 80) : intIn(rnd, 30, 45);
      const spanMs = Math.max(
        1,
        Math.min(now.getTime(), offer.startsAt.getTime() + 4 * 86_400_000) - offer.startsAt.getTime(),
      );
      for (let i = 0; i < n; i++) {
        const known = rnd() < 0.9;
        const customer = known ? pick(rnd, cat.customers) : null;
        const payment = pick(rnd, PAYMENT);
        const cancelledPending = payment === 'pending' && rnd() < 0.1;
        const chosen = [...packs.filter(() => rnd() < 0.5), ...items.filter(() => rnd() < 0.3)];
        if (chosen.length === 0) chosen.push(pick(rnd, packs.length ? packs : items));
        const lines = cancelledPending ? [] : chosen.map((l) => line(l, intIn(rnd, 1, 3)));
        const ticket = sumFen(lines.map((l) => l.amount));
        const fee = cancelledPending || ticket >= 30000 ? 0 : 1500;
        const total = ticket + fee;
        const address = customer ? { ...((await addressOf(db, customer.id)) ?? {}), needSave: false } : null;
        dated.push({
          id: seededUuid(rnd),
          offer_id: offer.id,
          type: 'service',
          channel,
          community_id: offer.community,
          supplier_id: offer.supplier,
          customer_id: customer?.id ?? null,
          customer_name: customer?.name ?? pick(rnd, WALK_INS),
          customer_daily: customer ? null : { customerName: '' },
          customer_address: address,
          group_number: channel === 'wechat_group' ? intIn(rnd, 1, 12) : null,
          comment:
            rnd() < 0.15
              ? pick(rnd, ['请下午送', 'no coriander please', '门卫代收', 'call before delivery'])
              : '',
          status: payment === 'ccl' || cancelledPending ? 'discontinued' : 'available',
          payment_status: payment,
          payment_method: rnd() < 0.7 ? 'wechat' : 'alipay',
          tracking_status:
            payment === 'paid'
              ? offer.timing === 'over'
                ? 'delivered'
                : pick(rnd, ['prepared', 'prepared', 'on_the_way'])
              : 'process',
          delivery_fee: fee,
          delivery_selection: cancelledPending ? 'manual' : 'auto',
          packs: lines.filter((l) => l.kind === 'pack'),
          single_items: lines.filter((l) => l.kind === 'item'),
          total_amount: total,
          actual_amount: total,
          ticket_amount: ticket,
          refund_amount: payment === 'rfd' ? total : 0,
          order_date: new Date(offer.startsAt.getTime() + Math.floor(rnd() * spanMs)).toISOString(),
        });
      }
    }
    dated.sort((a, b) => String(a.order_date).localeCompare(String(b.order_date)));
    dated.forEach((r, i) => {
      r.order_number = i + 1;
      r.created_at = r.order_date;
      r.customer_daily = r.customer_id ? null : { customerName: r.customer_name };
    });
    rows.push(...dated);
  }
  await insertRows(db, 'orders', rows);
  await sql`
    UPDATE offers o SET order_counter = (SELECT count(*) FROM orders WHERE offer_id = o.id)`.execute(db);
  await sql`
    WITH held AS (
      SELECT (l->>'lineId')::uuid AS line_id, sum((l->>'quantity')::int) AS qty
      FROM orders o, jsonb_array_elements(o.packs || o.single_items) l
      WHERE o.status = 'available' GROUP BY 1)
    UPDATE offer_lines ol SET
      stock = greatest(ol.stock, held.qty),
      actual_stock = greatest(ol.stock, held.qty) - held.qty
    FROM held WHERE held.line_id = ol.id`.execute(db);
  return rows.length;
}

async function addressOf(
  db: Kysely<Database>,
  customerId: string,
): Promise<Record<string, unknown> | undefined> {
  const r = await sql<{ a: Record<string, unknown> | null }>`
    SELECT addresses->0 AS a FROM customers WHERE id = ${customerId}`.execute(db);
  return r.rows[0]?.a ?? undefined;
}

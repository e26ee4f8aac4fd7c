import pg from 'pg';
import type { OrderView } from '../domain/live-views.ts';

/**
 * The live grid bench's data and event source. `gridOffer` gives a wechat-group bench offer
 * `rows` orders (copies of one of its own, renamed). `feed` then publishes UPDATE_ORDER events at
 * `perSecond` through the product's own path from the database on: the offer's live_seq, a row in
 * live_events and a NOTIFY on `live_events`, as server/live/events.ts emitLiveEvent does, but
 * 100 events per statement so that the producer is not what limits the rate on two cores.
 */
export async function gridOffer(url: string, rows: number): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const offer = (
      await c.query<{ id: string }>(`
        SELECT id FROM offers WHERE internal_name LIKE 'bench-%' AND channel = 'wechat_group'
        ORDER BY starting_date DESC LIMIT 1 OFFSET 2`)
    ).rows[0]!.id;
    const have = Number(
      (
        await c.query(
          `SELECT count(*) FROM orders WHERE offer_id = $1 AND channel = 'wechat_group' AND status = 'available'`,
          [offer],
        )
      ).rows[0].count,
    );
    if (have < rows) {
      await c.query(
        `INSERT INTO orders (order_number, offer_id, type, channel, community_id, supplier_id, customer_id,
           customer_name, customer_address, group_number, comment, payment_status, payment_method, packs,
           single_items, total_amount, actual_amount, order_date, created_at)
         SELECT m.n + g, o.offer_id, o.type, o.channel, o.community_id, o.supplier_id, o.customer_id,
           o.customer_name || ' ' || g, o.customer_address, 1 + g % 12, '', 'pending', o.payment_method,
           o.packs, o.single_items, o.total_amount, o.actual_amount, o.order_date, o.created_at
         FROM generate_series(1, $2::int) g,
           (SELECT * FROM orders WHERE offer_id = $1 AND channel = 'wechat_group' LIMIT 1) o,
           (SELECT max(order_number) AS n FROM orders WHERE offer_id = $1) m`,
        [offer, rows - have],
      );
    }
    return offer;
  } finally {
    await c.end();
  }
}

export interface Feed {
  /** stops the source: events sent and the rate kept */
  stop: () => Promise<{ sent: number; perSecond: number }>;
}

const BATCH = 100;

export async function feed(
  url: string,
  offerId: string,
  orders: OrderView[],
  perSecond: number,
): Promise<Feed> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  let sent = 0;
  let running = true;
  const t0 = performance.now();
  const loop = (async () => {
    while (running) {
      // keep to the rate: wait until the clock says this batch is due
      const due = t0 + (sent / perSecond) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const payloads = Array.from({ length: BATCH }, (_, i) => {
        const o = orders[(sent + i) % orders.length]!;
        o.version += 1;
        o.comment = `bench update ${sent + i}`;
        return JSON.stringify(o);
      });
      await c.query(
        `WITH bump AS (UPDATE offers SET live_seq = live_seq + $3 WHERE id = $1 RETURNING live_seq),
         ev AS (SELECT bump.live_seq - $3 + u.i AS seq, u.payload
                FROM bump, unnest($2::jsonb[]) WITH ORDINALITY AS u (payload, i)),
         ins AS (INSERT INTO live_events (offer_id, seq, type, payload)
                 SELECT $1, seq, 'UPDATE_ORDER', payload FROM ev RETURNING seq, payload)
         SELECT pg_notify('live_events', json_build_object('type', 'UPDATE_ORDER', 'offerId', $1::text,
                'seq', seq, 'order', payload)::text) FROM ins ORDER BY seq`,
        [offerId, payloads, BATCH],
      );
      sent += BATCH;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await c.end();
      return { sent, perSecond: sent / ((performance.now() - t0) / 1000) };
    },
  };
}

import pg from 'pg';
import { COMMUNITY_IDS } from '../domain/communities.ts';
import { log } from './env.ts';

export const BIG_OFFER_NAME = 'bench-big-offer';
/** Delivery days of the big offer: a small day (a one-page packing list), a big one, the rest. */
export const BIG_OFFER_DAYS = {
  small: '2026-12-01',
  large: '2026-12-02',
  rest: ['2026-12-03', '2026-12-04'],
};
/** orders on the small day and on the large day; the rest share the other days */
export const BIG_OFFER_SPLIT = { small: 12, large: 1_500 };

/**
 * One offer with `orders` orders (`--big-offer=N`, e.g. 50000), for the recap and packing-list
 * benches: a WeChat-group offer of the kitchen with packs A, B and one add-on, every order paid,
 * with a real customer, a delivery area and one of the offer's delivery days. Made once per set
 * (found again by its internal name).
 */
export async function ensureBigOffer(url: string, orders: number): Promise<{ id: string; orders: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const found = await c.query<{ id: string; n: number }>(
      `SELECT o.id, (SELECT count(*)::int FROM orders x WHERE x.offer_id = o.id) AS n
       FROM offers o WHERE o.internal_name = $1`,
      [BIG_OFFER_NAME],
    );
    if (found.rows[0] && found.rows[0].n >= orders) return { id: found.rows[0].id, orders: found.rows[0].n };
    const t0 = performance.now();
    await c.query('BEGIN');
    if (found.rows[0]) {
      await c.query('DELETE FROM orders WHERE offer_id = $1', [found.rows[0].id]);
      await c.query('DELETE FROM offer_lines WHERE offer_id = $1', [found.rows[0].id]);
      await c.query('DELETE FROM offers WHERE id = $1', [found.rows[0].id]);
    }
    const days = [BIG_OFFER_DAYS.small, BIG_OFFER_DAYS.large, ...BIG_OFFER_DAYS.rest];
    const offer = await c.query<{ id: string }>(
      `INSERT INTO offers (internal_name, community_id, channel, name, starting_date, ending_date, wechat_group, delivery_dates)
       VALUES ($1, $2, 'wechat_group', '{"en":"Bench big offer","zh":"压测大团购"}', now() - interval '2 days',
         now() + interval '1 day', '{"bourses":[],"zikoSpecials":[],"lotteryEnable":false}', $3::date[])
       RETURNING id`,
      [BIG_OFFER_NAME, COMMUNITY_IDS.kitchen, days],
    );
    const id = offer.rows[0]!.id;
    await c.query(
      `INSERT INTO offer_lines (offer_id, channel, kind, position, name, short_name, product_id, products, stock, actual_stock, price)
       SELECT $1, 'wechat_group', k.kind, k.pos, jsonb_build_object('en', p.name_en, 'zh', p.name_zh), k.short,
         CASE WHEN k.kind = 'item' THEN p.id END,
         CASE WHEN k.kind = 'pack' THEN jsonb_build_array(jsonb_build_object('product', p.id, 'quantity', 2)) ELSE '[]' END,
         10000000, 10000000, k.price
       FROM (VALUES ('pack', 0, '番茄礼盒', 12800), ('pack', 1, 'Fruit box', 19900), ('item', 0, 'Eggs', 2500)) k (kind, pos, short, price)
       CROSS JOIN LATERAL (SELECT id, name_en, name_zh FROM products ORDER BY product_id OFFSET k.pos LIMIT 1) p`,
      [id],
    );
    await c.query(
      `WITH l AS (SELECT id, kind, position, short_name, name, price FROM offer_lines WHERE offer_id = $1),
       areas AS (SELECT array_agg(id ORDER BY id) AS ids FROM delivery_areas WHERE parent_id IS NOT NULL),
       cust AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names
                FROM (SELECT id, name FROM customers ORDER BY id LIMIT 5000) x),
       g AS (SELECT g, 1 + floor(random() * 3)::int AS q, random() < 0.4 AS item,
               CASE WHEN g <= $3 THEN $5::date WHEN g <= $3 + $4 THEN $6::date
                    ELSE ($7::date[])[1 + g % 2] END AS day
             FROM generate_series(1, $2) g)
       INSERT INTO orders (order_number, offer_id, channel, community_id, customer_id, customer_name, customer_address,
         status, payment_status, tracking_status, delivery_date, packs, single_items, total_amount, actual_amount, ticket_amount)
       SELECT g.g, $1, 'wechat_group', $8, cust.ids[1 + g.g % array_length(cust.ids, 1)],
         cust.names[1 + g.g % array_length(cust.ids, 1)],
         jsonb_build_object('type', 'home', 'city', 'Shanghai', 'area', areas.ids[1 + g.g % array_length(areas.ids, 1)],
           'detailedAddress', '静安区 ' || g.g || ' 号', 'phone', '138' || lpad(g.g::text, 8, '0'), 'contact', '',
           'zipCode', '', 'comment', CASE WHEN g.g % 10 = 0 THEN '请放门口' ELSE '' END, 'needSave', false),
         'available', 'paid', 'prepared', g.day,
         jsonb_build_array(jsonb_build_object('lineId', pa.id, 'kind', 'pack', 'letter', chr(65 + pa.position),
           'shortName', pa.short_name, 'name', pa.name, 'product', NULL, 'quantity', g.q, 'price', pa.price,
           'amount', g.q * pa.price, 'weight', 500, 'weightType', 'g')),
         CASE WHEN g.item THEN jsonb_build_array(jsonb_build_object('lineId', it.id, 'kind', 'item', 'letter', NULL,
           'shortName', it.short_name, 'name', it.name, 'product', NULL, 'quantity', 1, 'price', it.price,
           'amount', it.price, 'weight', 500, 'weightType', 'g')) ELSE '[]'::jsonb END,
         g.q * pa.price + CASE WHEN g.item THEN it.price ELSE 0 END,
         g.q * pa.price + CASE WHEN g.item THEN it.price ELSE 0 END,
         g.q * pa.price + CASE WHEN g.item THEN it.price ELSE 0 END
       FROM g, areas, cust,
         LATERAL (SELECT * FROM l WHERE l.kind = 'pack' AND l.position = g.g % 2) pa,
         LATERAL (SELECT * FROM l WHERE l.kind = 'item') it`,
      [
        id,
        orders,
        BIG_OFFER_SPLIT.small,
        BIG_OFFER_SPLIT.large,
        BIG_OFFER_DAYS.small,
        BIG_OFFER_DAYS.large,
        BIG_OFFER_DAYS.rest,
        COMMUNITY_IDS.kitchen,
      ],
    );
    await c.query(`UPDATE offers SET order_counter = $2 WHERE id = $1`, [id, orders]);
    await c.query('COMMIT');
    await c.query('ANALYZE orders');
    log(`big offer: ${orders} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return { id, orders };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await c.end();
  }
}

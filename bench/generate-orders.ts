import type { Sizes } from './env.ts';

/**
 * One batch of orders [from, to] as one INSERT … SELECT: order g belongs to offer 1 + g % offers
 * (so every offer gets the same share and order numbers g / offers + 1 are unique per offer),
 * a random customer (4 % walk-ins), a time inside the offer's three days, and payment states,
 * channels, lines, address, voucher and fee in realistic proportions.
 */
export function ordersBatchSql(s: Sizes, from: number, to: number): string {
  return `
  WITH x AS (
    SELECT g, 1 + g % ${s.offers} AS offer_n, g / ${s.offers} + 1 AS onum,
           1 + floor(random() * ${s.customers})::int AS cust_n,
           random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5,
           1 + floor(random() * 3)::int AS q, 1 + floor(random() * 2)::int AS q2
    FROM generate_series(${from}, ${to}) g
  ), y AS (
    SELECT x.*, o.id AS offer_id, o.community_id, o.starts + r1 * interval '3 days' AS at,
      CASE WHEN o.channel = 'all' THEN CASE WHEN r3 < 0.7 THEN 'wechat_group' ELSE 'miniprogram' END
           ELSE o.channel END AS ch,
      CASE WHEN r2 < 0.5 THEN 'paid' WHEN r2 < 0.62 THEN 'pending' WHEN r2 < 0.77 THEN 'ccl'
           WHEN r2 < 0.8 THEN 'refunding' ELSE 'rfd' END AS pay,
      o.starts
    FROM x JOIN bench_offer o ON o.n = x.offer_n
  ), z AS (
    SELECT y.*, pa.id AS pack_id, pa.pos AS pack_pos, pa.price AS pack_price, pp.name_en AS pack_en,
           pp.name_zh AS pack_zh, it.id AS item_id, it.price AS item_price, ip.id AS item_product,
           ip.name_en AS item_en, ip.name_zh AS item_zh, c.id AS cust_id, c.name AS cust_name, c.addr,
           s.id AS supplier_id,
           r3 < 0.4 AS has_item, r4 > 0.95 AS has_voucher, r4 < 0.3 AS has_fee
    FROM y
    JOIN bench_line pa ON pa.offer_n = y.offer_n AND pa.ch = y.ch AND pa.kind = 'pack' AND pa.pos = 1 + y.g % 2
    JOIN bench_product pp ON pp.n = pa.product_n
    JOIN bench_line it ON it.offer_n = y.offer_n AND it.ch = y.ch AND it.kind = 'item' AND it.pos = 1
    JOIN bench_product ip ON ip.n = it.product_n
    JOIN bench_customer c ON c.n = y.cust_n
    JOIN bench_supplier s ON s.n = 1 + y.offer_n % 50
  ), t AS (
    SELECT z.*, GREATEST(0, q * pack_price + CASE WHEN has_item THEN q2 * item_price ELSE 0 END
             + CASE WHEN has_fee THEN 1000 ELSE 0 END - CASE WHEN has_voucher THEN 1000 ELSE 0 END) AS total
    FROM z
  )
  INSERT INTO orders (order_number, offer_id, type, channel, community_id, supplier_id, customer_id,
    customer_name, customer_daily, customer_address, group_number, comment, status, payment_status,
    payment_method, tracking_status, delivery_tracking_id, delivery_date, delivery_fee, packs,
    single_items, vouchers, total_amount, actual_amount, ticket_amount, refund_amount, order_date,
    created_at, updated_at)
  SELECT onum, offer_id, CASE WHEN g % 20 = 0 THEN 'direct_sale' ELSE 'service' END, ch, community_id,
    supplier_id, CASE WHEN r5 < 0.04 THEN NULL ELSE cust_id END, cust_name,
    CASE WHEN r5 < 0.04 THEN jsonb_build_object('customerName', cust_name) END,
    CASE WHEN r3 < 0.8 THEN addr END, 1 + g % 12,
    CASE WHEN r4 < 0.1 THEN '请放门口 please leave at the door' ELSE '' END,
    CASE WHEN pay = 'pending' AND r4 < 0.2 THEN 'discontinued' ELSE 'available' END, pay,
    CASE WHEN r3 < 0.75 THEN 'wechat' ELSE 'alipay' END,
    CASE WHEN pay <> 'paid' THEN 'process' WHEN r5 < 0.9 THEN 'delivered' ELSE 'on_the_way' END,
    CASE WHEN pay = 'paid' THEN 'SF' || (1000000000 + g)::text ELSE '' END,
    (starts + interval '4 days')::date, CASE WHEN has_fee THEN 1000 ELSE 0 END,
    jsonb_build_array(jsonb_build_object('lineId', pack_id, 'kind', 'pack', 'letter', chr(64 + pack_pos),
      'shortName', chr(64 + pack_pos), 'name', jsonb_build_object('en', pack_en, 'zh', pack_zh),
      'product', NULL, 'quantity', q, 'price', pack_price, 'amount', q * pack_price, 'weight', 500,
      'weightType', 'g')),
    CASE WHEN has_item THEN jsonb_build_array(jsonb_build_object('lineId', item_id, 'kind', 'item',
      'letter', NULL, 'shortName', 'Item', 'name', jsonb_build_object('en', item_en, 'zh', item_zh),
      'product', item_product, 'quantity', q2, 'price', item_price, 'amount', q2 * item_price,
      'weight', 500, 'weightType', 'g')) ELSE '[]'::jsonb END,
    CASE WHEN has_voucher THEN jsonb_build_array(jsonb_build_object('id', gen_random_uuid(),
      'voucherID', 5001 + g % 30000, 'amount', 1000)) ELSE '[]'::jsonb END,
    total, total, CASE WHEN pay = 'paid' THEN total ELSE 0 END, CASE WHEN pay = 'rfd' THEN total ELSE 0 END,
    at, at, at + interval '1 hour'
  FROM t`;
}

/** After the orders: the offers' counters and the lines' stock left, as the live page reads them. */
export const finishSql: string[] = [
  `UPDATE offers o SET order_counter = m.n
     FROM (SELECT offer_id, max(order_number) AS n FROM orders GROUP BY offer_id) m
     WHERE m.offer_id = o.id AND o.internal_name LIKE 'bench-%'`,
  `UPDATE offer_lines l SET actual_stock = l.stock - s.sold
     FROM (SELECT (e->>'lineId')::uuid AS id, sum((e->>'quantity')::int) AS sold
           FROM orders o, jsonb_array_elements(o.packs || o.single_items) e
           WHERE o.status = 'available' AND o.payment_status NOT IN ('ccl', 'rfd') GROUP BY 1) s
     WHERE s.id = l.id AND s.sold <= l.stock`,
  'DROP TABLE bench_supplier, bench_product, bench_customer, bench_area, bench_offer, bench_line',
];

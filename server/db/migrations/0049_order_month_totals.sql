-- Monthly totals beside the daily ones of 0045 (docs/analytics.md "Monthly totals").
--
-- A year of daily totals is 120,000 rows at ten million orders (one per day, community, channel,
-- offer and payment state), and the year's analytics read them all. Two monthly tables answer
-- the whole months of a window from far fewer rows; the days at a window's ends still come from
-- the daily totals:
-- - order_month_totals, without the offer: the figures by channel, community and payment state
--   and the cellar's sales (a year: 12 months x communities x channels x payment states);
-- - offer_month_totals, without the channel: the service fees, charged per offer.
-- They are written by the same triggers, in the same transaction, as the daily totals.

CREATE TABLE order_month_totals (
  -- the first day of the business month of the orders' business day (business_day())
  month date NOT NULL,
  community_id uuid NOT NULL,
  channel text NOT NULL,
  payment_status text NOT NULL,
  orders bigint NOT NULL,
  total_amount bigint NOT NULL,
  delivery_fee bigint NOT NULL,
  actual_amount bigint NOT NULL,
  PRIMARY KEY (month, community_id, channel, payment_status)
);

CREATE TABLE offer_month_totals (
  month date NOT NULL,
  offer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  payment_status text NOT NULL,
  orders bigint NOT NULL,
  total_amount bigint NOT NULL,
  delivery_fee bigint NOT NULL,
  PRIMARY KEY (month, offer_id, community_id, payment_status)
);

CREATE FUNCTION business_month(d date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT date_trunc('month', d)::date $$;

-- The daily part keeps its body and takes a name of its own; order_rollups_add (the name the
-- triggers call) now runs it, then the monthly part. Written after the daily rows, offer rows
-- before the shared ones, each in key order: every writer takes the locks in one order.
ALTER FUNCTION order_rollups_add(orders[], orders[]) RENAME TO order_day_rollups_add;

-- Hot rows: a month total without the offer is shared by every order of a community, channel and
-- payment state in the month, so two sales of one community on different offers now wait for
-- each other from this statement to their commit (the sale's last statement; docs/analytics.md).
CREATE FUNCTION order_month_rollups_add(added orders[], removed orders[]) RETURNS void
LANGUAGE sql AS $$
  WITH d AS (
    SELECT o.*, 1 AS sign FROM unnest(added) o WHERE o.status = 'available' AND o.offer_id IS NOT NULL
    UNION ALL
    SELECT o.*, -1 AS sign FROM unnest(removed) o WHERE o.status = 'available' AND o.offer_id IS NOT NULL
  )
  INSERT INTO offer_month_totals AS t
    (month, offer_id, community_id, payment_status, orders, total_amount, delivery_fee)
  SELECT business_month(business_day(d.order_date)), d.offer_id, d.community_id, d.payment_status,
    sum(d.sign), sum(d.sign * d.total_amount), sum(d.sign * d.delivery_fee)
  FROM d GROUP BY 1, 2, 3, 4
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.total_amount) <> 0 OR sum(d.sign * d.delivery_fee) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, offer_id, community_id, payment_status) DO UPDATE SET
    orders = t.orders + excluded.orders,
    total_amount = t.total_amount + excluded.total_amount,
    delivery_fee = t.delivery_fee + excluded.delivery_fee;

  WITH d AS (
    SELECT o.*, 1 AS sign FROM unnest(added) o WHERE o.status = 'available'
    UNION ALL
    SELECT o.*, -1 AS sign FROM unnest(removed) o WHERE o.status = 'available'
  )
  INSERT INTO order_month_totals AS t
    (month, community_id, channel, payment_status, orders, total_amount, delivery_fee, actual_amount)
  SELECT business_month(business_day(d.order_date)), d.community_id, d.channel, d.payment_status,
    sum(d.sign), sum(d.sign * d.total_amount), sum(d.sign * d.delivery_fee), sum(d.sign * d.actual_amount)
  FROM d GROUP BY 1, 2, 3, 4
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.total_amount) <> 0 OR sum(d.sign * d.delivery_fee) <> 0
    OR sum(d.sign * d.actual_amount) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, community_id, channel, payment_status) DO UPDATE SET
    orders = t.orders + excluded.orders,
    total_amount = t.total_amount + excluded.total_amount,
    delivery_fee = t.delivery_fee + excluded.delivery_fee,
    actual_amount = t.actual_amount + excluded.actual_amount;
$$;

CREATE FUNCTION order_rollups_add(added orders[], removed orders[]) RETURNS void
LANGUAGE sql AS $$
  SELECT order_day_rollups_add(added, removed);
  SELECT order_month_rollups_add(added, removed);
$$;

CREATE OR REPLACE FUNCTION orders_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_day_totals, cellar_line_day_units, order_month_totals, offer_month_totals;
  RETURN NULL;
END $$;

-- Days [first, last] computed again from their orders, and the monthly totals of every month they
-- touch: a month total holds the month's other days too, so those months' days are read again
-- (their daily totals are left as they are), a day at a time as before.
CREATE OR REPLACE FUNCTION order_rollups_rebuild(from_day date, to_day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date;
  day_orders orders[];
BEGIN
  LOCK TABLE orders IN SHARE MODE;
  DELETE FROM order_day_totals WHERE day BETWEEN from_day AND to_day;
  DELETE FROM cellar_line_day_units WHERE day BETWEEN from_day AND to_day;
  DELETE FROM order_month_totals WHERE month BETWEEN business_month(from_day) AND business_month(to_day);
  DELETE FROM offer_month_totals WHERE month BETWEEN business_month(from_day) AND business_month(to_day);
  FOR d IN SELECT generate_series(business_month(from_day),
      business_month(to_day) + interval '1 month' - interval '1 day', interval '1 day')::date LOOP
    day_orders := ARRAY(SELECT o FROM orders o
      WHERE o.order_date >= business_day_start(d) AND o.order_date < business_day_start(d + 1));
    IF d BETWEEN from_day AND to_day THEN
      PERFORM order_day_rollups_add(day_orders, '{}'::orders[]);
    END IF;
    PERFORM order_month_rollups_add(day_orders, '{}'::orders[]);
  END LOOP;
END $$;

-- The months so far, from the daily totals the triggers have kept since 0045 (far quicker than
-- reading every order again; npm run rollups:rebuild checks both against the orders).
INSERT INTO order_month_totals
SELECT business_month(day), community_id, channel, payment_status,
  sum(orders), sum(total_amount), sum(delivery_fee), sum(actual_amount)
FROM order_day_totals GROUP BY 1, 2, 3, 4
HAVING sum(orders) <> 0 OR sum(total_amount) <> 0 OR sum(delivery_fee) <> 0 OR sum(actual_amount) <> 0;
INSERT INTO offer_month_totals
SELECT business_month(day), offer_id, community_id, payment_status,
  sum(orders), sum(total_amount), sum(delivery_fee)
FROM order_day_totals WHERE offer_id IS NOT NULL GROUP BY 1, 2, 3, 4
HAVING sum(orders) <> 0 OR sum(total_amount) <> 0 OR sum(delivery_fee) <> 0;
ANALYZE order_month_totals, offer_month_totals;

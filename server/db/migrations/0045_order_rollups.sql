-- Daily totals of the orders, kept by the database itself (docs/analytics.md).
--
-- General analytics over a year read every order of the year (321,000 at a million orders, most of
-- the table's pages); these totals answer the same questions from a few rows per business day.
-- They are kept by statement triggers on `orders`, in the transaction of the statement that
-- changes the orders: no write path (sale, cell edit, repricing, cancel, refund, payment change,
-- deletion, import, seed) can forget them, and a rolled-back write takes its totals with it.
--
-- Only available orders are counted (a discontinued order is in no analytics). The day is the
-- order's business day: order_date in the business time zone (domain/instants.ts BUSINESS_ZONE;
-- test/server/rollups.test.ts checks the two agree), written once here.

CREATE FUNCTION business_day(t timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (t AT TIME ZONE 'Asia/Shanghai')::date $$;
CREATE FUNCTION business_day_start(d date) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT d::timestamp AT TIME ZONE 'Asia/Shanghai' $$;

CREATE TABLE order_day_totals (
  day date NOT NULL,
  community_id uuid NOT NULL,
  channel text NOT NULL,
  -- daily and direct orders may have no offer: one row for them, hence NULLS NOT DISTINCT
  offer_id uuid,
  payment_status text NOT NULL,
  orders bigint NOT NULL,
  total_amount bigint NOT NULL,
  delivery_fee bigint NOT NULL,
  actual_amount bigint NOT NULL,
  CONSTRAINT order_day_totals_key UNIQUE NULLS NOT DISTINCT (day, community_id, channel, offer_id, payment_status)
);

-- The cellar's gross margin costs each line at its products' prices of today (as it always did):
-- a cost in fen fixed at the sale would change the answer whenever a price changes. So the
-- cellar's units are kept per offer line, and the few lines of a window are priced when asked.
-- CELLAR: domain/communities.ts COMMUNITY_IDS.cellar (a fixed business fact).
CREATE TABLE cellar_line_day_units (
  day date NOT NULL,
  line_id uuid NOT NULL,
  payment_status text NOT NULL,
  units bigint NOT NULL,
  PRIMARY KEY (day, line_id, payment_status)
);

-- One function for the three triggers: `added` are the rows as they are now, `removed` as they
-- were. An update of columns the totals do not hold (tracking, comment) nets to zero per key and
-- writes nothing, so it takes no lock on a total. Keys are written in order, so two statements
-- changing the same totals wait for each other instead of deadlocking. `+=` under ON CONFLICT:
-- two instances adding to one row at once both count.
CREATE FUNCTION order_rollups_add(added orders[], removed orders[]) RETURNS void
LANGUAGE sql AS $$
  WITH d AS (
    SELECT o.*, 1 AS sign FROM unnest(added) o WHERE o.status = 'available'
    UNION ALL
    SELECT o.*, -1 AS sign FROM unnest(removed) o WHERE o.status = 'available'
  )
  INSERT INTO order_day_totals AS t
    (day, community_id, channel, offer_id, payment_status, orders, total_amount, delivery_fee, actual_amount)
  SELECT business_day(d.order_date), d.community_id, d.channel, d.offer_id,
    d.payment_status, sum(d.sign), sum(d.sign * d.total_amount), sum(d.sign * d.delivery_fee),
    sum(d.sign * d.actual_amount)
  FROM d GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.total_amount) <> 0 OR sum(d.sign * d.delivery_fee) <> 0
    OR sum(d.sign * d.actual_amount) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT order_day_totals_key DO UPDATE SET
    orders = t.orders + excluded.orders,
    total_amount = t.total_amount + excluded.total_amount,
    delivery_fee = t.delivery_fee + excluded.delivery_fee,
    actual_amount = t.actual_amount + excluded.actual_amount;

  WITH d AS (
    SELECT o.*, 1 AS sign FROM unnest(added) o
    WHERE o.status = 'available' AND o.community_id = 'c0000000-0000-4000-8000-000000000004'
    UNION ALL
    SELECT o.*, -1 AS sign FROM unnest(removed) o
    WHERE o.status = 'available' AND o.community_id = 'c0000000-0000-4000-8000-000000000004'
  )
  INSERT INTO cellar_line_day_units AS t (day, line_id, payment_status, units)
  SELECT business_day(d.order_date), (l->>'lineId')::uuid, d.payment_status,
    sum(d.sign * (l->>'quantity')::int)
  FROM d, jsonb_array_elements(d.packs || d.single_items) l
  -- a line the analytics cannot price (no offer line id, no quantity) is left out, as they left it;
  -- a malformed one must not fail the sale that carries it
  WHERE l->>'lineId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    AND jsonb_typeof(l->'quantity') = 'number'
  GROUP BY 1, 2, 3
  HAVING sum(d.sign * (l->>'quantity')::int) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (day, line_id, payment_status) DO UPDATE SET units = t.units + excluded.units;
$$;

CREATE FUNCTION orders_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_rollups_add(ARRAY(SELECT n::orders FROM added n), '{}'::orders[]);
  RETURN NULL;
END $$;

CREATE FUNCTION orders_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_rollups_add(ARRAY(SELECT n::orders FROM added n), ARRAY(SELECT o::orders FROM removed o));
  RETURN NULL;
END $$;

CREATE FUNCTION orders_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_rollups_add('{}'::orders[], ARRAY(SELECT o::orders FROM removed o));
  RETURN NULL;
END $$;

CREATE FUNCTION orders_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_day_totals, cellar_line_day_units;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_rollup_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup_insert();
CREATE TRIGGER orders_rollup_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup_update();
CREATE TRIGGER orders_rollup_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup_delete();
CREATE TRIGGER orders_rollup_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup_truncate();

-- The totals of days [first, last] computed again from their orders by the same function, a day at
-- a time (a day's orders fit in memory at any size of history). Writes to orders wait meanwhile
-- (SHARE lock; reads go on), so no sale falls between the delete and the sums. npm run
-- rollups:rebuild (docs/operations.md), and below for the orders already there.
CREATE FUNCTION order_rollups_rebuild(from_day date, to_day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE d date;
BEGIN
  LOCK TABLE orders IN SHARE MODE;
  DELETE FROM order_day_totals WHERE day BETWEEN from_day AND to_day;
  DELETE FROM cellar_line_day_units WHERE day BETWEEN from_day AND to_day;
  FOR d IN SELECT generate_series(from_day, to_day, interval '1 day')::date LOOP
    PERFORM order_rollups_add(ARRAY(SELECT o FROM orders o
      WHERE o.order_date >= business_day_start(d) AND o.order_date < business_day_start(d + 1)), '{}'::orders[]);
  END LOOP;
END $$;

SELECT order_rollups_rebuild(business_day(min(order_date)), business_day(max(order_date))) FROM orders;
ANALYZE order_day_totals, cellar_line_day_units;

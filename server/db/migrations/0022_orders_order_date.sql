-- General analytics and the money overview at a million orders (docs/benchmarks.md).
--
-- Both ask for the orders of a window of business days by order_date (a month, a year), across
-- offers. No index led with order_date: PostgreSQL read the whole of (offer_id, order_date) to
-- find a month's rows (4,900 index pages for 22,000 orders, 57 ms of a 163 ms statement), and for
-- a year it scanned the table. With (order_date) the month's rows are found in 65 pages.
CREATE INDEX orders_order_date ON orders (order_date);

-- Every order list tab at ten million orders (docs/api.md "Totals", docs/benchmarks.md).
--
-- A list's total is exact up to 10,000 matching rows: the count reads until it has 10,001. The
-- services list's tabs filter `type` and the payment status as shown (server/orders/list.ts,
-- one `payment_status = ANY(…)` plus a condition on `status`), newest first. No index led with
-- either column, so counting the pending tab read the table until it had found 10,001 rows
-- (234,000 rows at a million orders, 286 ms alone) and grew with the table once it no longer
-- fitted in memory.
--
-- Each index below is one range per tab, newest first: the page stops after 80 rows and the
-- capped count reads at most about 10,001 entries / the share the other filters keep. The
-- other filters of a tab (type, the caller's communities, status) are INCLUDEd so that both are
-- index-only scans and read no table page. The direct sales list (`type` direct_sale, daily)
-- and the services list's "all" tab use the first; the payment tabs the second.
CREATE INDEX orders_type_created ON orders (type, created_at DESC)
  INCLUDE (community_id, payment_status, status);
CREATE INDEX orders_payment_created ON orders (payment_status, created_at DESC)
  INCLUDE (type, community_id, status);

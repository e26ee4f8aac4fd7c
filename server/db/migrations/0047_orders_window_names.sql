-- The services list's name search at ten million orders (docs/benchmarks.md, "Ten million orders").
--
-- A search for a common name ("martin") in a community's last 90 days was counted from the
-- trigram index, which answers for the whole history (203,326 orders over five years, ~180 ms),
-- intersected with the window's 60,887 orders in a bitmap too big for work_mem (lossy: 56,000
-- rows re-read): 1,060 ms for the capped total. With the name beside the window's keys, the
-- count is an index-only scan of the window that stops at 1,001 matches (57 ms on the same set);
-- a rare name still goes through the trigram index (1.7 ms). The key is unchanged, so every plan
-- that read the window from this index reads it as before.
DROP INDEX orders_community_created;
CREATE INDEX orders_community_created ON orders (community_id, created_at DESC, payment_status)
  INCLUDE (customer_name);

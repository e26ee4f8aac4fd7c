-- The page of the services list's name search (docs/benchmarks.md, "Keys first").
--
-- Migration 0047 made the search's capped count an index-only scan of the window; the page
-- still selected whole rows, so PostgreSQL read it from the trigram bitmap (every order with the
-- name in the whole history) or fetched each window row before checking its name. On a name
-- search the list runner now cuts the page on keys first (server/lists/runner.ts `keysFirst`):
-- with the order's id beside the name, that cut is an index-only scan of the window that stops
-- after the page's matches, and only the page's rows are read, by id. The key and the name stay,
-- so the count and every plan that read the window from this index read it as before.
-- Built beside the old index before it is dropped, then given its name back.
CREATE INDEX orders_community_created_keys ON orders (community_id, created_at DESC, payment_status)
  INCLUDE (customer_name, id);
DROP INDEX orders_community_created;
ALTER INDEX orders_community_created_keys RENAME TO orders_community_created;

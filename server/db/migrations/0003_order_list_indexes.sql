-- The order lists at a million orders (docs/benchmarks.md).
--
-- The services list filters a community, one or more payment states and a date range, newest
-- first, 80 at a time. With (community_id, payment_status, created_at) and two payment states,
-- PostgreSQL had to fetch every matching row (10,000 at 90 days of one community) and sort them
-- for a page of 80. Key order (community_id, created_at DESC, payment_status) walks the community
-- newest first, checks the payment state inside the index and stops after the page; it also
-- serves the capped count (server/lists/count.ts) as an index-only scan, and a single payment
-- state, so it replaces the older index rather than adding a seventh to every order write.
CREATE INDEX orders_community_created ON orders (community_id, created_at DESC, payment_status);
DROP INDEX orders_community_payment_created;

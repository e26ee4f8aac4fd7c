-- The packing list and delivery tracking ask for one offer's orders of one delivery day. The
-- only index led by offer_id orders them by order_date, so a day of a 50,000-order offer was
-- found by reading every order of the offer (on the quick bench set, PostgreSQL chose a scan of
-- the whole table: 30 ms of a one-page packing list, ten times that at a million orders).
CREATE INDEX orders_offer_delivery_date ON orders (offer_id, delivery_date);

-- Creates other than orders (vouchers, claims, purchase orders) made at most once per
-- Idempotency-Key: the key row is written in the create's own transaction, so a second send of
-- the key waits for the first and finds its record (orders keep theirs in orders.idempotency_key).
-- The key is the member's id and his header (another member's key never meets it).
CREATE TABLE request_keys (
  key text PRIMARY KEY,
  entity text NOT NULL,
  entity_id uuid NOT NULL,
  body_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An Idempotency-Key is bound to the body that made its order: the same key with another body is
-- refused (422) instead of silently answering the first order. NULL for orders made before.
ALTER TABLE orders ADD COLUMN idempotency_hash text;

-- A spent refresh token is honoured once more within the reuse grace (two tabs renewing at once),
-- never twice: this marks that second use.
ALTER TABLE refresh_tokens ADD COLUMN grace_used_at timestamptz;

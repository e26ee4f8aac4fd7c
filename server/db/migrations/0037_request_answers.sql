-- The answers of calls that change many rows at once (the cells call of a list), kept per
-- Idempotency-Key: the same key and body sent again (a retry after an answer lost on the way, a
-- double send) is answered with the first answer and changes nothing. The key is the member's id
-- and his header. A send of a key waits for the one before it (an advisory lock on the key), so
-- several instances on this database answer a key once. Answers are kept a day.
CREATE TABLE request_answers (
  key text PRIMARY KEY,
  operation text NOT NULL,
  body_hash text NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_answers_created_at ON request_answers (created_at);

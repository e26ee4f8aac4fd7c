-- Devices a member has signed in from (OWASP "device cookies"): a login carrying the cookie of a
-- device trusted for that e-mail hashes in a reserved place that a storm of strangers cannot
-- take. Only the SHA-256 of the cookie's token is kept; the token is re-issued at each sign-in
-- (last_used_at). Deleted with the member's sessions when his password changes or he is
-- deactivated; a few wrong passwords with it delete it too.
CREATE TABLE login_devices (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  failures int NOT NULL DEFAULT 0
);
CREATE INDEX login_devices_user ON login_devices (user_id, last_used_at);

-- Token buckets of the API rate limit (server/http/rate-limit.ts), shared by every instance on
-- this database. UNLOGGED: written on every API request, and losing them in a crash only
-- refills them. A row untouched for a few minutes is a full bucket and may be deleted.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  -- refill in tokens per second, kept with the row so one statement updates any bucket
  rate double precision NOT NULL,
  denied boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);

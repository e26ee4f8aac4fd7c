-- The foundation: Settings, communities, team members, sessions, the login throttle,
-- the audit log, delivery areas and delivery templates. Enumerations (roles, cities, statuses)
-- are checked by the domain schemas, not repeated here, so that a new value is one change.

-- pg_trgm serves every case-insensitive substring filter (ILIKE '%x%') through a GIN index;
-- pgcrypto is kept for digest()/gen_random_bytes() in later migrations (gen_random_uuid is core).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS pgcrypto;

-- Instance-wide values every server instance must share (the token signing secret, seed marks).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Which demo seed modules ran; later areas add modules and they run once on a demo database.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE communities (
  id uuid PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- stored lower-case so that the unique index is case-insensitive without lower() in every query
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  role text NOT NULL,
  city text NOT NULL DEFAULT 'All',
  -- a member has at most a handful of communities and they are read with the member: an array,
  -- searchable with = ANY / && and a GIN index, beats a join table here
  communities uuid[] NOT NULL DEFAULT '{}',
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_name_trgm ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_email_trgm ON users USING gin (email gin_trgm_ops);
CREATE INDEX users_communities ON users USING gin (communities);

-- One row per login: the refresh-token family. Revoking it ends the access tokens of the session
-- too, since the guard checks the session on every request.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_live ON sessions (user_id) WHERE revoked_at IS NULL;

-- Every refresh token ever issued, by its SHA-256; used_at set on rotation. Presenting a token
-- whose used_at is set is a replay: the whole session is revoked.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Failed logins, kept in the database so that the throttle holds across server instances.
CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email_ip ON login_attempts (email, ip, at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, at);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users (id),
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  -- only the fields that changed; secrets are recorded as "changed", never their value
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, at DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);

CREATE TABLE delivery_areas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  name_zh text NOT NULL DEFAULT '',
  -- null only for the city roots, which are seeded; the API requires a parent
  parent_id uuid REFERENCES delivery_areas (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS DISTINCT FROM id)
);
-- two siblings with the same name would be indistinguishable in the cascader
CREATE UNIQUE INDEX delivery_areas_sibling_name ON delivery_areas (parent_id, lower(name)) NULLS NOT DISTINCT;
CREATE INDEX delivery_areas_parent ON delivery_areas (parent_id);
CREATE INDEX delivery_areas_name_trgm ON delivery_areas USING gin (name gin_trgm_ops);
CREATE INDEX delivery_areas_name_zh_trgm ON delivery_areas USING gin (name_zh gin_trgm_ops);

CREATE TABLE delivery_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'available',
  -- [{area, rules: [{type, quantity, fee, value}]}]: read and written whole with the template and
  -- copied into an offer's fees; area ids are checked against delivery_areas on every write
  areas jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_templates_name_trgm ON delivery_templates USING gin (name gin_trgm_ops);
CREATE INDEX delivery_templates_status_created ON delivery_templates (status, created_at DESC);

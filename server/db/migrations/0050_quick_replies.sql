-- Quick replies (docs/quick-replies.md): saved chat messages of one community, found by title and
-- copied into its WeChat groups. The value lists repeat domain/quick-replies/schema.ts.

CREATE TABLE quick_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  language text NOT NULL CHECK (language IN ('en', 'zh')),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  category text NOT NULL DEFAULT 'other' CHECK (category IN ('payment', 'delivery', 'claim', 'other')),
  active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- one title per community, ignoring case: the 409 'Quick reply already exists' settles races here
CREATE UNIQUE INDEX quick_replies_title_key ON quick_replies (community_id, lower(title));
-- the list's search in title and body (substring, both cases)
CREATE INDEX quick_replies_title_trgm ON quick_replies USING gin (title gin_trgm_ops);
CREATE INDEX quick_replies_body_trgm ON quick_replies USING gin (body gin_trgm_ops);

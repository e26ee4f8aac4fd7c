-- Saved views of the lists: per member, per list (a resource key or a list of a screen), a name
-- and the view's state (filters, tab, sort, columns). At most one default per member and list.
CREATE TABLE saved_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list text NOT NULL,
  name text NOT NULL,
  state jsonb NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX saved_views_name ON saved_views (user_id, list, lower(name));
CREATE UNIQUE INDEX saved_views_default ON saved_views (user_id, list) WHERE is_default;

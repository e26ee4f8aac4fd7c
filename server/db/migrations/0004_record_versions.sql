-- Every editable record carries a version: a PUT based on an older one is refused (409) rather
-- than silently overwriting someone else's change. Orders and offers have had one since 0002.
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE delivery_templates ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE delivery_areas ADD COLUMN version integer NOT NULL DEFAULT 1;

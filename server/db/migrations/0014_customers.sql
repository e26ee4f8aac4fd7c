-- The customer pages (docs/customers.md): the record gains its pets, fapiao images and a version
-- (the form's stale-save check), and the list's two searches stay on indexes at 100,000 rows.

ALTER TABLE customers
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN pets jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN fapiao_images jsonb NOT NULL DEFAULT '[]',
  -- every phone of the record (contacts and addresses) as one text, so a phone search is one
  -- trigram lookup instead of unnesting two documents per row
  ADD COLUMN phones text GENERATED ALWAYS AS (
    jsonb_path_query_array(contacts || addresses, '$[*].phone')::text) STORED;

-- the list shows discontinued customers too (the lookup's index is partial)
CREATE INDEX customers_list_name_fold_trgm ON customers USING gin (search_fold(name) gin_trgm_ops);
CREATE INDEX customers_phones_trgm ON customers USING gin (phones gin_trgm_ops);
-- the list's default order (createdAt descending, id breaking ties)
CREATE INDEX customers_created ON customers (created_at DESC, id DESC);

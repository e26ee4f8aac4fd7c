-- The product record (docs/products.md): descriptions, type and category, storage, diet,
-- pictures and documents, and a version for edit conflicts. stock / free_stock stay the
-- inventory's.

ALTER TABLE products
  ADD COLUMN description_en text NOT NULL DEFAULT '',
  ADD COLUMN description_zh text NOT NULL DEFAULT '',
  ADD COLUMN category text,
  ADD COLUMN storage_type text NOT NULL DEFAULT 'none',
  ADD COLUMN expiration_date date,
  ADD COLUMN diet jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN comment text NOT NULL DEFAULT '',
  -- {en, zh}: a stored file reference each ({name, uri}) or null
  ADD COLUMN main_picture jsonb NOT NULL DEFAULT '{"en":null,"zh":null}',
  ADD COLUMN technical_sheet jsonb NOT NULL DEFAULT '{"en":null,"zh":null}',
  ADD COLUMN other_media jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN created_by uuid,
  ADD COLUMN updated_by uuid;

-- a retail price is optional (the schema's null), not a price of zero
ALTER TABLE products ALTER COLUMN retail_price DROP NOT NULL;
ALTER TABLE products ALTER COLUMN retail_price DROP DEFAULT;

-- product ids of created products: P10001, P10002... (the demo's P0001-P0999 stay below)
CREATE SEQUENCE product_number_seq START WITH 10001;
ALTER TABLE products ALTER COLUMN product_id SET DEFAULT 'P' || nextval('product_number_seq');

-- 'Product already exists': two available products never share an English name, ignoring case
-- and surrounding spaces, even when two saves race (the check before the write cannot see the
-- other's uncommitted row; this index can). Discontinued products are not checked.
CREATE UNIQUE INDEX products_available_name_key ON products (lower(btrim(name_en)))
  WHERE status = 'available';

-- the list: newest first by default, filters by product id and type
CREATE INDEX products_created ON products (created_at DESC, id DESC);
CREATE INDEX products_product_id_trgm ON products USING gin (product_id gin_trgm_ops);
CREATE INDEX products_type ON products (product_type);

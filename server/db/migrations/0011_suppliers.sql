-- The supplier record (docs/catalogue.md, "Suppliers"): contact and address, contacts with bank
-- information, payment term, finance files, and a version for edit conflicts. The live seed's
-- 'goods' suppliers are the direct_sales ones (VAT applies to them).

UPDATE suppliers SET type = 'direct_sales' WHERE type NOT IN ('services', 'direct_sales');
ALTER TABLE suppliers
  ALTER COLUMN type SET DEFAULT 'direct_sales',
  ADD CONSTRAINT suppliers_type_check CHECK (type IN ('services', 'direct_sales')),
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN wechat_id text NOT NULL DEFAULT '',
  ADD COLUMN address_name text NOT NULL DEFAULT '',
  ADD COLUMN address_city text NOT NULL DEFAULT '',
  ADD COLUMN address_zip_code text NOT NULL DEFAULT '',
  -- the delivery area tree's node (AreaCascader); an area is never deleted, only renamed or moved
  ADD COLUMN address_area uuid REFERENCES delivery_areas (id),
  ADD COLUMN address_details text NOT NULL DEFAULT '',
  -- [{contactName, contactPhone, contactEmail, contactWechatID, contactJobTitle, contactComment,
  --   bankInformation}], read and written whole with the record
  ADD COLUMN contacts jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN payment_term text NOT NULL DEFAULT 'cash_on_delivery' CHECK (payment_term IN (
    'cash_before_delivery', 'cash_on_delivery', 'end_of_the_month', '30days', '35days', '60days')),
  -- stored file references [{name, uri}] of the finance-information storage
  ADD COLUMN finance_information jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN version integer NOT NULL DEFAULT 1;

-- the list's name search (substring, both cases) and the default sort
CREATE INDEX suppliers_name_trgm ON suppliers USING gin (name gin_trgm_ops);
CREATE INDEX suppliers_created ON suppliers (created_at DESC, id DESC);
-- the record's counts of offers and orders (products already have products_supplier)
CREATE INDEX offers_supplier ON offers (supplier_id) WHERE supplier_id IS NOT NULL;
CREATE INDEX orders_supplier ON orders (supplier_id) WHERE supplier_id IS NOT NULL;

-- The products list's name filter searches the Chinese name too (the offer form's product picker);
-- like every text filter column, it gets its trigram index.
CREATE INDEX products_name_zh_trgm ON products USING gin (name_zh gin_trgm_ops);

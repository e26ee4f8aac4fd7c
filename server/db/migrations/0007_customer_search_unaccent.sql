-- The order entry's customer lookup is typed at full speed without accents ("chloe" must find
-- "Chloé Bernard", "LEFEVRE" "Hugo Lefèvre"). unaccent() is only STABLE (it reads its dictionary
-- through the search path), so an index cannot use it directly: search_fold() names the
-- dictionary by schema, which makes the result depend on its argument alone, and is declared
-- IMMUTABLE for the expression index. unaccent is a contrib extension shipped with the embedded
-- PostgreSQL and with the distributions' server packages.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

CREATE INDEX customers_name_fold_trgm ON customers USING gin (search_fold(name) gin_trgm_ops)
  WHERE status <> 'discontinued';

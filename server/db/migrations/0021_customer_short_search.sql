-- A customer search of one or two characters (a Chinese given name, a surname: 王芳, 李) has no
-- trigram to look up (pg_trgm needs three characters), so the trigram indexes of 0007 and 0014
-- cannot serve it and PostgreSQL read every customer. Every one- and two-character piece of the
-- folded name, kept in a GIN-indexed array, serves those searches: a short typed text is found
-- where the array contains it, which is the same as "appears in the name".
CREATE FUNCTION name_grams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr($1, i, n)), '{}')
        FROM generate_series(1, 2) n, generate_series(1, char_length($1) - n + 1) i $$;

ALTER TABLE customers
  ADD COLUMN name_grams text[] GENERATED ALWAYS AS (name_grams(search_fold(name))) STORED;

CREATE INDEX customers_name_grams ON customers USING gin (name_grams);

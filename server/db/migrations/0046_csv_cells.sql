-- Cells of the CSV exports that PostgreSQL writes itself (COPY … TO STDOUT WITH (FORMAT csv)),
-- byte for byte what domain/csv.ts and toYuanString (domain/money.ts) write in JavaScript.
-- Both are plain expressions, so the planner inlines them into the export's SELECT.

-- A text cell: text a spreadsheet would run as a formula (starting with = + - @, a tab or a
-- carriage return; not a plain number such as -12.50) gets a leading apostrophe, as neutralize()
-- does. An empty string becomes NULL: COPY writes NULL as an empty field but '' as "", where
-- csvCell writes both as an empty field. Digits are [0-9], not \d, which may match other scripts'
-- digits under some locales where JavaScript's \d never does.
CREATE FUNCTION csv_text(s text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN s = '' THEN NULL
  WHEN ascii(s) IN (61, 43, 45, 64, 9, 13) AND s !~ '^-?[0-9]+([.,][0-9]+)?$' THEN '''' || s
  ELSE s
END;

-- Integer fen as plain yuan text, "-0.05", "1234.50": integer division and modulo of the
-- absolute value, the sign in front, as toYuanString does (no floating point).
CREATE FUNCTION csv_yuan(fen bigint) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN fen < 0 THEN '-' ELSE '' END
  || (abs(fen) / 100)::text || '.' || lpad((abs(fen) % 100)::text, 2, '0');

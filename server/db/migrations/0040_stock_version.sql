-- The stock's own version (docs/inventory.md, docs/spreadsheet.md): raised with every change of a
-- product's paid or free bucket, by the two statements that change them (server/stock/move.ts,
-- server/stock/receive.ts). A stock typed in an inventory cell is the new figure of the bucket,
-- saved as a movement of the difference: it is refused (409) when the bucket changed since the
-- grid showed it, so a movement is never computed from a figure nobody saw. The product's own
-- `version` stays the form's: a stock move does not make a price edit stale.
ALTER TABLE products ADD COLUMN stock_version integer NOT NULL DEFAULT 0;

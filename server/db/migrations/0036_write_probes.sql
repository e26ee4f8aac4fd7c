-- /api/ready's probe of the database's room after a write failed for want of it: rows stored
-- inline and uncompressed (PLAIN), two to a page, so inserting three must extend the file. The
-- probe is rolled back; nothing stays here but dead space for vacuum.
CREATE TABLE write_probes (
  payload text NOT NULL
);
ALTER TABLE write_probes ALTER COLUMN payload SET STORAGE PLAIN;

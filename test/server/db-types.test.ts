import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateTableFiles, generateTableTypes } from '../../server/db/codegen.ts';
import { createDb, type Db } from '../../server/db/pool.ts';
import { TABLES_DIR } from '../../server/db/split-tables.ts';
import { databaseUrl } from './db-url.ts';

const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
const name = `${inject('templateDb')}_types_${process.pid}`;
const url = databaseUrl(inject('pgAdminUrl'), name);
let d: Db;

beforeAll(async () => {
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(inject('templateDb'))}`,
  );
  d = createDb(url, 2);
});
afterAll(async () => {
  await d.close();
  // not WITH (FORCE): the type generator's own connection may still be closing, and a connection
  // terminated under it is an error nobody listens to; a database still in use is dropped with
  // the run's others when the run ends (global-setup.ts)
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)}`).catch(() => undefined);
  await admin.end();
});

/** What a value read through the pool (pool.ts's parsers) is, for each column type of the schema. */
const READS_AS: Record<string, (v: unknown) => boolean> = {
  int4: (v) => Number.isInteger(v),
  int8: (v) => Number.isSafeInteger(v),
  numeric: (v) => typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v),
  text: (v) => typeof v === 'string',
  uuid: (v) => typeof v === 'string',
  bool: (v) => typeof v === 'boolean',
  timestamptz: (v) => v instanceof Date,
  date: (v) => typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v),
  _uuid: (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
  _text: (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
  _date: (v) => Array.isArray(v) && v.every((x) => typeof x === 'string' && /^\d{4}-\d\d-\d\d$/.test(x)),
  jsonb: (v) => v !== undefined,
  float8: (v) => typeof v === 'number',
};

const columnsOf = async () =>
  (
    await d.pool.query<{ table: string; column: string; udt: string }>(
      `SELECT table_name AS table, column_name AS column, udt_name AS udt FROM information_schema.columns
       WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    )
  ).rows;

describe('the Database type', () => {
  it('is the migrated schema: the table files are what `npm run db:types` writes', async () => {
    const generated = await generateTableFiles(url);
    // on failure: a migration changed the schema; run `npm run db:types` and commit the files
    for (const [file, text] of Object.entries(generated))
      expect(await readFile(file, 'utf8'), `${file} is stale: run npm run db:types`).toBe(text);
    // and no table file is left of a table the schema no longer has
    const onDisk = (await readdir(TABLES_DIR)).map((f) => path.join(TABLES_DIR, f));
    expect(onDisk.sort()).toEqual(
      Object.keys(generated)
        .filter((f) => f.startsWith(`${TABLES_DIR}${path.sep}`))
        .sort(),
    );
    expect(onDisk.length).toBeGreaterThan(30);
  });

  it('types the values the pool returns: every column type of the schema, on a seeded row', async () => {
    const columns = await columnsOf();
    expect(columns.filter((c) => !READS_AS[c.udt])).toEqual([]);
    // rate buckets exist only once requests are limited, which tests leave off
    await d.pool.query(
      `INSERT INTO rate_limits (key, tokens, rate, updated_at) VALUES ('probe', 1.5, 0.25, now())`,
    );
    const seen = new Set<string>();
    for (const table of new Set(columns.map((c) => c.table))) {
      const rows = (await d.pool.query(`SELECT * FROM ${admin.escapeIdentifier(table)}`)).rows;
      for (const c of columns.filter((x) => x.table === table)) {
        const values = rows.map((r) => r[c.column]).filter((v) => v !== null);
        const wrong = values.find((v) => !READS_AS[c.udt]!(v));
        expect(wrong, `${table}.${c.column} (${c.udt})`).toBeUndefined();
        if (values.length) seen.add(c.udt);
      }
    }
    // the seed holds a value of every type, so none of these checks ran on nothing
    expect([...seen].sort()).toEqual(Object.keys(READS_AS).sort());
  });

  it('goes stale with any schema change: a table, a column, a nullability', async () => {
    const changes = [
      'CREATE TABLE coupons (id uuid PRIMARY KEY, code text NOT NULL)',
      'ALTER TABLE offers ADD COLUMN slogan text',
      'ALTER TABLE customers ALTER COLUMN name DROP NOT NULL',
      'ALTER TABLE vouchers DROP COLUMN comment',
      "ALTER TABLE coupons ADD CHECK (code IN ('spring', 'autumn'))",
    ];
    let before = await generateTableTypes(url);
    for (const change of changes) {
      await d.pool.query(change);
      const after = await generateTableTypes(url);
      expect(after, change).not.toBe(before);
      before = after;
    }
  });
});

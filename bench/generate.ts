import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../server/db/prepare.ts';
import { BENCH_DIR, benchDatabase, bigOfferSize, dbName, log, type Sizes, sizes } from './env.ts';
import { ensureBigOffer } from './generate-big-offer.ts';
import { finishSql, ordersBatchSql } from './generate-orders.ts';
import { customersSql, offersSql, prepareSql } from './generate-sql.ts';
import { progress } from './progress.ts';

const BATCH = 25_000;

/**
 * The orders table's secondary indexes are dropped for the bulk load and rebuilt after it from
 * their own definitions (the migration's), which is several times faster than maintaining a GIN
 * trigram index row by row. Constraint indexes (primary key, unique columns) stay.
 */
async function secondaryIndexes(c: pg.Client): Promise<{ name: string; def: string }[]> {
  const r = await c.query<{ name: string; def: string }>(`
    SELECT indexname AS name, indexdef AS def FROM pg_indexes
    WHERE schemaname = 'public' AND tablename = 'orders'
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'orders'::regclass)`);
  return r.rows;
}

async function fill(url: string, s: Sizes): Promise<void> {
  const t0 = performance.now();
  const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all(clients.map((c) => c.connect()));
  const [a, b] = clients as [pg.Client, pg.Client];
  try {
    for (const c of clients) await c.query("SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'");
    for (const q of [...prepareSql(s), ...customersSql(s), ...offersSql(s)]) await a.query(q);
    log(
      `catalogue, ${s.customers} customers, ${s.offers} offers in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const indexes = await secondaryIndexes(a);
    await writeFile(path.join(BENCH_DIR, 'orders-indexes.sql'), indexes.map((i) => `${i.def};`).join('\n'));
    for (const i of indexes) await a.query(`DROP INDEX ${a.escapeIdentifier(i.name)}`);
    const bar = progress('orders', s.orders);
    let next = 0;
    // two connections: PostgreSQL builds rows on both cores while the other batch commits
    const worker = async (c: pg.Client) => {
      while (next < s.orders) {
        const from = next;
        const to = Math.min(s.orders - 1, from + BATCH - 1);
        next = to + 1;
        await c.query(ordersBatchSql(s, from, to));
        bar.add(to - from + 1);
      }
    };
    await Promise.all([worker(a), worker(b)]);
    bar.done();
    const ib = progress('indexes', indexes.length);
    let k = 0;
    const rebuild = async (c: pg.Client) => {
      while (k < indexes.length) {
        await c.query(indexes[k++]!.def);
        ib.add(1);
      }
    };
    await Promise.all([rebuild(a), rebuild(b)]);
    ib.done();
    for (const q of finishSql) await a.query(q);
    await a.query('VACUUM ANALYZE');
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  log(`generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * Makes sure the bench database holds the set of these sizes: the real migrations and the demo
 * seed (its users log in), then the generated rows. A finished set is marked and reused.
 */
export async function ensureGenerated(s: Sizes, force = false): Promise<{ url: string; seconds?: number }> {
  const db = await benchDatabase(s);
  const marker = path.join(BENCH_DIR, `${dbName(s)}.done`);
  if (existsSync(marker) && !force && !process.env.DATABASE_URL) {
    // a set made before a new migration gets it now, as a deployment would
    await prepareDatabase(db.url, { seed: false, log });
    return { url: db.url };
  }
  const t0 = performance.now();
  if (db.adminUrl) {
    const admin = new pg.Client({ connectionString: db.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(dbName(s))} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(dbName(s))}`);
    await admin.end();
  }
  await prepareDatabase(db.url, { log });
  await fill(db.url, s);
  const seconds = (performance.now() - t0) / 1000;
  await writeFile(marker, JSON.stringify({ sizes: s, seconds }));
  return { url: db.url, seconds };
}

if (import.meta.main) {
  const s = sizes();
  const db = await benchDatabase(s);
  try {
    const { url } = await ensureGenerated(s, process.argv.includes('--force'));
    if (bigOfferSize()) await ensureBigOffer(url, bigOfferSize());
  } finally {
    await db.stop();
  }
}

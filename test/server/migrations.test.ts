import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, migrationFiles } from '../../server/db/migrate.ts';
import { createDb, type Db } from '../../server/db/pool.ts';
import { runSeeds, seedModules } from '../../server/db/seed/index.ts';
import { databaseUrl } from './db-url.ts';

const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
const name = `${inject('templateDb')}_mig_${process.pid}`;
let a: Db;
let b: Db;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  const url = databaseUrl(inject('pgAdminUrl'), name);
  a = createDb(url, 2);
  b = createDb(url, 2);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
  await admin.end();
});

const quiet = () => {};

describe('migrations and demo data', () => {
  it('two instances migrating at once apply each file exactly once', async () => {
    const files = await migrationFiles();
    expect(files[0]?.file).toBe('0001_foundation.sql');
    const [x, y] = await Promise.all([migrate(a.pool, quiet), migrate(b.pool, quiet)]);
    expect([...x, ...y].sort()).toEqual(files.map((f) => f.file));
    expect(await migrate(a.pool, quiet)).toEqual([]);
    const rows = await a.pool.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
  });

  it('seeds an empty database once, even when two instances start together', async () => {
    const [x, y] = await Promise.all([runSeeds(a.db, quiet), runSeeds(b.db, quiet)]);
    expect([...x, ...y]).toEqual((await seedModules()).map((s) => s.name));
    expect(await runSeeds(a.db, quiet)).toEqual([]);
    const users = await a.pool.query(
      "SELECT email FROM users WHERE email LIKE '%@demo.comptoir' ORDER BY email",
    );
    expect(users.rows).toHaveLength(8);
  });

  it('is deterministic: the same ids on every machine', async () => {
    const r = await a.pool.query("SELECT id FROM users WHERE email = 'admin@demo.comptoir'");
    const { demoUserId } = await import('../../server/db/seed/foundation.ts');
    expect(r.rows[0].id).toBe(demoUserId('admin@demo.comptoir'));
  });

  it('never seeds a database that holds real data', async () => {
    await a.pool.query('DELETE FROM seed_runs');
    expect(await runSeeds(a.db, quiet)).toEqual([]);
  });
});

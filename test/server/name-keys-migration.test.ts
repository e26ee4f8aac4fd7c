import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, migrationFiles } from '../../server/db/migrate.ts';
import { createDb, type Db } from '../../server/db/pool.ts';
import { databaseUrl } from './db-url.ts';

/**
 * Migration 0051 on a database that already holds names its new keys find twice: it does not
 * fail; the oldest row keeps its name, the later ones get their id's start in brackets
 * (docs/domain.md, "Names").
 */
const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
const name = `${inject('templateDb')}_keys_${process.pid}`;
let db: Db;
let before: string;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  db = createDb(databaseUrl(inject('pgAdminUrl'), name), 2);
  before = await mkdtemp(path.join(os.tmpdir(), 'comptoir-keys-'));
  const dir = path.join(import.meta.dirname, '../../server/db/migrations');
  for (const f of await migrationFiles(dir))
    if (f.version < '0051') await copyFile(path.join(dir, f.file), path.join(before, f.file));
});
afterAll(async () => {
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
  await admin.end();
  await rm(before, { recursive: true, force: true });
});

describe('migration 0051 on names that collide once keyed', () => {
  it('keeps the oldest name, brackets the id of each later one, and builds the index', async () => {
    await migrate(db.pool, () => {}, before);
    const add = async (n: string, at: string) =>
      (
        await db.pool.query<{ id: string }>(
          'INSERT INTO suppliers (name, created_at) VALUES ($1, $2) RETURNING id',
          [n, at],
        )
      ).rows[0]!.id;
    const first = await add('Café Lune', '2026-01-01T00:00:00Z');
    const wide = await add('Ｃａｆé　Ｌｕｎｅ', '2026-01-03T00:00:00Z');
    const hidden = await add('CAFE\u0301 \u200bLUNE', '2026-01-02T00:00:00Z');
    const apart = await add('Cafe Lune', '2026-01-04T00:00:00Z');
    const root = await db.pool.query('INSERT INTO delivery_areas (name) VALUES ($1), ($2) RETURNING id', [
      'Hangzhou',
      'ＨＡＮＧＺＨＯＵ',
    ]);

    expect(await migrate(db.pool, () => {})).toContain('0051_name_keys.sql');
    const { rows } = await db.pool.query<{ id: string; name: string; version: number }>(
      'SELECT id, name, version FROM suppliers WHERE id = ANY($1) ORDER BY created_at',
      [[first, wide, hidden, apart]],
    );
    expect(rows).toEqual([
      { id: first, name: 'Café Lune', version: 1 },
      { id: hidden, name: `CAFE\u0301 \u200bLUNE (${hidden.slice(0, 8)})`, version: 2 },
      { id: wide, name: `Ｃａｆé　Ｌｕｎｅ (${wide.slice(0, 8)})`, version: 2 },
      { id: apart, name: 'Cafe Lune', version: 1 },
    ]);
    const areas = await db.pool.query('SELECT name FROM delivery_areas WHERE id = ANY($1) ORDER BY name', [
      root.rows.map((r) => r.id),
    ]);
    expect(areas.rows.map((r) => r.name)).toHaveLength(2);
    expect(new Set(areas.rows.map((r) => r.name)).size).toBe(2);
    await expect(db.pool.query("INSERT INTO suppliers (name) VALUES ('café  lune')")).rejects.toMatchObject({
      code: '23505',
      constraint: 'suppliers_name_key',
    });
  });
});

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** pg advisory-lock key of the migration runner ("comptoir" on a phone keypad). */
const MIGRATION_LOCK = 26678647;

export interface MigrationFile {
  version: string;
  file: string;
  sql: string;
  /** of the statements only: comment lines may be reworded without the file counting as changed */
  checksum: string;
  /** of the whole text, as databases migrated before comments were left out recorded it */
  legacyChecksum: string;
}

/** Every `NNNN_name.sql` of the migrations folder, in version order. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const seen = new Set<string>();
  const out: MigrationFile[] = [];
  for (const file of names) {
    const version = file.slice(0, 4);
    if (seen.has(version)) throw new Error(`Two migrations share version ${version} (${file})`);
    seen.add(version);
    const sql = await readFile(path.join(dir, file), 'utf8');
    out.push({ version, file, sql, checksum: sha256(statementsOf(sql)), legacyChecksum: sha256(sql) });
  }
  return out;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const statementsOf = (sql: string) =>
  sql
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('--'))
    .join('\n');

/**
 * Applies the pending migrations in one transaction under an advisory lock, so that several
 * instances starting at once queue up and all but the first find nothing to do. A file changed
 * after it was applied is reported, not re-run: migrations are append-only.
 */
export async function migrate(
  pool: pg.Pool,
  log: (msg: string) => void = console.log,
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  const files = await migrationFiles(dir);
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      file text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = await client.query<{ version: string; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const known = new Map(done.rows.map((r) => [r.version, r.checksum]));
    for (const m of files) {
      const sum = known.get(m.version);
      if (sum !== undefined) {
        if (sum !== m.checksum && sum !== m.legacyChecksum)
          log(`[migrate] warning: ${m.file} changed after it was applied`);
        continue;
      }
      try {
        await client.query(m.sql);
      } catch (err) {
        throw new Error(`Migration ${m.file} failed: ${(err as Error).message}`, { cause: err });
      }
      await client.query('INSERT INTO schema_migrations (version, file, checksum) VALUES ($1, $2, $3)', [
        m.version,
        m.file,
        m.checksum,
      ]);
      applied.push(m.file);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  if (applied.length) log(`[migrate] applied ${applied.join(', ')}`);
  return applied;
}

import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../types.ts';

/** A value for a Postgres array column (uuid[], date[]); plain objects and arrays go in as jsonb. */
export function pgArray(xs: readonly string[], type: 'uuid' | 'date'): RawBuilder<unknown> {
  return type === 'uuid' ? sql`${xs}::uuid[]` : sql`${xs}::date[]`;
}

function value(v: unknown): RawBuilder<unknown> {
  if (v === undefined) return sql`DEFAULT`;
  if (v !== null && typeof v === 'object' && 'toOperationNode' in v) return v as RawBuilder<unknown>;
  if (v !== null && typeof v === 'object' && !(v instanceof Date)) return sql`${JSON.stringify(v)}::jsonb`;
  return sql`${v}`;
}

/** Multi-row INSERT of seed rows: the union of their keys; a key a row lacks takes the column default. */
export async function insertRows(
  db: Kysely<Database>,
  table: keyof Database,
  rows: readonly Record<string, unknown>[],
  chunk = 200,
): Promise<void> {
  if (rows.length === 0) return;
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const values = part.map((r) => sql`(${sql.join(cols.map((c) => value(r[c])))})`);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))}) VALUES ${sql.join(values)}`.execute(
      db,
    );
  }
}

/** A v4-shaped uuid from the seeded PRNG, so seeded ids are the same on every run. */
export function seededUuid(rnd: () => number): string {
  const h = Array.from({ length: 32 }, () => Math.floor(rnd() * 16).toString(16));
  h[12] = '4';
  h[16] = ((Number.parseInt(h[16]!, 16) & 3) | 8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

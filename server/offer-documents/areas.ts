import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../domain/dates.ts';
import type { Database } from '../db/types.ts';

/** Every delivery area's name in the file's language (a few hundred rows: read once per file). */
export async function areaNames(db: Kysely<Database>, lang: Locale): Promise<Map<string, string>> {
  const r = await sql<{ id: string; name: string; name_zh: string }>`
    SELECT id, name, name_zh FROM delivery_areas`.execute(db);
  return new Map(r.rows.map((a) => [a.id, lang === 'zh' && a.name_zh ? a.name_zh : a.name]));
}

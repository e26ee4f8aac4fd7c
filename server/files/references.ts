import { type Kysely, sql } from 'kysely';
import type { STORAGES, StorageName, StoredFile } from '../../domain/storages.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { isHeld } from './private-read.ts';

/**
 * Every column that may hold stored files, in any shape: a uri as text, a {name, uri} reference,
 * a jsonb document of them, or rich text that embeds /storage/... links. The sweep keeps a file
 * whose uri appears anywhere in one of these columns (uris are 128 random bits, so an accidental
 * match does not happen). A new entity with a file field adds its column here: one line.
 */
export const FILE_REFERENCES: readonly { table: string; column: string }[] = [
  { table: 'users', column: 'avatar' },
  { table: 'customers', column: 'profile_picture' },
  { table: 'customers', column: 'fapiao_images' },
  { table: 'suppliers', column: 'finance_information' },
  { table: 'offers', column: 'banners' },
  { table: 'offers', column: 'medias' },
  { table: 'offers', column: 'description' },
  { table: 'offer_lines', column: 'main_picture' },
  { table: 'offer_lines', column: 'other_media' },
  // gift pictures of specials (the channel blocks) and of lottery draws
  { table: 'offers', column: 'wechat_group' },
  { table: 'offers', column: 'miniprogram' },
  { table: 'lottery_draws', column: 'gifts' },
  { table: 'recipes', column: 'main_picture' },
  { table: 'recipes', column: 'other_media' },
  { table: 'recipes', column: 'description_en' },
  { table: 'recipes', column: 'description_zh' },
  { table: 'products', column: 'main_picture' },
  { table: 'products', column: 'technical_sheet' },
  { table: 'products', column: 'other_media' },
];

const URI_PATTERN = '[0-9a-f]{32}\\.[a-z0-9]{2,5}';

/** Every uri the declared columns reference, as one SQL set (table and column names are ours). */
export function referencedUris() {
  const parts = FILE_REFERENCES.map(({ table, column }) => {
    const t = sql.id(table);
    const c = sql.id(column);
    return sql`SELECT m[1] AS uri FROM ${t}, regexp_matches(${t}.${c}::text, ${sql.lit(`(${URI_PATTERN})`)}, 'g') AS m WHERE ${t}.${c} IS NOT NULL`;
  });
  return sql.join(parts, sql` UNION `);
}

/** The private stores (docs/files.md): a file there is read by whoever may read a record holding it. */
type PrivateStorage = {
  [K in StorageName]: (typeof STORAGES)[K] extends { private: true } ? K : never;
}[StorageName];

/** Who saves a record with private files, and the files that record holds before this save. */
export interface FileHolder {
  by: string;
  held: readonly (StoredFile | null | undefined)[];
}

/**
 * Call in the transaction that saves a record with file references: checks that each file was
 * uploaded into the expected store (a reference to anything else is a 400 on `field`) and marks it
 * claimed now, which keeps a concurrent sweep from deleting it before this transaction commits
 * (the sweep re-reads the row it is about to delete and sees the fresh claim). A private store's
 * file must also be one the record already holds, or one the saver uploaded that no record holds
 * yet: its address alone, once seen, must not give it back through a record of his own.
 */
export async function claimFiles(
  trx: Kysely<Database>,
  storage: PrivateStorage,
  refs: readonly StoredFile[],
  field: string,
  holder: FileHolder,
): Promise<void>;
export async function claimFiles(
  trx: Kysely<Database>,
  storage: Exclude<StorageName, PrivateStorage>,
  refs: readonly StoredFile[],
  field: string,
): Promise<void>;
export async function claimFiles(
  trx: Kysely<Database>,
  storage: StorageName,
  refs: readonly StoredFile[],
  field: string,
  holder?: FileHolder,
): Promise<void> {
  if (refs.length === 0) return;
  const uris = [...new Set(refs.map((r) => r.uri))];
  const found = await trx
    .updateTable('files')
    .set({ claimed_at: sql<Date>`now()` })
    .where('storage', '=', storage)
    .where('uri', 'in', uris)
    .returning(['uri', 'uploaded_by'])
    .execute();
  if (found.length !== uris.length) throw badRequest({ [field]: 'errors.unknownFile' });
  if (!holder) return;
  const held = new Set(holder.held.map((f) => f?.uri));
  for (const f of found) {
    if (held.has(f.uri)) continue;
    if (f.uploaded_by !== holder.by || (await isHeld(trx, storage, f.uri)))
      throw badRequest({ [field]: 'errors.unknownFile' });
  }
}

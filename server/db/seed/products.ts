import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Kysely, sql } from 'kysely';
import { DIETS } from '../../../domain/products/schema.ts';
import { categoryOf, isProductType } from '../../../domain/products/types.ts';
import type { StorageName, StoredFile } from '../../../domain/storages.ts';
import type { FileStore } from '../../storage/store.ts';
import type { Database } from '../types.ts';
import { seedDate } from './ids.ts';
import type { SeedModule } from './index.ts';
import { intIn, pick, prng } from './live-data.ts';
import { insertRows, seededUuid } from './live-insert.ts';
import { coverPng, sheetPdf } from './png.ts';
import { BASES, DESCRIPTIONS, LIVE_TYPES, QUALIFIERS, TYPE_TRAITS } from './products-data.ts';

const TOTAL = 300;

interface SeedFile {
  storage: StorageName;
  ref: StoredFile;
  body: Buffer;
  type: string;
}

/** A demo file: a name derived from its key (the same on every run), kept for the store. */
function demoFile(
  files: SeedFile[],
  storage: StorageName,
  key: string,
  name: string,
  body: Buffer,
  ext: string,
) {
  const uri = `${createHash('sha256').update(`comptoir:demo:${storage}:${key}`).digest('hex').slice(0, 32)}.${ext}`;
  const ref = { name, uri };
  files.push({ storage, ref, body, type: ext === 'png' ? 'image/png' : 'application/pdf' });
  return ref;
}

/** The files' rows, and their bytes through the store when there is one (not in the test template). */
async function storeFiles(db: Kysely<Database>, store: FileStore | undefined, files: SeedFile[]) {
  await insertRows(
    db,
    'files',
    files.map((f) => ({
      storage: f.storage,
      uri: f.ref.uri,
      name: f.ref.name,
      size: f.body.length,
      content_type: f.type,
      sha256: createHash('sha256').update(f.body).digest('hex'),
      claimed_at: sql`now()`,
    })),
  );
  if (!store) return;
  for (const f of files)
    await store.put({ storage: f.storage, uri: f.ref.uri }, Readable.from(f.body), f.type);
}

function media(files: SeedFile[], i: number, en: string, type: string, withSheet: boolean) {
  const hue = TYPE_TRAITS[type]?.hue ?? 200;
  const slug = en.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    main_picture: {
      en: demoFile(files, 'product-cover', `${i}:en`, `${slug}-en.png`, coverPng(hue, i, false), 'png'),
      zh: demoFile(files, 'product-cover', `${i}:zh`, `${slug}-zh.png`, coverPng(hue, i, true), 'png'),
    },
    technical_sheet: {
      en: withSheet
        ? demoFile(files, 'product-tech-sheet', `${i}`, `${slug}.pdf`, sheetPdf(en), 'pdf')
        : null,
      zh: null,
    },
  };
}

/**
 * The products demo: the live offers' products keep their ids and get the record's
 * other fields and pictures; about three hundred more cover every type and storage type, a few
 * discontinued. Generated pictures (PNG) and technical sheets (PDF) are stored like uploads.
 */
export async function seedProducts(db: Kysely<Database>, store?: FileStore): Promise<void> {
  const rnd = prng(20_261_124);
  const files: SeedFile[] = [];
  const existing = await db
    .selectFrom('products')
    .select(['id', 'name_en', 'name_zh', 'product_type'])
    .orderBy('product_id')
    .execute();
  const suppliers = await db.selectFrom('suppliers').select(['id', 'type']).orderBy('name').execute();
  const goods = suppliers.filter((s) => s.type !== 'services');
  if (goods.length === 0) return;
  for (const [i, p] of existing.entries()) {
    const type = LIVE_TYPES[p.name_en] ?? (isProductType(p.product_type) ? p.product_type : 'grocery');
    const m = media(files, i, p.name_en, type, i % 3 === 0);
    await db
      .updateTable('products')
      .set({
        product_type: type,
        category: categoryOf(type),
        description_en: DESCRIPTIONS.en(p.name_en),
        description_zh: DESCRIPTIONS.zh(p.name_zh),
        storage_type: pick(rnd, TYPE_TRAITS[type]!.storage),
        main_picture: JSON.stringify(m.main_picture),
        technical_sheet: JSON.stringify(m.technical_sheet),
      })
      .where('id', '=', p.id)
      .execute();
  }
  const taken = new Set(existing.map((p) => p.name_en.toLowerCase()));
  const types = Object.keys(BASES) as (keyof typeof BASES)[];
  const rows: Record<string, unknown>[] = [];
  for (let k = 0, i = existing.length; i < TOTAL && k < 2000; k++) {
    const type = types[k % types.length]!;
    const list = BASES[type];
    const [en0, zh0] = list[Math.floor(k / types.length) % list.length]!;
    const [qe, qz] = QUALIFIERS[Math.floor(k / (types.length * list.length)) % QUALIFIERS.length]!;
    const en = `${qe}${qe ? en0.toLowerCase() : en0}`;
    if (taken.has(en.toLowerCase())) continue;
    taken.add(en.toLowerCase());
    const traits = TYPE_TRAITS[type]!;
    const price = intIn(rnd, 8, 400) * 100 + pick(rnd, [0, 0, 50, 90]);
    const m = media(files, i, en, type, rnd() < 0.25);
    rows.push({
      id: seededUuid(rnd),
      product_id: `P${String(i + 1).padStart(4, '0')}`,
      name_en: en.charAt(0).toUpperCase() + en.slice(1),
      name_zh: `${qz}${zh0}`,
      description_en: DESCRIPTIONS.en(en),
      description_zh: DESCRIPTIONS.zh(`${qz}${zh0}`),
      supplier_id: pick(rnd, rnd() < 0.08 ? suppliers : goods).id,
      product_type: type,
      category: categoryOf(type),
      price,
      retail_price: rnd() < 0.7 ? Math.round((price * 13) / 1000) * 100 : null,
      weight: traits.unit === 'piece' ? intIn(rnd, 1, 12) : pick(rnd, [100, 250, 500, 750, 1000, 2000]),
      weight_type: traits.unit,
      storage_type: pick(rnd, traits.storage),
      expiration_date: traits.storage.includes('fresh') && rnd() < 0.3 ? '2026-12-31' : null,
      diet: JSON.stringify(DIETS.filter(() => rnd() < 0.15)),
      status: i % 23 === 7 ? 'discontinued' : 'available',
      comment: rnd() < 0.1 ? 'Seasonal: check availability with the supplier' : '',
      main_picture: JSON.stringify(m.main_picture),
      technical_sheet: JSON.stringify(m.technical_sheet),
      stock: intIn(rnd, 0, 300),
      free_stock: intIn(rnd, 0, 20),
      created_at: seedDate(-i),
      updated_at: seedDate(-i),
    });
    i++;
  }
  await insertRows(db, 'products', rows);
  await storeFiles(db, store, files);
}

export const productsSeed: SeedModule = {
  name: 'products',
  order: 40,
  run: (trx, ctx) => seedProducts(trx, ctx.store),
};

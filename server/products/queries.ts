import { type Expression, type Kysely, sql } from 'kysely';
import { PRODUCTS_LIST, type ProductListRow } from '../../domain/products/list.ts';
import { PRODUCT_EXISTS_MSG, type Product, type ProductCreate } from '../../domain/products/schema.ts';
import { categoryOf } from '../../domain/products/types.ts';
import { type CamelInsert, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest, conflict } from '../errors.ts';
import { claimFiles } from '../files/references.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { type ListRow, PRODUCT_COLUMNS, toListRow, toProduct } from './map.ts';

type Db = Kysely<Database>;

export const productsList = defineList(
  PRODUCTS_LIST,
  {
    // the English name, and the Chinese one: the offer form's product picker is typed in both
    name: {
      expr: sql.ref('p.name_en'),
      alsoSearch: [sql.ref('p.name_zh')],
      sortBy: sql`lower(p.name_en)`,
      notNull: true,
    },
    supplier: { expr: sql.ref('p.supplier_id'), sortBy: sql`lower(s.name)`, notNull: true },
    productType: { expr: sql.ref('p.product_type'), notNull: true },
    productId: { expr: sql.ref('p.product_id'), notNull: true },
    price: { expr: sql.ref('p.price'), notNull: true },
    weight: { expr: sql.ref('p.weight'), notNull: true },
    storageType: { expr: sql.ref('p.storage_type'), notNull: true },
    status: { expr: sql.ref('p.status'), notNull: true },
    createdAt: { expr: sql.ref('p.created_at'), date: 'timestamptz', notNull: true },
  },
  'p.id',
);

// Raw SQL: the list runner's selection, with the cover's uri cut out of its jsonb; each column
// named as the API spells it in the SQL itself, so the page's 80 rows are not walked again to
// rename their keys (the camel view did that on every list call, docs/benchmarks.md).
const LIST_SELECT = sql`p.id, p.product_id AS "productId", p.name_en AS "nameEn", p.name_zh AS "nameZh",
  p.supplier_id AS "supplierId", p.product_type AS "productType", p.category, p.price,
  p.retail_price AS "retailPrice", p.weight, p.weight_type AS "weightType", p.storage_type AS "storageType",
  p.status, p.comment, p.version, p.created_at AS "createdAt", s.name AS "supplierName",
  p.main_picture #>> '{en,uri}' AS picture`;

/** The products list (ListPage). */
export const productsSource: ListSource<ListRow, ReturnType<typeof toListRow>> = {
  def: productsList,
  from: sql`products p JOIN suppliers s ON s.id = p.supplier_id`,
  select: LIST_SELECT,
  map: toListRow,
};

/** `stock=true`: available products only, with the stock buckets as they are now. */
export const productsWithStockSource: typeof productsSource = {
  ...productsSource,
  where: [sql`p.status <> 'discontinued'`],
  select: sql`${LIST_SELECT}, p.stock, p.free_stock AS "freeStock"`,
};

/**
 * One product as the products list shows it, or undefined. Raw SQL: the list's own selection, so
 * the row a cells save answers with is the list's row, key for key.
 */
export async function findProductRow(db: Db, id: string): Promise<ProductListRow | undefined> {
  const r = await sql<ListRow>`SELECT ${LIST_SELECT} FROM products p JOIN suppliers s ON s.id = p.supplier_id
    WHERE p.id = ${id}`.execute(db);
  return r.rows[0] && toListRow(r.rows[0]);
}

/** A product with its supplier's name, type and VAT (the VAT as its exact text). */
export async function findProduct(db: Db, id: string, forUpdate = false): Promise<Product | undefined> {
  let q = camel(db)
    .selectFrom('products as p')
    .innerJoin('suppliers as s', 's.id', 'p.supplierId')
    .select(PRODUCT_COLUMNS.map((c) => `p.${c}` as const))
    .select((eb) => [
      's.name as supplierName',
      's.type as supplierType',
      eb.cast<string | null>('s.vat', 'text').as('supplierVat'),
    ])
    .where('p.id', '=', id);
  if (forUpdate) q = q.forUpdate('p');
  const row = await q.executeTakeFirst();
  return row && toProduct(row);
}

const EXISTS = () => conflict({ 'name.en': PRODUCT_EXISTS_MSG }, PRODUCT_EXISTS_MSG);

/**
 * 'Product already exists': another available product with the same English name as staff read
 * it (the name's key, domain/names.ts). Checked first for a clear answer; the partial unique index
 * products_available_name_key settles two saves that race (mapped to the same answer).
 */
export async function assertNameFree(db: Db, body: ProductCreate, selfId?: string): Promise<void> {
  if (body.status !== 'available') return;
  // name_key(…) on both sides: the expression of the unique index, so the index answers
  const taken = await camel(db)
    .selectFrom('products')
    .select('id')
    .where('status', '=', 'available')
    .where((eb) => {
      const key = (e: Expression<string>) => eb.fn<string>('name_key', [e]);
      return eb(key(eb.ref('nameEn')), '=', key(eb.val(body.name.en)));
    })
    .where('id', 'is distinct from', selfId ?? null)
    .limit(1)
    .executeTakeFirst();
  if (taken) throw EXISTS();
}

function nameTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'products_available_name_key';
}

/** The supplier must exist; its type decides the services default price (domain defaultPriceFor). */
export async function supplierOf(db: Db, id: string): Promise<{ type: string } | undefined> {
  return db.selectFrom('suppliers').select('type').where('id', '=', id).executeTakeFirst();
}

/** Every stored file of the body belongs to its store (a forged or foreign uri is a 400). */
async function claimProductFiles(trx: Db, body: ProductCreate): Promise<void> {
  const pics = [body.mainPicture.en, body.mainPicture.zh].filter((f) => f !== null);
  const sheets = [body.technicalSheet.en, body.technicalSheet.zh].filter((f) => f !== null);
  await claimFiles(trx, 'product-cover', pics, 'mainPicture');
  await claimFiles(trx, 'product-tech-sheet', sheets, 'technicalSheet');
  await claimFiles(trx, 'product-other-media', body.otherMedia, 'otherMedia');
}

function columnsOf(body: ProductCreate, callerId: string) {
  return {
    nameEn: body.name.en,
    nameZh: body.name.zh,
    descriptionEn: body.description.en,
    descriptionZh: body.description.zh,
    supplierId: body.supplier,
    productType: body.productType,
    // the category is the type's (domain/products/types.ts), whatever the body says
    category: categoryOf(body.productType),
    price: body.price,
    retailPrice: body.retailPrice,
    weight: body.weight,
    weightType: body.weightType,
    storageType: body.storageType,
    expirationDate: body.expirationDate,
    diet: JSON.stringify([...new Set(body.diet)]),
    status: body.status,
    comment: body.comment,
    mainPicture: JSON.stringify(body.mainPicture),
    technicalSheet: JSON.stringify(body.technicalSheet),
    otherMedia: JSON.stringify(body.otherMedia),
    updatedBy: callerId,
  } satisfies CamelInsert<'products'>;
}

/** Writes a product (new when `id` is undefined) and reads it back with its supplier. */
export async function writeProduct(
  trx: Db,
  body: ProductCreate,
  callerId: string,
  id?: string,
): Promise<Product> {
  if (!(await supplierOf(trx, body.supplier))) throw badRequest({ supplier: 'validation.invalid' });
  await assertNameFree(trx, body, id);
  await claimProductFiles(trx, body);
  const values = columnsOf(body, callerId);
  try {
    const row = id
      ? await camel(trx)
          .updateTable('products')
          .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: sql`now()` }))
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await camel(trx)
          .insertInto('products')
          .values({ ...values, createdBy: callerId })
          .returning('id')
          .executeTakeFirstOrThrow();
    return (await findProduct(trx, row.id))!;
  } catch (err) {
    throw nameTaken(err) ? EXISTS() : err;
  }
}

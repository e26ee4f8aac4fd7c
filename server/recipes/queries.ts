import { type Kysely, sql, type Transaction } from 'kysely';
import { RECIPES_LIST } from '../../domain/recipes/list.ts';
import {
  RECIPE_TAG_GROUPS,
  type Recipe,
  type RecipeProduct,
  type RecipeTags,
} from '../../domain/recipes/schema.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { RECIPE_COLUMNS, type RecipeRow, toRecipe } from './map.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export const recipesList = defineList(
  RECIPES_LIST,
  {
    name: {
      expr: sql.ref('r.name_en'),
      alsoSearch: [sql.ref('r.name_zh')],
      sortBy: sql`lower(r.name_en)`,
      notNull: true,
    },
    status: 'r.status',
    pinTop: { expr: sql.ref('r.pin_top'), notNull: true },
    tag: {
      expr: sql.ref('r.tags'),
      where: (f) =>
        f.op === 'eq'
          ? sql`r.tags @> ARRAY[${f.value}]::text[]`
          : f.op === 'in'
            ? sql`r.tags && ${f.values}::text[]`
            : sql`NOT (r.tags && ${f.op === 'ne' ? f.values : []}::text[])`,
    },
    preparationTime: { expr: sql.ref('r.preparation_time'), notNull: true },
    calories: 'r.calories',
    createdAt: { expr: sql.ref('r.created_at'), date: 'timestamptz', notNull: true },
    updatedAt: { expr: sql.ref('r.updated_at'), date: 'timestamptz', notNull: true },
  },
  'r.id',
);

/** Linked products of these recipes, in their listed order. */
async function productsOf(db: Db, ids: readonly string[]): Promise<Map<string, RecipeProduct[]>> {
  const out = new Map<string, RecipeProduct[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await camel(db)
    .selectFrom('recipeProducts as rp')
    .innerJoin('products as p', 'p.id', 'rp.productId')
    .select(['rp.recipeId', 'p.id', 'p.productId', 'p.nameEn', 'p.nameZh', 'p.status'])
    .where('rp.recipeId', 'in', ids)
    .orderBy('rp.recipeId')
    .orderBy('rp.position')
    .execute();
  for (const { recipeId, nameEn, nameZh, ...r } of rows) {
    out.get(recipeId)?.push({ ...r, name: { en: nameEn, zh: nameZh } });
  }
  return out;
}

const withProducts = async (db: Db, recipes: Recipe[]) => {
  const products = await productsOf(
    db,
    recipes.map((r) => r.id),
  );
  return recipes.map((r) => ({ ...r, products: products.get(r.id) ?? [] }));
};

export const recipesSource: ListSource<RecipeRow, Recipe> = {
  def: recipesList,
  from: sql`recipes r`,
  // the camel view turns each `r.nameEn` into `r.name_en` and the row's keys back
  select: sql.join(RECIPE_COLUMNS.map((c) => sql.ref(`r.${c}`))),
  camel: true,
  map: toRecipe,
  enrich: withProducts,
};

export async function findRecipe(db: Db, id: string, forUpdate = false): Promise<Recipe | undefined> {
  let q = camel(db).selectFrom('recipes').select(RECIPE_COLUMNS).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && (await withProducts(db, [toRecipe(row)]))[0];
}

/** The tag dictionary grouped as GET /api/recipe-tags answers it. */
export async function recipeTags(db: Db): Promise<RecipeTags> {
  const rows = await db.selectFrom('recipe_tags').selectAll().orderBy('position').orderBy('key').execute();
  const out = Object.fromEntries(RECIPE_TAG_GROUPS.map((g) => [g, []])) as unknown as RecipeTags;
  for (const r of rows) {
    out[r.tag_group as keyof RecipeTags]?.push({ key: r.key, name: { en: r.name_en, zh: r.name_zh } });
  }
  return out;
}

/** Which of these tag keys the dictionary lacks. */
export async function unknownTags(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await db.selectFrom('recipe_tags').select('key').where('key', 'in', keys).execute();
  const known = new Set(found.map((r) => r.key));
  return new Set(keys.filter((k) => !known.has(k)));
}

/** Which of these product ids do not exist. */
export async function unknownProducts(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  return new Set(ids.filter((k) => !known.has(k)));
}

/** Replaces a recipe's linked products with these, in this order. */
export async function setRecipeProducts(
  trx: Db,
  recipeId: string,
  productIds: readonly string[],
): Promise<void> {
  const db = camel(trx);
  await db.deleteFrom('recipeProducts').where('recipeId', '=', recipeId).execute();
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('recipeProducts')
    .values(unique.map((productId, position) => ({ recipeId, productId, position })))
    .execute();
}

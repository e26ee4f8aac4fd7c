import { sql } from 'kysely';
import { RECIPE_PRODUCT_CHOICES } from '../../domain/recipes/list.ts';
import { RECIPE_PRODUCTS, RECIPE_TAGS, RECIPES } from '../../domain/recipes/resource.ts';
import type { Recipe, RecipeProduct } from '../../domain/recipes/schema.ts';
import { RecipeCreate } from '../../domain/recipes/schema.ts';
import { cellsHandler } from '../cells/handler.ts';
import { NO_LIVE } from '../cells/record.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { type CamelRow, camel } from '../db/camel.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { createHandler, listHandler, readHandler, updateHandler } from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';
import { RECIPE_CELLS_ADAPTER } from './cells.ts';
import { recipeSnapshot, recipeValues } from './map.ts';
import { findRecipe, recipesSource, recipeTags, setRecipeProducts } from './queries.ts';
import { checkRecipe, checkReferences, sanitized } from './rules.ts';
import { RECIPE_UPDATE } from './update.ts';

const record = { param: 'recipeId', find: findRecipe };

type ChoiceRow = Pick<CamelRow<'products'>, 'id' | 'productId' | 'nameEn' | 'nameZh' | 'status'>;
/** The product picker: products not discontinued, by either name or their product number. */
const productChoices: ListSource<ChoiceRow, RecipeProduct> = {
  def: defineList(
    RECIPE_PRODUCT_CHOICES,
    {
      name: {
        expr: sql.ref('p.name_en'),
        alsoSearch: [sql.ref('p.name_zh'), sql.ref('p.product_id')],
        sortBy: sql`lower(p.name_en)`,
        notNull: true,
      },
      id: 'p.id',
    },
    'p.id',
  ),
  from: sql`products p`,
  where: [sql`p.status <> 'discontinued'`],
  select: sql`p.id, p.product_id, p.name_en, p.name_zh, p.status`,
  camel: true,
  map: ({ nameEn, nameZh, ...r }) => ({ ...r, name: { en: nameEn, zh: nameZh } }),
};

/** Recipes: list, read, create, edit; the tag dictionary; the product picker. */
export function recipeRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, RECIPES, {
    list: listHandler(recipesSource),
    one: readHandler(db, record),
    create: createHandler(db, {
      ...record,
      entity: 'recipe',
      schema: RecipeCreate,
      snapshot: recipeSnapshot,
      check: (_, body) => checkRecipe(body),
      insert: async (trx, raw) => {
        const body = sanitized(raw);
        await checkReferences(trx, body);
        const { id } = await camel(trx)
          .insertInto('recipes')
          .values(recipeValues(body))
          .returning('id')
          .executeTakeFirstOrThrow();
        await setRecipeProducts(trx, id, body.products);
        return (await findRecipe(trx, id)) as Recipe;
      },
    }),
    update: updateHandler(db, RECIPE_UPDATE),
    cells: cellsHandler(db, NO_LIVE, RECIPES.ops.cells, RECIPE_CELLS_ADAPTER),
  });
  serve(app, RECIPE_TAGS, { list: () => recipeTags(db) });
  serve(app, RECIPE_PRODUCTS, { list: listHandler(productChoices) });
}

export default recipeRoutes satisfies AreaRoutes;

import { sql } from 'kysely';
import { type Recipe, RecipeUpdate } from '../../domain/recipes/schema.ts';
import { camel } from '../db/camel.ts';
import type { WriteSpec } from '../resources/crud.ts';
import { recipeSnapshot, recipeValues } from './map.ts';
import { findRecipe, setRecipeProducts } from './queries.ts';
import { checkRecipe, checkReferences, sanitized } from './rules.ts';

/**
 * The recipe's edit (PUT /api/recipes/{id}): the form's rules (descriptions not empty once
 * sanitised, media types, known tags and products, stored files), publish and unpublish audited as
 * such. The cells of the list save through it too (./cells.ts).
 */
export const RECIPE_UPDATE: WriteSpec<typeof RecipeUpdate, Recipe> = {
  param: 'recipeId',
  find: findRecipe,
  entity: 'recipe',
  schema: RecipeUpdate,
  snapshot: recipeSnapshot,
  check: (_, body) => checkRecipe(body),
  action: (before, after) =>
    before.status === after.status ? 'update' : after.status === 'available' ? 'publish' : 'unpublish',
  update: async (trx, before, raw) => {
    const body = sanitized(raw);
    await checkReferences(trx, body);
    await camel(trx)
      .updateTable('recipes')
      .set((eb) => ({ ...recipeValues(body), version: eb('version', '+', 1), updatedAt: sql`now()` }))
      .where('id', '=', before.id)
      .execute();
    await setRecipeProducts(trx, before.id, body.products);
    return (await findRecipe(trx, before.id)) as Recipe;
  },
};

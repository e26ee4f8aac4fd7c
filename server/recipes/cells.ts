import { RECIPE_CELLS } from '../../domain/recipes/cells.ts';
import type { Recipe } from '../../domain/recipes/schema.ts';
import { recordCells } from '../cells/record.ts';
import { findRecipe } from './queries.ts';
import { RECIPE_UPDATE } from './update.ts';

/** The form's body of a recipe: the record with its products by id, less what the server keeps. */
function recipeBody(r: Recipe): Record<string, unknown> {
  const { id: _i, version: _v, createdAt: _c, updatedAt: _u, products, ...body } = r;
  return { ...body, products: products.map((p) => p.id) };
}

/**
 * The recipes list's cells (domain/recipes/cells.ts) saved by the recipe's edit: its rules, the
 * version, the audit entry (publish, unpublish, update). The list row is the record.
 */
export const RECIPE_CELLS_ADAPTER = recordCells({
  def: RECIPE_CELLS,
  spec: RECIPE_UPDATE,
  row: (db, id) => findRecipe(db, id),
  body: recipeBody,
});

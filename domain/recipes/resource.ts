import * as v from 'valibot';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { RECIPE_ROLES } from '../role-groups.ts';
import { RecipeAnswer, RecipeCellsAnswer, RecipeProductAnswer, RecipeTagsAnswer } from './answers.ts';
import { RECIPE_CELLS } from './cells.ts';
import { RECIPE_PRODUCT_CHOICES, RECIPES_LIST } from './list.ts';
import { RecipeCreate, RecipeUpdate } from './schema.ts';

/**
 * Recipes (docs/recipes.md; the designer is one of the recipe roles). Shared by every community
 * (the community tag group is a label, not a scope): not scoped.
 */
export const RECIPES = defineResource({
  key: 'recipes',
  entity: 'recipe',
  ops: {
    list: {
      response: v.array(RecipeAnswer),
      method: 'GET',
      path: '/api/recipes',
      access: RECIPE_ROLES,
      list: RECIPES_LIST,
    },
    one: { response: RecipeAnswer, method: 'GET', path: '/api/recipes/:recipeId', access: RECIPE_ROLES },
    create: {
      response: RecipeAnswer,
      status: 201,
      method: 'POST',
      path: '/api/recipes',
      access: RECIPE_ROLES,
      body: RecipeCreate,
      idempotent: true,
    },
    update: {
      response: RecipeAnswer,
      method: 'PUT',
      path: '/api/recipes/:recipeId',
      access: RECIPE_ROLES,
      body: RecipeUpdate,
    },
    // cells typed on the recipes list (docs/spreadsheet.md), each row saved by the edit above
    cells: {
      summary: 'Saves cells typed on the recipes list, each row on its own',
      response: RecipeCellsAnswer,
      method: 'POST',
      path: '/api/recipes/cells',
      access: cellRoles(RECIPE_CELLS),
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: {
    list: {
      path: '/recipes',
      roles: RECIPE_ROLES,
      page: 'features/recipes/RecipesList',
      menu: { label: 'menu.recipes', icon: 'book', order: 110 },
    },
    create: {
      path: '/recipes/create',
      roles: RECIPE_ROLES,
      page: 'features/recipes/RecipeForm',
      palette: { label: 'palette.createRecipe', icon: 'add' },
    },
    edit: { path: '/recipes/:recipeId', roles: RECIPE_ROLES, page: 'features/recipes/RecipeForm' },
  },
});

/** The tag dictionary, per group (GET /recipe-tags). */
export const RECIPE_TAGS = defineResource({
  key: 'recipe-tags',
  ops: {
    list: { method: 'GET', path: '/api/recipe-tags', access: RECIPE_ROLES, response: RecipeTagsAnswer },
  },
});

/**
 * The recipe form's product picker. The products area serves its own list to its own roles; this
 * search answers only what a linked product shows (id, number, names, status) to the recipe roles,
 * designer included.
 */
export const RECIPE_PRODUCTS = defineResource({
  key: 'recipe-products',
  ops: {
    list: {
      response: v.array(RecipeProductAnswer),
      method: 'GET',
      path: '/api/recipe-products',
      access: RECIPE_ROLES,
      list: RECIPE_PRODUCT_CHOICES,
    },
  },
});

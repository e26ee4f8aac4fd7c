import type { ListSpec } from '../list-protocol.ts';
import { STATUS } from '../schemas/common.ts';

/**
 * GET /api/recipes (page 80, newest first). `name` matches either
 * language; `tag` keeps recipes carrying that tag key; `status` is published or not.
 */
export const RECIPES_LIST: ListSpec = {
  resource: 'recipes',
  filters: {
    name: { kind: 'text' },
    status: { kind: 'eq', type: 'string', values: STATUS },
    pinTop: { kind: 'eq', type: 'bool' },
    tag: { kind: 'eq', type: 'string' },
  },
  sorts: ['name', 'preparationTime', 'calories', 'pinTop', 'status', 'createdAt', 'updatedAt'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};

/** GET /api/recipe-products: the product picker's search (English or Chinese name, product id). */
export const RECIPE_PRODUCT_CHOICES: ListSpec = {
  resource: 'recipe-products',
  filters: { name: { kind: 'text' }, id: { kind: 'eq', type: 'uuid' } },
  sorts: ['name'],
  defaultSort: ['name', 'ASC'],
  maxPage: 50,
};

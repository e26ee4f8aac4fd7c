import { ACTIONS } from '../actions.ts';
import { PRODUCTS_LIST } from '../lists/products.ts';
import { defineResource } from '../resource.ts';
import { ALL } from '../role-groups.ts';
import { ProductCreate, ProductUpdate } from '../schemas/product.ts';
import { PRODUCTS_SCREENS } from '../screens.ts';

/**
 * Products (part 2 §2, §3, §5, §6, §7). The catalogue is not a community's: every member reads it;
 * the product editors write it. Analytics count orders, which are community rows: scoped.
 */
export const PRODUCTS = defineResource({
  key: 'products',
  entity: 'product',
  ops: {
    all: { method: 'GET', path: '/api/products', access: ALL },
    list: { method: 'GET', path: '/api/products/details', access: ALL, list: PRODUCTS_LIST },
    types: { method: 'GET', path: '/api/product-types', access: ALL },
    one: { method: 'GET', path: '/api/products/:productId', access: ALL },
    create: { method: 'POST', path: '/api/products', access: ACTIONS['product.create'], body: ProductCreate },
    update: {
      method: 'PUT',
      path: '/api/products/:productId',
      access: ACTIONS['product.edit'],
      body: ProductUpdate,
    },
    analytics: {
      method: 'GET',
      path: '/api/products/:productId/analytics',
      access: ACTIONS['product.analytics'],
      scoped: true,
    },
  },
  screens: PRODUCTS_SCREENS,
});

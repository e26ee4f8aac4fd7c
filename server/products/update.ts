import { type Product, ProductUpdate } from '../../domain/products/schema.ts';
import type { WriteSpec } from '../resources/crud.ts';
import { productSnapshot } from './map.ts';
import { findProduct, writeProduct } from './queries.ts';

/**
 * The product's edit (PUT /api/products/{id}): an existing supplier, the duplicate English name of
 * an available product (409), its own files; a status change is audited as discontinue or
 * reactivate. The cells of the list save through it too (./cells.ts).
 */
export const PRODUCT_UPDATE: WriteSpec<typeof ProductUpdate, Product> = {
  param: 'productId',
  find: findProduct,
  entity: 'product',
  schema: ProductUpdate,
  snapshot: productSnapshot,
  action: (before, after) =>
    before.status === after.status
      ? 'update'
      : after.status === 'discontinued'
        ? 'discontinue'
        : 'reactivate',
  update: (trx, before, body, caller) => writeProduct(trx, body, caller.id, before.id),
};

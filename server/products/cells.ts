import { PRODUCT_CELLS } from '../../domain/products/cells.ts';
import { PRODUCT_EXISTS_MSG, type Product } from '../../domain/products/schema.ts';
import { recordCells } from '../cells/record.ts';
import { conflict, HttpError } from '../errors.ts';
import { findProductRow } from './queries.ts';
import { PRODUCT_UPDATE } from './update.ts';

/** The form's body of a product: the record with its supplier and type by name, less what the server keeps. */
function productBody(p: Product): Record<string, unknown> {
  const {
    id: _i,
    productId: _p,
    version: _v,
    createdAt: _c,
    updatedAt: _u,
    supplier,
    productType,
    ...body
  } = p;
  // the category is the type's whatever the body says (server/products/queries.ts)
  return { ...body, supplier: supplier.id, productType: productType.name, category: null };
}

/**
 * The products list's cells (domain/products/cells.ts) saved by the product's edit: the form's
 * schema, an existing supplier, the version, the audit entry (update, discontinue, reactivate).
 * A product set back to available whose English name another available product has is refused
 * on the status cell that asked it (409 'Product already exists').
 */
export const PRODUCT_CELLS_ADAPTER = recordCells({
  def: PRODUCT_CELLS,
  spec: PRODUCT_UPDATE,
  row: findProductRow,
  body: productBody,
  refusal: (e, set) =>
    e instanceof HttpError && e.fields?.['name.en'] === PRODUCT_EXISTS_MSG && 'status' in set
      ? conflict({ status: PRODUCT_EXISTS_MSG }, PRODUCT_EXISTS_MSG)
      : e,
});

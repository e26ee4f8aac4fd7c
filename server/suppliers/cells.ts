import { SUPPLIER_CELLS } from '../../domain/suppliers/cells.ts';
import type { Supplier } from '../../domain/suppliers/schema.ts';
import { recordCells } from '../cells/record.ts';
import { findSupplier } from './queries.ts';
import { SUPPLIER_UPDATE } from './update.ts';

/** The form's body of a supplier: the record less what the server keeps. */
function supplierBody(s: Supplier): Record<string, unknown> {
  const { id: _i, version: _v, createdAt: _c, updatedAt: _u, counts: _n, ...body } = s;
  return body;
}

/**
 * The suppliers list's cells (domain/suppliers/cells.ts) saved by the supplier's edit: the
 * duplicate name (409 naming `name`), the version, the audit entry. The list row is the record,
 * as the editors' list shows it (only editors reach the call).
 */
export const SUPPLIER_CELLS_ADAPTER = recordCells({
  def: SUPPLIER_CELLS,
  spec: SUPPLIER_UPDATE,
  row: (db, id) => findSupplier(db, id),
  body: supplierBody,
});

import { SUPPLIERS } from '../../domain/suppliers/resource.ts';
import { type Supplier, SupplierUpdate } from '../../domain/suppliers/schema.ts';
import { claimFiles } from '../files/references.ts';
import type { WriteSpec } from '../resources/crud.ts';
import { supplierSnapshot } from './map.ts';
import { assertAreaKnown, assertNameFree, findSupplier, updateSupplier } from './queries.ts';

/**
 * The supplier's edit (PUT /api/suppliers/{id}): the name free of duplicates ignoring case (the
 * supplier itself excluded), a known area, its own finance files. The cells of the list save
 * through it too (./cells.ts).
 */
export const SUPPLIER_UPDATE: WriteSpec<typeof SupplierUpdate, Supplier> = {
  param: 'supplierId',
  find: findSupplier,
  entity: SUPPLIERS.entity,
  schema: SupplierUpdate,
  snapshot: supplierSnapshot,
  update: async (trx, before, body, caller) => {
    await assertNameFree(trx, body.name, before.id);
    await assertAreaKnown(trx, body.addressArea);
    await claimFiles(trx, 'finance-information', body.financeInformation, 'financeInformation', {
      by: caller.id,
      held: before.financeInformation,
    });
    return updateSupplier(trx, before.id, body);
  },
};

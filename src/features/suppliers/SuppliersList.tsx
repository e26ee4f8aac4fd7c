import { screenUrl } from '../../../domain/resource.ts';
import { SUPPLIERS } from '../../../domain/suppliers/resource.ts';
import { SUPPLIER_STATUSES, SUPPLIER_TYPES, type Supplier } from '../../../domain/suppliers/schema.ts';
import { keyIn } from '../../../locales/keys.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { suppliersGrid } from '../../grids/suppliers.ts';

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'name', labelKey: 'suppliers.searchName' },
  {
    kind: 'select',
    field: 'type',
    labelKey: 'suppliers.type',
    options: SUPPLIER_TYPES.map((v) => ({ value: v, labelKey: keyIn('suppliers.types', v) })),
  },
  {
    kind: 'select',
    field: 'status',
    labelKey: 'suppliers.status',
    options: SUPPLIER_STATUSES.map((v) => ({ value: v, labelKey: keyIn('suppliers.statuses', v) })),
  },
];

/**
 * /suppliers: every role but the designer sees the list; the create button follows
 * `supplier.create` and rows open the record only for the roles that may (ListPage asks canOpen).
 */
export default function SuppliersList() {
  return (
    <ListPage<Supplier>
      grid={suppliersGrid}
      titleKey="suppliers.title"
      filters={FILTERS}
      rowLink={(s) => screenUrl(SUPPLIERS.screens.edit, { supplierId: s.id })}
      create={{ action: 'supplier.create', to: SUPPLIERS.screens.create.path, labelKey: 'suppliers.create' }}
      exportName="suppliers"
    />
  );
}

import { apiUrl } from '../../domain/resource.ts';
import { SUPPLIER_CELLS } from '../../domain/suppliers/cells.ts';
import { SUPPLIERS_LIST } from '../../domain/suppliers/list.ts';
import { SUPPLIERS } from '../../domain/suppliers/resource.ts';
import type { Supplier } from '../../domain/suppliers/schema.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/**
 * Suppliers list (docs/catalogue.md, "Suppliers"): name, type, main contact, phone, payment term, the
 * percentage that applies to the type (VAT for direct sales, commission for services), status, creation.
 */
export const suppliersGrid: GridDef<Supplier> = {
  path: apiUrl(SUPPLIERS.ops.list, {}),
  spec: SUPPLIERS_LIST,
  cells: SUPPLIER_CELLS,
  cellsPath: apiUrl(SUPPLIERS.ops.cells, {}),
  // members know a supplier by its name, not by its internal id: the save messages say it
  rowName: (s) => s.name,
  columns: (t) => {
    const cell = cellTypes(t);
    return [
      { colId: 'name', field: 'name', headerName: t('suppliers.name'), pinned: 'left', minWidth: 220 },
      {
        colId: 'type',
        field: 'type',
        headerName: t('suppliers.type'),
        ...cell.label('suppliers.types'),
      },
      {
        colId: 'firstContact',
        headerName: t('suppliers.firstContact'),
        sortable: false,
        valueGetter: (p) => p.data?.contacts[0]?.contactName ?? '',
      },
      { colId: 'phone', field: 'phone', headerName: t('suppliers.phone'), sortable: false },
      {
        colId: 'paymentTerm',
        field: 'paymentTerm',
        headerName: t('suppliers.paymentTerm'),
        ...cell.label('suppliers.paymentTerms'),
      },
      {
        colId: 'vat',
        field: 'vat',
        headerName: t('suppliers.vat'),
        valueGetter: (p) => (p.data?.type === 'direct_sales' ? p.data.vat : null),
        ...cell.percent,
      },
      {
        colId: 'commission',
        field: 'commission',
        headerName: t('suppliers.commission'),
        valueGetter: (p) => (p.data?.type === 'services' ? p.data.commission : null),
        ...cell.percent,
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('suppliers.status'),
        ...cell.label('suppliers.statuses'),
      },
      {
        colId: 'createdAt',
        field: 'createdAt',
        headerName: t('suppliers.createdAt'),
        ...cell.day,
      },
    ];
  },
};

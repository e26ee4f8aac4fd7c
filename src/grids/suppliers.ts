import { SUPPLIER_CELLS } from '../../domain/cells/suppliers.ts';
import { formatDate } from '../../domain/dates.ts';
import { SUPPLIERS_LIST } from '../../domain/lists/suppliers.ts';
import { apiUrl } from '../../domain/resource.ts';
import { SUPPLIERS } from '../../domain/resources/suppliers.ts';
import type { Supplier } from '../../domain/schemas/supplier.ts';
import { keyIn } from '../../locales/keys.ts';
import type { GridDef } from './types.ts';

const percent = (v: unknown) => (typeof v === 'number' ? `${v} %` : '');

/**
 * Suppliers list (part 2 §2, §3): name, type, main contact, phone, payment term, the percentage
 * that applies to the type (VAT for direct sales, commission for services), status, creation.
 */
export const suppliersGrid: GridDef<Supplier> = {
  path: apiUrl(SUPPLIERS.ops.list, {}),
  spec: SUPPLIERS_LIST,
  cells: SUPPLIER_CELLS,
  cellsPath: apiUrl(SUPPLIERS.ops.cells, {}),
  columns: (t) => [
    { colId: 'name', field: 'name', headerName: t('suppliers.name'), pinned: 'left', minWidth: 220 },
    {
      colId: 'type',
      field: 'type',
      headerName: t('suppliers.type'),
      valueFormatter: (p) => (p.value ? t(keyIn('suppliers.types', p.value)) : ''),
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
      valueFormatter: (p) => (p.value ? t(keyIn('suppliers.paymentTerms', p.value)) : ''),
    },
    {
      colId: 'vat',
      field: 'vat',
      headerName: t('suppliers.vat'),
      type: 'rightAligned',
      valueGetter: (p) => (p.data?.type === 'direct_sales' ? p.data.vat : null),
      valueFormatter: (p) => percent(p.value),
    },
    {
      colId: 'commission',
      field: 'commission',
      headerName: t('suppliers.commission'),
      type: 'rightAligned',
      valueGetter: (p) => (p.data?.type === 'services' ? p.data.commission : null),
      valueFormatter: (p) => percent(p.value),
    },
    {
      colId: 'status',
      field: 'status',
      headerName: t('suppliers.status'),
      valueFormatter: (p) => (p.value ? t(keyIn('suppliers.statuses', p.value)) : ''),
    },
    {
      colId: 'createdAt',
      field: 'createdAt',
      headerName: t('suppliers.createdAt'),
      valueFormatter: (p) => (p.value ? formatDate(p.value) : ''),
    },
  ],
};

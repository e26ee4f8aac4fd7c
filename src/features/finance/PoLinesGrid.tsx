import { type ColDef, ModuleRegistry, PaginationModule, PinnedRowModule } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';
import type { PurchaseOrderLine, PurchaseOrderRecord } from '../../../domain/purchase-orders/list.ts';
import { gridLocaleText } from '../../components/gridLocale.ts';
import { gridTheme } from '../../components/ListPage/agGrid.ts';

ModuleRegistry.registerModules([PaginationModule, PinnedRowModule]);

type Row = Partial<PurchaseOrderLine> & { label?: string };
const money = (v: unknown) => (typeof v === 'number' ? formatYuan(v) : '');

/**
 * The lines of a purchase order (/finance/{id}): 80 a page, a pinned totals row of
 * quantity, VAT amount and total value (the order's stored totals, which are the lines' sums).
 */
export function PoLinesGrid({ po }: { po: PurchaseOrderRecord }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<ColDef<Row>[]>(
    () => [
      {
        colId: 'product',
        headerName: t('purchaseOrder.product'),
        valueGetter: (p) =>
          p.data?.label ??
          (p.data?.product
            ? `${p.data.product.productId} · ${p.data.product.name[i18n.language === 'zh' ? 'zh' : 'en']}`
            : ''),
        flex: 2,
        minWidth: 240,
      },
      { field: 'quantity', headerName: t('purchaseOrder.quantity'), type: 'rightAligned', flex: 1 },
      {
        field: 'unitPrice',
        headerName: t('purchaseOrder.unitPrice'),
        valueFormatter: (p) => money(p.value),
        type: 'rightAligned',
        flex: 1,
      },
      {
        field: 'vatPercentage',
        headerName: t('purchaseOrder.vatPercentage'),
        valueFormatter: (p) => (typeof p.value === 'number' ? `${p.value} %` : ''),
        type: 'rightAligned',
        flex: 1,
      },
      {
        field: 'vatAmount',
        headerName: t('purchaseOrder.vatAmount'),
        valueFormatter: (p) => money(p.value),
        type: 'rightAligned',
        flex: 1,
      },
      {
        field: 'totalPrice',
        headerName: t('purchaseOrder.totalPrice'),
        valueFormatter: (p) => money(p.value),
        type: 'rightAligned',
        flex: 1,
      },
    ],
    [t, i18n.language],
  );
  const totals: Row[] = [
    {
      label: t('purchaseOrder.totals'),
      quantity: po.quantity,
      vatAmount: po.vatAmount,
      totalPrice: po.totalExVat,
    },
  ];
  return (
    <div className="cpt-grid cpt-po-lines" data-testid="po-lines">
      <AgGridReact<Row>
        key={i18n.language}
        theme={gridTheme}
        rowData={po.lines}
        columnDefs={columns}
        pinnedBottomRowData={totals}
        pagination
        paginationPageSize={80}
        paginationPageSizeSelector={false}
        localeText={gridLocaleText(i18n.language, t)}
        getRowId={(p) => p.data.id ?? 'totals'}
        defaultColDef={{ resizable: true, sortable: false, minWidth: 90 }}
        getRowClass={(p) => (p.node.rowPinned ? 'cpt-po-totals-row' : undefined)}
      />
    </div>
  );
}

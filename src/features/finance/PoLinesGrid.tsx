import {
  type ColDef,
  type GridApi,
  ModuleRegistry,
  PaginationModule,
  PinnedRowModule,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';
import type { PurchaseOrderLine, PurchaseOrderRecord } from '../../../domain/purchase-orders/list.ts';
import { useShortcutHelp } from '../../app/shortcuts.ts';
import { gridLocaleText } from '../../components/gridLocale.ts';
import { gridTheme, tabOutOfGrid } from '../../components/ListPage/agGrid.ts';
import { copyCells } from '../../components/ListPage/editing/cellCopy.ts';
import { tabPastGrid } from '../../components/ListPage/tabPastGrid.ts';

ModuleRegistry.registerModules([PaginationModule, PinnedRowModule]);

type Row = Partial<PurchaseOrderLine> & { label?: string };
const GROUP = 'shortcuts.groups.list';
const PAGE = 80;
const money = (v: unknown) => (typeof v === 'number' ? formatYuan(v) : '');

/**
 * The lines of a purchase order (/finance/{id}): 80 a page, a pinned totals row of
 * quantity, VAT amount and total value (the order's stored totals, which are the lines' sums).
 * The keys of a list that make sense on lines that are only read (docs/keyboard.md): `g` to the
 * first cell (bound by the page: `onShown` says when the rows are drawn), the arrows, Tab out of
 * the grid, Ctrl+C. Nothing is edited, selected or opened here:
 * the lines are changed in the purchase order's form.
 */
export function PoLinesGrid({
  po,
  onShown,
}: {
  po: PurchaseOrderRecord;
  onShown: (api: GridApi | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [api, setApi] = useState<GridApi<Row> | null>(null);
  useShortcutHelp(['tab', 'shift+tab'], 'cells.shortcuts.leaveGrid', GROUP);
  useShortcutHelp(['up', 'down', 'left', 'right'], 'shortcuts.moveRows', GROUP);
  useShortcutHelp(['mod+c'], 'cells.shortcuts.copy', GROUP);
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
    // biome-ignore lint/a11y/noStaticElementInteractions: Tab leaving the lines, caught as it bubbles from their cells
    <div
      className="cpt-grid cpt-po-lines"
      data-testid="po-lines"
      onKeyDown={tabPastGrid}
      onCopy={(e) => copyCells(e, api, undefined)}
    >
      <AgGridReact<Row>
        key={i18n.language}
        theme={gridTheme}
        rowData={po.lines}
        columnDefs={columns}
        pinnedBottomRowData={totals}
        // the pager only when there is a second page: its disabled buttons would be where Tab
        // lands on leaving the lines
        pagination={po.lines.length > PAGE}
        paginationPageSize={PAGE}
        paginationPageSizeSelector={false}
        localeText={gridLocaleText(i18n.language, t)}
        getRowId={(p) => p.data.id ?? 'totals'}
        defaultColDef={{ resizable: true, sortable: false, minWidth: 90 }}
        getRowClass={(p) => (p.node.rowPinned ? 'cpt-po-totals-row' : undefined)}
        tabToNextCell={tabOutOfGrid}
        onGridReady={(e) => {
          setApi(e.api);
          // no lines: no data to draw, and a waiting `g` has nowhere to go
          if (po.lines.length === 0) onShown(e.api);
        }}
        // `g` (bound by the page, which is there before its lines) lands once the rows are drawn
        onFirstDataRendered={(e) => onShown(e.api)}
        onGridPreDestroyed={() => {
          setApi(null);
          onShown(null);
        }}
      />
    </div>
  );
}

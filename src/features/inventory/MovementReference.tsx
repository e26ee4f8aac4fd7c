import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { canOpen } from '../../../domain/routes.ts';
import type { StockMovementRow } from '../../../domain/stock/views.ts';
import { userAtom } from '../../app/session.ts';

/**
 * A movement's order or purchase order, as a link where the reader may open it. Orders that move
 * warehouse stock are the daily (direct) sales (docs/inventory.md), whose screen is the daily
 * order's; a purchase order opens under /finance.
 */
export function MovementReference({ data, value }: ICellRendererParams<StockMovementRow>) {
  const user = useAtomValue(userAtom);
  if (!data) return null;
  // the column's text (src/grids/stock.ts), which the CSV export also writes
  const text = String(value ?? '');
  const to = data.customerOrder
    ? screenUrl(ORDERS.screens.editDaily, { orderId: data.customerOrder.id })
    : data.purchaseOrder
      ? `/finance/${data.purchaseOrder.id}`
      : null;
  if (!to || !user || !canOpen(user.role, to)) return <span>{text}</span>;
  return <Link to={to}>{text}</Link>;
}

import { Button, Tooltip } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_FIELD_LABELS,
  FIELD_NOT_FILLED_MSG,
  firstMissingCustomerField,
} from '../../../domain/orders/entry.ts';
import { type LiveGridContext, rowCancellable, rowEditable } from './columns.ts';
import type { LiveRow } from './rows.ts';

/** Page callbacks the row buttons reach through the grid context. */
export interface RowActions {
  askCancel: (row: LiveRow) => void;
  createCustomer: (row: LiveRow) => void;
  /** alt+h: the order's history (who changed what, when) */
  history: (row: LiveRow) => void;
}

/** The cancel icon, and "create customer" on a walk-in order ('{field} not filled' until it can). */
export function ActionsCell({
  data,
  context,
}: ICellRendererParams<LiveRow, unknown, LiveGridContext & RowActions>) {
  const { t } = useTranslation();
  if (!data || data._kind || !rowCancellable(data, context)) return null;
  const editable = rowEditable(data, context);
  const a = data.customerAddress;
  const missing = data.customer
    ? null
    : firstMissingCustomerField({
        customerName: data.customerName,
        phone: a?.phone,
        detailedAddress: a?.detailedAddress,
        city: a?.city,
        area: a?.area,
      });
  return (
    <span className="cpt-live-actions">
      {editable && !data.customer && (
        <Tooltip
          content={
            missing
              ? t(FIELD_NOT_FILLED_MSG, { field: t(CUSTOMER_FIELD_LABELS[missing]) })
              : t('live.createCustomer')
          }
        >
          <Button
            size="small"
            variant="minimal"
            icon="new-person"
            tabIndex={-1}
            aria-label={t('live.createCustomer')}
            disabled={!!missing}
            onClick={() => context.createCustomer(data)}
          />
        </Tooltip>
      )}
      {data.status === 'available' && (
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          icon="cross-circle"
          tabIndex={-1}
          aria-label={t('live.cancelOrder')}
          title={t('live.cancelOrder')}
          onClick={() => context.askCancel(data)}
        />
      )}
    </span>
  );
}

import { Button } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderRecord, PurchaseOrderRow } from '../../../domain/purchase-orders/list.ts';
import { PURCHASE_ORDERS } from '../../../domain/purchase-orders/resource.ts';
import { canMarkPaid } from '../../../domain/purchase-orders/rules.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { userAtom } from '../../app/session.ts';
import { toastError } from '../../app/toaster.ts';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { preconfirm } from '../../components/ListPage/editing/preconfirmed.ts';
import { rowSaved } from '../../components/ListPage/editing/rowSaved.ts';
import { saveBlob } from './download.ts';
import { invoiceCsv } from './invoiceCsv.ts';

/**
 * Mark paid ('payment done', 'sure to validate payment'; disabled once paid) and the CSV. The
 * payment is the invoice's payment status cell set to paid (domain/purchase-orders/cells.ts):
 * saved by the grid with the row's other typed cells, so a bank transfer id typed just before
 * goes with the payment in the same save, marked and answered as any cell's.
 */
export function InvoiceActions({ data, node, context }: ICellRendererParams<PurchaseOrderRow>) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  if (!data) return null;
  const download = async () => {
    try {
      // the file is the stored invoice: a cell typed on its row is saved first
      await rowSaved(context, data.id);
      const inv = await api
        .get(apiUrl(PURCHASE_ORDERS.ops.one, { poId: data.id }))
        .json<PurchaseOrderRecord>();
      const lang = i18n.language === 'zh' ? 'zh' : 'en';
      saveBlob(
        new Blob([invoiceCsv(inv, t, lang)], { type: 'text/csv;charset=utf-8' }),
        `invoice-${inv.poId}-${inv.date}.csv`,
      );
    } catch (e) {
      toastError(errorMessage(e, t, i18n.exists));
    }
  };
  return (
    <span className="cpt-row-actions">
      <ConfirmButton
        size="small"
        textKey="finance.services.markPaid"
        questionKey="finance.services.sureToValidate"
        confirmKey="finance.services.paymentDone"
        icon="dollar"
        intent="success"
        disabled={!user || !canMarkPaid(data.payment_status, user.role)}
        onConfirm={async () => {
          // asked here in the spec's words: the cell does not ask again
          preconfirm(data.id, 'payment_status');
          node.setDataValue('payment_status', 'paid');
        }}
      />
      <Button size="small" icon="download" variant="outlined" onClick={() => void download()}>
        {t('finance.services.download')}
      </Button>
    </span>
  );
}

import { Button, ButtonGroup, Card, H1, Tag } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { formatYuan } from '../../../domain/money.ts';
import type { PurchaseOrderRecord } from '../../../domain/purchase-orders/list.ts';
import { PURCHASE_ORDERS } from '../../../domain/purchase-orders/resource.ts';
import { canMarkPaid, canReceive } from '../../../domain/purchase-orders/rules.ts';
import { apiUrl, screenUrl } from '../../../domain/resource.ts';
import { keyIn } from '../../../locales/keys.ts';
import { errorMessage } from '../../api/errors.ts';
import { saveRecord } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { backToList } from '../../app/lastList.ts';
import { userAtom } from '../../app/session.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { HistoryDrawer } from '../../components/FormPage/HistoryDrawer.tsx';
import { useFirstCellKey } from '../../components/ListPage/firstCellKey.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { downloadFrom } from './download.ts';
import { PoLinesGrid } from './PoLinesGrid.tsx';
import './finance.css';

/**
 * /finance/{id}: supplier and date, Edit while pending and unpaid, Mark received
 * and Mark paid behind their confirmations (paid disabled for logistic and once paid), the PDF in
 * English or Chinese, the lines with their totals row.
 */
export default function PurchaseOrderPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const record = useRecord<PurchaseOrderRecord>(apiUrl(PURCHASE_ORDERS.ops.one, { poId: id! }));
  // back to the list it was opened from: purchase orders and invoices, or direct sales
  const { finance, directSales } = PURCHASE_ORDERS.screens;
  const back = backToList([finance.path, directSales.path], directSales.path);
  // reception and payment happen here, and lock the edit page: their history is read here too
  const [historyOpen, setHistoryOpen] = useState(false);
  // `g` to the lines from the moment the page opens: typed while the order loads, it waits for them
  const [lines, setLines] = useState<GridApi | null>(null);
  useFirstCellKey(lines, !!lines, 'shortcuts.groups.list');
  useShortcut('alt+h', () => setHistoryOpen(true), {
    labelKey: 'shortcuts.history',
    global: true,
    enabled: !!record.data,
  });
  // Escape goes back as on a form (not while a confirmation or the history drawer, which it closes, is up)
  useShortcut('escape', () => document.body.classList.contains('bp6-overlay-open') || navigate(back), {
    labelKey: 'form.back',
  });
  if (record.error || !record.data)
    return (
      <div className="cpt-page">
        {record.error ? <LoadError error={record.error} onRetry={record.retry} backTo={back} /> : null}
      </div>
    );
  const po = record.data;
  const role = user?.role;
  const change = async (
    body: Record<string, unknown>,
    done: 'purchaseOrder.received' | 'purchaseOrder.paid',
  ) => {
    try {
      await saveRecord(PURCHASE_ORDERS, po.id, { ...body, version: po.version });
      toastSuccess(t(done));
    } catch (e) {
      toastError(errorMessage(e, t, i18n.exists, 'purchaseOrder.errors.failed'));
    }
  };
  const editable =
    po.stock_status === 'pending' && po.payment_status === 'unpaid' && can(role, 'purchase.write');
  const pdf = (lang: 'en' | 'zh') =>
    void downloadFrom(
      apiUrl(PURCHASE_ORDERS.ops.pdf, { poId: po.id }, { lang }),
      `${po.poId}-${lang}.pdf`,
    ).catch((e) => toastError(errorMessage(e, t, i18n.exists)));
  return (
    <div className="cpt-page cpt-po-page">
      <div className="cpt-page-header">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t('form.back')}
          title={t('form.back')}
          onClick={() => void navigate(back)}
        />
        <H1 className="cpt-title">{t('purchaseOrder.detailTitle', { poId: po.poId })}</H1>
        <Tag intent={po.stock_status === 'received' ? 'success' : 'warning'} size="large">
          {t(keyIn('purchaseOrder.stockStatuses', po.stock_status))}
        </Tag>
        <Tag intent={po.payment_status === 'paid' ? 'success' : 'none'} size="large">
          {t(keyIn('purchaseOrder.paymentStatuses', po.payment_status))}
        </Tag>
      </div>
      <Card compact className="cpt-po-head">
        <dl>
          <dt>{t('purchaseOrder.supplier')}</dt>
          <dd data-testid="po-supplier">{po.supplier.name}</dd>
          <dt>{t('purchaseOrder.date')}</dt>
          <dd>{po.date}</dd>
          <dt>{t('purchaseOrder.dueDate')}</dt>
          <dd>{po.dueDate}</dd>
          <dt>{t('purchaseOrder.totalInclVat')}</dt>
          <dd>{formatYuan(po.totalSales)}</dd>
        </dl>
        <ButtonGroup className="cpt-po-actions">
          {editable && (
            <Button
              icon="edit"
              onClick={() => void navigate(screenUrl(PURCHASE_ORDERS.screens.edit, { id: po.id }))}
            >
              {t('purchaseOrder.edit')}
            </Button>
          )}
          <ConfirmButton
            textKey="purchaseOrder.markReceived"
            questionKey="purchaseOrder.confirmReceived"
            icon="box"
            intent="primary"
            disabled={!role || !canReceive(po.stock_status, role)}
            onConfirm={() => change({ stock_status: 'received' }, 'purchaseOrder.received')}
          />
          <ConfirmButton
            textKey="purchaseOrder.markPaid"
            questionKey="purchaseOrder.confirmPaid"
            icon="dollar"
            intent="success"
            disabled={!role || !canMarkPaid(po.payment_status, role)}
            onConfirm={() => change({ payment_status: 'paid' }, 'purchaseOrder.paid')}
          />
          <Button icon="document" onClick={() => pdf('en')}>
            {t('purchaseOrder.pdfEn')}
          </Button>
          <Button icon="document" onClick={() => pdf('zh')}>
            {t('purchaseOrder.pdfZh')}
          </Button>
          <Button icon="history" onClick={() => setHistoryOpen(true)} title="Alt+H">
            {t('history.open')}
          </Button>
        </ButtonGroup>
      </Card>
      <PoLinesGrid po={po} onShown={setLines} />
      {historyOpen && (
        <HistoryDrawer
          resource={PURCHASE_ORDERS.key}
          id={po.id}
          labels="purchaseOrder"
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </div>
  );
}

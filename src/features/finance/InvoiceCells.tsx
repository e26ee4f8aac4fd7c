import { Button, InputGroup } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../domain/actions.ts';
import type { PurchaseOrderRecord, PurchaseOrderRow } from '../../../domain/lists/finance.ts';
import { canMarkPaid } from '../../../domain/purchase-orders.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { OFFER_SERVICES, PURCHASE_ORDERS } from '../../../domain/resources/finance.ts';
import { api } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { invalidateResource, resourceOf } from '../../api/query.ts';
import { saveRecord } from '../../api/saveRecord.ts';
import { userAtom } from '../../app/session.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { saveBlob } from './download.ts';
import { invoiceCsv } from './invoiceCsv.ts';

/** Part 2 §9: the bank transfer id is saved 1500 ms after the last keystroke. */
export const BANK_ID_DEBOUNCE_MS = 1500;

/**
 * Bank transfer ids typed but not saved yet, by invoice: Mark paid sends it with the payment
 * (part 2 §7: the invoice payment carries the bank transfer id) rather than racing the debounce.
 */
const unsavedBank = new Map<string, string>();

/**
 * The editable bank transfer id of an invoice: saved on its own, debounced, without refetching
 * the row under the cursor (the list refreshes through the change feed).
 */
export function BankIdCell({ data }: ICellRendererParams<PurchaseOrderRow>) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const [text, setText] = useState(data?.bankTransferID ?? '');
  const saved = useRef(data?.bankTransferID ?? '');
  const save = useRef<(value: string) => Promise<void>>(async () => {});
  save.current = async (value: string) => {
    if (!data || value === saved.current) return;
    if (unsavedBank.get(data.id) !== value) {
      // the payment has carried it already
      saved.current = value;
      return;
    }
    try {
      await api.put(apiUrl(PURCHASE_ORDERS.ops.update, { poId: data.id }), {
        json: { bankTransferID: value, version: data.version },
      });
      saved.current = value;
      if (unsavedBank.get(data.id) === value) unsavedBank.delete(data.id);
      toastSuccess(t('finance.services.bankSaved'));
    } catch (e) {
      toastError(errorMessage(e, t, i18n.exists));
    }
  };
  const typed = useRef(text);
  typed.current = text;
  useEffect(() => {
    if (!data) return;
    // the row as the server has it now (a save, or the payment that carried the id)
    if (data.bankTransferID === text) saved.current = text;
    if (text === saved.current) {
      unsavedBank.delete(data.id);
      return;
    }
    unsavedBank.set(data.id, text);
    const id = window.setTimeout(() => void save.current(text), BANK_ID_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, data]);
  // leaving the tab or the page before the debounce fires must not drop what was typed
  useEffect(() => () => void save.current(typed.current), []);
  if (!data) return null;
  return (
    <InputGroup
      small
      className="cpt-bank-input"
      aria-label={`${t('finance.services.bankTransferID')} ${data.poId}`}
      value={text}
      disabled={!can(user?.role, 'purchase.markPaid')}
      onValueChange={setText}
      onKeyDown={(e) => e.stopPropagation()}
    />
  );
}

/** Mark paid ('payment done', 'sure to validate payment'; disabled once paid) and the CSV. */
export function InvoiceActions({ data }: ICellRendererParams<PurchaseOrderRow>) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  if (!data) return null;
  const download = async () => {
    try {
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
          try {
            const bank = unsavedBank.get(data.id);
            await saveRecord(PURCHASE_ORDERS, data.id, {
              payment_status: 'paid',
              version: data.version,
              ...(bank === undefined ? {} : { bankTransferID: bank }),
            });
            if (unsavedBank.get(data.id) === bank) unsavedBank.delete(data.id);
            void invalidateResource(resourceOf(apiUrl(OFFER_SERVICES.ops.list, {})));
            toastSuccess(t('purchaseOrder.paid'));
          } catch (e) {
            toastError(errorMessage(e, t, i18n.exists));
          }
        }}
      />
      <Button size="small" icon="download" variant="outlined" onClick={() => void download()}>
        {t('finance.services.download')}
      </Button>
    </span>
  );
}

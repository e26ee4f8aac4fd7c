import { Alert, Button, HTMLSelect } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { VOUCHERS } from '../../../domain/resources/vouchers.ts';
import { VOUCHER_STATUSES, type Voucher, type VoucherStatus } from '../../../domain/schemas/voucher.ts';
import { voucherMoves } from '../../../domain/service/vouchers.ts';
import { type VouchersGridContext, vouchersGrid } from '../../../grids/vouchers.ts';
import { keyIn } from '../../../locales/keys.ts';
import { api } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { invalidateResource } from '../../api/query.ts';
import { userAtom } from '../../app/session.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef, TabDef } from '../../components/ListPage/types.ts';

const TARGET = { validate: 'validated', decline: 'declined', cancel: 'ccl' } as const;

/**
 * A voucher's status, and for admin and super-admin its moves (part 2 §4): a pending voucher
 * has Validate and Decline; the status select offers ccl for a validated one, asked first since
 * ccl is final (and a select's arrow keys change it at once).
 */
function VoucherStatusCell({ data, value }: ICellRendererParams<Voucher>) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<VoucherStatus | null>(null);
  if (!data) return null;
  const moves = user ? voucherMoves(data, user.role).filter((m) => m in TARGET) : [];
  const label = (s: string) => t(keyIn('customers.voucherStatuses', s));
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      toastSuccess(t('form.saved'));
    } catch (e) {
      toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    } finally {
      setBusy(false);
      void invalidateResource(VOUCHERS.key);
    }
  };
  // the version on screen: a row showing an older voucher moves nothing (409)
  const at = { version: data.version };
  if (moves.length === 0) return <span>{label(String(value))}</span>;
  if (data.status === 'pending')
    return (
      <span className="cpt-cell-buttons">
        <Button
          size="small"
          intent="success"
          loading={busy}
          onClick={() => run(() => api.post(apiUrl(VOUCHERS.ops.validate, { id: data.id }), { json: at }))}
        >
          {t('vouchers.validate')}
        </Button>
        <Button
          size="small"
          intent="danger"
          variant="outlined"
          disabled={busy}
          onClick={() => run(() => api.post(apiUrl(VOUCHERS.ops.decline, { id: data.id }), { json: at }))}
        >
          {t('vouchers.decline')}
        </Button>
      </span>
    );
  const options: VoucherStatus[] = [data.status, ...moves.map((m) => TARGET[m as keyof typeof TARGET])];
  const put = (status: VoucherStatus) =>
    run(() =>
      api.put(apiUrl(VOUCHERS.ops.update, { id: data.id }), { json: { status, version: data.version } }),
    );
  return (
    <>
      <HTMLSelect
        minimal
        disabled={busy}
        aria-label={t('vouchers.status')}
        value={data.status}
        options={options.map((s) => ({ value: s, label: label(s) }))}
        onChange={(e) => {
          const status = e.currentTarget.value as VoucherStatus;
          if (status === 'ccl') setAsked(status);
          else void put(status);
        }}
      />
      <Alert
        isOpen={asked !== null}
        intent="danger"
        icon="disable"
        confirmButtonText={t('vouchers.cancelConfirm')}
        cancelButtonText={t('vouchers.keep')}
        canEscapeKeyCancel
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) void put(asked);
          setAsked(null);
        }}
      >
        {t('vouchers.cancelQuestion', { id: data.voucherID, amount: formatYuan(data.amount) })}
      </Alert>
    </>
  );
}

const CONTEXT: VouchersGridContext = { Status: VoucherStatusCell };

const TABS: readonly TabDef[] = [
  { id: 'unused', labelKey: 'vouchers.unused', tabFilter: { used: false } },
  { id: 'used', labelKey: 'vouchers.used', tabFilter: { used: true } },
];

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'customerName', labelKey: 'vouchers.searchCustomer' },
  {
    kind: 'select',
    field: 'status',
    labelKey: 'vouchers.status',
    options: VOUCHER_STATUSES.map((s) => ({ value: s, labelKey: keyIn('customers.voucherStatuses', s) })),
  },
];

/**
 * /vouchers (part 2 §2, §4): used vouchers listed apart from unused ones (two tabs), filters by
 * customer and status. New vouchers are given from a customer or an order (the form needs one).
 */
export default function VouchersList() {
  return (
    <ListPage<Voucher, VouchersGridContext>
      grid={vouchersGrid}
      context={CONTEXT}
      titleKey="vouchers.title"
      tabs={TABS}
      filters={FILTERS}
      exportName="vouchers"
    />
  );
}

import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../domain/resource.ts';
import { VOUCHERS } from '../../../domain/vouchers/resource.ts';
import { voucherMoves } from '../../../domain/vouchers/rules.ts';
import { VOUCHER_STATUSES, type Voucher } from '../../../domain/vouchers/schema.ts';
import { keyIn } from '../../../locales/keys.ts';
import { api } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { invalidateResource } from '../../api/query.ts';
import { userAtom } from '../../app/session.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { keyboardStillOn, keyboardToCell } from '../../components/ListPage/keyboardAfterWork.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef, TabDef } from '../../components/ListPage/types.ts';
import { type VouchersGridContext, vouchersGrid } from '../../grids/vouchers.ts';

/**
 * A voucher's status; on a pending one, for admin and super-admin, the Validate and Decline
 * buttons. The status select is the cell itself for them (Enter, or a double click:
 * the moves the voucher machine allows, ccl asked first since it is final; domain/vouchers/cells.ts).
 */
function VoucherStatusCell(params: ICellRendererParams<Voucher>) {
  const { data, value } = params;
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState<'validate' | 'decline' | null>(null);
  if (!data) return null;
  const label = <span>{t(keyIn('customers.voucherStatuses', String(value)))}</span>;
  const moves = user ? voucherMoves(data, user.role) : [];
  if (data.status !== 'pending' || !moves.includes('validate')) return label;
  const run = async (op: 'validate' | 'decline', button: HTMLElement) => {
    if (busy) return;
    setBusy(op);
    try {
      // the version on screen: a row showing an older voucher moves nothing (409)
      await api.post(apiUrl(VOUCHERS.ops[op], { id: data.id }), { json: { version: data.version } });
      toastSuccess(t('form.saved'));
      // the moved voucher's buttons go: the keyboard that pressed one stays on its cell
      if (keyboardStillOn(button, params.eGridCell)) keyboardToCell(params);
    } catch (e) {
      toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    } finally {
      setBusy(null);
      void invalidateResource(VOUCHERS.key);
    }
  };
  return (
    <span className="cpt-cell-buttons">
      <BusyButton
        size="small"
        intent="success"
        busy={busy === 'validate'}
        disabled={busy === 'decline'}
        onClick={(e) => void run('validate', e.currentTarget)}
      >
        {t('vouchers.validate')}
      </BusyButton>
      <BusyButton
        size="small"
        intent="danger"
        variant="outlined"
        busy={busy === 'decline'}
        disabled={busy === 'validate'}
        onClick={(e) => void run('decline', e.currentTarget)}
      >
        {t('vouchers.decline')}
      </BusyButton>
    </span>
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
 * /vouchers: used vouchers listed apart from unused ones (two tabs), filters by
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

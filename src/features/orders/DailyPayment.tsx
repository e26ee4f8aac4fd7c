import { Button, ButtonGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../domain/actions.ts';
import type { DailyOrderAnswer } from '../../../domain/orders/daily.ts';
import { paymentMoves } from '../../../domain/orders/payment-status.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { errorMessage } from '../../api/errors.ts';
import { saveRecord } from '../../api/saveRecord.ts';
import { userAtom } from '../../app/session.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { useConfirm } from '../../components/useConfirm.tsx';

/**
 * The payment moves of one daily order, the ones the role may make: mark paid, cancel
 * (a pending order loses its lines and fee and its stock comes back; a paid one becomes ccl). Each
 * is a PUT at the version on screen; the record then reloads (a 409 says someone was first).
 * While the form holds unsaved edits the moves wait, so the reload never drops them.
 */
export function DailyPayment({ order, dirty }: { order: DailyOrderAnswer; dirty: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState(false);
  const [confirm, ask] = useConfirm({
    title: t('dailyOrder.cancelOrder'),
    yes: t('live.cancelConfirm'),
    no: t('live.keepOrder'),
    icon: 'disable',
  });
  if (!user || !can(user.role, 'order.edit')) return null;
  const moves = paymentMoves(order, user.role);
  const mayPay = moves.includes('pay');
  const mayCancel = moves.includes('cancel');
  if (!mayPay && !mayCancel) return null;

  const send = async (change: { paymentStatus: 'paid' } | { status: 'discontinued' }) => {
    setBusy(true);
    try {
      await saveRecord(ORDERS, order.id, { version: order.version, ...change });
      toastSuccess(t('form.saved'));
    } catch (e) {
      toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (await ask(t('live.cancelQuestion'))) await send({ status: 'discontinued' });
  };
  const hint = dirty ? t('dailyOrder.saveFirst') : undefined;
  return (
    <ButtonGroup className="cpt-daily-payment">
      {confirm}
      {mayPay && (
        <Button
          icon="tick-circle"
          intent="success"
          disabled={busy || dirty}
          title={hint}
          onClick={() => void send({ paymentStatus: 'paid' })}
        >
          {t('dailyOrder.markPaid')}
        </Button>
      )}
      {mayCancel && (
        <Button
          icon="disable"
          intent="danger"
          disabled={busy || dirty}
          title={hint}
          onClick={() => void cancel()}
        >
          {t('dailyOrder.cancelOrder')}
        </Button>
      )}
    </ButtonGroup>
  );
}

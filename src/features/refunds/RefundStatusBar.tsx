import { Tag, Tooltip } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type HTMLAttributes, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';
import { REFUNDS } from '../../../domain/refunds/resource.ts';
import {
  MANUAL_REFUND_CONFIRM,
  needsRefundConfirmation,
  type RefundMove,
  refundMoves,
} from '../../../domain/refunds/rules.ts';
import type { Refund, RefundStatus } from '../../../domain/refunds/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { dataKey, keyIn } from '../../../locales/keys.ts';
import { api } from '../../api/client.ts';
import { invalidateResource } from '../../api/query.ts';
import { userAtom } from '../../app/session.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { keyboardStillOn, keyboardToBar } from '../../components/ListPage/keyboardAfterWork.ts';
import { ConfirmMove, type MoveQuestion, useCaseMove } from '../service/CaseMove.tsx';

const TARGET: Record<RefundMove, RefundStatus> = {
  validate: 'validated',
  refuse: 'refused',
  refund: 'refunded',
};
const MANUAL_QUESTION: MoveQuestion = {
  intent: 'warning',
  icon: 'warning-sign',
  confirm: 'refunds.moves.refund',
  question: dataKey(MANUAL_REFUND_CONFIRM),
};
export const STATUS_INTENT = {
  new: 'primary',
  validated: 'warning',
  refused: 'danger',
  refunded: 'success',
} as const;

/**
 * The refund's status and the moves this role may make: validate or refuse (admins),
 * mark refunded (admins, finance), a manual refund behind "Are you sure you want to refund this
 * order manually?". A refused move shows the server's message translated and refetches the refund
 * (its paymentInfoMissing may have changed).
 */
export function RefundStatusBar({ refund, onMoved }: { refund: Refund; onMoved: () => void }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const moveCase = useCaseMove();
  const [busy, setBusy] = useState<RefundMove | null>(null);
  const [confirming, setConfirming] = useState(false);
  const moves = user ? refundMoves(refund, user.role) : [];
  // a role that moves no refund at any step sees the status as a tag, the amount in its popover;
  // the popover's target takes the focus, so keys open it too
  const onlyWatches =
    !user ||
    (['new', 'validated'] as const).every(
      (s) => refundMoves({ ...refund, status: s }, user.role).length === 0,
    );
  const status = () => (
    <Tag large intent={STATUS_INTENT[refund.status]}>
      {t(keyIn('refunds.statuses', refund.status))}
    </Tag>
  );

  // a move made goes with the step it made: once the refund read again is drawn, the keyboard
  // goes to the next move (else the page's heading), not to the page's body
  const bar = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refund's new step is the reason
  useEffect(() => {
    if (!moved.current || !keyboardStillOn(null)) return;
    moved.current = false;
    keyboardToBar(bar.current);
  }, [refund.status, refund.version]);

  const run = async (move: RefundMove, manual?: boolean) => {
    setBusy(move);
    await moveCase(
      () =>
        api.put(apiUrl(REFUNDS.ops.update, { id: refund.id }), {
          json: { status: TARGET[move], version: refund.version, ...(manual ? { manual: true } : {}) },
        }),
      () => {
        moved.current = true;
        setBusy(null);
        setConfirming(false);
        void invalidateResource(REFUNDS.key);
        void invalidateResource('orders');
        onMoved();
      },
    );
  };
  const ask = (move: RefundMove) =>
    move === 'refund' && needsRefundConfirmation(refund) ? setConfirming(true) : void run(move);

  return (
    <div className="cpt-refund-status" data-testid="refund-status" ref={bar}>
      {onlyWatches ? (
        <Tooltip
          content={formatYuan(refund.refundAmount)}
          placement="bottom"
          targetProps={{ 'data-testid': 'refund-status-tag', tabIndex: 0 } as HTMLAttributes<HTMLElement>}
        >
          {status()}
        </Tooltip>
      ) : (
        <>
          {status()}
          <span className="cpt-refund-amount">{formatYuan(refund.refundAmount)}</span>
        </>
      )}
      {refund.paymentInfoMissing && (
        <Tag minimal intent="danger" icon="warning-sign">
          {t('refund.errors.paymentInfoMissing')}
        </Tag>
      )}
      {moves.map((m) => (
        <BusyButton
          key={m}
          intent={m === 'refuse' ? 'danger' : m === 'refund' ? 'success' : 'primary'}
          icon={m === 'refuse' ? 'cross' : m === 'refund' ? 'bank-account' : 'tick'}
          busy={busy === m}
          disabled={busy !== null && busy !== m}
          onClick={() => ask(m)}
        >
          {t(keyIn('refunds.moves', m))}
        </BusyButton>
      ))}
      <ConfirmMove
        ask={MANUAL_QUESTION}
        isOpen={confirming}
        busy={busy === 'refund'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('refund', true)}
      />
    </div>
  );
}

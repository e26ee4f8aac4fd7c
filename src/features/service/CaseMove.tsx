import { Alert, type IconName, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../../locales/keys.ts';
import { errorMessage } from '../../api/errors.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';

/**
 * How a claim's step or a refund's status moves: the call, a toast for what the server said, then
 * `settle` whatever the answer, since a refused move may still mean the case changed under the member.
 */
export function useCaseMove() {
  const { t, i18n } = useTranslation();
  return async (call: () => Promise<unknown>, settle: () => void) => {
    try {
      await call();
      toastSuccess(t('form.saved'));
    } catch (e) {
      toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    } finally {
      settle();
    }
  };
}

/** What a move's confirmation asks and how it looks: each record states its own once. */
export interface MoveQuestion {
  intent: Intent;
  icon: IconName;
  /** the confirm button, the move's own name */
  confirm: TKey;
  question: TKey;
}

/** The confirmation a move that cannot be taken back asks for first (fail a claim, refund by hand). */
export function ConfirmMove({
  ask,
  isOpen,
  busy,
  onCancel,
  onConfirm,
}: {
  ask: MoveQuestion;
  isOpen: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={isOpen}
      intent={ask.intent}
      icon={ask.icon}
      confirmButtonText={t(ask.confirm)}
      cancelButtonText={t('app.cancel')}
      canEscapeKeyCancel
      loading={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t(ask.question)}</p>
    </Alert>
  );
}

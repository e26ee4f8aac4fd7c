import { Alert, type IconName, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The confirmation a move that cannot be taken back asks for first (fail a claim, refund by hand). */
export function ConfirmMove({
  isOpen,
  intent,
  icon,
  confirmText,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  isOpen: boolean;
  intent: Intent;
  icon: IconName;
  confirmText: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={isOpen}
      intent={intent}
      icon={icon}
      confirmButtonText={confirmText}
      cancelButtonText={t('app.cancel')}
      canEscapeKeyCancel
      loading={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {children}
    </Alert>
  );
}

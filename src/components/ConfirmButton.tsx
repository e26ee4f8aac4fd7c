import { Alert, Button, type IconName, type Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../locales/keys.ts';

/**
 * A destructive action behind a confirmation (spec: "Delete button with confirmation"). The
 * dialog's confirm button is focused, Escape cancels; the button waits while the action runs.
 */
export function ConfirmButton({
  textKey,
  questionKey,
  confirmKey,
  icon = 'trash',
  intent = 'danger',
  onConfirm,
  disabled,
  size,
}: {
  textKey: TKey;
  questionKey: TKey;
  confirmKey?: TKey;
  icon?: IconName;
  intent?: Intent;
  onConfirm: () => Promise<void>;
  disabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // the question names the dialog for a screen reader
  const question = useId();
  return (
    <>
      <Button
        icon={icon}
        intent={intent}
        variant="outlined"
        size={size}
        loading={busy}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t(textKey)}
      </Button>
      <Alert
        aria-labelledby={question}
        isOpen={open}
        intent={intent}
        icon={icon}
        confirmButtonText={t(confirmKey ?? textKey)}
        cancelButtonText={t('app.cancel')}
        canEscapeKeyCancel
        loading={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
      >
        <p id={question}>{t(questionKey)}</p>
      </Alert>
    </>
  );
}

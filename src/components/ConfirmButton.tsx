import { Alert, Button, type IconName, type Intent } from '@blueprintjs/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../locales/keys.ts';
import { focusIsFree } from '../app/focusLanding.ts';
import { alertFocus } from './alertFocus.ts';

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
  const button = useRef<HTMLButtonElement>(null);
  // Blueprint gives the focus back to the button, but a done action often disables it (an order
  // marked paid): the focus then fell to the page. It goes to the next button of the group, else
  // to the page's heading.
  const afterClose = () => {
    const own = button.current;
    if (!own?.isConnected || !focusIsFree()) return;
    const next = [...(own.parentElement?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
      (b) => !b.disabled && own.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const heading = own.closest('main')?.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (next ?? heading)?.focus();
  };
  return (
    <>
      <Button
        ref={button}
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
        // Blueprint focuses the dialog itself, where Enter does nothing: the confirm button takes
        // the keyboard, so Enter confirms (Escape still cancels)
        {...alertFocus((buttons) => buttons[0])}
        onClosed={afterClose}
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

import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../../locales/keys.ts';
import { BusyButton } from '../BusyButton.tsx';
import { ConfirmButton } from '../ConfirmButton.tsx';

interface Props {
  readOnly?: boolean;
  saving: boolean;
  onCancel: () => void;
  /** opens the record's history (Alt+H), when it has one */
  onHistory?: () => void;
  actions?: ReactNode;
  /** delete, deactivate or discontinue, behind a confirmation */
  remove?: { textKey: TKey; questionKey: TKey; run: () => Promise<void> };
}

/** A form's buttons: save (the form's submit), cancel, then its history, own actions and removal. */
export function FormFooter(p: Props) {
  const { t } = useTranslation();
  return (
    <div className="cpt-form-footer">
      {!p.readOnly && (
        <BusyButton type="submit" intent="primary" icon="floppy-disk" busy={p.saving}>
          {t('form.save')}
        </BusyButton>
      )}
      <Button onClick={p.onCancel}>{t('form.cancel')}</Button>
      <span className="cpt-spacer" />
      {p.onHistory && (
        <Button icon="history" onClick={p.onHistory} title="Alt+H">
          {t('history.open')}
        </Button>
      )}
      {p.actions}
      {p.remove && (
        <ConfirmButton
          textKey={p.remove.textKey}
          questionKey={p.remove.questionKey}
          onConfirm={p.remove.run}
        />
      )}
    </div>
  );
}

import { Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { connectionAtom, pendingSavesAtom, reconnectAttemptAtom } from './atoms.ts';

/** Grey while connecting, green once the server acknowledged, red when closed. */
export function ConnectionLight() {
  const { t } = useTranslation();
  const state = useAtomValue(connectionAtom);
  const pending = useAtomValue(pendingSavesAtom);
  const attempt = useAtomValue(reconnectAttemptAtom);
  return (
    <span className="cpt-live-conn" role="status" aria-live="polite" data-state={state}>
      <span className={`cpt-live-dot cpt-live-dot-${state}`} aria-hidden="true" />
      {t(`live.connection.${state}`)}
      {state === 'closed' && attempt > 0 && (
        <span className="cpt-live-retry">{t('live.retrying', { attempt })}</span>
      )}
      {pending > 0 && (
        <Tag minimal intent="warning" className="cpt-tag-gap">
          {t('live.pendingSaves', { count: pending })}
        </Tag>
      )}
    </span>
  );
}

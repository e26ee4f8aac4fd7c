import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, errorMessage, statusOf } from '../../api/errors.ts';
import { Oops } from '../Oops.tsx';

/**
 * A list call that failed. A 400 is the view's own fault (a hand-edited or outdated link, a saved
 * view whose filter no longer holds): the message names what is wrong and the way out is to reset
 * the filters, not to retry the same call; anything else is the spec's "Oops" with Retry.
 */
export function BadView({
  error,
  onRetry,
  onReset,
}: {
  error: unknown;
  onRetry: () => void;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (statusOf(error) !== 400) return <Oops onRetry={onRetry} />;
  const fields = Object.keys(apiErrorOf(error)?.fields ?? {});
  return (
    <NonIdealState
      icon="filter-remove"
      title={t('list.badView')}
      description={[errorMessage(error, t, (k) => i18n.exists(k)), fields.join(', ')]
        .filter(Boolean)
        .join(' · ')}
      action={
        <Button icon="filter-remove" intent="primary" onClick={onReset} autoFocus>
          {t('list.resetFilters')}
        </Button>
      }
    />
  );
}

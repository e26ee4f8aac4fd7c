import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiErrorOf, statusOf } from '../api/errors.ts';
import { Oops } from './Oops.tsx';

/** What a failed load means to the reader: nothing there, not theirs to see, or a failure worth a retry. */
export type LoadFailure = 'notFound' | 'outOfScope' | 'failed';

export function loadFailureOf(e: unknown): LoadFailure {
  const status = statusOf(e);
  if (status === 404) return 'notFound';
  if (status === 403 && apiErrorOf(e)?.message === 'errors.outOfScope') return 'outOfScope';
  return 'failed';
}

/**
 * The error view of a record or page that failed to load: an unknown id and a row of another
 * community are facts a Retry cannot change, so they get their own view with a way back; other
 * failures keep the "Oops something went wrong." block with Retry.
 */
export function LoadError({
  error,
  onRetry,
  backTo,
}: {
  error: unknown;
  onRetry?: () => void;
  backTo: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = loadFailureOf(error);
  if (kind === 'failed') return <Oops onRetry={onRetry} />;
  return (
    <NonIdealState
      className="cpt-load-error"
      icon={kind === 'notFound' ? 'search' : 'lock'}
      title={t(kind === 'notFound' ? 'errors.notFoundTitle' : 'errors.outOfScopeTitle')}
      description={t(kind === 'notFound' ? 'errors.notFoundDetail' : 'errors.outOfScope')}
      action={
        <Button icon="arrow-left" intent="primary" onClick={() => void navigate(backTo)} autoFocus>
          {t('errors.goBack')}
        </Button>
      }
    />
  );
}

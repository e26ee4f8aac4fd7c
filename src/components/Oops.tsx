import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The load-failure block ("Oops something went wrong." with Retry), lists and forms alike. */
export function Oops({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      icon="error"
      title={t('errors.oops')}
      description={detail}
      action={
        onRetry ? (
          <Button icon="refresh" intent="primary" onClick={onRetry} autoFocus>
            {t('app.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

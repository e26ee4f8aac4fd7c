import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors.ts';
import { toast, toastError } from '../../app/toaster.ts';
import { TrackingEdits } from './trackingEdits.ts';

/** The page's edits store; a failed save is named with its order, a conflict says the newer row shows. */
export function useTrackingEdits(): TrackingEdits {
  const { t, i18n } = useTranslation();
  const [edits] = useState(
    () =>
      new TrackingEdits((row, r) => {
        if (r.kind === 'conflict')
          void toast({
            intent: 'warning',
            icon: 'warning-sign',
            timeout: 6000,
            message: t('deliveryTracking.conflict', { orderID: row.orderID }),
          });
        else if (r.kind === 'failed')
          toastError(
            t('deliveryTracking.saveFailed', {
              orderID: row.orderID,
              message: errorMessage(r.error, t, (k) => i18n.exists(k)),
            }),
          );
      }),
  );
  return edits;
}

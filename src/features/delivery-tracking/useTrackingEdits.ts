import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKey, type TKey } from '../../../locales/keys.ts';
import { apiErrorOf, errorMessage } from '../../api/errors.ts';
import { toast, toastError } from '../../app/toaster.ts';
import { TrackingEdits } from './trackingEdits.ts';

/** The grid's column that shows each tracking field, to name it in a refusal. */
const COLUMN_OF: Record<string, TKey> = {
  deliveryDate: 'deliveryTracking.columns.deliveryDate',
  deliveryTrackingID: 'deliveryTracking.columns.trackingNumber',
  trackingStatus: 'deliveryTracking.columns.status',
};

/** The page's edits store; a failed save is named with its order, a conflict says the newer row shows. */
export function useTrackingEdits(): TrackingEdits {
  const { t, i18n } = useTranslation();
  // a 400 names the field (a typed date that is no day): "Delivery Date: Invalid date"
  const refusal = (e: unknown) => {
    const fields = Object.entries(apiErrorOf(e)?.fields ?? {});
    if (fields.length === 0) return undefined;
    return fields
      .map(([f, msg]) => {
        const what = i18n.exists(msg) ? t(dataKey(msg)) : msg;
        return COLUMN_OF[f] ? `${t(COLUMN_OF[f])}: ${what}` : what;
      })
      .join('; ');
  };
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
              message: refusal(r.error) ?? errorMessage(r.error, t, (k) => i18n.exists(k)),
            }),
          );
      }),
  );
  return edits;
}

import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_DOCUMENTS } from '../../../domain/offer-documents/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { downloadFile } from '../../api/download.ts';
import { errorMessage } from '../../api/errors.ts';
import { toastError } from '../../app/toaster.ts';

/** Downloads the offer's recap workbook in the interface's language. */
export function RecapButton({ offerId, small }: { offerId: string; small?: boolean }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(apiUrl(OFFER_DOCUMENTS.ops.recap, { id: offerId }, { lang }), 'recap.xlsx');
    } catch (e) {
      toastError(errorMessage(e, t, (k) => i18n.exists(k), 'offerRecap.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon="export"
      variant="outlined"
      size={small ? 'small' : 'medium'}
      loading={busy}
      onClick={() => void download()}
      title={t('offerRecap.exporting')}
    >
      {t('offerRecap.export')}
    </Button>
  );
}

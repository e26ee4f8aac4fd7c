import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_DOCUMENTS } from '../../../domain/offer-documents/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { downloadFile } from '../../api/download.ts';
import { errorMessage } from '../../api/errors.ts';
import { toastError } from '../../app/toaster.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

/**
 * Downloads the offer's recap workbook in the interface's language. `iconOnly`: the offers list's
 * row button, named by its label for screen readers and its tooltip.
 */
export function RecapButton({
  offerId,
  small,
  iconOnly,
}: {
  offerId: string;
  small?: boolean;
  iconOnly?: boolean;
}) {
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
  if (iconOnly)
    return (
      // not `loading`: that disables the button during the click, and the grid would take the
      // click on a disabled button for a click on the row and open it
      <Button
        size="small"
        icon="export"
        variant="minimal"
        aria-busy={busy}
        aria-label={t('offerRecap.export')}
        title={busy ? t('offerRecap.exporting') : t('offerRecap.export')}
        onClick={() => void (busy || download())}
      />
    );
  return (
    <BusyButton
      icon="export"
      variant="outlined"
      size={small ? 'small' : 'medium'}
      busy={busy}
      onClick={() => void download()}
      title={t('offerRecap.exporting')}
    >
      {t('offerRecap.export')}
    </BusyButton>
  );
}

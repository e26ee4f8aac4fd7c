import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { OFFER_FORM_MSG } from '../../../../domain/offers/schema.ts';
import { alertFocus } from '../../../components/alertFocus.ts';

/** A refusal that names an unavailable product anywhere in the offer's blocks. */
export const namesDiscontinued = (fields: Record<string, string>) =>
  Object.values(fields).includes(OFFER_FORM_MSG.productNotAvailable);

/**
 * Saving an offer that uses a discontinued product says so once more than under the
 * product's field, in a dialog with "Got it" (focused: Enter closes it, the focus goes back to
 * the form).
 */
export function DiscontinuedNotice({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={isOpen}
      icon="warning-sign"
      intent="warning"
      confirmButtonText={t('offerForm.gotIt')}
      canEscapeKeyCancel
      // one button: Blueprint's onClose answers both it and Escape (an onCancel wants a cancel button)
      onClose={() => onClose()}
      {...alertFocus((buttons) => buttons[0])}
    >
      <p>{t('offer.errors.discontinuedProducts')}</p>
    </Alert>
  );
}

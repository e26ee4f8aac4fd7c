import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../app/toaster.ts';
import type { Form } from '../../components/FormPage/useForm.ts';

/**
 * A new claim or refund opened from an order (or a refund from its claim) shows once what it
 * takes from them is read: shown empty and filled later, it would refuse a Ctrl+S pressed
 * meanwhile ("Please fix the errors", then the errors cleared by the values arriving) and
 * overwrite what was typed meanwhile. What was read is the form's starting point, not an edit:
 * leaving it untouched asks nothing. A link whose order cannot be read says so and leaves the form
 * to be filled by hand. True while reading.
 */
export function useCasePrefill<V>(form: Form<V>, active: boolean, read: () => Promise<void>): boolean {
  const { t } = useTranslation();
  const [reading, setReading] = useState(active);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the linked records are read once, as the page opens
  useEffect(() => {
    if (!active) return;
    void read()
      .then(() => form.reset(form.values))
      .catch(() => toastError(t('service.linkUnread')))
      .finally(() => setReading(false));
  }, []);
  return reading;
}

import { Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeliveryDate } from '../../../../../domain/dates.ts';
import { DUPLICATE_DATE_MSG } from '../../../../../domain/schemas/shared.ts';
import { dataKey } from '../../../../../locales/keys.ts';
import { DayInput } from '../../../../components/DayInput.tsx';
import { Field, type FieldProps, useField } from '../../../../components/fields/Field.tsx';
import { keepForm } from './keepForm.ts';

/**
 * The multidate kind: days picked one by one, kept sorted, shown as tags (× removes). A day already
 * in the list is not added: 'Date already selected!'. The entry empties after each day typed or picked.
 */
export function MultiDateField(props: FieldProps) {
  const { t, i18n } = useTranslation();
  const f = useField(props.path);
  const days = Array.isArray(f.value) ? (f.value as string[]) : [];
  const [dup, setDup] = useState(false);
  const add = (d: string) => {
    const twice = days.includes(d);
    setDup(twice);
    if (twice) return;
    f.set([...days, d].sort());
    f.touch();
  };
  return (
    <Field {...props}>
      <fieldset className="cpt-offer-multidate" id={f.id} aria-label={t(props.labelKey)} onKeyDown={keepForm}>
        {days.map((d) => (
          <Tag key={d} large onRemove={props.disabled ? undefined : () => f.set(days.filter((x) => x !== d))}>
            {formatDeliveryDate(d, i18n.language === 'zh' ? 'zh' : 'en')} · {d}
          </Tag>
        ))}
        {!props.disabled && (
          <DayInput
            path={props.path}
            value=""
            onChange={add}
            emptyAfterEntry
            label={t('offerForm.addDeliveryDate')}
          />
        )}
        {dup && (
          <span className="cpt-offer-dup" role="alert">
            {t(dataKey(DUPLICATE_DATE_MSG))}
          </span>
        )}
      </fieldset>
    </Field>
  );
}

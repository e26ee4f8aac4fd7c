import { Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeliveryDate } from '../../../../../domain/dates.ts';
import { DUPLICATE_DATE_MSG } from '../../../../../domain/schemas/shared.ts';
import { dataKey } from '../../../../../locales/keys.ts';
import { DayInput } from '../../../../components/DayInput.tsx';
import { Field, type FieldProps, useField } from '../../../../components/fields/Field.tsx';
import { TagRemove } from '../../../../components/TagRemove.tsx';
import { keepForm } from './keepForm.ts';

/**
 * The multidate kind: days picked one by one, kept sorted, shown as tags (× removes). A day already
 * in the list is not added: 'Date already selected!'. The entry empties after each day typed or picked.
 * Each × is named with its day in the page's language and, pressed, gives the keyboard to the
 * entry: gone with its tag, it fell to the page's body.
 */
export function MultiDateField(props: FieldProps) {
  const { t, i18n } = useTranslation();
  const f = useField(props.path);
  const days = Array.isArray(f.value) ? (f.value as string[]) : [];
  const [dup, setDup] = useState(false);
  const box = useRef<HTMLFieldSetElement>(null);
  const add = (d: string) => {
    const twice = days.includes(d);
    setDup(twice);
    if (twice) return;
    f.set([...days, d].sort());
    f.touch();
  };
  return (
    <Field {...props}>
      <fieldset
        ref={box}
        className="cpt-offer-multidate"
        id={f.id}
        aria-label={t(props.labelKey)}
        onKeyDown={keepForm}
      >
        {days.map((d) => (
          <Tag
            key={d}
            large
            endIcon={
              props.disabled ? undefined : (
                <TagRemove
                  label={t('offerForm.removeDeliveryDate', { day: d })}
                  onRemove={() => {
                    f.set(days.filter((x) => x !== d));
                    box.current?.querySelector<HTMLInputElement>('input')?.focus();
                  }}
                />
              )
            }
          >
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

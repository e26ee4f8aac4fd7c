import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_ZONE,
  businessDate,
  combineDateTime,
  timeStepOptions,
} from '../../../../../domain/dates.ts';
import { DayInput } from '../../../../components/DayInput.tsx';
import { Field, type FieldProps, useField } from '../../../../components/fields/Field.tsx';
import { Select } from '../../../../components/Select.tsx';
import { keepForm } from './keepForm.ts';

const TIMES = timeStepOptions();
const wallTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/**
 * A starting or ending instant: a day and a time in 5-minute steps, both read in the
 * business zone. The value is the ISO instant, '' until both parts are chosen.
 */
export function DateTimeField(props: FieldProps) {
  const { t } = useTranslation();
  const f = useField(props.path);
  const value = typeof f.value === 'string' && f.value ? f.value : '';
  const [day, setDay] = useState(value ? businessDate(value) : '');
  const [time, setTime] = useState(value ? wallTime(value) : '');
  // a value loaded or reset from outside replaces the parts
  useEffect(() => {
    if (!value) return;
    setDay(businessDate(value));
    setTime(wallTime(value));
  }, [value]);
  const write = (d: string, tm: string) => {
    setDay(d);
    setTime(tm);
    f.set(d && tm ? (combineDateTime(d, tm) ?? '') : '');
    f.touch();
  };
  return (
    <Field {...props}>
      <fieldset className="cpt-offer-datetime" id={f.id} aria-label={t(props.labelKey)} onKeyDown={keepForm}>
        {props.disabled ? (
          <span className="cpt-offer-readonly">
            {day} {time}
          </span>
        ) : (
          <>
            <DayInput
              path={props.path}
              value={day}
              onChange={(d) => write(d, time)}
              label={`${t(props.labelKey)} ${t('offerForm.day')}`}
            />
            <Select
              aria-label={`${t(props.labelKey)} ${t('offerForm.time')}`}
              aria-invalid={f.error ? true : undefined}
              value={time}
              onChange={(e) => write(day, e.currentTarget.value)}
              options={[{ value: '', label: '--:--' }, ...TIMES]}
            />
          </>
        )}
      </fieldset>
    </Field>
  );
}

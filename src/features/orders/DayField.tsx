import { useTranslation } from 'react-i18next';
import { DayInput } from '../../components/DayInput.tsx';
import { Field, type FieldProps, useField } from '../../components/fields/Field.tsx';

/** A calendar day of the form (YYYY-MM-DD, typed or picked). */
export function DayField(props: FieldProps) {
  const { t } = useTranslation();
  const f = useField(props.path);
  return (
    <Field {...props}>
      <div id={f.id} className={f.error ? 'cpt-day-error' : undefined}>
        <DayInput
          path={props.path}
          value={typeof f.value === 'string' ? f.value : ''}
          onChange={(d) => {
            f.set(d);
            f.touch();
          }}
          label={t(props.labelKey)}
        />
      </div>
    </Field>
  );
}

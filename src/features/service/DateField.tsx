import { useTranslation } from 'react-i18next';
import { DayInput } from '../../components/DayInput.tsx';
import { a11y, Field, type FieldProps, useField } from '../../components/fields/Field.tsx';

/**
 * A calendar day 'YYYY-MM-DD', typed or picked, written as every other day of the
 * console (the browser's own date input shows the machine's format, 12/01/2026 in en-US); an
 * empty input is no date.
 */
export function DateField(props: FieldProps & { min?: string }) {
  const { t } = useTranslation();
  const f = useField(props.path);
  return (
    <Field {...props}>
      <DayInput
        path={props.path}
        value={typeof f.value === 'string' ? f.value : ''}
        onChange={(d) => {
          f.set(d === '' ? undefined : d);
          f.touch();
        }}
        label={t(props.labelKey)}
        min={props.min}
        disabled={props.disabled}
        input={{ ...a11y(f.id, f.error, props.required), intent: f.error ? 'danger' : 'none' }}
      />
    </Field>
  );
}

import { InputGroup } from '@blueprintjs/core';
import { a11y, Field, type FieldProps, useField } from '../../components/fields/Field.tsx';

/**
 * A calendar day 'YYYY-MM-DD' (part 2 §9): the browser's date input, typed or picked, which
 * always gives that format; an empty input is no date.
 */
export function DateField(props: FieldProps & { min?: string }) {
  const f = useField(props.path);
  return (
    <Field {...props}>
      <InputGroup
        {...a11y(f.id, f.error, props.required)}
        type="date"
        min={props.min}
        value={typeof f.value === 'string' ? f.value : ''}
        disabled={props.disabled}
        intent={f.error ? 'danger' : 'none'}
        onValueChange={(v) => f.set(v === '' ? undefined : v)}
        onBlur={f.touch}
      />
    </Field>
  );
}

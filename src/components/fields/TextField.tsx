import { InputGroup, TextArea } from '@blueprintjs/core';
import { a11y, Field, type FieldProps, useField } from './Field.tsx';

/** text, email, password and search inputs; `multiline` gives the text-area kind. */
export function TextField({
  type = 'text',
  multiline,
  autoComplete,
  autoFocus,
  placeholder,
  ...props
}: FieldProps & {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
}) {
  const f = useField(props.path);
  const value = typeof f.value === 'string' ? f.value : f.value == null ? '' : String(f.value);
  return (
    <Field {...props}>
      {multiline ? (
        <TextArea
          {...a11y(f.id, f.error, props.required, !!props.helperKey)}
          fill
          autoResize
          value={value}
          disabled={props.disabled}
          intent={f.error ? 'danger' : 'none'}
          onChange={(e) => f.set(e.currentTarget.value)}
          onBlur={f.touch}
        />
      ) : (
        <InputGroup
          {...a11y(f.id, f.error, props.required, !!props.helperKey)}
          type={type}
          value={value}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          placeholder={placeholder}
          disabled={props.disabled}
          intent={f.error ? 'danger' : 'none'}
          onValueChange={(val) => f.set(val)}
          onBlur={f.touch}
        />
      )}
    </Field>
  );
}

import { InputGroup, Tag } from '@blueprintjs/core';
import { a11y, Field, type FieldProps } from './Field.tsx';
import { useNumberText } from './NumberFields.tsx';

const format = (v: number | null) => (v === null ? '' : String(v));

/** A percentage with up to two decimals (VAT 13, commission 12.5), typed with a dot or a comma. */
export function PercentField(props: FieldProps) {
  const { f, text, setText, commit, setParseError } = useNumberText(props.path, format);
  return (
    <Field {...props}>
      <InputGroup
        {...a11y(f.id, f.error, props.required, !!props.helperKey)}
        inputMode="decimal"
        value={text}
        disabled={props.disabled}
        intent={f.error ? 'danger' : 'none'}
        rightElement={<Tag minimal>%</Tag>}
        onValueChange={(val) => {
          setText(val);
          const s = val.trim().replace(',', '.');
          if (s === '') {
            setParseError(undefined);
            commit(null);
          } else if (/^\d{1,3}(\.\d{0,2})?$/.test(s)) {
            setParseError(undefined);
            commit(Number(s));
          } else setParseError('validation.invalid');
        }}
        onBlur={f.touch}
      />
    </Field>
  );
}

import { Checkbox, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../../locales/keys.ts';
import { fieldId } from '../FormPage/paths.ts';
import { Select } from '../Select.tsx';
import { a11y, Field, type FieldProps, useField } from './Field.tsx';

/** A choice labelled by a translation key, or by plain `text` (a name that is not translated). */
export type Choice = { value: string; label: TKey } | { value: string; text: string };

function useLabel() {
  const { t } = useTranslation();
  return (c: Choice) => ('text' in c ? c.text : t(c.label));
}

/** A native select: fully keyboard-operable, type-ahead included, and light. */
export function SelectField({
  choices,
  placeholderKey,
  autoFocus,
  ...props
}: FieldProps & { choices: readonly Choice[]; placeholderKey?: TKey; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const f = useField(props.path);
  const label = useLabel();
  return (
    <Field {...props}>
      <Select
        {...a11y(f.id, f.error, props.required, !!props.helperKey)}
        fill
        autoFocus={autoFocus}
        value={typeof f.value === 'string' ? f.value : ''}
        disabled={props.disabled}
        onChange={(e) => f.set(e.currentTarget.value || undefined)}
        onBlur={f.touch}
        options={[
          { value: '', label: t(placeholderKey ?? 'form.choose'), disabled: props.required },
          ...choices.map((c) => ({ value: c.value, label: label(c) })),
        ]}
      />
    </Field>
  );
}

/** The multicheck kind: a group of checkboxes writing an array of values. */
export function MultiCheckField({ choices, ...props }: FieldProps & { choices: readonly Choice[] }) {
  const { t } = useTranslation();
  const f = useField(props.path);
  const label = useLabel();
  const selected = Array.isArray(f.value) ? (f.value as string[]) : [];
  return (
    <Field {...props}>
      <fieldset id={f.id} className="cpt-multicheck" aria-describedby={f.error ? `${f.id}-error` : undefined}>
        <legend className="cpt-sr-only">{t(props.labelKey)}</legend>
        {choices.map((c) => (
          <Checkbox
            key={c.value}
            inline
            id={`${f.id}-${c.value}`}
            label={label(c)}
            checked={selected.includes(c.value)}
            disabled={props.disabled}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              f.set(on ? [...selected, c.value] : selected.filter((x) => x !== c.value));
              f.touch();
            }}
          />
        ))}
      </fieldset>
    </Field>
  );
}

export function CheckboxField(props: FieldProps) {
  const { t } = useTranslation();
  const f = useField(props.path);
  return (
    <Checkbox
      id={fieldId(props.path)}
      label={t(props.labelKey)}
      checked={f.value === true}
      disabled={props.disabled}
      onChange={(e) => f.set(e.currentTarget.checked)}
    />
  );
}

export function RadioField({
  choices,
  inline = true,
  ...props
}: FieldProps & { choices: readonly Choice[]; inline?: boolean }) {
  const f = useField(props.path);
  const label = useLabel();
  return (
    <Field {...props}>
      <RadioGroup
        inline={inline}
        name={f.id}
        selectedValue={typeof f.value === 'string' ? f.value : undefined}
        disabled={props.disabled}
        onChange={(e) => f.set(e.currentTarget.value)}
      >
        {choices.map((c) => (
          <Radio key={c.value} id={`${f.id}-${c.value}`} value={c.value} label={label(c)} />
        ))}
      </RadioGroup>
    </Field>
  );
}

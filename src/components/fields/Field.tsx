import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from '../FormPage/context.ts';
import { fieldId } from '../FormPage/paths.ts';

export interface FieldProps {
  path: string;
  /** translation key of the label */
  labelKey: string;
  required?: boolean;
  helperKey?: string;
  disabled?: boolean;
}

/** What an input needs from the form: its value, a setter, its error (translated) and its id. */
export function useField(path: string) {
  const form = useFormContext();
  const { t } = useTranslation();
  const key = form.errors[path];
  return {
    id: fieldId(path),
    value: form.get(path),
    set: (value: unknown) => form.set(path, value),
    touch: () => form.touch(path),
    setLocalError: (k: string | undefined) => form.setLocalError(path, k),
    error: key ? t(key) : undefined,
  };
}

/** Label, required mark and the error under the field (spec: messages show under the field). */
export function Field({
  path,
  labelKey,
  required,
  helperKey,
  inline,
  children,
}: FieldProps & { inline?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { id, error } = useField(path);
  return (
    <FormGroup
      label={t(labelKey)}
      labelFor={id}
      labelInfo={required ? <span aria-hidden>*</span> : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={`${id}-error`}>{error}</span> : helperKey ? t(helperKey) : undefined}
      inline={inline}
      className="cpt-field"
    >
      {children}
    </FormGroup>
  );
}

/** Props every input puts on its element so errors are announced and linked. */
export function a11y(id: string, error: string | undefined, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  } as const;
}

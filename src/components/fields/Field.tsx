import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../../locales/keys.ts';
import { translateMessage } from '../../api/errors.ts';
import { useFieldError, useFormContext, useFormValue } from '../FormPage/context.ts';
import { fieldId } from '../FormPage/paths.ts';

export { useParseError } from './parseError.ts';

export interface FieldProps {
  path: string;
  /** translation key of the label */
  labelKey: TKey;
  required?: boolean;
  helperKey?: TKey;
  disabled?: boolean;
}

/** The error under a field, translated: its reader re-renders when that message changes only. */
function useShownError(path: string): string | undefined {
  const { t, i18n } = useTranslation();
  const key = useFieldError(path);
  return key ? translateMessage(key, t, (k) => i18n.exists(k)) : undefined;
}

/**
 * What an input needs from the form: its value, a setter, its error (translated) and its id. The
 * input subscribes to its own value and error: typing in it re-renders it, not the form.
 */
export function useField(path: string) {
  const { set, touch } = useFormContext();
  return {
    id: fieldId(path),
    value: useFormValue(path),
    set: (value: unknown) => set(path, value),
    touch: () => touch(path),
    error: useShownError(path),
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
  const id = fieldId(path);
  const error = useShownError(path);
  return (
    <FormGroup
      label={t(labelKey)}
      labelFor={id}
      labelInfo={required ? <span aria-hidden>*</span> : undefined}
      intent={error ? 'danger' : 'none'}
      // the line under the field is always there (empty until needed): an error appearing in it
      // moves nothing, so the click whose blur shows it still lands where it was aimed
      helperText={
        error ? (
          <span id={`${id}-error`}>{error}</span>
        ) : helperKey ? (
          <span id={`${id}-help`}>{t(helperKey)}</span>
        ) : (
          <span aria-hidden>{'\u00a0'}</span>
        )
      }
      inline={inline}
      className="cpt-field"
    >
      {children}
    </FormGroup>
  );
}

/**
 * Props every input puts on its element so errors are announced and linked; `helped` when the
 * field shows a line of help (why it is disabled, what it takes), read out with the field.
 */
export function a11y(id: string, error: string | undefined, required?: boolean, helped?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : helped ? `${id}-help` : undefined,
    'aria-required': required || undefined,
  } as const;
}

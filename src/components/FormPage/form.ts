import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What a form gives its page, its fields and its screen (made by `useForm`). */
export interface Form<V> {
  /**
   * the values now, read when asked: a component that shows one follows it with `useFormValue`
   * (reading them in render does not re-render on an edit)
   */
  readonly values: V;
  /**
   * errors shown now: schema errors of fields left after an edit (all after a submit), then
   * server errors, then the inputs' parse errors. A field only passed through (focused, left
   * unchanged) shows nothing: its error appearing on that blur would move the page under the
   * click that caused the blur. Reading them re-renders the reader when they change; a field
   * follows its own with `useFieldError`.
   */
  readonly errors: Record<string, string>;
  dirty: boolean;
  submitted: boolean;
  /** a value now (handlers); a component showing it uses `useFormValue` */
  get: (path: string) => unknown;
  set: (path: string, value: unknown) => void;
  /**
   * `changed` after each write that may change the value at `path` (what `useFormValue` follows),
   * or with `deep` false after those that replace it (`useFormRows`); watchers.ts
   */
  watch: (path: string, changed: () => void, deep?: boolean) => () => void;
  /** moves on each such change */
  version: (path: string, deep?: boolean) => number;
  /** the field was left: its errors show from now on if it was edited */
  touch: (path: string) => void;
  /**
   * a field's own parse error (e.g. "12.3.4" in a money input), checked before the schema. The
   * input owns it (`useParseError`): it moves with the input's row and goes with the input.
   * `quiet`: the text is still being typed ("2026-0" on its way to a day), so the error blocks a
   * save but shows only once one is tried.
   */
  setLocalError: (path: string, key: string | undefined, quiet?: boolean) => void;
  setServerErrors: (fields: Record<string, string>) => void;
  /** new baseline: after loading a record or after a successful save (inputs keep their parse errors) */
  reset: (values: V) => void;
  /** marks the form submitted; returns the schema's output, or null with errors shown */
  validate: () => unknown;
  /** every error the form holds now, shown or not yet (schema, server, typed text) */
  problems: () => Record<string, string>;
  /** react-hook-form, which holds the values and the shown errors: fields subscribe to their own */
  rhf: UseFormReturn<FieldValues>;
}

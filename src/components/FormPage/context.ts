import { useCallback, useContext, useSyncExternalStore } from 'react';
import { useFormState } from 'react-hook-form';
import { FormContext } from './formContext.ts';
import { flatErrors } from './schemaResolver.ts';
import type { Form } from './useForm.ts';

export { FormContext };

export function useFormContext(): Form<unknown> {
  const f = useContext(FormContext);
  if (!f) throw new Error('A field must be rendered inside <FormPage> or <FormContext.Provider>');
  return f;
}

/** Any form, whatever its values' type: what the hooks below read. */
type HasRhf = Pick<Form<unknown>, 'rhf' | 'get' | 'watch' | 'version'>;

/** The given form, or the one around (a form's own page passes it: it is outside the provider). */
function useTheForm(form?: HasRhf): HasRhf {
  const around = useContext(FormContext);
  const f = form ?? around;
  if (!f) throw new Error('A field must be rendered inside <FormPage> or <FormContext.Provider>');
  return f;
}

/**
 * A value of the form that re-renders its reader when that value (or a part of it) changes. A
 * list or an object is RHF's own, updated in place: read it, never change it.
 */
export function useFormValue(path: string, form?: HasRhf): unknown {
  return useFollow(path, true, form);
}

/**
 * A list of the form that re-renders its reader when rows are added, removed or replaced, not
 * when a row's field is typed in (each input follows its own): what a list of sub-forms draws.
 */
export function useFormRows(path: string, form?: HasRhf): unknown {
  return useFollow(path, false, form);
}

function useFollow(path: string, deep: boolean, form?: HasRhf): unknown {
  const { get, watch, version } = useTheForm(form);
  const subscribe = useCallback((changed: () => void) => watch(path, changed, deep), [watch, path, deep]);
  useSyncExternalStore(subscribe, () => version(path, deep));
  return get(path);
}

/** The error shown for one path: its reader re-renders only when that message changes. */
export function useFieldError(path: string, form?: HasRhf): string | undefined {
  const { rhf } = useTheForm(form);
  const subscribe = useCallback(
    (changed: () => void) => rhf.subscribe({ name: path, formState: { errors: true }, callback: changed }),
    [rhf, path],
  );
  return useSyncExternalStore(subscribe, () => {
    const message = rhf.getFieldState(path).error?.message;
    return typeof message === 'string' ? message : undefined;
  });
}

/** Every error shown now, by path (an outline of the sections that fail). */
export function useFormErrors(form?: HasRhf): Record<string, string> {
  const { rhf } = useTheForm(form);
  return flatErrors(useFormState({ control: rhf.control }).errors);
}

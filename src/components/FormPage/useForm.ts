import { useCallback, useRef, useState } from 'react';
import { type FieldValues, get as getIn, useForm as useHookForm } from 'react-hook-form';
import { createDirtyPaths } from './dirtyPaths.ts';
import type { Form } from './form.ts';
import { withoutPrefix } from './paths.ts';
import { checkSchema, flatErrors, onFields, type Schema, schemaResolver } from './schemaResolver.ts';
import { createWatchers } from './watchers.ts';

export type { Form } from './form.ts';

const samePath = (path: string) => path;
/** `path` is `prefix` or inside it */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);
const related = (a: string, b: string) => under(a, b) || under(b, a);

/** What decides which errors show; kept out of React state, so none of it re-renders the form. */
interface Shown {
  submitted: boolean;
  /** fields left after an edit */
  touched: Set<string>;
  /** paths written since the baseline */
  edited: Set<string>;
  /** the last check's schema errors, every field's */
  schema: Record<string, string>;
  server: Record<string, string>;
  local: Record<string, string>;
  /** parse errors of text still being typed: they block a save but show only once it is tried */
  quiet: Set<string>;
  /** what react-hook-form holds as errors now */
  shown: Record<string, string>;
}

/**
 * Form state on react-hook-form, validated by the entity's valibot schema in domain/ (the one the
 * server applies; schemaResolver.ts). The values live in RHF and each input subscribes to its own
 * value (watchers.ts) and its own error, so a keystroke re-renders that input, not the form; it
 * copies, compares and serialises nothing but the value typed (dirtyPaths.ts). The schema runs
 * when a field is left after an edit, on a submit, and on the keystrokes of a field that shows a
 * schema error (so the error goes as soon as it is fixed); never on the other keystrokes.
 * `toBody` maps the edited values to what the schema and the API take; `fieldOf`, when the body
 * nests or renames what the form keeps flat, takes an error's path in the body (the schema's or
 * the server's) back to the form's field, so it shows under its input.
 */
export function useForm<V>(
  initial: V,
  schema: Schema,
  toBody: (values: V) => unknown = (x) => x,
  fieldOf: (path: string) => string = samePath,
): Form<V> {
  const current = useRef({ schema, toBody, fieldOf });
  current.current = { schema, toBody, fieldOf };
  const [resolver] = useState(() =>
    schemaResolver<FieldValues>(
      () => current.current.schema,
      (values) => current.current.toBody(values as V),
      (path) => current.current.fieldOf(path),
    ),
  );
  const rhf = useHookForm<FieldValues>({ defaultValues: initial as FieldValues, resolver });
  // RHF's `useWatch` and `shouldDirty` would deep-copy, and compare, the whole form on a keystroke
  const [watchers] = useState(createWatchers);
  // the last baseline's values (`initial`, then each reset's), as they were given: RHF keeps a
  // copy of them for its values, so an edit never reaches these
  const baseline = useRef<unknown>(initial);
  const [changes] = useState(() =>
    createDirtyPaths(
      (path) => rhf.getValues(path),
      (path) => getIn(baseline.current, path),
    ),
  );
  // the only form state the page follows: it changes when the first edit is made or undone
  const [isDirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [hasLocal, setHasLocal] = useState(false);
  const st = useRef<Shown>({
    submitted: false,
    touched: new Set(),
    edited: new Set(),
    schema: {},
    server: {},
    local: {},
    quiet: new Set(),
    shown: {},
  }).current;
  const { getValues, setValue, setError, clearErrors, getFieldState, reset: resetHookForm } = rhf;

  /** Puts into RHF the errors to show now: a field's subscription re-renders it if its own changed. */
  const publish = useCallback(() => {
    const next: Record<string, string> = {};
    const touched = [...st.touched];
    for (const [path, msg] of Object.entries(st.schema)) {
      if (st.submitted || touched.some((t) => under(path, t))) next[path] = msg;
    }
    Object.assign(next, st.server);
    for (const [path, key] of Object.entries(st.local)) {
      if (st.submitted || !st.quiet.has(path)) next[path] = key;
    }
    for (const path of Object.keys(st.shown)) if (!(path in next)) clearErrors(path);
    // compared with what RHF holds: clearing a list's own error clears its rows' too
    for (const [path, message] of Object.entries(next)) {
      if (getFieldState(path).error?.message !== message) setError(path, { message });
    }
    st.shown = next;
  }, [st, clearErrors, setError, getFieldState]);

  /** One parse of the whole form; returns the schema's output or null. */
  const check = useCallback(() => {
    const { schema, toBody, fieldOf } = current.current;
    const r = checkSchema(schema, getValues() as V, toBody, fieldOf);
    st.schema = r.errors;
    publish();
    return r.output;
  }, [st, getValues, publish]);

  const set = useCallback(
    (path: string, value: unknown) => {
      st.edited.add(path);
      setValue(path, value);
      watchers.wrote(path);
      setDirty(changes.wrote(path));
      // a server complaint about a field is answered by editing it
      const answered = Object.keys(st.server).some((k) => under(k, path));
      if (answered) st.server = withoutPrefix(st.server, path);
      // a field showing a schema error is checked again as it is typed in
      const showsSchemaError = Object.keys(st.shown).some(
        (k) => related(k, path) && k in st.schema && !(k in st.server) && !(k in st.local),
      );
      if (showsSchemaError) check();
      else if (answered) publish();
    },
    [st, setValue, watchers, changes, check, publish],
  );

  const touch = useCallback(
    (path: string) => {
      if (![...st.edited].some((p) => related(p, path))) return;
      st.touched.add(path);
      check();
    },
    [st, check],
  );

  const setLocalError = useCallback(
    (path: string, key: string | undefined, quiet = false) => {
      if (st.local[path] === key && st.quiet.has(path) === quiet) return;
      if (key && quiet) st.quiet.add(path);
      else st.quiet.delete(path);
      const next = { ...st.local };
      if (key) next[path] = key;
      else delete next[path];
      st.local = next;
      setHasLocal(Object.keys(next).length > 0);
      publish();
    },
    [st, publish],
  );

  const setServerErrors = useCallback(
    (fields: Record<string, string>) => {
      st.server = onFields(fields, current.current.fieldOf);
      publish();
    },
    [st, publish],
  );

  const reset = useCallback(
    (next: V) => {
      // RHF takes the values as its new baseline and drops every error
      resetHookForm(next as FieldValues);
      baseline.current = next;
      changes.clear();
      setDirty(false);
      watchers.wroteAll();
      Object.assign(st, {
        submitted: false,
        touched: new Set(),
        edited: new Set(),
        schema: {},
        server: {},
        shown: {},
      });
      setSubmitted(false);
      publish(); // the inputs' parse errors stay
    },
    [st, resetHookForm, watchers, changes, publish],
  );

  const validate = useCallback(() => {
    st.submitted = true;
    setSubmitted(true);
    const output = check();
    return Object.keys(st.local).length ? null : output;
  }, [st, check]);

  const problems = useCallback(() => {
    const { schema, toBody, fieldOf } = current.current;
    return { ...checkSchema(schema, getValues() as V, toBody, fieldOf).errors, ...st.server, ...st.local };
  }, [st, getValues]);

  return {
    get values() {
      return getValues() as V;
    },
    get errors() {
      return flatErrors(rhf.formState.errors);
    },
    // text typed but not parsed yet is an edit too (a reload must not drop it, leaving asks first)
    dirty: isDirty || hasLocal,
    submitted,
    get: (path) => getValues(path),
    watch: watchers.watch,
    version: watchers.version,
    set,
    touch,
    setLocalError,
    setServerErrors,
    reset,
    validate,
    problems,
    rhf,
  };
}

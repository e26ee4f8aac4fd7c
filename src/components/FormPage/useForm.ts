import { useCallback, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { issueFields } from '../../../domain/schemas/common.ts';
import { getIn, setIn, withoutPrefix } from './paths.ts';

type Schema = v.GenericSchema;

export interface Form<V> {
  values: V;
  /**
   * errors to show now: schema errors of fields left after an edit (all after a submit), then
   * server errors. A field only passed through (focused, left unchanged) shows nothing: its error
   * appearing on that blur would move the page under the click that caused the blur.
   */
  errors: Record<string, string>;
  dirty: boolean;
  submitted: boolean;
  get: (path: string) => unknown;
  set: (path: string, value: unknown) => void;
  /** the field was left: its errors show from now on if it was edited */
  touch: (path: string) => void;
  /**
   * a field's own parse error (e.g. "12.3.4" in a money input), checked before the schema. The
   * input owns it (`useParseError`): it moves with the input's row and goes with the input.
   */
  setLocalError: (path: string, key: string | undefined) => void;
  setServerErrors: (fields: Record<string, string>) => void;
  /** new baseline: after loading a record or after a successful save (inputs keep their parse errors) */
  reset: (values: V) => void;
  /** marks the form submitted; returns the schema's output, or null with errors shown */
  validate: () => unknown;
  /** every error the form holds now, shown or not yet (schema, server, typed text) */
  problems: () => Record<string, string>;
}

/** Error paths of the body renamed to the form's fields (same-path errors: the first one stays). */
function onFields(errors: Record<string, string>, fieldOf: (path: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, msg] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (!(field in out)) out[field] = msg;
  }
  return out;
}

const samePath = (path: string) => path;

/**
 * Form state with validation from the entity's valibot schema in domain/ (the same schema the
 * server applies). `toBody` maps the edited values to what the schema and the API take;
 * `fieldOf`, when the body nests or renames what the form keeps flat, takes an error's path in
 * the body (the schema's or the server's) back to the form's field, so it shows under its input.
 */
export function useForm<V>(
  initial: V,
  schema: Schema,
  toBody: (values: V) => unknown = (x) => x,
  fieldOf: (path: string) => string = samePath,
): Form<V> {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // paths written since the baseline; a ref, so a set and a touch in one handler see each other
  const edited = useRef<Set<string>>(new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const [local, setLocal] = useState<Record<string, string>>({});
  const toBodyRef = useRef(toBody);
  toBodyRef.current = toBody;
  const fieldOfRef = useRef(fieldOf);
  fieldOfRef.current = fieldOf;

  const schemaErrors = useMemo(() => {
    const r = v.safeParse(schema, toBodyRef.current(values));
    return r.success ? {} : onFields(issueFields(r.issues), fieldOfRef.current);
  }, [schema, values]);

  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    const shown = (path: string) =>
      submitted || [...touched].some((t) => path === t || path.startsWith(`${t}.`));
    for (const [k, msg] of Object.entries(schemaErrors)) if (shown(k)) out[k] = msg;
    return { ...out, ...server, ...local };
  }, [schemaErrors, server, local, submitted, touched]);

  const set = useCallback((path: string, value: unknown) => {
    edited.current.add(path);
    setValues((prev) => setIn(prev, path, value));
    // a server complaint about a field is answered by editing it
    setServer((s) =>
      Object.keys(s).some((k) => k === path || k.startsWith(`${path}.`)) ? withoutPrefix(s, path) : s,
    );
  }, []);

  const touch = useCallback((path: string) => {
    const related = (p: string) => p === path || p.startsWith(`${path}.`) || path.startsWith(`${p}.`);
    if (![...edited.current].some(related)) return;
    setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  }, []);

  const setLocalError = useCallback((path: string, key: string | undefined) => {
    setLocal((s) => {
      if (s[path] === key) return s;
      const next = { ...s };
      if (key) next[path] = key;
      else delete next[path];
      return next;
    });
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setBaseline(JSON.stringify(next));
    setTouched(new Set());
    edited.current = new Set();
    setSubmitted(false);
    setServer({});
  }, []);

  const validate = useCallback(() => {
    setSubmitted(true);
    if (Object.keys(local).length) return null;
    const r = v.safeParse(schema, toBodyRef.current(values));
    return r.success ? r.output : null;
  }, [schema, values, local]);

  return {
    values,
    errors,
    // text typed but not parsed yet is an edit too (a reload must not drop it, leaving asks first)
    dirty: JSON.stringify(values) !== baseline || Object.keys(local).length > 0,
    submitted,
    get: (path) => getIn(values, path),
    set,
    touch,
    setLocalError,
    setServerErrors: (fields) => setServer(onFields(fields, fieldOfRef.current)),
    reset,
    validate,
    problems: () => ({ ...schemaErrors, ...server, ...local }),
  };
}

import { InputGroup, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { formatAmount, parseYuan } from '../../../domain/money.ts';
import { a11y, Field, type FieldProps, useField, useParseError } from './Field.tsx';

/**
 * Number inputs keep the typed text locally and hand the form a number (or null when empty).
 * Text that is not a number yet ("12.", "1e") is flagged by the field itself instead of being
 * coerced, so the user sees exactly what was rejected.
 */
export function useNumberText(path: string, format: (v: number | null) => string) {
  const f = useField(path);
  const setParseError = useParseError(path);
  const stored = typeof f.value === 'number' ? f.value : null;
  const [text, setText] = useState(() => format(stored));
  const mine = useRef<number | null>(stored);
  // a value set from outside (load, reset) replaces the text; the value we just typed does not
  useEffect(() => {
    if (stored === mine.current) return;
    mine.current = stored;
    setText(format(stored));
  }, [stored, format]);
  const commit = (value: number | null) => {
    mine.current = value;
    f.set(value);
  };
  return { f, text, setText, commit, setParseError };
}

const intFormat = (v: number | null) => (v === null ? '' : String(v));

/** Whole numbers (quantities, counts). */
export function NumberField({ unit, ...props }: FieldProps & { unit?: string }) {
  const { f, text, setText, commit, setParseError } = useNumberText(props.path, intFormat);
  return (
    <Field {...props}>
      <InputGroup
        {...a11y(f.id, f.error, props.required, !!props.helperKey)}
        inputMode="numeric"
        value={text}
        disabled={props.disabled}
        intent={f.error ? 'danger' : 'none'}
        rightElement={unit ? <Tag minimal>{unit}</Tag> : undefined}
        onValueChange={(val) => {
          setText(val);
          const s = val.trim();
          if (s === '') {
            setParseError(undefined);
            commit(null);
          } else if (/^-?\d{1,15}$/.test(s)) {
            setParseError(undefined);
            commit(Number(s));
          } else setParseError('validation.integer');
        }}
        onBlur={f.touch}
      />
    </Field>
  );
}

/** Money typed in yuan, stored as integer fen (spec: amounts are fen everywhere). */
// written as every amount of the console is (fr-FR, "1 234,50"); typed with a dot or a comma
const fenFormat = (v: number | null) => (v === null ? '' : formatAmount(v));

export function MoneyField(props: FieldProps) {
  const { f, text, setText, commit, setParseError } = useNumberText(props.path, fenFormat);
  return (
    <Field {...props}>
      <InputGroup
        {...a11y(f.id, f.error, props.required, !!props.helperKey)}
        inputMode="decimal"
        value={text}
        disabled={props.disabled}
        intent={f.error ? 'danger' : 'none'}
        rightElement={<span className="cpt-currency">¥</span>}
        onValueChange={(val) => {
          setText(val);
          const fen = val.trim() === '' ? null : parseYuan(val);
          const bad = val.trim() !== '' && fen === null;
          setParseError(bad ? 'validation.invalidAmount' : undefined);
          if (!bad) commit(fen);
        }}
        onBlur={() => {
          f.touch();
          const fen = parseYuan(text);
          if (fen !== null) setText(formatAmount(fen));
        }}
      />
    </Field>
  );
}

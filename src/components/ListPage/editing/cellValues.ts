import * as v from 'valibot';
import type { CellEditor } from '../../../../domain/cells.ts';
import { isIsoDate } from '../../../../domain/dates.ts';
import { parseYuan, toYuanString } from '../../../../domain/money.ts';

/** A typed or pasted text read as a cell's value, or why it is not one (a translation key). */
export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** A select's value and its labels in every language (a pasted label is found in either). */
export interface Choice {
  value: string;
  labels: readonly string[];
}

/** The keys of the messages a text gets when it is not a value of its editor. */
export const INVALID = {
  number: 'cells.invalid.number',
  money: 'cells.invalid.money',
  date: 'cells.invalid.date',
  boolean: 'cells.invalid.boolean',
  option: 'cells.invalid.option',
} as const;

const TRUE = new Set(['true', 'yes', 'y', '1', 'x', '✓', '✔', '是', '对', '有']);
const FALSE = new Set(['false', 'no', 'n', '0', '否', '不', '无']);
const SPACES = /[\s\u00a0\u202f]/g;
const DAY = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/;

/**
 * What a text typed into a cell or pasted from a spreadsheet is, for the cell's editor: money in
 * yuan with at most two decimals becomes integer fen (string-based, never a float), a date is
 * written YYYY-MM-DD (2025/3/8 and 2025年3月8日 are read too; a time after it is dropped, as
 * spreadsheets add one), a select takes its value or a label in any language, a boolean yes/no
 * (是/否, 1/0, x). An empty text is `empty` (what clears the cell: null or '').
 */
export function parseCellText(
  kind: CellEditor,
  text: string,
  opts: { choices?: readonly Choice[]; empty?: unknown } = {},
): Parsed {
  const s = text.trim();
  const empty = opts.empty === undefined ? null : opts.empty;
  if (kind === 'text') return { ok: true, value: s };
  if (kind === 'boolean') {
    const k = s.toLowerCase();
    const label = opts.choices?.find((c) => c.labels.some((l) => l.toLowerCase() === k));
    if (label) return { ok: true, value: label.value === 'true' };
    if (s === '' || FALSE.has(k)) return { ok: true, value: false };
    return TRUE.has(k) ? { ok: true, value: true } : { ok: false, message: INVALID.boolean };
  }
  if (s === '') return { ok: true, value: empty };
  if (kind === 'number') {
    const n = s.replace(SPACES, '').replace(',', '.');
    return /^-?\d+(\.\d+)?$/.test(n)
      ? { ok: true, value: Number(n) }
      : { ok: false, message: INVALID.number };
  }
  if (kind === 'money') {
    const fen = parseYuan(s);
    return fen === null ? { ok: false, message: INVALID.money } : { ok: true, value: fen };
  }
  if (kind === 'date') {
    const m = DAY.exec(s.split(/[\sT]/)[0]!);
    const day = m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : '';
    return isIsoDate(day) ? { ok: true, value: day } : { ok: false, message: INVALID.date };
  }
  // select: its value as written, else one of its labels
  const k = s.toLowerCase();
  const choices = opts.choices ?? [];
  const found =
    choices.find((c) => c.value.toLowerCase() === k) ??
    choices.find((c) => c.labels.some((l) => l.trim().toLowerCase() === k));
  if (found) return { ok: true, value: found.value };
  return choices.length === 0 ? { ok: true, value: s } : { ok: false, message: INVALID.option };
}

/** The text an editor opens with for a value (money as plain yuan "12.50", empty for none). */
export function editText(kind: CellEditor, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number' && Number.isSafeInteger(value))
    return toYuanString(value);
  return String(value);
}

/** What clears a cell: null where its schema takes null, else the empty text. */
export function emptyValueOf(schema: v.GenericSchema): null | '' {
  return v.safeParse(schema, null).success ? null : '';
}

/** The value as the server will take it (trimmed text…), or the first message of its schema. */
export function checkValue(schema: v.GenericSchema, value: unknown): Parsed {
  const r = v.safeParse(schema, value);
  return r.success ? { ok: true, value: r.output } : { ok: false, message: r.issues[0].message };
}

/** Two values of a cell are the same (null, undefined and '' are all "empty"). */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (x: unknown) => x === null || x === undefined || x === '';
  return a === b || (empty(a) && empty(b));
}

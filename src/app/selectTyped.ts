import { pickByRun } from './letterRun.ts';
import { isChar, type TypedKey } from './typedKeys.ts';

/**
 * A key typed again on a native select picks nothing: the browser moves a select only for the
 * keys it sends itself. These pick as the keys would on a closed select, the list's own type-ahead
 * (letters, the search growing while they are typed together) and its arrows, and announce the
 * change (input, change) so the form's field takes it as the user's own choice.
 */

/** The letters typed on one select in one run of kept keys: "ma" looks for a choice starting "ma". */
export interface SelectSearch {
  select: HTMLSelectElement | null;
  text: string;
}

export const newSelectSearch = (): SelectSearch => ({ select: null, text: '' });

const ARROWS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

const usable = (o: HTMLOptionElement) => !o.disabled && !o.hidden;
const labelOf = (o: HTMLOptionElement) => (o.label || o.text).trim().toLocaleLowerCase();

/** The index a letter run picks, by the lists' one type-ahead rule (letterRun.ts). */
const searched = (options: HTMLOptionElement[], from: number, text: string): number =>
  pickByRun(
    options.length,
    from,
    text,
    (i, prefix) => usable(options[i]!) && labelOf(options[i]!).startsWith(prefix),
  );

/** The index an arrow (or Home, End) moves to from `from`: the next usable choice that way. */
function moved(options: HTMLOptionElement[], from: number, key: string): number {
  const usableAt = options.flatMap((o, i) => (usable(o) ? [i] : []));
  if (key === 'Home') return usableAt[0] ?? -1;
  if (key === 'End') return usableAt.at(-1) ?? -1;
  if (key === 'ArrowDown') return usableAt.find((i) => i > from) ?? -1;
  return usableAt.findLast((i) => i < from) ?? -1;
}

/** Picks in `select` what `k` would pick there; false when the key is not one a closed select takes. */
export function pickInSelect(select: HTMLSelectElement, k: TypedKey, search: SelectSearch): boolean {
  if (select.disabled || select.multiple || k.ctrlKey || k.altKey || k.metaKey) return false;
  const letter = isChar(k) && k.key !== ' ';
  if (!letter && !ARROWS.includes(k.key)) return false;
  const options = [...select.options];
  const from = select.selectedIndex;
  let to: number;
  if (letter) {
    if (search.select !== select) Object.assign(search, { select, text: '' });
    search.text += k.key.toLocaleLowerCase();
    to = searched(options, from, search.text);
  } else {
    Object.assign(search, { select: null, text: '' });
    to = moved(options, from, k.key);
  }
  if (to >= 0 && to !== from) {
    select.selectedIndex = to;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return true;
}

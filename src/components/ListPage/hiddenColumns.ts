import { useCallback, useState } from 'react';

/**
 * The columns a user hid on one list, kept on this device per list (a saved view carries them
 * to another device). Nothing stored, or a broken value, reads as the list's default.
 */
const keyOf = (list: string) => `comptoir.columns.${list}`;

/** The stored choice, else the list's default (its columns marked `initialHide`). */
export function readHidden(list: string, defaults: readonly string[] = []): string[] {
  try {
    const raw = localStorage.getItem(keyOf(list));
    if (raw === null) return [...defaults];
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [...defaults];
  } catch {
    return [...defaults];
  }
}

export function useHiddenColumns(
  list: string,
  defaults: readonly string[] = [],
): [ReadonlySet<string>, (colId: string, hidden: boolean) => void, (hidden: readonly string[]) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(readHidden(list, defaults)));
  const toggle = useCallback(
    (colId: string, hide: boolean) =>
      setHidden((prev) => {
        const next = new Set(prev);
        if (hide) next.add(colId);
        else next.delete(colId);
        localStorage.setItem(keyOf(list), JSON.stringify([...next]));
        return next;
      }),
    [list],
  );
  // a saved view or a shared link replaces the whole choice
  const replace = useCallback(
    (ids: readonly string[]) => {
      localStorage.setItem(keyOf(list), JSON.stringify(ids));
      setHidden(new Set(ids));
    },
    [list],
  );
  return [hidden, toggle, replace];
}

import Mousetrap from 'mousetrap';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TKey } from '../../locales/keys.ts';

/**
 * The central keyboard registry. Every screen declares its keys with `useShortcut`; the `?` sheet
 * lists what is registered right now, so the help never drifts from the behaviour. Mousetrap does
 * the key matching. Bindings stack per combo: the innermost (latest mounted) handler wins, so a
 * dialog's Escape shadows the form's while it is open.
 */
export interface ShortcutInfo {
  keys: readonly string[];
  /** translation key of the description */
  labelKey: TKey;
  /** translation key of the section in the `?` sheet */
  groupKey: TKey;
}

interface Entry extends ShortcutInfo {
  id: number;
  handler: (e: KeyboardEvent) => void;
  /** fires even when typing in an input (Ctrl+S, Ctrl+K, Escape) */
  global: boolean;
  /** the page's own key (a list's `c`, `g`, `Alt+→`): not from a drawer, dialog or menu over the page */
  page: boolean;
}

const stacks = new Map<string, Entry[]>();
/** keys handled by a component itself (AG Grid's arrows, Enter) listed in the sheet only */
const infos = new Set<Entry>();
let entries: Entry[] = [];
const listeners = new Set<() => void>();
let nextId = 1;

const proto = (Mousetrap as unknown as { prototype: { stopCallback: typeof Mousetrap.stopCallback } })
  .prototype;
const defaultStop = proto.stopCallback;
proto.stopCallback = function (this: unknown, e, element, combo) {
  const top = stacks.get(combo)?.at(-1);
  if (top?.global) return false;
  // a drawer over a list is no place for the list's keys: Alt+N there opened a new record in
  // place of the one being read, Alt+→ turned the page behind, `g` threw the focus out of the drawer
  if (top?.page && element.closest('.bp6-overlay')) return true;
  // a grid cell is editable only for an input method's composition (imeTyping.ts): it is no
  // text field, and takes the screen's keys as it did before
  if (element.classList.contains('ag-cell')) return false;
  return defaultStop.call(this, e, element, combo);
};

/** A key some screen or the shell has bound right now (`c`, `/`, `?`): a cell leaves it to them. */
export const isBoundKey = (combo: string): boolean => !!stacks.get(combo)?.length;
/** Which binding takes `combo` now (0 when none): one bound later has a greater number. */
export const bindingOf = (combo: string): number => stacks.get(combo)?.at(-1)?.id ?? 0;

function emit() {
  // a binding shadowed on all its keys by a later one (a screen's own ctrl+b) is not listed
  const tops = new Set([...stacks.values()].map((st) => st.at(-1)));
  const live = [...new Set([...stacks.values()].flat())].filter((e) => tops.has(e));
  entries = [...live, ...infos];
  for (const l of listeners) l();
}

function add(entry: Entry): () => void {
  for (const combo of entry.keys) {
    let stack = stacks.get(combo);
    if (!stack) {
      stack = [];
      stacks.set(combo, stack);
      Mousetrap.bind(combo, (e) => {
        const top = stacks.get(combo)?.at(-1);
        if (!top) return;
        e.preventDefault();
        top.handler(e);
      });
    }
    stack.push(entry);
  }
  emit();
  return () => {
    for (const combo of entry.keys) {
      const stack = stacks.get(combo)?.filter((x) => x.id !== entry.id) ?? [];
      if (stack.length) stacks.set(combo, stack);
      else {
        stacks.delete(combo);
        Mousetrap.unbind(combo);
      }
    }
    emit();
  };
}

export interface ShortcutOptions {
  labelKey: TKey;
  groupKey?: TKey;
  global?: boolean;
  /** the page's own key: it does nothing while the keyboard is in a drawer, dialog or menu */
  page?: boolean;
  enabled?: boolean;
}

/** Binds keys (Mousetrap syntax: 'mod+s', '?', 'alt+right') while the component is mounted. */
export function useShortcut(
  keys: string | readonly string[],
  handler: (e: KeyboardEvent) => void,
  {
    labelKey,
    groupKey = 'shortcuts.groups.general',
    global = false,
    page = false,
    enabled = true,
  }: ShortcutOptions,
): void {
  const ref = useRef(handler);
  ref.current = handler;
  const list = typeof keys === 'string' ? [keys] : keys;
  const sig = list.join('|');
  useEffect(() => {
    if (!enabled) return;
    return add({
      id: nextId++,
      keys: sig.split('|'),
      labelKey,
      groupKey,
      global,
      page,
      handler: (e) => ref.current(e),
    });
  }, [sig, labelKey, groupKey, global, page, enabled]);
}

/** Lists keys that a component handles itself (e.g. the grid's Enter) in the `?` sheet, while `enabled`. */
export function useShortcutHelp(
  keys: readonly string[],
  labelKey: TKey,
  groupKey: TKey,
  enabled = true,
): void {
  const sig = keys.join('|');
  useEffect(() => {
    if (!enabled) return;
    const entry: Entry = {
      id: nextId++,
      keys: sig.split('|'),
      labelKey,
      groupKey,
      global: false,
      page: false,
      handler: () => {},
    };
    infos.add(entry);
    emit();
    return () => {
      infos.delete(entry);
      emit();
    };
  }, [sig, labelKey, groupKey, enabled]);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** What the `?` sheet shows: one line per description, in registration order. */
export function useRegisteredShortcuts(): ShortcutInfo[] {
  const all = useSyncExternalStore(subscribe, () => entries);
  const seen = new Map<string, ShortcutInfo>();
  for (const e of all) {
    const k = `${e.groupKey}/${e.labelKey}`;
    if (!seen.has(k)) seen.set(k, { keys: e.keys, labelKey: e.labelKey, groupKey: e.groupKey });
  }
  return [...seen.values()];
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** 'mod+s' → 'Ctrl + S' (⌘ on a Mac), 'v' → 'v', for display. */
export function keyLabel(combo: string): string {
  const keys = combo.split('+');
  // a letter typed alone is a lowercase letter (its capital is Shift and the letter, another
  // key); with a modifier it is named by its key cap, as Ctrl + K
  if (keys.length === 1 && /^[a-z]$/.test(combo)) return combo;
  return keys
    .map((k) => {
      if (k === 'mod') return isMac ? '⌘' : 'Ctrl';
      if (k === 'left') return '←';
      if (k === 'right') return '→';
      if (k === 'pageup') return 'PgUp';
      if (k === 'pagedown') return 'PgDn';
      if (k === 'up') return '↑';
      if (k === 'down') return '↓';
      return k.length === 1 ? k.toUpperCase() : k.charAt(0).toUpperCase() + k.slice(1);
    })
    .join(' + ');
}

import { Menu, MenuItem } from '@blueprintjs/core';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The input and suggestion list shared by the grid's popup editors (customer, area): arrows move,
 * Enter or Tab take the highlighted item and let the grid go on (Enter ends the edit, Tab moves to
 * the next cell). Escape is the grid's: the edit is cancelled.
 */
export function SuggestInput<T>({
  initial,
  items,
  onQuery,
  onPick,
  render,
  label,
  placeholder,
  empty,
}: {
  initial: string;
  items: readonly T[];
  onQuery: (q: string) => void;
  /** called with the highlighted item, or null (nothing highlighted) and the typed text */
  onPick: (item: T | null, text: string) => void;
  render: (item: T) => { key: string; text: ReactNode; label?: ReactNode };
  label: string;
  placeholder?: string;
  empty?: string;
}) {
  const [text, setText] = useState(initial);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    input.current?.focus();
    const len = input.current?.value.length ?? 0;
    input.current?.setSelectionRange(len, len);
  }, []);
  // a new answer highlights its first suggestion again
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the suggestions change
  useEffect(() => setActive(0), [items]);
  // the grid reads the value when the edit stops: keep it current with what is highlighted
  useEffect(() => {
    pick.current(items[active] ?? null, text);
  }, [items, active, text]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      e.stopPropagation();
      if (!items.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + items.length) % items.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      pick.current(items[active] ?? null, text);
    }
  };

  return (
    <div className="cpt-live-suggest">
      <input
        ref={input}
        className="bp6-input cpt-live-suggest-input"
        aria-label={label}
        placeholder={placeholder}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls="cpt-live-suggest-list"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onQuery(e.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {(items.length > 0 || (empty && text.trim())) && (
        <Menu id="cpt-live-suggest-list" role="listbox" className="cpt-live-suggest-list">
          {items.length === 0 && <MenuItem disabled text={empty} roleStructure="listoption" />}
          {items.map((it, i) => {
            const r = render(it);
            return (
              <MenuItem
                key={r.key}
                roleStructure="listoption"
                active={i === active}
                text={r.text}
                label={typeof r.label === 'string' ? r.label : undefined}
                labelElement={typeof r.label === 'string' ? undefined : r.label}
                onMouseDown={(e) => {
                  e.preventDefault();
                  setActive(i);
                }}
              />
            );
          })}
        </Menu>
      )}
    </div>
  );
}

/** The text an edit starts with: the typed character that started it, else the cell's value. */
export function startText(eventKey: string | null | undefined, current: string): string {
  return eventKey && eventKey.length === 1 ? eventKey : current;
}

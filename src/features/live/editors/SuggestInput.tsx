import { Menu, MenuItem } from '@blueprintjs/core';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** Where the highlight is: `offset` arrow presses since the text last changed, over `n` entries. */
export const activeIndex = (offset: number, n: number) => (n ? ((offset % n) + n) % n : -1);

/**
 * The input and suggestion list shared by the grid's popup editors (customer, area). The parent
 * owns the text and the arrow count (`offset`), so that its value follows every key at once:
 * arrows move (counted even while the answer is still coming), Enter and Tab are the grid's
 * (the edit ends with the parent's value, Tab moves on), Escape cancels the edit.
 * `items` is the answer for the current text, or null while it is being looked up; `last` is
 * an entry added after the items (the customer editor's "keep as a walk-in").
 */
export function SuggestInput<T>({
  inputRef,
  text,
  offset,
  items,
  onChange,
  render,
  label,
  placeholder,
  last,
  searching,
  empty,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  text: string;
  offset: number;
  items: readonly T[] | null;
  onChange: (text: string, offset: number) => void;
  render: (item: T) => { key: string; text: ReactNode; label?: ReactNode };
  label: string;
  placeholder?: string;
  last?: string | null;
  searching: string;
  empty?: string;
}) {
  // while the answer for the text is coming, the previous list stays, dimmed, under "searching"
  const shown = useRef<readonly T[]>([]);
  if (items) shown.current = items;
  const list = shown.current;
  const n = items ? items.length + (last ? 1 : 0) : 0;
  const active = activeIndex(offset, n);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      e.stopPropagation();
      onChange(text, offset + (e.key === 'ArrowDown' ? 1 : -1));
    }
  };

  return (
    <div className="cpt-live-suggest">
      <input
        ref={inputRef}
        className="bp6-input cpt-live-suggest-input"
        aria-label={label}
        placeholder={placeholder}
        role="combobox"
        aria-expanded={list.length > 0 || !!last}
        aria-controls="cpt-live-suggest-list"
        aria-busy={!items}
        value={text}
        onChange={(e) => onChange(e.target.value, 0)}
        onKeyDown={onKeyDown}
      />
      {(list.length > 0 || text.trim()) && (
        <Menu
          id="cpt-live-suggest-list"
          role="listbox"
          className={items ? 'cpt-live-suggest-list' : 'cpt-live-suggest-list cpt-live-searching'}
        >
          {!items && <MenuItem disabled text={searching} roleStructure="listoption" />}
          {items && !items.length && !last && empty && (
            <MenuItem disabled text={empty} roleStructure="listoption" />
          )}
          {list.map((it, i) => {
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
                  onChange(text, i);
                }}
              />
            );
          })}
          {items && last && (
            <MenuItem
              roleStructure="listoption"
              icon="person"
              active={active === items.length}
              text={last}
              className="cpt-live-walkin"
              onMouseDown={(e) => {
                e.preventDefault();
                onChange(text, items.length);
              }}
            />
          )}
        </Menu>
      )}
    </div>
  );
}

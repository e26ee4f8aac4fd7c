import { Menu, MenuItem } from '@blueprintjs/core';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { LiveGridContext } from '../columns.ts';
import type { LiveRow } from '../rows.ts';
import { activeIndex } from './SuggestInput.tsx';
import { useEditorStart } from './useEditorStart.ts';

export interface ChoiceEditorParams {
  values: readonly unknown[];
  label: (v: unknown) => string;
}

/**
 * A dropdown cell (payment method and status, tracking, city, delivery date): the list opens
 * with the edit, arrows move in it, a typed letter jumps to the first choice starting with it,
 * Enter or Tab take the highlighted one. Escape is the grid's: one press closes the list and
 * ends the edit, and the arrows move between cells again (the list never reopens by itself).
 */
export function ChoiceEditor(
  props: CustomCellEditorProps<LiveRow, unknown, LiveGridContext> & ChoiceEditorParams,
) {
  const { values, label, value, onValueChange } = props;
  const box = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(() => Math.max(0, values.indexOf(value)));
  const active = activeIndex(offset, values.length);
  const choose = (o: number) => {
    setOffset(o);
    onValueChange(values[activeIndex(o, values.length)]);
  };
  const jump = (text: string) => {
    const i = values.findIndex((v) => label(v).toLowerCase().startsWith(text.toLowerCase()));
    if (i >= 0) choose(i);
  };
  useEditorStart(props, box, (typed) => {
    onValueChange(value);
    const first = (props.eventKey?.length === 1 ? props.eventKey : '') + typed;
    if (first) jump(first.at(-1)!);
  });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      e.stopPropagation();
      choose(active + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.stopPropagation();
      jump(e.key);
    }
  };
  return (
    <div
      ref={box}
      role="listbox"
      aria-label={props.colDef.headerName}
      tabIndex={-1}
      className="cpt-live-choices"
      onKeyDown={onKeyDown}
    >
      <Menu role="none">
        {values.map((v, i) => (
          <MenuItem
            key={String(v)}
            roleStructure="listoption"
            active={i === active}
            text={label(v) || '—'}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(i);
              props.stopEditing();
            }}
          />
        ))}
      </Menu>
    </div>
  );
}

import { type CustomCellEditorProps, useGridCellEditor } from 'ag-grid-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKey } from '../../../../locales/keys.ts';
import type { LiveGridContext } from '../columns.ts';
import type { LiveRow } from '../rows.ts';
import { type CellInput, parseCellInput } from './cellInput.ts';
import { startText, useEditorStart } from './useEditorStart.ts';

export interface TextEditorParams {
  input?: CellInput;
}

/**
 * The grid's text and number editor. A number that is not one ("-3", "abc", "2.5" pieces) is
 * marked invalid as it is typed, with the reason under the cell, and never saved: the cell keeps
 * its value when the edit ends.
 */
export function TextEditor(
  props: CustomCellEditorProps<LiveRow, unknown, LiveGridContext> & TextEditorParams,
) {
  const { t } = useTranslation();
  const { eventKey, value, initialValue, onValueChange, input = { kind: 'text' } } = props;
  const el = useRef<HTMLInputElement>(null);
  // the cell's value when the edit started: `value` follows every onValueChange, so comparing
  // the text with it would find every edit unchanged and drop it
  const opened = initialValue == null ? '' : String(initialValue);
  const [text, setText] = useState(startText(eventKey, opened));
  // an edit passed through (Tab, F2 and away) or left invalid writes nothing: the row may have
  // changed meanwhile (a customer lookup answering fills the group number), and the value the
  // editor opened with would blank it
  const now = useRef(text);
  useGridCellEditor({
    isCancelAfterEnd: () => now.current === opened || !parseCellInput(input, now.current).ok,
  });
  const parsed = parseCellInput(input, text);
  const change = (next: string) => {
    now.current = next;
    setText(next);
    const p = parseCellInput(input, next);
    onValueChange(p.ok ? p.value : value);
  };
  useEditorStart(props, el, (more) => change(text + more));
  return (
    <div className="cpt-live-text-editor" style={{ width: Math.max(props.column.getActualWidth(), 90) }}>
      <input
        ref={el}
        className={parsed.ok ? 'bp6-input' : 'bp6-input bp6-intent-danger'}
        aria-label={props.colDef.headerName}
        aria-invalid={!parsed.ok}
        inputMode={input.kind === 'text' ? 'text' : 'decimal'}
        value={text}
        onChange={(e) => change(e.target.value)}
      />
      {!parsed.ok && (
        <div className="cpt-live-invalid" role="alert">
          {t(dataKey(parsed.error), { min: input.kind === 'count' ? input.min : 0 })}
        </div>
      )}
    </div>
  );
}

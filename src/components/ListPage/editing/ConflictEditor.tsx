import { Button, ButtonGroup } from '@blueprintjs/core';
import { type CustomCellEditorProps, useGridCellEditor } from 'ag-grid-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConflictEditorParams {
  mine: string;
  theirs: string;
  choose: (keep: 'mine' | 'theirs') => void;
}

/**
 * Opened (Enter, F2) on a cell another member changed while mine was being saved: both values,
 * mine first and focused; Enter keeps the focused one, Tab or the arrows go to the other, Escape
 * leaves both as they are (Escape on the cell then takes theirs). The grid's own value is never written by it.
 */
export function ConflictEditor(props: CustomCellEditorProps & ConflictEditorParams) {
  const { t } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  useGridCellEditor({ isCancelAfterEnd: () => true });
  useLayoutEffect(() => first.current?.focus(), []);
  const pick = (keep: 'mine' | 'theirs') => {
    props.choose(keep);
    props.stopEditing(true);
  };
  // caught on the way down, before the grid's own listeners (Enter would end the edit unchosen)
  const keys = (e: React.KeyboardEvent<HTMLFieldSetElement>) => {
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      pick(at === 1 ? 'theirs' : 'mine');
    } else if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab'].includes(e.key)) {
      e.preventDefault();
      e.stopPropagation();
      buttons[(at + 1) % buttons.length]?.focus();
    }
  };
  return (
    <fieldset className="cpt-conflict" onKeyDownCapture={keys}>
      <legend className="cpt-conflict-title">{t('cells.conflict.title')}</legend>
      <ButtonGroup vertical fill>
        <Button ref={first} intent="primary" alignText="start" onClick={(e) => byMouse(e) && pick('mine')}>
          {t('cells.conflict.keepMine', { value: props.mine || '—' })}
        </Button>
        <Button alignText="start" onClick={(e) => byMouse(e) && pick('theirs')}>
          {t('cells.conflict.takeTheirs', { value: props.theirs || '—' })}
        </Button>
      </ButtonGroup>
    </fieldset>
  );
}

/**
 * A click made with the mouse. The Enter that opened the editor would otherwise click the button
 * it focuses (the browser activates the focused button on that key's keypress): the keys choose
 * through the keydown handler only.
 */
const byMouse = (e: React.MouseEvent) => e.detail > 0;

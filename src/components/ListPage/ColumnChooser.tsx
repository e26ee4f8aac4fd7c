import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ChooserColumn {
  colId: string;
  header: string;
}

/**
 * "Columns": a checkbox per column to show or hide it; reachable with Tab, toggled with Space.
 * The last visible column cannot be hidden (a grid with no column is a dead end).
 */
export function ColumnChooser({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly ChooserColumn[];
  hidden: ReadonlySet<string>;
  onToggle: (colId: string, hide: boolean) => void;
}) {
  const { t } = useTranslation();
  const visible = columns.filter((c) => !hidden.has(c.colId)).length;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <fieldset className="cpt-column-chooser" aria-label={t('list.columns')}>
          <legend className="bp6-text-muted">{t('list.columnsHint')}</legend>
          {columns.map((c) => {
            const shown = !hidden.has(c.colId);
            return (
              <Checkbox
                key={c.colId}
                label={c.header}
                checked={shown}
                disabled={shown && visible === 1}
                onChange={(e) => onToggle(c.colId, !e.currentTarget.checked)}
              />
            );
          })}
        </fieldset>
      }
    >
      <Button variant="minimal" icon="column-layout" endIcon="caret-down">
        {t('list.columns')}
      </Button>
    </PopoverNext>
  );
}

import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarProps } from './FilterBar.tsx';

interface Props {
  /** the list's filters, when it has any */
  filterBar?: FilterBarProps;
  /** rows changed by others since the page was read: offered as a refresh */
  fresh: number;
  onRefresh: () => void;
  /** the page's own actions, the saved views and the column chooser */
  children: ReactNode;
}

/** The row above a list: its filters, the refresh others' changes call for, then its tools. */
export function ListToolbar({ filterBar, fresh, onRefresh, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="cpt-toolbar">
      {filterBar && filterBar.defs.length > 0 && <FilterBar {...filterBar} />}
      <span role="status" className="cpt-fresh">
        {fresh > 0 && (
          <Button intent="primary" variant="outlined" size="small" icon="refresh" onClick={onRefresh}>
            {t('list.fresh', { count: fresh })}
          </Button>
        )}
      </span>
      {children}
    </div>
  );
}

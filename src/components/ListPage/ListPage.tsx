import './agGrid.ts';
import './list.css';
import { Button, H1, Tab, Tabs } from '@blueprintjs/core';
import type { CellKeyDownEvent, ColDef, FullWidthCellKeyDownEvent, GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import type { SortDir } from '../../../domain/list-protocol.ts';
import { canOpen } from '../../../domain/routes.ts';
import { userAtom } from '../../app/session.ts';
import { useShortcut, useShortcutHelp } from '../../app/shortcuts.ts';
import { cleanFilter } from '../list/urlState.ts';
import { useListView } from '../list/useListView.ts';
import { Oops } from '../Oops.tsx';
import { gridTheme } from './agGrid.ts';
import { FilterBar } from './FilterBar.tsx';
import { Pager } from './Pager.tsx';
import { StatsBar } from './StatsBar.tsx';
import type { ListPageProps } from './types.ts';
import { useListData } from './useListData.ts';

const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';
const GROUP = 'shortcuts.groups.list';
// Rows arrive sorted by the server; the grid must keep their order, not sort the page again.
const keepServerOrder = () => 0;
const colIdOf = <T,>(c: ColDef<T>) => c.colId ?? (c.field as string | undefined) ?? '';

/**
 * The generic list of the console (spec part 1 §2, Generic behaviours) on AG Grid community:
 * server paging (`range`) and sorting (`sort`), filters and tabs in the URL, stats bar, row
 * selection, CSV export of the whole filtered view, full keyboard use.
 */
export function ListPage<T extends { id: string }, C = undefined>(props: ListPageProps<T, C>) {
  const { grid, context, filters = [], tabs, pageSize = 80, rowLink, create } = props;
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [view, update] = useListView();
  const [api, setApi] = useState<GridApi<T> | null>(null);
  const [selected, setSelected] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const tab = tabs?.find((x) => x.id === view.tab) ?? tabs?.[0];
  const tabFilter = tab ? tab.tabFilter : view.tabFilter;
  // a hand-edited hash naming a field the server cannot sort on falls back to the default sort
  const sort: readonly [string, SortDir] =
    view.sort && grid.spec.sorts.includes(view.sort[0]) ? view.sort : grid.spec.defaultSort;
  const filter = cleanFilter(view.filter);
  const from = view.page * pageSize;
  const data = useListData<T>(grid.path, { sort, range: [from, from + pageSize - 1], filter, tabFilter });
  const pages = Math.max(1, Math.ceil(data.total / pageSize));

  // biome-ignore lint/correctness/useExhaustiveDependencies: headers are translated; a language switch rebuilds them
  const columnDefs = useMemo(
    () =>
      grid.columns(t, context as C).map((c) => ({
        ...c,
        sortable: grid.spec.sorts.includes(colIdOf(c)),
        comparator: keepServerOrder,
      })),
    [grid, t, context, i18n.language],
  );

  // the header arrows follow the URL (a pasted link, Back) rather than their own state
  // biome-ignore lint/correctness/useExhaustiveDependencies: new column defs reset the arrows, so they are set again
  useEffect(() => {
    api?.applyColumnState({
      state: [{ colId: sort[0], sort: sort[1] === 'ASC' ? 'asc' : 'desc' }],
      defaultState: { sort: null },
    });
  }, [api, sort[0], sort[1], columnDefs]);

  // a link to page 9 of a list that shrank lands on its last page
  useEffect(() => {
    if (!data.loading && !data.error && data.total > 0 && view.page >= pages) update({ page: pages - 1 });
  }, [data.loading, data.error, data.total, view.page, pages, update]);

  const goPage = (page: number, focus: 'first' | 'last' | null = null) => {
    if (page < 0 || page >= pages || page === view.page) return;
    pendingFocus.current = focus;
    update({ page });
  };
  // rows open only where the role may go (e.g. the team list is readable by all, editable by few)
  const linkable = !!rowLink && !!user && canOpen(user.role, rowLink({ id: 'x' } as T).split('?')[0]!);
  const open = (row: T | undefined) => {
    if (row && rowLink && linkable) void navigate(rowLink(row));
  };
  const canCreate = create && can(user?.role, create.action);

  useShortcut('/', () => searchRef.current?.focus(), {
    labelKey: 'shortcuts.focusSearch',
    groupKey: GROUP,
    enabled: filters.some((f) => f.kind === 'text'),
  });
  useShortcut('alt+right', () => goPage(view.page + 1), { labelKey: 'shortcuts.nextPage', groupKey: GROUP });
  useShortcut('alt+left', () => goPage(view.page - 1), {
    labelKey: 'shortcuts.previousPage',
    groupKey: GROUP,
  });
  useShortcut('c', () => canCreate && void navigate(create.to), {
    labelKey: 'shortcuts.create',
    groupKey: GROUP,
    enabled: !!canCreate,
  });

  useShortcutHelp(['up', 'down', 'left', 'right'], 'shortcuts.moveRows', GROUP);
  useShortcutHelp(['enter'], 'shortcuts.openRow', GROUP);
  useShortcutHelp(['pagedown', 'pageup'], 'shortcuts.pageEdge', GROUP);

  const onKey = (e: CellKeyDownEvent<T> | FullWidthCellKeyDownEvent<T>) => {
    const key = (e.event as KeyboardEvent | undefined)?.key;
    const last = (api?.getDisplayedRowCount() ?? 0) - 1;
    if (key === 'Enter' && !('column' in e && e.column.getColId() === SELECTION_COLUMN)) open(e.data);
    else if (key === 'PageDown' && e.rowIndex === last) goPage(view.page + 1, 'first');
    else if (key === 'PageUp' && e.rowIndex === 0) goPage(view.page - 1, 'last');
  };

  const body = data.error ? (
    <Oops onRetry={data.retry} />
  ) : (
    <div className="cpt-grid">
      <AgGridReact<T>
        theme={gridTheme}
        rowData={data.rows}
        columnDefs={columnDefs}
        context={context}
        defaultColDef={{ sortingOrder: ['asc', 'desc'], resizable: true, minWidth: 90, flex: 1 }}
        getRowId={(p) => p.data.id}
        loading={data.loading}
        rowSelection={{
          mode: 'multiRow',
          checkboxes: true,
          headerCheckbox: true,
          enableClickSelection: false,
        }}
        localeText={{ noRowsToShow: t('list.noRows'), loadingOoo: t('list.loading') }}
        rowClass={linkable ? 'cpt-row-link' : undefined}
        onGridReady={(e) => setApi(e.api)}
        onSortChanged={(e) => {
          if (e.source !== 'uiColumnSorted') return;
          const s = e.api.getColumnState().find((c) => c.sort);
          update({ sort: s ? [s.colId, s.sort === 'asc' ? 'ASC' : 'DESC'] : undefined, page: 0 });
        }}
        onCellClicked={(e) => e.column.getColId() !== SELECTION_COLUMN && open(e.data)}
        onCellKeyDown={onKey}
        onSelectionChanged={(e) => setSelected(e.api.getSelectedRows().length)}
        onRowDataUpdated={(e) => {
          setSelected(e.api.getSelectedRows().length);
          const focus = pendingFocus.current;
          const col = e.api.getAllDisplayedColumns()[1] ?? e.api.getAllDisplayedColumns()[0];
          if (!focus || !col) return;
          pendingFocus.current = null;
          const row = focus === 'first' ? 0 : e.api.getDisplayedRowCount() - 1;
          e.api.ensureIndexVisible(row);
          e.api.setFocusedCell(row, col);
        }}
      />
    </div>
  );

  return (
    <div className={`cpt-list${props.embedded ? ' cpt-list-embedded' : ''}`}>
      {!props.embedded && (
        <div className="cpt-page-header">
          <H1 className="cpt-title">{t(props.titleKey)}</H1>
          {canCreate && (
            <Button intent="primary" icon="add" onClick={() => void navigate(create.to)}>
              {t(create.labelKey)}
            </Button>
          )}
        </div>
      )}
      {tabs && (
        <Tabs
          id={`${grid.path}-tabs`}
          selectedTabId={tab?.id}
          onChange={(id) =>
            update({ tab: String(id), tabFilter: tabs.find((x) => x.id === id)?.tabFilter, page: 0 })
          }
        >
          {tabs.map((x) => (
            <Tab key={x.id} id={x.id} title={t(x.labelKey)} />
          ))}
        </Tabs>
      )}
      <div className="cpt-toolbar">
        {filters.length > 0 && (
          <FilterBar
            defs={filters}
            filter={filter}
            searchRef={searchRef}
            onChange={(field, value) => update({ filter: { ...view.filter, [field]: value }, page: 0 })}
            onReset={() => update({ filter: {}, page: 0 })}
          />
        )}
        {props.embedded && canCreate && (
          <Button intent="primary" icon="add" onClick={() => void navigate(create.to)}>
            {t(create.labelKey)}
          </Button>
        )}
      </div>
      <StatsBar<T, C>
        total={data.total}
        estimated={data.estimated}
        selected={selected}
        api={api}
        context={context}
        request={{ resource: grid.path, sort, filter, tabFilter, chunk: Math.min(1000, grid.spec.maxPage) }}
        fileBase={props.exportName}
      />
      {body}
      <Pager page={view.page} pageSize={pageSize} total={data.total} onPage={(p) => goPage(p)} />
    </div>
  );
}

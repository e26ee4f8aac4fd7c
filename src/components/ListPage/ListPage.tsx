import { useRememberList } from '../../app/lastList.ts';
import { escapeWhileOpening } from '../../app/openingKeys.ts';
import './agGrid.ts';
import './list.css';
import { Button } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import type { EditableList } from '../../../domain/cells.ts';
import type { SortDir } from '../../../domain/list-protocol.ts';
import { canOpen } from '../../../domain/routes.ts';
import { userAtom } from '../../app/session.ts';
import { cleanFilter } from '../list/urlState.ts';
import { useListView } from '../list/useListView.ts';
import { TabPanel } from '../TabPanel.tsx';
import { BadView } from './BadView.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { CellTools } from './editing/CellTools.tsx';
import type { EditedRow } from './editing/rowEdits.ts';
import { useRowSavedContext } from './editing/rowSaved.ts';
import { type CellEditing, useCellEditing } from './editing/useCellEditing.ts';
import { ListGrid } from './ListGrid.tsx';
import { ListHeading } from './ListHeading.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { Pager } from './Pager.tsx';
import { rememberOpened, useReturnFocus } from './returnFocus.ts';
import { SavedViewsMenu } from './SavedViewsMenu.tsx';
import { StatsBar } from './StatsBar.tsx';
import type { ListPageProps } from './types.ts';
import { useColumnSizing } from './useColumnSizing.ts';
import { useGridFollowsView } from './useGridFollowsView.ts';
import { useListColumns } from './useListColumns.ts';
import { useListData } from './useListData.ts';
import { useListKeys } from './useListKeys.ts';
import { useListSavedViews } from './useListSavedViews.ts';
import { useListSelection } from './useListSelection.ts';

/**
 * The generic list of the console (docs/client.md, "What every screen inherits") on AG Grid community:
 * server paging (`range`) and sorting (`sort`), filters and tabs in the URL, stats bar, row
 * selection, CSV export of the whole filtered view, full keyboard use.
 */
export function ListPage<T extends { id: string }, C = undefined>(props: ListPageProps<T, C>) {
  const { grid, context, filters = [], tabs, pageSize = 80, rowLink, create } = props;
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [view, update] = useListView();
  useRememberList();
  const [api, setApi] = useState<GridApi<T> | null>(null);
  const { selected, setSelected, rowSelection } = useListSelection<T>(props.selectable);
  // the cells the list declares are edited in place (a list without rows versions declares none)
  const editing = useCellEditing<T & EditedRow>({
    def: grid.cells as EditableList<T & EditedRow> | undefined,
    path: grid.cellsPath,
    role: user?.role,
    me: user ? { id: user.id, role: user.role, communities: user.communities } : undefined,
    api: api as GridApi<T & EditedRow> | null,
    rowName: grid.rowName && ((row) => grid.rowName!(row, context as C)),
  }) as unknown as CellEditing<T>;
  const [focusedCol, setFocusedCol] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  // the header a keyboard sort was made from: the grid redraws while the sorted page loads and
  // the focus falls to the page; it goes back to that header once the rows are in
  const sortedFrom = useRef<string | null>(null);
  const { columnDefs, defaultHidden, hidden, toggleColumn, replaceHidden, chooser } = useListColumns<T, C>(
    grid,
    context,
    editing.columns,
  );

  const tab = tabs?.find((x) => x.id === view.tab) ?? tabs?.[0];
  const tabFilter = tab ? tab.tabFilter : view.tabFilter;
  // a hand-edited hash naming a field the server cannot sort on falls back to the default sort
  const sort: readonly [string, SortDir] =
    view.sort && grid.spec.sorts.includes(view.sort[0]) ? view.sort : grid.spec.defaultSort;
  const shownFilter = cleanFilter(view.filter);
  const filter = { ...shownFilter, ...props.fixedFilter };
  const from = view.page * pageSize;
  const data = useListData<T>(grid.path, { sort, range: [from, from + pageSize - 1], filter, tabFilter });
  const pages = Math.max(1, Math.ceil(data.total / pageSize));

  // a saved view's order and widths win over the sizing to content
  const placeColumns = useRef<(gridApi: GridApi<T>) => void>(() => {});
  const gridEl = useRef<HTMLDivElement>(null);
  const sizing = useColumnSizing(api, columnDefs, data.loading, placeColumns, gridEl);
  const saved = useListSavedViews<T>({
    path: grid.path,
    api,
    view,
    update,
    tabs,
    defaultHidden,
    replaceHidden,
    onLayoutReset: sizing.resize,
  });
  placeColumns.current = saved.placeColumns;
  useReturnFocus(api, grid.path, !data.loading, data.rows);
  const toPage = useCallback((page: number) => update({ page }), [update]);
  useGridFollowsView({ api, context, sort, columnDefs, data, page: view.page, pages, toPage });

  const goPage = (page: number, focus: 'first' | 'last' | null = null) => {
    if (page < 0 || page >= pages || page === view.page) return;
    pendingFocus.current = focus;
    update({ page });
  };
  // rows open only where the role may go (e.g. the team list is readable by all, editable by few)
  const linkable = !!rowLink && !!user && canOpen(user.role, rowLink({ id: 'x' } as T).split('?')[0]!);
  const open = (row: T | undefined) => {
    if (!row || !rowLink || !linkable || !(props.rowOpens?.(row) ?? true)) return;
    rememberOpened(grid.path, row.id);
    // Escape typed before the row's screen is there still means "back to the list"
    const { pathname, search, hash } = window.location;
    escapeWhileOpening((arrived) =>
      arrived ? void navigate(-1) : void navigate(`${pathname}${search}${hash}`, { replace: true }),
    );
    void navigate(rowLink(row));
  };
  const canCreate = create && can(user?.role, create.action);

  const { onCellKeyDown: onKey, toFirstCell } = useListKeys<T>({
    api,
    page: view.page,
    goPage,
    open,
    searchRef,
    hasSearch: filters.some((f) => f.kind === 'text'),
    fresh: data.fresh,
    refresh: data.refresh,
    create: canCreate ? () => void navigate(create.to) : null,
    opens: linkable,
    shown: sizing.drawn && !data.loading,
  });

  const gridContext = useRowSavedContext(context, editing.store);
  const shownRows = editing.rows(props.showRows ? props.showRows(data.rows) : data.rows);
  const body = data.error ? (
    <BadView error={data.error} onRetry={data.retry} onReset={() => update({ filter: {}, page: 0 })} />
  ) : (
    <ListGrid<T, C>
      rows={shownRows}
      columnDefs={columnDefs}
      context={gridContext as C}
      loading={data.loading}
      drawn={sizing.drawn}
      gridRef={gridEl}
      rowSelection={rowSelection}
      allLinks={linkable && !props.rowOpens}
      opens={linkable}
      rowClass={(row) =>
        [
          linkable && props.rowOpens?.(row) ? 'cpt-row-link' : '',
          props.rowClass?.(row) ?? '',
          editing.rowClass(row),
        ].join(' ')
      }
      editing={editing}
      onReady={setApi}
      onGone={(gone) => setApi((held) => (held === gone ? null : held))}
      onSort={(gridApi, header) => {
        sortedFrom.current = header;
        const s = gridApi.getColumnState().find((c) => c.sort);
        update({ sort: s ? [s.colId, s.sort === 'asc' ? 'ASC' : 'DESC'] : undefined, page: 0 });
      }}
      onOpen={open}
      onKey={onKey}
      onSelection={setSelected}
      onRows={sizing.size}
      onFocusedColumn={setFocusedCol}
      sortedFrom={sortedFrom}
      pendingFocus={pendingFocus}
    />
  );
  return (
    <div className={`cpt-list${props.embedded ? ' cpt-list-embedded' : ''}`}>
      {editing.dialog}
      <ListHeading
        path={grid.path}
        title={props.title ?? t(props.titleKey)}
        before={props.before}
        after={props.after}
        createLabel={canCreate ? create.labelKey : undefined}
        onCreate={() => create && void navigate(create.to)}
        embedded={props.embedded}
        tabs={tabs}
        tab={tab}
        onTab={(x) => update({ tab: x.id, tabFilter: x.tabFilter, page: 0 })}
      />
      <ListToolbar
        filterBar={{
          defs: filters,
          filter: shownFilter,
          searchRef,
          // the rows searched may be on the way: the cursor goes to them once they show
          onLeave: toFirstCell,
          onChange: (field, value) =>
            update((cur) => ({
              filter: {
                ...cur.filter,
                [field]: typeof value === 'function' ? value(cur.filter[field]) : value,
              },
              page: 0,
            })),
          onReset: () => update({ filter: {}, page: 0 }),
        }}
        fresh={data.fresh}
        onRefresh={data.refresh}
      >
        {props.actions?.(api, selected, (field, value) => editing.setCell(selected, field, value))}
        <SavedViewsMenu {...saved.menu} />
        <ColumnChooser columns={chooser} hidden={hidden} onToggle={toggleColumn} />
        {props.embedded && canCreate && (
          <Button intent="primary" icon="add" onClick={() => void navigate(create.to)}>
            {t(create.labelKey)}
          </Button>
        )}
      </ListToolbar>
      <StatsBar<T, C>
        total={data.total}
        estimated={data.estimated}
        counting={data.counting}
        selected={selected.length}
        api={api}
        context={context}
        request={{ resource: grid.path, sort, filter, tabFilter, chunk: Math.min(1000, grid.spec.maxPage) }}
        fileBase={props.exportName}
      >
        <CellTools<T>
          editing={editing}
          cells={grid.cells}
          role={user?.role}
          api={api}
          selected={selected}
          columns={columnDefs}
          focused={focusedCol}
        />
      </StatsBar>
      {/* the status tabs filter this list: its rows are their panel */}
      {tabs && tab ? (
        <TabPanel tabsId={`${grid.path}-tabs`} tabId={tab.id} fill>
          {body}
        </TabPanel>
      ) : (
        body
      )}
      <Pager
        page={view.page}
        pageSize={pageSize}
        total={data.total}
        estimated={data.estimated}
        counting={data.counting}
        onPage={(p) => goPage(p)}
      />
    </div>
  );
}

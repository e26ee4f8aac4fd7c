import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SavedView, ViewColumn, ViewState } from '../../../domain/views/schema.ts';
import { useSavedViews } from '../../api/savedViews.ts';
import { focusIsFree } from '../../app/focusLanding.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import {
  columnsFromHash,
  columnsOf,
  isBareUrl,
  linkWithColumns,
  listKeyOf,
  parseState,
  showsView,
  stateOf,
} from '../list/savedViewState.ts';
import { type ListView, readView } from '../list/urlState.ts';
import type { SavedViewsMenuProps } from './SavedViewsMenu.tsx';
import type { TabDef } from './types.ts';
import { focusFirstCell } from './useListKeys.ts';

export const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';

interface Options<T> {
  path: string;
  api: GridApi<T> | null;
  view: ListView;
  update: (patch: Partial<ListView>) => void;
  tabs: readonly TabDef[] | undefined;
  /** the list's own hidden columns (those marked initialHide) */
  defaultHidden: readonly string[];
  replaceHidden: (ids: readonly string[]) => void;
  /** the columns went back to their definitions: size them to their content again */
  onLayoutReset: () => void;
}

/**
 * The saved views of one list: the menu's props, the V shortcut, the member's default view applied
 * when the list opens with a bare URL, and a shared link's columns. `placeColumns` puts the view's
 * column order and widths back after the grid sized its columns (new definitions reset them).
 */
export function useListSavedViews<T>(o: Options<T>) {
  const { t } = useTranslation();
  const list = listKeyOf(o.path);
  const views = useSavedViews(list);
  const hasTabs = !!o.tabs?.length;
  const [activeId, setActiveId] = useState<string>();
  const [isOpen, setOpen] = useState(false);
  const layout = useRef<ViewColumn[] | null>(null);
  const start = useRef({
    bare: isBareUrl(window.location.search, window.location.hash, hasTabs),
    columns: columnsFromHash(window.location.hash),
  });

  const placeColumns = useCallback((gridApi: GridApi<T>) => {
    const cols = layout.current;
    if (!cols) return;
    gridApi.applyColumnState({
      state: [
        { colId: SELECTION_COLUMN },
        ...cols.map((c) => ({ colId: c.id, hide: !!c.hide, ...(c.width ? { width: c.width } : {}) })),
      ],
      applyOrder: true,
    });
  }, []);

  const { api, replaceHidden } = o;
  const applyColumns = useCallback(
    (cols: ViewColumn[]) => {
      layout.current = cols;
      replaceHidden(cols.filter((c) => c.hide).map((c) => c.id));
      if (api) placeColumns(api);
    },
    [api, replaceHidden, placeColumns],
  );

  const apply = (v: SavedView) => {
    const s: ViewState = parseState(v.state) ?? {};
    const tab = o.tabs?.find((x) => x.id === s.tab) ?? o.tabs?.[0];
    o.update({
      filter: s.filter ?? {},
      sort: s.sort,
      page: 0,
      ...(tab ? { tab: tab.id, tabFilter: tab.tabFilter } : {}),
    });
    setActiveId(v.id);
    setOpen(false);
    if (s.columns) applyColumns(s.columns);
  };

  const reset = () => {
    const tab = o.tabs?.[0];
    o.update({
      filter: {},
      sort: undefined,
      page: 0,
      ...(tab ? { tab: tab.id, tabFilter: tab.tabFilter } : {}),
    });
    layout.current = null;
    o.replaceHidden(o.defaultHidden);
    o.api?.resetColumnState();
    o.onLayoutReset();
    setActiveId(undefined);
    setOpen(false);
  };

  const columnsNow = () => (o.api ? columnsOf(o.api.getColumnState(), [SELECTION_COLUMN]) : []);
  const capture = () =>
    stateOf(readView(window.location.search, window.location.hash), hasTabs, columnsNow());

  const copyLink = () => {
    const link = linkWithColumns(window.location.href, columnsNow());
    navigator.clipboard.writeText(link).then(
      () => toastSuccess(t('views.linkCopied')),
      () => toastError(t('views.linkNotCopied')),
    );
    setOpen(false);
  };

  // a shared link's columns apply once, when the list opens, and again when a link to the list
  // open already (a saved view picked in Ctrl+K) brings other columns
  const { hash } = useLocation();
  const linkHash = useRef<string>(undefined);
  useEffect(() => {
    const cols = start.current.columns ?? columnsFromHash(hash);
    start.current.columns = undefined;
    if (linkHash.current === hash) return;
    linkHash.current = hash;
    if (cols) applyColumns(cols);
  }, [applyColumns, hash]);

  // the default view applies when the list opens on its bare URL, not over a link's own choice
  const data = views.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the views first arrive
  useEffect(() => {
    if (!data || !start.current.bare) return;
    start.current.bare = false;
    const d = data.find((v) => v.isDefault);
    if (d) apply(d);
  }, [data]);

  useShortcut('v', () => setOpen(true), {
    labelKey: 'shortcuts.views',
    groupKey: 'shortcuts.groups.list',
    page: true,
  });

  // a view picked in the menu closes it: the keyboard goes on to the list's first cell, not the body
  const backToGrid = () =>
    requestAnimationFrame(() => {
      if (focusIsFree()) focusFirstCell(o.api);
    });

  const shown = data?.find((v) => v.id === activeId);
  const active = shown && showsView(o.view, hasTabs, parseState(shown.state) ?? {}) ? shown : undefined;
  const menu: SavedViewsMenuProps = {
    list,
    views: data ?? [],
    active,
    isOpen,
    onOpenChange: setOpen,
    onApply: (v) => {
      apply(v);
      backToGrid();
    },
    onReset: () => {
      reset();
      backToGrid();
    },
    capture,
    onCopyLink: copyLink,
  };
  return { menu, placeColumns, openMenu: () => setOpen(true), apply };
}

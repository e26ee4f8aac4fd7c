import * as v from 'valibot';
import { ViewColumn, ViewState } from '../../../domain/views/schema.ts';
import { cleanFilter, type ListView } from './urlState.ts';

/**
 * What a saved view holds, taken from and given back to a list: the URL's part (filters, tab,
 * sort) and the grid's columns (order, hidden, width). Pure functions, tested without a DOM.
 */

/** 'users/details' → 'users-details': the saved views' `list` key of a grid path. */
export const listKeyOf = (path: string): string =>
  path
    .split('?', 1)[0]!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The grid's column state as AG Grid reports it (getColumnState), the parts a view keeps. */
export interface GridColumnState {
  colId: string;
  hide?: boolean | null;
  width?: number | null;
  flex?: number | null;
}

/** The grid's columns in their order; a width only where it is fixed (flex columns take the rest). */
export function columnsOf(state: readonly GridColumnState[], skip: readonly string[] = []): ViewColumn[] {
  return state
    .filter((c) => !skip.includes(c.colId))
    .map((c) => ({
      id: c.colId,
      ...(c.hide ? { hide: true } : {}),
      ...(c.width && !c.flex ? { width: Math.min(2000, Math.max(20, Math.round(c.width))) } : {}),
    }));
}

/** The view to save: only what narrows or orders the list (a tab only on a list with tabs). */
export function stateOf(view: ListView, hasTabs: boolean, columns: ViewColumn[]): ViewState {
  const filter = cleanFilter(view.filter);
  return {
    ...(Object.keys(filter).length ? { filter: filter as ViewState['filter'] } : {}),
    ...(hasTabs && view.tab ? { tab: view.tab } : {}),
    ...(view.sort ? { sort: [view.sort[0], view.sort[1]] } : {}),
    columns,
  };
}

/** Whether the list shows what the view says (its filters, tab and sort; columns aside). */
export function showsView(view: ListView, hasTabs: boolean, saved: ViewState): boolean {
  const now = stateOf(view, hasTabs, []);
  const key = (s: ViewState) => JSON.stringify([s.filter ?? {}, s.tab ?? null, s.sort ?? null]);
  return key(now) === key({ ...saved, ...(hasTabs ? {} : { tab: undefined }) });
}

/** The URL carries no choice of its own (no filter, tab, sort or page): a default view may apply. */
export function isBareUrl(search: string, hash: string, hasTabs: boolean): boolean {
  const q = new URLSearchParams(search);
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  return (
    !q.has('filter') &&
    !q.has('tabFilter') &&
    !(hasTabs && q.has('tabState')) &&
    !h.has('sort') &&
    !h.has('page') &&
    !h.has('columns')
  );
}

/** A shared link's columns (`#columns=` in the hash), when it has valid ones. */
export function columnsFromHash(hash: string): ViewColumn[] | undefined {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('columns');
  if (!raw) return undefined;
  try {
    const r = v.safeParse(v.pipe(v.array(ViewColumn), v.maxLength(100)), JSON.parse(raw));
    return r.success ? r.output : undefined;
  } catch {
    return undefined;
  }
}

/** The link of the view on screen: the URL's filters, tab and sort, with its columns in the hash. */
export function linkWithColumns(href: string, columns: ViewColumn[]): string {
  const url = new URL(href);
  const h = new URLSearchParams(url.hash.replace(/^#/, ''));
  h.set('columns', JSON.stringify(columns));
  url.hash = h.toString();
  return url.toString();
}

/** A saved state read back (the server validated it on the way in; an old one may lack parts). */
export const parseState = (s: unknown): ViewState | undefined => {
  const r = v.safeParse(ViewState, s);
  return r.success ? r.output : undefined;
};

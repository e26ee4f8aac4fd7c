import type { SortDir } from '../../../domain/list-protocol.ts';

/**
 * Where a list view lives in the URL (docs/client.md, "What every screen inherits"): filters in the query
 * (`filter`, `tabFilter` as JSON, the list protocol's own shapes) and the tab as `tabState`, the
 * name the Delivery screen gives it, for every screen with tabs (a page whose tabs switch
 * lists, as Delivery's, or a list's own status tabs, as the offers'); page and sort in the hash.
 * A copied URL therefore reopens the same view. Pure functions, so they are tested without a DOM.
 */
export interface ListView {
  filter: Record<string, unknown>;
  tabFilter: Record<string, unknown> | undefined;
  /** 0-based internally; 1-based in the URL, as people read it */
  page: number;
  sort: readonly [string, SortDir] | undefined;
  tab: string | undefined;
}

function jsonObject(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    // a hand-edited URL with broken JSON opens the unfiltered list rather than failing
    return undefined;
  }
}

export function readView(search: string, hash: string): ListView {
  const q = new URLSearchParams(search);
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  const page = Number(h.get('page'));
  const [field, dir] = (h.get('sort') ?? '').split(':');
  return {
    filter: jsonObject(q.get('filter')) ?? {},
    tabFilter: jsonObject(q.get('tabFilter')),
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
    sort: field && (dir === 'ASC' || dir === 'DESC') ? [field, dir] : undefined,
    // `#tab=` is where links made before kept it
    tab: q.get('tabState') ?? h.get('tab') ?? undefined,
  };
}

/** Drops empty values so the URL only carries filters that filter something. */
export function cleanFilter(filter: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    if (typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x == null || x === ''))
      continue;
    out[k] = v;
  }
  return out;
}

/** The search and hash strings for a view; other query parameters are kept. */
export function writeView(view: ListView, currentSearch: string): { search: string; hash: string } {
  const q = new URLSearchParams(currentSearch);
  const filter = cleanFilter(view.filter);
  if (Object.keys(filter).length) q.set('filter', JSON.stringify(filter));
  else q.delete('filter');
  if (view.tabFilter && Object.keys(view.tabFilter).length)
    q.set('tabFilter', JSON.stringify(view.tabFilter));
  else q.delete('tabFilter');
  // a list without tabs of its own leaves the page's tabState alone (Delivery's lists)
  if (view.tab) q.set('tabState', view.tab);
  const h = new URLSearchParams();
  if (view.page > 0) h.set('page', String(view.page + 1));
  if (view.sort) h.set('sort', `${view.sort[0]}:${view.sort[1]}`);
  const search = q.toString();
  const hash = h.toString();
  return { search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' };
}

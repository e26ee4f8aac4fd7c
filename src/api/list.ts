import type { SortDir, TotalMode } from '../../domain/list-protocol.ts';
import { type ListTotal, listSearchParams, listTotalFromHeaders } from '../../domain/list-wire.ts';
import { api } from './client.ts';

export interface PageQuery {
  sort?: readonly [string, SortDir];
  range: readonly [number, number];
  filter?: Record<string, unknown>;
  tabFilter?: Record<string, unknown>;
  /** `later`: the page alone; its total, when the page does not show it, from `fetchTotal` */
  total?: TotalMode;
}

export interface Page<T> {
  rows: T[];
  total: number;
  /** true when the server counted no further than its cap and sent an estimate (docs/api.md) */
  estimated: boolean;
  /** false: asked with `total: 'later'`, the answer left the total to its own call */
  counted: boolean;
}

/** One list call of the list protocol (domain/list-protocol.ts); the total comes from Content-Range. */
export async function fetchPage<T>(resource: string, q: PageQuery, signal?: AbortSignal): Promise<Page<T>> {
  const res = await api.get(resource, { searchParams: listSearchParams(q), signal });
  const rows = (await res.json()) as T[];
  // a large view's total is an estimate (Content-Range `/*` + X-Total-Estimate, docs/api.md)
  const t = listTotalFromHeaders(res.headers.get('Content-Range'), res.headers.get('X-Total-Estimate'));
  if (!t && q.total === 'later') return { rows, total: 0, estimated: false, counted: false };
  return { rows, total: t?.total ?? rows.length, estimated: t?.estimated ?? false, counted: true };
}

/** The total of a view alone (`total=only`): what a page asked with `total: 'later'` left out. */
export async function fetchTotal(
  resource: string,
  q: Pick<PageQuery, 'filter' | 'tabFilter'>,
  signal?: AbortSignal,
): Promise<ListTotal> {
  const page = await fetchPage(resource, { ...q, range: [0, 0], total: 'only' }, signal);
  return { total: page.total, estimated: page.estimated };
}

import type { SortDir, TotalMode } from './list-protocol.ts';

/**
 * A list call on the wire: the query string the client sends, and the Content-Range (with the
 * estimate header of a large view) the server answers; docs/api.md describes both. The parsing of
 * the query is the protocol's (list-protocol.ts).
 */

/** Builds the query string a list call sends; the client's ListPage uses it. */
export function listSearchParams(q: {
  sort?: readonly [string, SortDir];
  range: readonly [number, number];
  filter?: Record<string, unknown>;
  tabFilter?: Record<string, unknown>;
  total?: TotalMode;
}): URLSearchParams {
  const p = new URLSearchParams();
  if (q.sort) p.set('sort', JSON.stringify(q.sort));
  p.set('range', JSON.stringify(q.range));
  if (q.filter && Object.keys(q.filter).length) p.set('filter', JSON.stringify(q.filter));
  if (q.tabFilter && Object.keys(q.tabFilter).length) p.set('tabFilter', JSON.stringify(q.tabFilter));
  if (q.total) p.set('total', q.total);
  return p;
}

/** `total` '*' means unknown (RFC 9110): the server then sends its estimate in `X-Total-Estimate`. */
export function contentRange(resource: string, offset: number, count: number, total: number | '*'): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/**
 * Reads `Content-Range`: returns the total, or undefined when absent or malformed. A large view's
 * total is unknown (`/*`, see docs/api.md "Totals"): pass `X-Total-Estimate` as `estimate` to get
 * that estimate instead (listTotalFromHeaders says which one it is).
 */
export function totalFromContentRange(header: string | null, estimate?: string | null): number | undefined {
  const m = header?.match(/\/(\d+)$/);
  if (m) return Number(m[1]);
  return header?.endsWith('/*') && estimate && /^\d+$/.test(estimate) ? Number(estimate) : undefined;
}

/** The total of a list answer and whether it is an estimate (to show it as "about n"). */
export function listTotalFromHeaders(
  contentRangeHeader: string | null,
  estimateHeader: string | null,
): { total: number; estimated: boolean } | undefined {
  const exact = totalFromContentRange(contentRangeHeader);
  if (exact !== undefined) return { total: exact, estimated: false };
  const est = totalFromContentRange(contentRangeHeader, estimateHeader);
  return est === undefined ? undefined : { total: est, estimated: true };
}

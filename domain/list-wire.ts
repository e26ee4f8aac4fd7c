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

/** A list's total and whether it is the planner's estimate (more rows than the exact count's cap). */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

/**
 * A total checked against the page it came with, so the pager never offers a page that is not
 * there nor hides one that is: a short page is the last one, which makes the total exact; a full
 * page means at least one more row may follow, whatever the planner guessed. An exact total the
 * page contradicts (counted in its own call, before the list changed) is read as an estimate.
 * The server applies it to each answer, the console to a total it counted apart (useListData).
 */
export function pagedTotal(total: ListTotal, q: { offset: number; limit: number }, count: number): ListTotal {
  // an empty page past the end shows no row, so it contradicts nothing
  if (!total.estimated)
    return count === 0 || total.total >= q.offset + count
      ? total
      : pagedTotal({ ...total, estimated: true }, q, count);
  if (count < q.limit && (count > 0 || q.offset === 0)) return { total: q.offset + count, estimated: false };
  if (count === q.limit) return { total: Math.max(total.total, q.offset + count + 1), estimated: true };
  return total;
}

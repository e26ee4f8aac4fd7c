import type { SortDir } from '../../../domain/list-protocol.ts';
import { apiErrorOf } from '../../api/errors.ts';
import { fetchPage } from '../../api/list.ts';
import { buildCsv, type CsvColumn, csvFileName } from './csv.ts';

export interface ExportRequest<T> {
  resource: string;
  sort?: readonly [string, SortDir];
  filter?: Record<string, unknown>;
  tabFilter?: Record<string, unknown>;
  /** rows per call: the resource's maxPage (domain/<entity>/list.ts), at most 1000 */
  chunk?: number;
  columns: readonly CsvColumn<T>[];
  fileBase: string;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}

/** Rows per call by default; if the server still refuses the range, the chunk is halved. */
const CHUNK = 1000;
const MIN_CHUNK = 50;

/**
 * Exports the whole filtered view, not the page on screen: it walks the list in chunks through
 * the same list protocol (same sort, same filters), then hands the browser one CSV file.
 */
export async function exportCsv<T>(req: ExportRequest<T>): Promise<number> {
  const rows: T[] = [];
  let chunk = req.chunk ?? CHUNK;
  // A short chunk marks the end, not the total: on large views the total is an estimate.
  for (;;) {
    const from = rows.length;
    let page: { rows: T[]; total: number };
    try {
      page = await fetchPage<T>(
        req.resource,
        { sort: req.sort, range: [from, from + chunk - 1], filter: req.filter, tabFilter: req.tabFilter },
        req.signal,
      );
    } catch (e) {
      if (apiErrorOf(e)?.message === 'errors.invalidRange' && chunk > MIN_CHUNK) {
        chunk = Math.max(MIN_CHUNK, Math.floor(chunk / 2));
        continue;
      }
      throw e;
    }
    rows.push(...page.rows);
    req.onProgress(rows.length, Math.max(page.total, rows.length));
    if (page.rows.length < chunk) break;
  }
  download(buildCsv(req.columns, rows), csvFileName(req.fileBase));
  return rows.length;
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // revoke later: some browsers read the blob asynchronously after click()
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { type EventEmitter, once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { toYuanString } from '../../domain/money.ts';

/** Money cells hold yuan as numbers (sums work) shown with the ¥ sign; days and instants are dates. */
export const MONEY_FORMAT = '"¥"#,##0.00';
export const DAY_FORMAT = 'yyyy-mm-dd';
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const PERCENT_FORMAT = '0.00%';

/** Fen to a yuan number through the decimal string, never by a division of floats. */
export const yuan = (fen: number): number => Number(toYuanString(fen));
/** 'YYYY-MM-DD' as the date cell of that day. */
export const dayCell = (d: string | null): Date | null => (d ? new Date(`${d}T00:00:00Z`) : null);
/** A business-zone wall time 'YYYY-MM-DDTHH:MM:SS' as a date cell showing that time. */
export const wallTimeCell = (t: string | null): Date | null => (t ? new Date(`${t}Z`) : null);

export interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
}

export type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
export type Sheet = ExcelJS.Worksheet;

/**
 * A workbook written while it is read: rows go out through `stream` as they are committed
 * (inline strings, no shared-string table), so memory does not grow with the row count.
 */
export function streamingWorkbook(): { stream: PassThrough; workbook: Workbook } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  return { stream, workbook };
}

/**
 * One style object per column, given to every cell of the column: exceljs caches a style by the
 * object's identity, and the fresh object it merges per cell otherwise costs it a style lookup
 * per cell (three times slower on 50,000 rows).
 */
const columnStyles = new WeakMap<Sheet, Partial<ExcelJS.Style>[]>();

/** A sheet with a bold frozen header row, column widths and formats, and an autofilter on the header. */
export function addSheet(workbook: Workbook, name: string, columns: readonly SheetColumn[]): Sheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const styles = columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
  columnStyles.set(sheet, styles);
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width,
    style: styles[i],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

/** The reader hung up mid-file: the producer stops; not a fault of the server. */
export class DownloadClosed extends Error {
  constructor() {
    super('download closed by the client');
  }
}

/** Logs why a file stopped mid-stream: a reader that left is information, anything else an error. */
export function logStopped(log: FastifyBaseLogger, err: unknown, what: string): void {
  if (err instanceof DownloadClosed) log.info(`${what}: download closed by the client`);
  else log.error({ err }, `${what} failed mid-stream`);
}

/** Commits rows and waits while the reader is behind, so a slow download holds the producer. */
export async function writeRows(
  sheet: Sheet,
  rows: readonly unknown[][],
  stream: PassThrough,
): Promise<void> {
  // a reader that hung up: stop reading the cursor rather than write the rest into nothing
  if (stream.destroyed) throw new DownloadClosed();
  const styles = columnStyles.get(sheet) ?? [];
  for (const r of rows) {
    const row = sheet.addRow(r);
    row.eachCell((cell, col) => {
      cell.style = styles[col - 1] ?? {};
    });
    row.commit();
  }
  // two queues can fill: the deflate input of the sheet's zip entry, and the download
  const entry = zipEntryInput(sheet);
  if (entry) await drained(entry, stream);
  if (stream.writableNeedDrain) await drained(stream, stream);
}

/** Waits for `queue` to drain; a reader that hung up closes the download without draining it. */
async function drained(queue: EventEmitter, download: PassThrough): Promise<void> {
  await Promise.race([once(queue, 'drain'), once(download, 'close')]);
  if (download.destroyed) throw new DownloadClosed();
}

/** The fields of a `readable-stream` duplex (archiver's streams) that tell its queues apart. */
interface EntryStream extends EventEmitter {
  _writableState?: { needDrain?: boolean };
  _readableState?: { flowing?: boolean | null };
}

/**
 * exceljs writes a sheet's XML into its own buffer, which pushes into the zip entry's input stream
 * without looking at the answer of `write()`: when deflating is slower than building rows, the
 * XML piles up there (24 MB on a 50,000-order recap, promoted to the old space and kept). Waiting
 * for that stream to drain keeps the producer at deflate's pace. The fields are exceljs's and
 * readable-stream's own (not in the types); without them the download's drain alone holds the
 * producer, as before. An entry the zip has not started reading (`flowing` still null) is not
 * waited for: it drains only once the entries before it end.
 */
function zipEntryInput(sheet: Sheet): EntryStream | undefined {
  const buf = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const input = (Array.isArray(buf?.pipes) ? buf.pipes[0] : undefined) as EntryStream | undefined;
  const reading = input?._readableState?.flowing != null;
  return reading && input?._writableState?.needDrain === true ? input : undefined;
}

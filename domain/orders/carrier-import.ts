import { MAX_CELL_ROWS } from '../cells.ts';
import type { TrackingStatus } from './schema.ts';

/**
 * A carrier's file of tracking numbers and statuses (docs/spreadsheet.md, "Carrier file import"):
 * read by `POST /api/orders/tracking-import` into a preview, nothing written; the lines the
 * member keeps are then saved by one cells call (`POST /api/orders/cells`).
 */

/** A carrier's file is a few hundred lines: 2 MB leaves room for many columns we do not read. */
export const CARRIER_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The lines one import may hold: the rows of one cells call, so applying stays one request. */
export const CARRIER_FILE_MAX_LINES = MAX_CELL_ROWS;
export { TRACKING_ID_MAX } from './tracking-id.ts';

/**
 * How much of a cell it could not read the preview shows back (an order ID, a status): enough to
 * recognise it; a cell of a megabyte was sent back whole, as large as the file.
 */
export const CARRIER_ECHO_MAX = 100;

/** `s` cut to CARRIER_ECHO_MAX characters, with an ellipsis when cut (never in a surrogate pair). */
export function echoed(s: string): string {
  if (s.length <= CARRIER_ECHO_MAX) return s;
  const end = /[\uD800-\uDBFF]/.test(s[CARRIER_ECHO_MAX - 2] ?? '')
    ? CARRIER_ECHO_MAX - 2
    : CARRIER_ECHO_MAX - 1;
  return `${s.slice(0, end)}…`;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CARRIER_FILE_TYPES = [XLSX_MIME, 'text/csv'] as const;
/** What the file picker offers (the server reads the bytes, never the name). */
export const CARRIER_FILE_ACCEPT = '.xlsx,.csv,.txt,.tsv,text/csv';

/** The columns the import reads; every other column is left alone (and named in the preview). */
export const CARRIER_COLUMNS = ['orderID', 'deliveryTrackingID', 'trackingStatus'] as const;
export type CarrierColumn = (typeof CARRIER_COLUMNS)[number];

/** The order a line names, as it stands now. */
export interface CarrierLineOrder {
  id: string;
  version: number;
  orderID: number;
  customerName: string;
  trackingStatus: TrackingStatus;
  deliveryTrackingID: string;
}

/** What a line would change: only what differs from the order (the same file twice changes nothing). */
export interface CarrierLineSet {
  deliveryTrackingID?: string;
  trackingStatus?: TrackingStatus;
}

export interface CarrierLine {
  /** the line of the file (1 is the first line of the sheet), as the carrier's program shows it */
  line: number;
  /** the order ID as written in the file */
  orderID: string;
  order?: CarrierLineOrder;
  set: CarrierLineSet;
  /** the status as written in the file, when there is one */
  statusText?: string;
  /** why the line cannot be applied: the column and a message key (with values, domain/errors.ts) */
  error?: { field: CarrierColumn; message: string };
}

export interface CarrierPreview {
  /** the header of the file each read column was found under */
  columns: Partial<Record<CarrierColumn, string>>;
  /** headers of the columns left alone (a carrier's weight, our export's phone…) */
  ignored: string[];
  /** how many more were left alone than `ignored` names (a file may have thousands of columns) */
  ignoredMore?: number;
  /** the sheet read, for an xlsx */
  sheet?: string;
  lines: CarrierLine[];
  counts: { ready: number; unchanged: number; refused: number };
}

/** A line the apply sends: no error and something to change. */
export const isReady = (l: CarrierLine): l is CarrierLine & { order: CarrierLineOrder } =>
  !l.error && !!l.order && Object.keys(l.set).length > 0;

/** The cells call's rows for the ready lines, each at the version the preview read. */
export function cellRowsOf(lines: readonly CarrierLine[]) {
  return lines.filter(isReady).map((l) => ({ id: l.order.id, version: l.order.version, set: { ...l.set } }));
}

import { messageWith } from '../../domain/errors.ts';
import {
  CARRIER_FILE_MAX_LINES,
  type CarrierColumn,
  TRACKING_ID_MAX,
} from '../../domain/orders/carrier-import.ts';
import type { TrackingStatus } from '../../domain/orders/schema.ts';
import { hasHiddenCharacter } from '../../domain/orders/tracking-id.ts';
import { badRequest, HttpError } from '../errors.ts';
import { type HeaderMatch, matchHeaders, statusOfText } from './carrier-columns.ts';
import type { CarrierTable, Cell, FileRow } from './carrier-read.ts';
import { hasControl } from './carrier-text.ts';

/** A line of the file as read, before the orders are looked up. */
export interface ReadLine {
  line: number;
  orderText: string;
  /** the order's number, when the cell holds one */
  orderID?: number;
  trackingID?: string;
  status?: TrackingStatus;
  statusText?: string;
  error?: { field: CarrierColumn; message: string };
}

export interface ReadFile {
  sheet?: string;
  header: HeaderMatch;
  lines: ReadLine[];
}

/** A title or a date above the header is common in carriers' files: the header is looked for below. */
const HEADER_SEARCH_ROWS = 10;
/** The orders table's numbers are 32-bit. */
const MAX_ORDER_ID = 2_147_483_647;

const text = (c: Cell | undefined): string => (c === null || c === undefined ? '' : String(c).trim());

/** Excel's `="00123"` (text kept as typed in a CSV) and a leading apostrophe are the text inside. */
const unwrap = (s: string) =>
  s
    .replace(/^="(.*)"$/s, '$1')
    .replace(/^'/, '')
    .trim();

/**
 * The first sheet with a header naming an order-ID column and a tracking column, and its lines.
 * No such header: 400 naming the headers found; more lines than one apply takes: 413.
 */
export function readLines(table: CarrierTable): ReadFile {
  let firstHeaders: string[] | undefined;
  for (const sheet of table.sheets) {
    for (const [i, row] of sheet.rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
      const headers = row.cells.map((c) => text(c));
      firstHeaders ??= headers;
      const header = matchHeaders(headers);
      if (header.at.orderID === undefined) continue;
      if (header.at.deliveryTrackingID === undefined && header.at.trackingStatus === undefined)
        throw columnsMissing(NO_TRACKING_COLUMN, header.ignored);
      const rows = sheet.rows.slice(i + 1);
      if (rows.length === 0)
        throw badRequest({ file: 'carrierImport.errors.noLines' }, 'carrierImport.errors.noLines');
      if (rows.length > CARRIER_FILE_MAX_LINES)
        throw new HttpError(
          'payload_too_large',
          messageWith('carrierImport.errors.tooManyLines', { max: String(CARRIER_FILE_MAX_LINES) }),
          { details: { maxLines: CARRIER_FILE_MAX_LINES } },
        );
      return { sheet: sheet.name, header, lines: rows.map((r) => readLine(r, header)) };
    }
  }
  if (!firstHeaders) throw badRequest({ file: 'carrierImport.errors.empty' }, 'carrierImport.errors.empty');
  throw columnsMissing(NO_ORDER_COLUMN, firstHeaders.filter(Boolean));
}

/**
 * How much of a file's headers a refusal names: enough to recognise the file, never the file
 * itself (200,000 columns, or one header of 2 MB, made an answer of megabytes, sent twice).
 */
const NAMED_COLUMNS = 20;
const NAMED_CHARS = 60;

function shortHeader(h: string): string {
  if (h.length <= NAMED_CHARS) return h;
  // a cut between the two halves of a surrogate pair would leave half a character
  const end = /[\uD800-\uDBFF]/.test(h[NAMED_CHARS - 1]!) ? NAMED_CHARS - 1 : NAMED_CHARS;
  return `${h.slice(0, end)}…`;
}

/** A few of a file's headers, each cut short, and how many were left unnamed. */
export function namedHeaders(found: readonly string[]): { shown: string[]; more: number } {
  const shown = found.slice(0, NAMED_COLUMNS).map(shortHeader);
  return { shown, more: found.length - shown.length };
}

/** The refusal's message, without and with the count of the columns left unnamed. */
type MissingKeys = readonly [all: string, more: string];
const NO_ORDER_COLUMN: MissingKeys = [
  'carrierImport.errors.noOrderColumn',
  'carrierImport.errors.noOrderColumnMore',
];
const NO_TRACKING_COLUMN: MissingKeys = [
  'carrierImport.errors.noTrackingColumn',
  'carrierImport.errors.noTrackingColumnMore',
];

function columnsMissing([all, some]: MissingKeys, found: readonly string[]): HttpError {
  const { shown, more } = namedHeaders(found);
  const columns = shown.join(', ') || '—';
  const message = more ? messageWith(some, { columns, more: String(more) }) : messageWith(all, { columns });
  return new HttpError('bad_request', message, {
    fields: { file: message },
    details: { columns: shown, more },
  });
}

function readLine(row: FileRow, header: HeaderMatch): ReadLine {
  const cell = (c: CarrierColumn) => (header.at[c] === undefined ? undefined : row.cells[header.at[c]]);
  const rawOrder = cell('orderID');
  const orderText = unwrap(text(rawOrder)).replace(/^#\s*/, '');
  const out: ReadLine = { line: row.line, orderText };
  const fail = (field: CarrierColumn, message: string) => {
    out.error ??= { field, message };
  };
  if (!orderText) fail('orderID', 'carrierImport.errors.noOrderID');
  else if (!/^\d{1,12}$/.test(orderText) || (typeof rawOrder === 'number' && !Number.isInteger(rawOrder)))
    fail('orderID', 'carrierImport.errors.badOrderID');
  else if (Number(orderText) <= MAX_ORDER_ID) out.orderID = Number(orderText);
  else fail('orderID', 'carrierImport.errors.unknownOrder');

  const rawID = cell('deliveryTrackingID');
  const trackingID = unwrap(text(rawID));
  if (typeof rawID === 'number' && !Number.isSafeInteger(rawID))
    fail('deliveryTrackingID', 'carrierImport.errors.numberLost');
  else if (/^\d+(\.\d+)?e\+?\d+$/i.test(trackingID))
    fail('deliveryTrackingID', 'carrierImport.errors.numberLost');
  else if (trackingID.length > TRACKING_ID_MAX) fail('deliveryTrackingID', 'validation.tooLong');
  // what no text field of the API takes (lone surrogates), nor a tracking number (tracking-id.ts)
  else if (hasControl(trackingID) || hasHiddenCharacter(trackingID) || !trackingID.isWellFormed())
    fail('deliveryTrackingID', 'validation.invalidCharacter');
  else if (trackingID) out.trackingID = trackingID;

  const statusText = text(cell('trackingStatus'));
  if (statusText) {
    out.statusText = statusText;
    const status = statusOfText(statusText);
    if (status) out.status = status;
    else
      fail(
        'trackingStatus',
        messageWith('carrierImport.errors.unknownStatus', { status: statusText.slice(0, 40) }),
      );
  }
  return out;
}

import ExcelJS from 'exceljs';
import { badRequest, HttpError } from '../errors.ts';
import { zipRefusal } from '../files/zip-bounds.ts';
import { hasControl, parseDelimited } from './carrier-text.ts';

/** A cell as the import reads it: text, a number as the sheet holds it, or nothing. */
export type Cell = string | number | null;
/** A row that has something in it, with its line in the file (1-based, as Excel numbers rows). */
export interface FileRow {
  line: number;
  cells: Cell[];
}
export interface CarrierTable {
  /** the sheets' rows, in order; a CSV is one sheet without a name */
  sheets: { name?: string; rows: FileRow[] }[];
}

/** An xlsx of a few thousand lines unpacks to a few MB; past this it is not a carrier's file. */
const XLSX_UNPACKED_MAX = 10 * 1024 * 1024;

const unreadable = () =>
  badRequest({ file: 'carrierImport.errors.unreadable' }, 'carrierImport.errors.unreadable');
const notSpreadsheet = (message = 'carrierImport.errors.wrongType') =>
  new HttpError('unsupported_media_type', message, { details: { accepted: ['xlsx', 'csv'] } });

const starts = (b: Buffer, sig: readonly number[]) =>
  b.length >= sig.length && sig.every((x, i) => b[i] === x);

/**
 * The file's rows, whatever it is named: the bytes say what it is. A zip is an xlsx, an OLE2
 * file the old .xls (415: saved again as xlsx it reads), anything else must be text (UTF-8 with or
 * without BOM, UTF-16 with BOM, or GB18030/GBK as Chinese Excel saves CSV) without control bytes.
 */
export async function readCarrierFile(bytes: Buffer): Promise<CarrierTable> {
  if (bytes.length === 0)
    throw badRequest({ file: 'carrierImport.errors.empty' }, 'carrierImport.errors.empty');
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return readXlsx(bytes);
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    throw notSpreadsheet('carrierImport.errors.oldExcel');
  const text = decodeText(bytes);
  if (text === undefined) throw notSpreadsheet();
  return { sheets: [{ rows: parseDelimited(text) }] };
}

function decodeText(bytes: Buffer): string | undefined {
  const attempts: [string, Buffer][] = starts(bytes, [0xef, 0xbb, 0xbf])
    ? [['utf-8', bytes.subarray(3)]]
    : starts(bytes, [0xff, 0xfe])
      ? [['utf-16le', bytes.subarray(2)]]
      : starts(bytes, [0xfe, 0xff])
        ? [['utf-16be', bytes.subarray(2)]]
        : [
            ['utf-8', bytes],
            ['gb18030', bytes],
          ];
  for (const [encoding, body] of attempts) {
    try {
      const text = new TextDecoder(encoding, { fatal: true }).decode(body);
      return hasControl(text) ? undefined : text;
    } catch {
      // not this encoding: the next one, or not text at all
    }
  }
  return undefined;
}

async function readXlsx(bytes: Buffer): Promise<CarrierTable> {
  const refusal = zipRefusal(bytes, XLSX_UNPACKED_MAX);
  if (refusal === 'tooBig')
    throw new HttpError('payload_too_large', 'carrierImport.errors.unpacksTooBig', {
      details: { maxBytes: XLSX_UNPACKED_MAX },
    });
  if (refusal) throw unreadable();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types want its own Buffer flavour; a Node Buffer is what it reads
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable();
  }
  if (workbook.worksheets.length === 0) throw unreadable();
  return {
    sheets: workbook.worksheets.map((ws) => {
      const rows: FileRow[] = [];
      ws.eachRow({ includeEmpty: false }, (row, line) => {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (v) => cellOf(v));
        if (cells.some((c) => c !== null && c !== '')) rows.push({ line, cells });
      });
      return { name: ws.name, rows };
    }),
  };
}

/** exceljs's cell values (rich text, links, formulas with their result, dates, errors) as a cell. */
export function cellOf(v: unknown, depth = 0): Cell {
  if (v === null || v === undefined || depth > 3) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  if (typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.richText))
    return o.richText.map((r) => String((r as { text?: unknown }).text ?? '')).join('');
  if ('result' in o) return cellOf(o.result, depth + 1);
  if ('text' in o) return cellOf(o.text, depth + 1);
  if ('error' in o) return String(o.error);
  return null;
}

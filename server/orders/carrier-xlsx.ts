import ExcelJS from 'exceljs';
import type { CarrierTable, Cell, FileRow } from './carrier-read.ts';

/**
 * Worksheet parts that hold no value, which exceljs spreads cell by cell as it loads: a list
 * validation on whole columns (templates have them: C2:C1048576 is a million cells) or a run of
 * a billion columns would be visited one by one. Skipping them changes no value read.
 */
const VALUELESS = ['dataValidations', 'cols'];

/**
 * What the rows read may hold, cells and characters counted alike: what a file that unpacks within
 * its budget (carrier-read.ts) honestly holds. One shared string or merged value stands in every
 * cell naming it, and one cell in the last column makes a row of 16,384: 25 KB of file read as
 * 100 MB of text, all handed to the server's thread.
 */
export const XLSX_TABLE_MAX = 10 * 1024 * 1024;

/** The table read holds more than `XLSX_TABLE_MAX`. */
export const TOO_BIG = 'tooBig';

/**
 * The rows of every sheet of an xlsx, read by exceljs (on the thread of carrier-xlsx-worker.ts:
 * merged ranges and defined names are still spread cell by cell). Undefined when the workbook
 * has no sheet, `TOO_BIG` past `XLSX_TABLE_MAX`; exceljs's own error when it cannot read it.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<CarrierTable | typeof TOO_BIG | undefined> {
  const workbook = new ExcelJS.Workbook();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // exceljs's types want its own Buffer flavour; a Node Buffer is what it reads
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer, { ignoreNodes: VALUELESS });
  if (workbook.worksheets.length === 0) return undefined;
  let left = XLSX_TABLE_MAX;
  const sheets: CarrierTable['sheets'] = [];
  for (const ws of workbook.worksheets) {
    const rows: FileRow[] = [];
    ws.eachRow({ includeEmpty: false }, (row, line) => {
      if (left < 0) return;
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      left -= values.length;
      if (left < 0) return;
      const cells = Array.from(values, (v) => cellOf(v));
      for (const c of cells) if (typeof c === 'string') left -= c.length;
      if (cells.some((c) => c !== null && c !== '')) rows.push({ line, cells });
    });
    if (left < 0) return TOO_BIG;
    sheets.push({ name: ws.name, rows });
  }
  return { sheets };
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

import ExcelJS from 'exceljs';
import type { CarrierTable, Cell, FileRow } from './carrier-read.ts';

/**
 * Worksheet parts that hold no value, which exceljs spreads cell by cell as it loads: a list
 * validation on whole columns (templates have them: C2:C1048576 is a million cells) or a run of
 * a billion columns would be visited one by one. Skipping them changes no value read.
 */
const VALUELESS = ['dataValidations', 'cols'];

/**
 * The rows of every sheet of an xlsx, read by exceljs (on the thread of carrier-xlsx-worker.ts:
 * merged ranges and defined names are still spread cell by cell). Undefined when the workbook
 * has no sheet; exceljs's own error when it cannot read it.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<CarrierTable | undefined> {
  const workbook = new ExcelJS.Workbook();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // exceljs's types want its own Buffer flavour; a Node Buffer is what it reads
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer, { ignoreNodes: VALUELESS });
  if (workbook.worksheets.length === 0) return undefined;
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

import type { ZipRefusal } from '../files/zip-bounds.ts';
import { XLSX_TABLE_MAX } from './carrier-xlsx.ts';

/** A cell range as a sheet writes it: A1:XFD1048576, $C$2:$C$9, whole columns $C:$E, whole rows 1:3. */
const RANGE = /\$?([A-Z]{1,3})?\$?(\d{1,7})?:\$?([A-Z]{1,3})?\$?(\d{1,7})?/g;
const LAST_ROW = 1_048_576;
const LAST_COL = 16_384;

const colOf = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** The cells the ranges named in `text` cover, added up (a range counted once per time named). */
function cellsNamed(text: string): number {
  let cells = 0;
  for (const [, c1, r1, c2, r2] of text.matchAll(RANGE)) {
    // a range names both columns, both rows or all four; anything else ("Note: x", "A:5") is no range
    const cols = c1 && c2 ? Math.abs(colOf(c2) - colOf(c1)) + 1 : !c1 && !c2 && r1 && r2 ? LAST_COL : 0;
    const rows = r1 && r2 ? Math.abs(Number(r2) - Number(r1)) + 1 : !r1 && !r2 && c1 && c2 ? LAST_ROW : 0;
    cells += cols * rows;
    if (cells > XLSX_TABLE_MAX) break;
  }
  return cells;
}

/**
 * Refuses an xlsx whose merged ranges or defined names cover more cells than a table read may
 * hold, before exceljs loads it: it spreads both cell by cell (C1:XFD1048576 is 17 billion cells),
 * and its thread's heap limit was the only stop, which Node does not always reach in time: once in
 * a run the thread's overflow aborted the whole process.
 */
export function spreadTooFar(name: string, content: Buffer): ZipRefusal | null {
  const sheet = /^xl\/worksheets\/[^/]+\.xml$/.test(name);
  if (!sheet && name !== 'xl/workbook.xml') return null;
  const xml = content.toString('utf8');
  const parts = sheet
    ? [...xml.matchAll(/<mergeCell\b[^>]*\bref="([^"]*)"/g)].map((m) => m[1]!)
    : [...xml.matchAll(/<definedName\b[^>]*>([^<]*)</g)].map((m) => m[1]!);
  let cells = 0;
  for (const part of parts) {
    cells += cellsNamed(part);
    if (cells > XLSX_TABLE_MAX) return 'tooBig';
  }
  return null;
}

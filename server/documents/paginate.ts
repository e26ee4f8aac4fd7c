import type { Column } from './pdf.ts';

/**
 * react-pdf lays a wrapping page out again at each page break, so a long table in one <Page>
 * costs more than the square of its page count (a 59-page packing list took a minute and 1.1 GB).
 * Long tables are cut here into runs of rows that fit one A4 page, each rendered as a page of its
 * own: the cost grows with the page count. The heights are estimates, on the safe side: a run that
 * still overflows wraps onto one more page, as before, and loses nothing.
 */

/** A4 in points, less the frame's paddings, its fixed header and a table's header row. */
const PAGE_WIDTH = 595 - 2 * 36;
const TABLE_BUDGET = 842 - 36 - 56 - 52 - 10 - 18;
/** the title block on the first page */
const TITLE_HEIGHT = 27;
/** Noto Sans SC's line at 9 pt, with a margin for what the estimate misses */
const LINE = 13.5;
const ROW_PADDING = 7;
const FONT_SIZE = 9;
const CELL_PADDING = 4;

/**
 * Width in em of one character in Noto Sans SC (its advance widths, rounded up a little): CJK and
 * full-width forms are square; Latin capitals about 0.62, digits 0.55, small letters 0.52, the
 * narrow ones (i, l, t, f, r, j), spaces and punctuation about a quarter.
 */
const NARROW = new Set([..." ,.;:!'|ilIjtfr()[]-"].map((c) => c.charCodeAt(0)));
function emOf(code: number): number {
  if (code >= 0x2e80) return 1;
  if (NARROW.has(code)) return 0.28;
  if (code >= 0x41 && code <= 0x5a) return 0.62;
  if (code >= 0x30 && code <= 0x39) return 0.55;
  return 0.52;
}

/** How many lines a text takes in a column `width` points wide (explicit line breaks kept). */
export function linesOf(text: string, width: number): number {
  let lines = 0;
  for (const part of text.split('\n')) {
    let w = 0;
    for (let i = 0; i < part.length; i++) w += emOf(part.charCodeAt(i)) * FONT_SIZE;
    lines += Math.max(1, Math.ceil(w / width));
  }
  return lines;
}

/** Splits rows into runs that each fit one page under the table header (the first under the title). */
export function pageRuns<R>(columns: readonly Column<R>[], rows: readonly R[]): R[][] {
  const flex = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (PAGE_WIDTH * c.width) / flex - CELL_PADDING);
  const runs: R[][] = [];
  let run: R[] = [];
  let left = TABLE_BUDGET - TITLE_HEIGHT;
  for (const r of rows) {
    const h = Math.max(...columns.map((c, i) => linesOf(c.cell(r), widths[i]!))) * LINE + ROW_PADDING;
    if (run.length > 0 && h > left) {
      runs.push(run);
      run = [];
      left = TABLE_BUDGET;
    }
    run.push(r);
    left -= h;
  }
  if (run.length > 0 || runs.length === 0) runs.push(run);
  return runs;
}

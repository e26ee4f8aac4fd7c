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

/** Width in points of one character at 9 pt: CJK and full-width forms are square, others narrower. */
const charWidth = (code: number) => (code >= 0x2e80 ? FONT_SIZE : FONT_SIZE * 0.6);

/** How many lines a text takes in a column `width` points wide (explicit line breaks kept). */
export function linesOf(text: string, width: number): number {
  let lines = 0;
  for (const part of text.split('\n')) {
    let w = 0;
    for (let i = 0; i < part.length; i++) w += charWidth(part.charCodeAt(i));
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

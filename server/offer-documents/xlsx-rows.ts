import { columnLetter, type SharedStrings, type Styles, xmlText } from './xlsx-parts.ts';

export interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
  /** its text comes from a small set (statuses, channels, areas): kept once in the shared-string table */
  repeats?: boolean;
}

/** A cell: text, a number, a date (its UTC fields are what the cell shows), a boolean, or empty. */
export type CellValue = string | number | Date | boolean | null | undefined;

/** Days since 1899-12-30, Excel's serial date (the 1900 system), as exceljs computes it. */
const serial = (d: Date): number => 25569 + d.getTime() / (24 * 3600 * 1000);

/** Text that would lose its outer blanks or line breaks without xml:space="preserve". */
const blankEdge = (s: string): boolean => s.charCodeAt(0) <= 32 || s.charCodeAt(s.length - 1) <= 32;

/**
 * A sheet's rows as SpreadsheetML text. A cell right after the previous one omits its reference
 * (`r`, optional in ECMA-376: it is the next column), which is most of a row's bytes otherwise;
 * the first cell of a row and the first after an empty one carry theirs.
 */
export class RowEncoder {
  private readonly letters: string[];
  /** ` s="n"` per column, '' for the default format */
  private readonly style: string[];
  private readonly repeats: boolean[];
  private readonly strings: SharedStrings;

  constructor(columns: readonly SheetColumn[], styles: Styles, strings: SharedStrings) {
    this.letters = columns.map((_, i) => columnLetter(i));
    this.style = columns.map((c) => {
      const s = styles.index(c.numFmt);
      return s ? ` s="${s}"` : '';
    });
    this.repeats = columns.map((c) => c.repeats === true);
    this.strings = strings;
  }

  /** The header row: bold, each cell with its column's format too (as exceljs had it). */
  header(columns: readonly SheetColumn[], styles: Styles): string {
    let xml = `<row r="1" s="${styles.index(undefined, true)}" customFormat="1">`;
    columns.forEach((c, i) => {
      xml += `<c r="${this.letters[i]}1" s="${styles.index(c.numFmt, true)}" t="inlineStr"><is><t>${xmlText(c.header)}</t></is></c>`;
    });
    return `${xml}</row>`;
  }

  /** Row number `n` (1-based) holding `cells`; empty cells are left out. */
  row(n: number, cells: readonly CellValue[]): string {
    const rn = String(n);
    let xml = `<row r="${rn}">`;
    // the column a cell without reference would be in: none before the row's first cell
    let next = -1;
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      let body: string;
      if (typeof v === 'string') {
        if (v === '') continue;
        const shared = this.repeats[i] ? this.strings.of(v) : undefined;
        if (shared !== undefined) body = ` t="s"><v>${shared}</v></c>`;
        else {
          const space = blankEdge(v) ? ' xml:space="preserve"' : '';
          body = ` t="inlineStr"><is><t${space}>${xmlText(v)}</t></is></c>`;
        }
      } else if (typeof v === 'number') {
        if (!Number.isFinite(v)) continue;
        body = `><v>${v}</v></c>`;
      } else if (v instanceof Date) {
        const d = serial(v);
        if (!Number.isFinite(d)) continue;
        body = `><v>${d}</v></c>`;
      } else if (typeof v === 'boolean') body = ` t="b"><v>${v ? 1 : 0}</v></c>`;
      else continue;
      const style = this.style[i] ?? '';
      xml +=
        i === next ? `<c${style}${body}` : `<c r="${this.letters[i] ?? columnLetter(i)}${rn}"${style}${body}`;
      next = i + 1;
    }
    return `${xml}</row>`;
  }
}

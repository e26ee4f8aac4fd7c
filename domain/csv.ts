/**
 * CSV cells and rows (RFC 4180) for every export, server-streamed or built in the browser.
 * A text cell that a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) is neutralised with a leading apostrophe: a customer named "=HYPERLINK(…)"
 * must stay text in the finance team's Excel (formula injection, CWE-1236).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-12.50", "-3") is data, not a formula; quoting it would break sums. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export function neutralize(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function csvCell(v: CsvValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'string') return String(v);
  const s = neutralize(v);
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(cells: readonly CsvValue[]): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) out += (i ? ',' : '') + csvCell(cells[i]);
  return `${out}\r\n`;
}

/** UTF-8 byte order mark: Excel reads the Chinese text of a CSV correctly only with it. */
export const CSV_BOM = '\uFEFF';

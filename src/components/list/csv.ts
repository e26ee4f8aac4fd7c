// one formula-injection rule for browser and server exports: it lives in domain/
import { CSV_BOM, neutralize } from '../../../domain/csv.ts';

export { neutralize };
export const BOM = CSV_BOM;

/**
 * CSV building for list exports: pure, so it is unit-tested. RFC 4180 quoting, CRLF line ends,
 * a UTF-8 byte-order mark so Excel opens Chinese text correctly, and neutralisation of cells that
 * a spreadsheet would run as a formula (OWASP "CSV injection").
 */
export interface CsvColumn<T> {
  header: string;
  /** the value as displayed in the grid (already formatted) */
  value: (row: T) => unknown;
}

export function toText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(toText).join(', ');
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function csvCell(v: unknown, separator = ','): string {
  const text = neutralize(toText(v));
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[], separator = ','): string {
  return values.map((v) => csvCell(v, separator)).join(separator);
}

export function buildCsv<T>(
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  { bom = true, separator = ',' }: { bom?: boolean; separator?: string } = {},
): string {
  const lines = [
    csvRow(
      columns.map((c) => c.header),
      separator,
    ),
  ];
  for (const row of rows)
    lines.push(
      csvRow(
        columns.map((c) => c.value(row)),
        separator,
      ),
    );
  return `${bom ? BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** "team-2024-05-31.csv": export file names carry the date. */
export function csvFileName(base: string, date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const safe = base.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export';
  return `${safe}-${day}.csv`;
}

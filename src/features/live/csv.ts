import { BOM, csvFileName, csvRow } from '../../components/list/csv.ts';

/** Saves rows as a CSV file (UTF-8 with BOM so that spreadsheet programs read Chinese). */
export function downloadCsv(
  fileBase: string,
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): void {
  const text = BOM + [csvRow(header), ...rows.map((r) => csvRow(r))].join('\r\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  // dated as every export of the console is (lottery-1001-2026-12-01.csv)
  a.download = csvFileName(fileBase);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

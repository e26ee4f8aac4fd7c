/**
 * The text a spreadsheet puts on the clipboard when cells are copied (Excel, LibreOffice, Numbers,
 * Google Sheets): one line per row, cells separated by tabs, lines ended by CRLF or LF, usually a
 * final line end. A cell holding a tab, a line break or a quote is quoted, its quotes doubled.
 * Returns the rows of cells; the empty line a final line end leaves is not a row.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  // a cell is quoted only when its first character is a quote: `12" screen` stays as typed
  let atCellStart = true;
  const endCell = () => {
    row.push(cell);
    cell = '';
    atCellStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const c = text[i]!;
    if (atCellStart && c === '"') {
      const close = quotedEnd(text, i);
      if (close !== -1) {
        cell = text.slice(i + 1, close).replaceAll('""', '"');
        i = close + 1;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (c === '\t') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else if (c === '\n' || c === '\r') endRow();
    else cell += c;
    i++;
  }
  // the last line, unless the text ended with its line break
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * Where the quoted cell opened at `from` closes: the quote followed by a tab, a line end or the
 * end of the text, doubled quotes being part of the cell; -1 when it does not close that way
 * (a lone quote typed at the start of a cell is then kept as text).
 */
function quotedEnd(text: string, from: number): number {
  let i = from + 1;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] === '"') {
        i += 2;
        continue;
      }
      const next = text[i + 1];
      return next === undefined || next === '\t' || next === '\n' || next === '\r' ? i : -1;
    }
    i++;
  }
  return -1;
}

/**
 * Cells as a spreadsheet puts them on the clipboard, the text `parseTsv` reads back: tabs between
 * cells, CRLF between lines, a final line end only for several lines (Excel pastes a lone cell's
 * line end as a second, empty row). A cell holding a tab, a line break or starting with a quote is
 * quoted, its quotes doubled, so a comment of two lines stays one cell.
 */
export function toTsv(rows: readonly (readonly string[])[]): string {
  const cell = (s: string) => (/[\t\r\n]/.test(s) || s.startsWith('"') ? `"${s.replaceAll('"', '""')}"` : s);
  const lines = rows.map((r) => r.map(cell).join('\t'));
  return lines.length > 1 ? `${lines.join('\r\n')}\r\n` : (lines[0] ?? '');
}

/**
 * Cell references read as exceljs reads them (its col-cache `decodeAddress` and `decodeEx`), so a
 * range is counted as exceljs will spread it, not as a well-formed sheet writes it: exceljs skips
 * any character before a reference's row (`c-1`, `X-F-D1`, a lowercase letter) and gives rows no
 * upper bound, so a pattern of what Excel writes let such a range through uncounted.
 */
const LAST_ROW = 1_048_576;
const LAST_COL = 16_384;

interface Address {
  col?: number;
  row?: number;
}

/** One side of a range: the capital letters before its first digit, then its digits. */
function decodeAddress(text: string): Address {
  let col: number | undefined;
  let row: number | undefined;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (row === undefined && code >= 65 && code <= 90) col = (col ?? 0) * 26 + code - 64;
    else if (code >= 48 && code <= 57) row = (row ?? 0) * 10 + code - 48;
    // past the row, a character other than `$` ends the reference
    else if (row !== undefined && col !== undefined && ch !== '$') break;
  }
  return { col: col === undefined ? undefined : Math.min(col, LAST_COL), row };
}

/** The sheet a reference names (`Sheet1!`, `'My sheet'!`), left off as exceljs leaves it. */
const SHEET = /^(?:(?:'(?:[^']|'')*'|[^'^ !]*)!)?/;

/**
 * The cells one reference covers once spread: both rows given, each column between its columns
 * (every column where a side names none: exceljs still walks each row); no row but both
 * columns, whole columns; anything else names no range.
 */
export function cellsOf(reference: string): number {
  const parts = reference.replace(SHEET, '').split(':');
  if (parts.length < 2) return 1;
  const a = decodeAddress(parts[0]!);
  const b = decodeAddress(parts[1]!);
  const bothCols = a.col !== undefined && b.col !== undefined;
  const cols = bothCols ? Math.abs(b.col! - a.col!) + 1 : LAST_COL;
  if (a.row !== undefined && b.row !== undefined) return cols * (Math.abs(b.row - a.row) + 1);
  if (a.row === undefined && b.row === undefined && bothCols) return cols * LAST_ROW;
  return 0;
}

/**
 * The references of a defined name's text, split at commas as exceljs splits them: a comma
 * inside a quoted sheet name joins its two halves again.
 */
export function referencesOf(text: string): string[] {
  const out: string[] = [];
  let open = '';
  for (const item of text.split(',')) {
    const quotes = (item.match(/'/g) ?? []).length;
    if (open) {
      open += `,${item}`;
      if (quotes % 2 === 1) {
        out.push(open);
        open = '';
      }
    } else if (quotes % 2 === 1) open = item;
    else out.push(item);
  }
  if (open) out.push(...open.split(','));
  return out;
}

/** An XML text or attribute value as a parser hands it on: its character references decoded. */
export function xmlText(raw: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, ref: string) => {
      const code = /^#x/i.test(ref)
        ? Number.parseInt(ref.slice(2), 16)
        : ref.startsWith('#')
          ? Number(ref.slice(1))
          : -1;
      if (code < 0) return named[ref.toLowerCase()] ?? whole;
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}

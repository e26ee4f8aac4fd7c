/**
 * The fixed parts of a workbook (SpreadsheetML, ECMA-376), written once its sheets are known: the
 * package's content types and relationships, the workbook with its sheet names, and the styles
 * the sheets' cells referred to while they were streamed.
 */
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/**
 * Text content and attribute values: the five XML specials, and the characters XML 1.0 forbids
 * dropped: the controls and the two non-characters U+FFFE and U+FFFF, which a name or a comment
 * may carry (one of them anywhere makes the whole sheet unreadable).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const SPECIAL = /[<>&'"\x00-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const SPECIALS = /[<>&'"\x00-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]/g;
const ENTITY: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
export const xmlText = (s: string): string =>
  SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ENTITY[c] ?? '') : s;

/** Formats Excel knows by number (ECMA-376 18.8.30); any other gets an id from 164 up. */
const BUILT_IN: Record<string, number> = {
  '0': 1,
  '0.00': 2,
  '#,##0': 3,
  '#,##0.00': 4,
  '0%': 9,
  '0.00%': 10,
};

/**
 * The cell formats (`cellXfs`) a workbook uses, numbered as the sheets ask for them: index 0 is
 * the default, each (number format, bold) pair gets the next one.
 */
export class Styles {
  private readonly xfs: { fmt: number; bold: boolean }[] = [{ fmt: 0, bold: false }];
  private readonly byKey = new Map<string, number>([['|0', 0]]);
  private readonly custom = new Map<string, number>();

  /** The `s` index of cells with this number format, bold or not. */
  index(numFmt: string | undefined, bold = false): number {
    const key = `${numFmt ?? ''}|${bold ? 1 : 0}`;
    let i = this.byKey.get(key);
    if (i !== undefined) return i;
    let fmt = 0;
    if (numFmt) {
      fmt = BUILT_IN[numFmt] ?? this.custom.get(numFmt) ?? 164 + this.custom.size;
      if (fmt >= 164) this.custom.set(numFmt, fmt);
    }
    i = this.xfs.length;
    this.xfs.push({ fmt, bold });
    this.byKey.set(key, i);
    return i;
  }

  xml(): string {
    const fmts = [...this.custom].map(
      ([code, id]) => `<numFmt numFmtId="${id}" formatCode="${xmlText(code)}"/>`,
    );
    const xfs = this.xfs.map(
      (x) =>
        `<xf numFmtId="${x.fmt}" fontId="${x.bold ? 1 : 0}" fillId="0" borderId="0" xfId="0"` +
        `${x.fmt ? ' applyNumberFormat="1"' : ''}${x.bold ? ' applyFont="1"' : ''}/>`,
    );
    const font = (b: string) => `<font>${b}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
    return (
      `${HEAD}<styleSheet xmlns="${MAIN}">` +
      (fmts.length ? `<numFmts count="${fmts.length}">${fmts.join('')}</numFmts>` : '') +
      `<fonts count="2">${font('')}${font('<b/>')}</fonts>` +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    );
  }
}

const sheetPart = (i: number) => `xl/worksheets/sheet${i + 1}.xml`;

export { sheetPart };

/**
 * The shared-string table: text of columns whose values repeat (statuses, channels, areas) is
 * written once here and referred to by number from each cell. Bounded: past `cap` entries, new
 * text is written inline again.
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly cap: number;
  /** references made, the `count` of the table */
  private refs = 0;

  constructor(cap = 10_000) {
    this.cap = cap;
  }

  /** The number of `s` in the table, adding it if there is room; undefined when full. */
  of(s: string): number | undefined {
    let i = this.index.get(s);
    if (i === undefined) {
      if (this.index.size >= this.cap) return undefined;
      i = this.index.size;
      this.index.set(s, i);
    }
    this.refs++;
    return i;
  }

  get size(): number {
    return this.index.size;
  }

  xml(): string {
    let s = `${HEAD}<sst xmlns="${MAIN}" count="${this.refs}" uniqueCount="${this.index.size}">`;
    for (const text of this.index.keys()) s += `<si><t xml:space="preserve">${xmlText(text)}</t></si>`;
    return `${s}</sst>`;
  }
}

export function contentTypesXml(sheets: number): string {
  const over = (part: string, type: string) => `<Override PartName="/${part}" ContentType="${type}"/>`;
  let s = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`;
  s += `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`;
  s += '<Default Extension="xml" ContentType="application/xml"/>';
  s += over('xl/workbook.xml', `${TYPE}.sheet.main+xml`);
  s += over('xl/styles.xml', `${TYPE}.styles+xml`);
  s += over('xl/sharedStrings.xml', `${TYPE}.sharedStrings+xml`);
  for (let i = 0; i < sheets; i++) s += over(sheetPart(i), `${TYPE}.worksheet+xml`);
  return `${s}</Types>`;
}

export const rootRelsXml = (): string =>
  `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Sheet i is relationship rId(i+3); rId1 is the styles, rId2 the shared strings. */
export function workbookRelsXml(sheets: number): string {
  let s = `${HEAD}<Relationships xmlns="${PKG_REL}">`;
  s += `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`;
  s += `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`;
  for (let i = 0; i < sheets; i++)
    s += `<Relationship Id="rId${i + 3}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`;
  return `${s}</Relationships>`;
}

export function workbookXml(names: readonly string[]): string {
  const sheets = names.map((n, i) => `<sheet name="${xmlText(n)}" sheetId="${i + 1}" r:id="rId${i + 3}"/>`);
  return `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>${sheets.join('')}</sheets></workbook>`;
}

/** A sheet's XML up to its rows: frozen header row, column widths and their default formats. */
export function sheetStartXml(cols: readonly { width: number; style: number }[]): string {
  const c = cols.map(
    (x, i) =>
      `<col min="${i + 1}" max="${i + 1}" width="${x.width}"${x.style ? ` style="${x.style}"` : ''} customWidth="1"/>`,
  );
  return (
    `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${c.join('')}</cols><sheetData>`
  );
}

/** After the rows: the autofilter on the header row, the page margins. */
export const sheetEndXml = (lastColumn: string): string =>
  `</sheetData><autoFilter ref="A1:${lastColumn}1"/>` +
  '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

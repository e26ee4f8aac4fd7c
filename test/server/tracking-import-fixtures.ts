import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { CarrierPreview } from '../../domain/orders/carrier-import.ts';
import type { Role } from '../../domain/roles.ts';
import { multipart } from './files-fixtures.ts';
import type { TestApp } from './helpers.ts';

export type Row = readonly (string | number | null)[];

/** An xlsx of these rows on one sheet (the first row is the header). */
export async function xlsx(rows: readonly Row[], sheet = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** CSV text of these rows (quotes where needed), CRLF lines. */
export const csv = (rows: readonly Row[], sep = ',') =>
  rows
    .map((r) =>
      r
        .map((c) =>
          c === null ? '' : /[",\r\n;]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c),
        )
        .join(sep),
    )
    .join('\r\n');

/** POST /api/orders/tracking-import with the file as a browser's form sends it. */
export async function importFile(
  t: TestApp,
  as: Role,
  data: Buffer | string,
  opts: { filename?: string; query?: string } = {},
) {
  const { body, contentType } = multipart([
    { field: 'file', filename: opts.filename ?? 'carrier.xlsx', data },
  ]);
  const token = await t.tokenOf(as);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/tracking-import${opts.query ?? ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
}

export const preview = (r: { json: () => unknown }) => r.json() as CarrierPreview;

/** The numbers staff read (order_id) of these orders, in the same order. */
export async function numbersOf(t: TestApp, ids: readonly string[]): Promise<number[]> {
  const r = await sql<{ id: string; n: number }>`
    SELECT id, order_id::int AS n FROM orders WHERE id = ANY(${ids}::uuid[])`.execute(t.db);
  const by = new Map(r.rows.map((x) => [x.id, x.n]));
  return ids.map((id) => by.get(id)!);
}

/** Tracking status and number of these orders, as the database holds them. */
export async function trackingOf(t: TestApp, ids: readonly string[]) {
  const r = await sql<{ id: string; s: string; n: string; v: number }>`
    SELECT id, tracking_status AS s, delivery_tracking_id AS n, version AS v FROM orders WHERE id = ANY(${ids}::uuid[])`.execute(
    t.db,
  );
  const by = new Map(r.rows.map((x) => [x.id, x]));
  return ids.map((id) => by.get(id)!);
}

/**
 * A zip of deflated entries, written by hand (no CRC: the reader's size check comes first), for
 * archives no spreadsheet program makes: one that unpacks to far more than it weighs.
 */
export function zipOf(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = deflateRawSync(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * A one-sheet workbook written part by part, for what spreadsheet programs write but no builder
 * here does: `sheet` goes after the sheet's data (merged cells, data validations), `beforeData`
 * before it (column runs), `workbook` after the sheet list (defined names), `data` after the rows
 * (cells of shared strings, `shared` the strings' `<si>` items). Cells are inline text.
 */
export function rawXlsx(
  rows: readonly Row[],
  extra: { sheet?: string; beforeData?: string; workbook?: string; data?: string; shared?: string } = {},
): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const data = rows
    .map(
      (r, i) =>
        `<row r="${i + 1}">${r
          .map((c, j) =>
            c === null
              ? ''
              : typeof c === 'number'
                ? `<c r="${String.fromCharCode(65 + j)}${i + 1}"><v>${c}</v></c>`
                : `<c r="${String.fromCharCode(65 + j)}${i + 1}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('')
    .concat(extra.data ?? '');
  const part = (name: string, text: string) => ({ name, data: Buffer.from(XML + text) });
  const shared =
    extra.shared === undefined
      ? []
      : [part('xl/sharedStrings.xml', `<sst xmlns="${MAIN}">${extra.shared}</sst>`)];
  return zipOf([
    part(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Parcels" sheetId="1" r:id="rId1"/></sheets>${extra.workbook ?? ''}</workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${
        shared.length
          ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
          : ''
      }</Relationships>`,
    ),
    ...shared,
    part(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${MAIN}" xmlns:r="${REL}">${extra.beforeData ?? ''}<sheetData>${data}</sheetData>${extra.sheet ?? ''}</worksheet>`,
    ),
  ]);
}

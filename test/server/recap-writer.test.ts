import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { translatorFor } from '../../server/documents/labels.ts';
import { areaNames } from '../../server/offer-documents/areas.ts';
import { type OfferHead, offerLines } from '../../server/offer-documents/offer-lines.ts';
import { writeRecap } from '../../server/offer-documents/recap.ts';
import { recapOrdersQuery } from '../../server/offer-documents/recap-query.ts';
import {
  type BookWriter,
  type CellValue,
  type SheetColumn,
  XlsxStream,
} from '../../server/offer-documents/xlsx.ts';
import { type TestApp, testApp } from './helpers.ts';
import { offerWithOrders } from './offer-documents-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/**
 * The writer the recap had before its own streaming one: exceljs's WorkbookWriter as
 * server/offer-documents/xlsx.ts drove it (frozen bold header, widths, one style per column).
 */
function exceljsBook(): { book: BookWriter; stream: PassThrough } {
  const stream = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const book: BookWriter = {
    async addSheet(name: string, columns: readonly SheetColumn[]) {
      const sheet = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      const styles = columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
      sheet.columns = columns.map((c, i) => ({
        key: String(i),
        header: c.header,
        width: c.width,
        style: styles[i],
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
      return {
        async write(rows: readonly (readonly CellValue[])[]) {
          for (const r of rows) {
            const row = sheet.addRow([...r]);
            row.eachCell((cell, col) => {
              cell.style = styles[col - 1] ?? {};
            });
            row.commit();
          }
        },
        async end() {
          sheet.commit();
        },
      };
    },
    async end() {
      await wb.commit();
    },
  };
  return { book, stream };
}

async function* once<T>(batch: T): AsyncGenerator<T> {
  yield batch;
}

async function bytes(s: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** What a reader sees of a workbook: per sheet its name, view, filter, columns and every cell. */
async function seen(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const cells: unknown[] = [];
    ws.eachRow((row, n) =>
      row.eachCell((c, col) => {
        cells.push([n, col, c.type, c.value, c.numFmt ?? null, c.font?.bold === true]);
      }),
    );
    return {
      name: ws.name,
      views: ws.views.map((v) => ({ state: v.state, ySplit: (v as { ySplit?: number }).ySplit })),
      autoFilter: ws.autoFilter,
      // exceljs's writer leaves out a width equal to its default (9), which reads back as none
      columns: ws.columns.map((c) => [c.width ?? 9, c.numFmt ?? null]),
      rowCount: ws.rowCount,
      cells,
    };
  });
}

describe('the recap workbook writer', () => {
  it('writes what exceljs wrote for the same offer, read back by exceljs: values, formats, widths, header', async () => {
    const hostile = ' <b>&"王\u0007\'x\n ';
    const o = await offerWithOrders(t, COMMUNITY_IDS.cellar, [
      { name: '王小明', packs: [2, 1], items: [1] },
      { name: hostile, packs: [1, 0], items: [3], day: '2026-12-02' },
      { name: 'Alice Martin', packs: [0, 2] },
    ]);
    await sql`UPDATE orders SET comment = ${'=SUM(A1) & <note>'}, delivery_tracking_id = ${'SF 001'}
      WHERE id = ${o.orderIds[0]!}`.execute(t.db);
    const offer = (
      await sql<OfferHead>`SELECT id, offer_id::int AS offer_id, community_id, channel, name, internal_name
        FROM offers WHERE id = ${o.id}`.execute(t.db)
    ).rows[0]!;
    for (const lang of ['en', 'zh'] as const) {
      const tr = translatorFor(lang);
      const lines = await offerLines(t.db, offer, lang, tr);
      const areas = await areaNames(t.db, lang);
      const rows = (await recapOrdersQuery(o.id).execute(t.db)).rows;
      const input = { t: tr, lines, areas, margin: true };

      const ours = new XlsxStream();
      const [mine] = await Promise.all([
        bytes(ours.stream),
        writeRecap(ours, { ...input, batches: once(rows) }),
      ]);
      const ref = exceljsBook();
      const [theirs] = await Promise.all([
        bytes(ref.stream),
        writeRecap(ref.book, { ...input, batches: once(rows) }),
      ]);

      const a = await seen(mine);
      expect(a.map((s) => s.rowCount)).toEqual([4, lines.length + 1]);
      expect(a).toEqual(await seen(theirs));
    }
  });
});

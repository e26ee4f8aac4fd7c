import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { CARRIER_FILE_MAX_BYTES, CARRIER_FILE_MAX_LINES } from '../../domain/orders/carrier-import.ts';
import { PNG } from './files-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { offerWithOrders } from './offer-documents-fixtures.ts';
import { csv, importFile, numbersOf, preview, rawXlsx, xlsx, zipOf } from './tracking-import-fixtures.ts';

let t: TestApp;
let n: number[];
beforeAll(async () => {
  t = await testApp();
  const o = await offerWithOrders(t, COMMUNITY_IDS.garden, [{ name: 'Gus', packs: [1, 0] }]);
  n = await numbersOf(t, o.orderIds);
});
afterAll(() => t.close());

const status = async (data: Buffer | string, filename?: string) => {
  const r = await importFile(t, 'logistic', data, { filename });
  return { code: r.statusCode, message: (r.json() as { message: string }).message };
};

describe('POST /api/orders/tracking-import: files it cannot read', () => {
  it('415 for what is not a spreadsheet, whatever its name: a picture, a program, the old .xls', async () => {
    expect(await status(PNG, 'carrier.csv')).toEqual({
      code: 415,
      message: 'carrierImport.errors.wrongType',
    });
    const binary = Buffer.concat([
      Buffer.from('Order ID,Status\n'),
      randomBytes(2000),
      Buffer.from([0, 1, 2]),
    ]);
    expect((await status(binary, 'carrier.csv')).code).toBe(415);
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      randomBytes(500),
    ]);
    expect(await status(xls, 'carrier.xls')).toEqual({ code: 415, message: 'carrierImport.errors.oldExcel' });
    // a JSON body instead of a form upload
    const r = await t.call('POST', '/api/orders/tracking-import', { as: 'logistic', body: { rows: [] } });
    expect(r.statusCode).toBe(415);
  });

  it('400 for an empty file, a damaged xlsx, a cut one', async () => {
    expect(await status(Buffer.alloc(0))).toEqual({ code: 400, message: 'carrierImport.errors.empty' });
    expect(await status('\r\n ,, \r\n')).toEqual({ code: 400, message: 'carrierImport.errors.empty' });
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(3000)]);
    expect(await status(damaged)).toEqual({ code: 400, message: 'carrierImport.errors.unreadable' });
    const good = await xlsx([
      ['Order ID', 'Status'],
      [n[0]!, 'Prepared'],
    ]);
    expect(await status(good.subarray(0, Math.floor(good.length / 2)))).toEqual({
      code: 400,
      message: 'carrierImport.errors.unreadable',
    });
    // a zip that is no workbook
    const notBook = zipOf([{ name: 'hello.txt', data: Buffer.from('hello') }]);
    expect((await status(notBook)).code).toBe(400);
  });

  it('400 naming the columns when no order-ID or no tracking column is found; a header without lines', async () => {
    const noOrder = await status(
      csv([
        ['Recipient', 'Weight', 'Waybill'],
        ['Ada', 1, 'SF1'],
      ]),
    );
    expect(noOrder).toEqual({
      code: 400,
      message: 'carrierImport.errors.noOrderColumn?columns=Recipient%2C+Weight%2C+Waybill',
    });
    const noTracking = await status(
      await xlsx([
        ['订单号', '收件人', '重量'],
        [n[0]!, '李雷', 1],
      ]),
    );
    expect(noTracking.code).toBe(400);
    expect(decodeURIComponent(noTracking.message.replace(/\+/g, ' '))).toBe(
      'carrierImport.errors.noTrackingColumn?columns=收件人, 重量',
    );
    expect(await status(csv([['Order ID', 'Status']]))).toEqual({
      code: 400,
      message: 'carrierImport.errors.noLines',
    });
  });

  it('400 naming a few of the columns only: a file of 200,000 columns or a 2 MB header is not answered whole', async () => {
    const wide = Array.from({ length: 200_000 }, (_, i) => `c${i}`);
    const long = 'x'.repeat(1_900_000);
    for (const [headers, shown, more] of [
      [wide, wide.slice(0, 20), 199_980],
      [[long, 'Weight'], [`${'x'.repeat(60)}…`, 'Weight'], 0],
    ] as const) {
      const r = await importFile(t, 'logistic', csv([headers, headers.map(() => 1)]), {
        filename: 'wide.csv',
      });
      expect(r.statusCode).toBe(400);
      expect(r.body.length).toBeLessThan(5000);
      const answer = r.json() as { message: string; fields: { file: string }; details: unknown };
      const values = Object.fromEntries(new URLSearchParams(answer.message.split('?')[1]));
      expect(answer.message.split('?')[0]).toBe(
        more ? 'carrierImport.errors.noOrderColumnMore' : 'carrierImport.errors.noOrderColumn',
      );
      expect(values).toEqual({ columns: shown.join(', '), ...(more ? { more: String(more) } : {}) });
      expect(answer.fields.file).toBe(answer.message);
      expect(answer.details).toEqual({ columns: shown, more });
    }
    // an order-ID column but no tracking one: the other columns, capped the same way
    const noTracking = await importFile(t, 'logistic', csv([['Order ID', ...wide], [n[0]!]]));
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.body.length).toBeLessThan(5000);
    expect(noTracking.json().details).toEqual({ columns: wide.slice(0, 20), more: 199_980 });
  });

  it('a preview read whole names a few of the columns it left alone, not 100,000 of them', async () => {
    const wide = Array.from({ length: 100_000 }, (_, i) => `c${i}`);
    const long = 'y'.repeat(1_000_000);
    const r = await importFile(
      t,
      'logistic',
      csv([
        ['Order ID', 'Status', long, ...wide],
        [n[0]!, 'Prepared'],
      ]),
      {
        filename: 'wide.csv',
      },
    );
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect(r.body.length).toBeLessThan(5000);
    const p = r.json() as { ignored: string[]; ignoredMore?: number; counts: { ready: number } };
    expect(p.ignored).toEqual([`${'y'.repeat(60)}…`, ...wide.slice(0, 19)]);
    expect(p.ignoredMore).toBe(99_981);
    expect(p.counts.ready).toBe(1);
  });

  it('413 past the size, past the lines one apply takes, and for an xlsx that unpacks to far more than it weighs', async () => {
    const big = Buffer.alloc(CARRIER_FILE_MAX_BYTES + 10, 'a');
    expect((await status(big, 'big.csv')).code).toBe(413);
    const many = csv([
      ['Order ID', 'Status'],
      ...Array.from({ length: CARRIER_FILE_MAX_LINES + 1 }, () => [n[0]!, 'Prepared']),
    ]);
    expect(await status(many)).toEqual({ code: 413, message: 'carrierImport.errors.tooManyLines?max=1000' });
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(CARRIER_FILE_MAX_BYTES);
    expect(await status(bomb)).toEqual({ code: 413, message: 'carrierImport.errors.unpacksTooBig' });
  });

  it('reads text as spreadsheet programs save it: GBK from a Chinese Excel, UTF-16 tab-separated, semicolons', async () => {
    const gbk = Buffer.concat([
      // 订单号,运单号 (GBK)
      Buffer.from([0xb6, 0xa9, 0xb5, 0xa5, 0xba, 0xc5, 0x2c, 0xd4, 0xcb, 0xb5, 0xa5, 0xba, 0xc5, 0x0d, 0x0a]),
      Buffer.from(`${n[0]},YT123\r\n`),
    ]);
    expect(new TextDecoder('gbk').decode(gbk.subarray(0, 13))).toBe('订单号,运单号');
    let p = preview(await importFile(t, 'logistic', gbk, { filename: 'gbk.csv' }));
    expect(p.columns).toEqual({ orderID: '订单号', deliveryTrackingID: '运单号' });
    expect(p.lines[0]!.set).toEqual({ deliveryTrackingID: 'YT123' });

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`Order ID\tTracking number\r\n${n[0]}\tUT1\r\n`, 'utf16le'),
    ]);
    p = preview(await importFile(t, 'logistic', utf16, { filename: 'unicode.txt' }));
    expect(p.lines[0]!.set).toEqual({ deliveryTrackingID: 'UT1' });

    p = preview(await importFile(t, 'logistic', `Order ID;Status\n${n[0]};"Prepared"\n`));
    expect(p.lines[0]!.set).toEqual({ trackingStatus: 'prepared' });
  });

  it('400 for a bad offer parameter or an unknown one', async () => {
    const file = csv([
      ['Order ID', 'Status'],
      [n[0]!, 'Prepared'],
    ]);
    const bad = await importFile(t, 'logistic', file, { query: '?offer=nope' });
    expect(bad.statusCode).toBe(400);
    const unknown = await importFile(t, 'logistic', file, { query: '?dryRun=1' });
    expect(unknown.statusCode).toBe(400);
    const missing = await importFile(t, 'logistic', file, {
      query: `?offer=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/orders/tracking-import: a small workbook that names the whole sheet', () => {
  // a few bytes name 17 billion cells (A1:XFD1048576); the reader must not visit them one by one
  const WHOLE = 'A1:XFD1048576';
  const rows = () => [
    ['Order ID', 'Status'],
    [n[0]!, 'Prepared'],
  ];

  it('reads a sheet whose data validation or column run covers the whole sheet, as Excel templates do', async () => {
    const validated = await importFile(
      t,
      'logistic',
      rawXlsx(rows(), {
        sheet: `<dataValidations count="1"><dataValidation type="list" sqref="${WHOLE}"><formula1>"a,b"</formula1></dataValidation></dataValidations>`,
      }),
    );
    expect(validated.statusCode, validated.body).toBe(200);
    expect(preview(validated).lines.map((l) => l.orderID)).toEqual([String(n[0])]);
    const columns = await importFile(
      t,
      'logistic',
      rawXlsx(rows(), { beforeData: '<cols><col min="1" max="1000000000" width="12"/></cols>' }),
    );
    expect(columns.statusCode, columns.body).toBe(200);
  });

  it('413 for merged cells spanning the whole sheet, the server answering meanwhile', async () => {
    const merged = importFile(
      t,
      'logistic',
      rawXlsx(rows(), { sheet: '<mergeCells count="1"><mergeCell ref="C1:XFD1048576"/></mergeCells>' }),
    );
    // read on the server's own thread, the merge held this call (and every other) for hours
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    const r = await merged;
    expect(r.statusCode, r.body).toBe(413);
    expect(r.json()).toMatchObject({ message: 'carrierImport.errors.unpacksTooBig' });
  });

  it('503 with Retry-After past two reads running and two waiting; the reads after them go on', async () => {
    // a merge over the whole sheet is refused before any read (xlsx-spread.ts): a file that
    // takes its read a while is this one, refused by the read once it has spread its text
    const hostile = () => importFile(t, 'logistic', sharedStringBomb(rows().slice(0, 2)));
    // five at once: each of the first four holds its place until read, the fifth is told
    const answers = await Promise.all(Array.from({ length: 5 }, hostile));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([413, 413, 413, 413, 503]);
    const busy = answers.find((r) => r.statusCode === 503)!;
    expect(busy.json()).toMatchObject({ message: 'carrierImport.errors.busy' });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    const after = await importFile(t, 'logistic', rawXlsx(rows()));
    expect(after.statusCode, after.body).toBe(200);
  }, 180_000);

  it('413 for cells that name one long shared string many times over: 25 KB sent, 100 MB of text', async () => {
    const file = sharedStringBomb(rows().slice(0, 2));
    expect(file.length).toBeLessThan(50_000);
    const r = await importFile(t, 'logistic', file);
    expect(r.statusCode, r.body.slice(0, 300)).toBe(413);
    expect(r.json()).toMatchObject({ message: 'carrierImport.errors.unpacksTooBig' });
  });

  it('413 for a defined name spanning the whole sheet', async () => {
    const r = await importFile(
      t,
      'logistic',
      rawXlsx(rows(), {
        workbook:
          '<definedNames><definedName name="all">Parcels!$A$1:$XFD$1048576</definedName></definedNames>',
      }),
    );
    expect(r.statusCode, r.body).toBe(413);
    expect(r.json()).toMatchObject({ message: 'carrierImport.errors.unpacksTooBig' });
  });

  it('still reads a small merge: the merged value stands in each of its cells', async () => {
    const r = await importFile(
      t,
      'logistic',
      rawXlsx(
        [
          ['Order ID', 'Status'],
          [n[0]!, 'Prepared'],
          [null, null],
        ],
        {
          sheet: '<mergeCells count="1"><mergeCell ref="B2:B3"/></mergeCells>',
        },
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(preview(r).lines[0]).toMatchObject({ orderID: String(n[0]), statusText: 'Prepared' });
  });
});

/** 25 KB of xlsx whose cells all name one 10,000-character string: 100 MB of text once read. */
function sharedStringBomb(lines: Parameters<typeof rawXlsx>[0]): Buffer {
  const column = (j: number): string =>
    j < 26
      ? String.fromCharCode(65 + j)
      : column(Math.floor(j / 26) - 1) + String.fromCharCode(65 + (j % 26));
  // 20 lines of 500 cells, each the same 10,000-character string: a few bytes each in the file
  const data = Array.from(
    { length: 20 },
    (_, r) =>
      `<row r="${r + 3}">${Array.from({ length: 500 }, (_, j) => `<c r="${column(j + 2)}${r + 3}" t="s"><v>0</v></c>`).join('')}</row>`,
  ).join('');
  return rawXlsx(lines, { data, shared: `<si><t>${'x'.repeat(10_000)}</t></si>` });
}

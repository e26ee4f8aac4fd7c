import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type TestApp, testApp } from './helpers.ts';
import { offerWithOrders } from './offer-documents-fixtures.ts';
import { importFile, numbersOf, preview, rawXlsx, zipOf } from './tracking-import-fixtures.ts';

let t: TestApp;
let n: number[];
beforeAll(async () => {
  t = await testApp();
  const o = await offerWithOrders(t, COMMUNITY_IDS.garden, [{ name: 'Gus', packs: [1, 0] }]);
  n = await numbersOf(t, o.orderIds);
});
afterAll(() => t.close());

const rows = () => [
  ['Order ID', 'Status'],
  [n[0]!, 'Prepared'],
];
const merged = (tag: string) => rawXlsx(rows(), { sheet: `<mergeCells count="1">${tag}</mergeCells>` });

/** The same workbook, its sheet named otherwise in the central directory only (the local header keeps `xl/…`). */
function disguised(file: Buffer): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const central = file.indexOf(name, file.indexOf(name) + name.length);
  const out = Buffer.from(file);
  Buffer.from('xl/worksheets/sheet1.bin').copy(out, central);
  return out;
}

describe('POST /api/orders/tracking-import: a whole-sheet merge however it is written', () => {
  it('413 before any read for each: none takes a place among the reads (no 503)', async () => {
    const whole = '<mergeCell ref="C1:XFD1048576"/>';
    const files = {
      lowercase: merged('<mergeCell ref="c1:xfd1048576"/>'),
      singleQuotes: merged("<mergeCell ref='C1:XFD1048576'/>"),
      characterReference: merged('<mergeCell ref="C1&#58;XFD1048576"/>'),
      strayCharacters: merged('<mergeCell ref="C-1:X-F-D1048576"/>'),
      rowsOnly: merged('<mergeCell ref="A1:1048576"/>'),
      gtInAnAttribute: merged('<mergeCell x=">" ref="C1:XFD1048576"/>'),
      sheetNamedOtherwise: disguised(merged(whole)),
      definedNameEntity: rawXlsx(rows(), {
        workbook:
          '<definedNames><definedName name="all">Parcels!$A$1&#58;$XFD$1048576</definedName></definedNames>',
      }),
    };
    // each refused by the count, none reaches the two reads running and two waiting
    const answers = await Promise.all(Object.values(files).map((f) => importFile(t, 'logistic', f)));
    const got = Object.fromEntries(
      Object.keys(files).map((k, i) => [k, `${answers[i]!.statusCode} ${answers[i]!.json().message}`]),
    );
    const refused = '413 carrierImport.errors.unpacksTooBig';
    expect(got).toEqual(Object.fromEntries(Object.keys(files).map((k) => [k, refused])));
  }, 120_000);

  it('still reads a small merge written with single quotes', async () => {
    const r = await importFile(
      t,
      'logistic',
      rawXlsx([...rows(), [null, null]], {
        sheet: '<mergeCells count="1"><mergeCell ref=\'B2:B3\'/></mergeCells>',
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
  });
});

/**
 * `file` behind a decoy of as many entries: the decoy's central directory sits where `file`'s end
 * record says its own does, so a reader that takes those offsets as they are walks the decoy, and
 * one that takes the bytes before the archive for a prefix (a self-extracting zip) reads `file`.
 */
function behindDecoy(file: Buffer): Buffer {
  const end = file.length - 22;
  const count = file.readUInt16LE(end + 10);
  const centralAt = file.readUInt32LE(end + 16);
  const decoy = zipOf(
    Array.from({ length: count }, (_, i) => ({ name: `d${i}.txt`, data: Buffer.from('d') })),
  );
  const decoyEnd = decoy.length - 22;
  const decoyCentralAt = decoy.readUInt32LE(decoyEnd + 16);
  const locals = decoy.subarray(0, decoyCentralAt);
  const central = decoy.subarray(decoyCentralAt, decoyEnd);
  return Buffer.concat([locals, Buffer.alloc(centralAt - locals.length), central, file]);
}

describe('POST /api/orders/tracking-import: a zip whose bytes say two archives', () => {
  it('400 unreadable when the central directory is not where the end record puts it: never read', async () => {
    const file = behindDecoy(rawXlsx(rows()));
    const r = await importFile(t, 'logistic', file);
    expect(r.statusCode, r.body.slice(0, 300)).toBe(400);
    expect(r.json()).toMatchObject({ message: 'carrierImport.errors.unreadable' });
  });

  it('reads the same workbook without the decoy', async () => {
    const r = await importFile(t, 'logistic', rawXlsx(rows()));
    expect(r.statusCode, r.body).toBe(200);
    expect(preview(r).lines.map((l) => l.orderID)).toEqual([String(n[0])]);
  });
});

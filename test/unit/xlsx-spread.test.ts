import { describe, expect, it } from 'vitest';
import { spreadTooFar } from '../../server/orders/xlsx-spread.ts';

const sheet = (merges: string[]) =>
  Buffer.from(
    `<worksheet><mergeCells>${merges.map((m) => `<mergeCell ref="${m}"/>`).join('')}</mergeCells></worksheet>`,
  );
const workbook = (names: string[]) =>
  Buffer.from(
    `<workbook><definedNames>${names.map((n, i) => `<definedName name="n${i}">${n}</definedName>`).join('')}</definedNames></workbook>`,
  );

describe('spreadTooFar: the merged ranges and defined names of an xlsx, counted before exceljs spreads them', () => {
  it('lets a few small merges and names through', () => {
    expect(spreadTooFar('xl/worksheets/sheet1.xml', sheet(['A1:B2', 'C3:D40']))).toBeNull();
    expect(spreadTooFar('xl/workbook.xml', workbook(["'Orders'!$A$1:$F$5000", 'Sheet1!$B$2']))).toBeNull();
  });

  it('refuses a merge or a name over the whole sheet, whole columns or whole rows', () => {
    expect(spreadTooFar('xl/worksheets/sheet1.xml', sheet(['C1:XFD1048576']))).toBe('tooBig');
    expect(spreadTooFar('xl/workbook.xml', workbook(['Sheet1!$A$1:$XFD$1048576']))).toBe('tooBig');
    // 11 whole columns (11.5 M cells), 700 whole rows (11.5 M cells)
    expect(spreadTooFar('xl/workbook.xml', workbook(['Sheet1!$C:$M']))).toBe('tooBig');
    expect(spreadTooFar('xl/workbook.xml', workbook(['Sheet1!$1:$700']))).toBe('tooBig');
  });

  it('adds the ranges up: many merges each within the budget, together past it', () => {
    const many = Array.from({ length: 20 }, (_, i) => `A${i * 60_000 + 1}:J${i * 60_000 + 60_000}`);
    expect(spreadTooFar('xl/worksheets/sheet2.xml', sheet(many))).toBe('tooBig');
    expect(spreadTooFar('xl/worksheets/sheet2.xml', sheet(many.slice(0, 10)))).toBeNull();
  });

  it('counts no range in a colon that names none: a text constant, a time', () => {
    expect(
      spreadTooFar('xl/workbook.xml', workbook(['"Note: call first"', '"a:b"', 'Sheet1!A:5'])),
    ).toBeNull();
  });

  it("reads every part, whatever its name: exceljs takes `/xl/…` and the local header's name", () => {
    expect(spreadTooFar('/xl/worksheets/sheet1.xml', sheet(['C1:XFD1048576']))).toBe('tooBig');
    expect(spreadTooFar('xl/worksheets/sheet1.bin', sheet(['C1:XFD1048576']))).toBe('tooBig');
    expect(spreadTooFar('/xl/workbook.xml', workbook(['Sheet1!$A$1:$XFD$1048576']))).toBe('tooBig');
    expect(
      spreadTooFar('xl/sharedStrings.xml', Buffer.from('<sst><si><t>A1:XFD1048576</t></si></sst>')),
    ).toBeNull();
  });

  it("reads a reference as exceljs does: any case, stray characters, rows past Excel's last", () => {
    for (const ref of [
      'c1:xfd1048576',
      'C-1:X-F-D1048576',
      'A1:1048576',
      'A00000001:J99999999',
      '$C$1:$XFD$1048576',
    ])
      expect(spreadTooFar('xl/worksheets/sheet1.xml', sheet([ref])), ref).toBe('tooBig');
  });

  it('reads the XML as its parser does: either quotes, character references, CDATA, a prefix', () => {
    const raw = (tag: string) => Buffer.from(`<worksheet><mergeCells>${tag}</mergeCells></worksheet>`);
    for (const tag of [
      "<mergeCell ref='C1:XFD1048576'/>",
      '<mergeCell ref="C1&#58;XFD1048576"/>',
      '<mergeCell ref="C1&#x3a;XFD1048576"/>',
      '<mergeCell x=">" ref="C1:XFD1048576"/>',
      '<mergeCell\n  ref = "C1:XFD1048576" />',
      '<x:mergeCell ref="C1:XFD1048576"/>',
    ])
      expect(spreadTooFar('xl/worksheets/sheet1.xml', raw(tag)), tag).toBe('tooBig');
    expect(spreadTooFar('xl/workbook.xml', workbook(['<![CDATA[Sheet1!$A$1:$XFD$1048576]]>']))).toBe(
      'tooBig',
    );
    expect(spreadTooFar('xl/workbook.xml', workbook(["'My, sheet'!$A$1:$XFD$1048576"]))).toBe('tooBig');
    expect(spreadTooFar('xl/worksheets/sheet1.xml', raw("<mergeCell ref='B2:B3'/>"))).toBeNull();
  });
});

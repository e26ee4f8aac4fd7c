import { describe, expect, it } from 'vitest';
import { BOM, buildCsv, csvCell, csvFileName, neutralize } from '../../src/components/list/csv.ts';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const bad of ['=1+1', '+33 1 23', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("http://x")']) {
      expect(neutralize(bad)).toBe(`'${bad}`);
    }
    expect(neutralize('Alice')).toBe('Alice');
    expect(neutralize('a=b')).toBe('a=b');
  });

  it('keeps plain negative numbers as numbers', () => {
    expect(neutralize('-12.50')).toBe('-12.50');
    expect(neutralize('-3')).toBe('-3');
    expect(neutralize('-12,50')).toBe('-12,50');
  });

  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(['Kitchen', 'Garden'])).toBe('"Kitchen, Garden"');
  });

  it('quotes a neutralised cell that also needs quoting', () => {
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });

  it('builds a file with a BOM, translated headers, CRLF rows and Chinese intact', () => {
    const rows = [
      { name: '王小明', role: 'admin' },
      { name: '=cmd|calc', role: 'finance' },
    ];
    const csv = buildCsv(
      [
        { header: '姓名', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Role', value: (r: (typeof rows)[number]) => r.role.toUpperCase() },
      ],
      rows,
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe("姓名,Role\r\n王小明,ADMIN\r\n'=cmd|calc,FINANCE\r\n");
  });

  it('can leave the BOM out and use another separator', () => {
    const csv = buildCsv([{ header: 'a;b', value: (r: { x: string }) => r.x }], [{ x: '1;2' }], {
      bom: false,
      separator: ';',
    });
    expect(csv).toBe('"a;b"\r\n"1;2"\r\n');
  });

  it('names the file with the date and no characters a file system refuses', () => {
    expect(csvFileName('team', new Date(2024, 4, 31, 23, 59))).toBe('team-2024-05-31.csv');
    expect(csvFileName('a/b:c', new Date(2024, 0, 2))).toBe('a-b-c-2024-01-02.csv');
  });
});

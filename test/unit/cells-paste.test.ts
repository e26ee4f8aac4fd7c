import type { ColDef, GridApi } from 'ag-grid-community';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineCells } from '../../domain/cells.ts';
import type { OrderView } from '../../domain/live-views.ts';
import { ORDER_CELLS } from '../../domain/orders/cells.ts';
import { optText } from '../../domain/schemas/shared.ts';
import { fillPlan } from '../../src/components/ListPage/editing/cellFill.ts';
import {
  editText,
  emptyValueOf,
  parseCellText,
  sameValue,
} from '../../src/components/ListPage/editing/cellValues.ts';
import {
  editableColumn,
  isTypedLetter,
  typedChoice,
} from '../../src/components/ListPage/editing/editableColumns.ts';
import { choicesOf, pasteTargets, planCell } from '../../src/components/ListPage/editing/planEdits.ts';
import { RowEdits } from '../../src/components/ListPage/editing/rowEdits.ts';
import { parseTsv, toTsv } from '../../src/components/ListPage/editing/tsv.ts';

describe('the text a spreadsheet copies', () => {
  it('reads lines and tabs, CRLF or LF, without the empty line of the final line end', () => {
    expect(parseTsv('SF1\r\nSF2\r\n')).toEqual([['SF1'], ['SF2']]);
    expect(parseTsv('SF1\nSF2')).toEqual([['SF1'], ['SF2']]);
    expect(parseTsv('a\tb\tc\n1\t\t3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('keeps empty lines inside the block (an empty cell of the column)', () => {
    expect(parseTsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('reads quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(parseTsv('"a\tb"\t"say ""hi"""\r\n"two\nlines"\tx\r\n')).toEqual([
      ['a\tb', 'say "hi"'],
      ['two\nlines', 'x'],
    ]);
  });

  it('keeps a quote that does not open a quoted cell as text', () => {
    expect(parseTsv('12" screen\t"unclosed\n')).toEqual([['12" screen', '"unclosed']]);
  });

  it('reads one value without any line end', () => {
    expect(parseTsv('SF123')).toEqual([['SF123']]);
    expect(parseTsv('')).toEqual([]);
  });
});

describe('the text Ctrl+C puts on the clipboard', () => {
  it('is one cell as it is, and lines of cells ended by CRLF, as a spreadsheet copies them', () => {
    expect(toTsv([['12.50']])).toBe('12.50');
    expect(toTsv([['SF1'], ['SF2']])).toBe('SF1\r\nSF2\r\n');
    expect(
      toTsv([
        ['a', 'b'],
        ['c', ''],
      ]),
    ).toBe('a\tb\r\nc\t\r\n');
  });

  it('quotes a cell holding a tab, a line break or a leading quote, and the paste reads it back', () => {
    const rows = [
      ['two\nlines', 'a\ttab'],
      ['"quoted" start', '12" screen'],
    ];
    const text = toTsv(rows);
    expect(text).toBe('"two\nlines"\t"a\ttab"\r\n"""quoted"" start"\t12" screen\r\n');
    expect(parseTsv(text)).toEqual(rows);
  });
});

describe('a text as a value of its cell', () => {
  const choices = [
    { value: 'paid', labels: ['Paid', '已付款'] },
    { value: 'ccl', labels: ['Cancelled', '已取消'] },
  ];

  it('reads yuan as integer fen, exactly', () => {
    expect(parseCellText('money', '12.50')).toEqual({ ok: true, value: 1250 });
    expect(parseCellText('money', '0.1')).toEqual({ ok: true, value: 10 });
    expect(parseCellText('money', '¥1 234,5')).toEqual({ ok: true, value: 123450 });
    expect(parseCellText('money', '12.345')).toEqual({ ok: false, message: 'cells.invalid.money' });
    expect(parseCellText('money', 'abc').ok).toBe(false);
    expect(editText('money', 1250)).toBe('12.50');
    expect(editText('money', 5)).toBe('0.05');
  });

  it('reads a day as YYYY-MM-DD, from the ways spreadsheets write it', () => {
    expect(parseCellText('date', '2026-03-08')).toEqual({ ok: true, value: '2026-03-08' });
    expect(parseCellText('date', '2026/3/8')).toEqual({ ok: true, value: '2026-03-08' });
    expect(parseCellText('date', '2026年3月8日')).toEqual({ ok: true, value: '2026-03-08' });
    expect(parseCellText('date', '2026-03-08 00:00:00')).toEqual({ ok: true, value: '2026-03-08' });
    expect(parseCellText('date', '2026-02-30')).toEqual({ ok: false, message: 'cells.invalid.date' });
    expect(parseCellText('date', '08/03/2026').ok).toBe(false);
    expect(parseCellText('date', '')).toEqual({ ok: true, value: null });
  });

  it('reads a select by value or by its label in either language', () => {
    expect(parseCellText('select', 'paid', { choices })).toEqual({ ok: true, value: 'paid' });
    expect(parseCellText('select', ' cancelled ', { choices })).toEqual({ ok: true, value: 'ccl' });
    expect(parseCellText('select', '已付款', { choices })).toEqual({ ok: true, value: 'paid' });
    expect(parseCellText('select', 'refunded', { choices })).toEqual({
      ok: false,
      message: 'cells.invalid.option',
    });
  });

  it('reads numbers and yes/no', () => {
    expect(parseCellText('number', '12')).toEqual({ ok: true, value: 12 });
    expect(parseCellText('number', '1,5')).toEqual({ ok: true, value: 1.5 });
    expect(parseCellText('number', '1e3').ok).toBe(false);
    expect(parseCellText('boolean', '是')).toEqual({ ok: true, value: true });
    expect(parseCellText('boolean', 'No')).toEqual({ ok: true, value: false });
    expect(parseCellText('boolean', 'x')).toEqual({ ok: true, value: true });
    expect(parseCellText('boolean', 'maybe').ok).toBe(false);
  });

  it('keeps text as typed, trimmed, and empties a cell with what its schema takes', () => {
    expect(parseCellText('text', '  SF 12 ')).toEqual({ ok: true, value: 'SF 12' });
    expect(emptyValueOf(optText(100))).toBe('');
    expect(emptyValueOf(v.nullable(v.string()))).toBe(null);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
  });
});

describe('a paste, a fill or a set column, cell by cell', () => {
  const row = (o: Partial<OrderView>) =>
    ({
      id: 'o1',
      paymentStatus: 'pending',
      status: 'available',
      trackingStatus: 'prepared',
      deliveryTrackingID: '',
      deliveryDate: null,
      comment: '',
      version: 1,
      ...o,
    }) as OrderView;
  const labels = (value: string) => [
    value === 'ccl' ? 'Cancelled' : value,
    value === 'ccl' ? '已取消' : value,
  ];

  it('lands from the focused cell down the rows and along the columns, counting lines past the end', () => {
    const rows = [row({ id: 'a' }), row({ id: 'b' })];
    const { cells, beyond, skippedColumns } = pasteTargets(
      [
        ['SF1', 'x'],
        ['SF2', 'y'],
        ['SF3', 'z'],
      ],
      rows,
      ['deliveryTrackingID', null],
    );
    expect(cells.map((c) => [c.row.id, c.field, c.text])).toEqual([
      ['a', 'deliveryTrackingID', 'SF1'],
      ['b', 'deliveryTrackingID', 'SF2'],
    ]);
    expect(beyond).toBe(1);
    expect(skippedColumns).toBe(1);
  });

  it('takes a translated label of a move the row allows, refuses one its state forbids or its lock', () => {
    const choices = choicesOf(ORDER_CELLS.cells.paymentStatus!, labels);
    expect(planCell(ORDER_CELLS, 'admin', row({}), 'paymentStatus', { text: '已取消' }, choices)).toEqual({
      ok: true,
      value: 'ccl',
    });
    expect(
      planCell(ORDER_CELLS, 'admin', row({ paymentStatus: 'rfd' }), 'paymentStatus', { value: 'paid' }),
    ).toEqual({ ok: false, message: 'cells.locked.final' });
    // the server refuses an edit of an order its refund owns, from an admin too: the cell says so
    for (const paymentStatus of ['refunding', 'rfd'] as const)
      expect(planCell(ORDER_CELLS, 'admin', row({ paymentStatus }), 'comment', { text: 'x' })).toEqual({
        ok: false,
        message: 'cells.locked.final',
      });
    expect(planCell(ORDER_CELLS, 'designer', row({}), 'comment', { text: 'x' })).toEqual({
      ok: false,
      message: 'cells.locked.role',
    });
    expect(planCell(ORDER_CELLS, 'logistic', row({}), 'deliveryDate', { text: '2026/5/1' })).toEqual({
      ok: true,
      value: '2026-05-01',
    });
    expect(planCell(ORDER_CELLS, 'logistic', row({}), 'deliveryDate', { text: '' })).toEqual({
      ok: true,
      value: null,
    });
  });
});

describe('a letter typed on a closed list', () => {
  const labels: Record<string, string[]> = {
    cash_before_delivery: ['货到前付款', 'Cash before delivery'],
    cash_on_delivery: ['货到付款', 'Cash on delivery'],
    end_of_the_month: ['月结', 'End of the month'],
    '30days': ['30天', '30 days'],
  };
  const values = Object.keys(labels);
  const words = (v: unknown) => labels[String(v)] ?? [];

  it('picks the next choice after the current one that starts with it, in either language', () => {
    expect(typedChoice(values, 'cash_before_delivery', 'e', words)).toBe('end_of_the_month');
    expect(typedChoice(values, 'cash_before_delivery', 'C', words)).toBe('cash_on_delivery');
    expect(typedChoice(values, 'cash_on_delivery', 'c', words)).toBe('cash_before_delivery');
    expect(typedChoice(values, 'end_of_the_month', '3', words)).toBe('30days');
  });

  it('picks nothing for an edit not opened by a letter, Space, or a letter no choice starts', () => {
    expect(isTypedLetter('Enter')).toBe(false);
    expect(isTypedLetter(null)).toBe(false);
    expect(isTypedLetter(' ')).toBe(false);
    expect(isTypedLetter('e')).toBe(true);
    expect(typedChoice(values, 'cash_on_delivery', 'z', words)).toBeUndefined();
  });
});

describe('the select a letter opened', () => {
  interface Row {
    id: string;
    version: number;
    status: string;
  }
  const def = defineCells<Row>({
    entity: 'row',
    cells: {
      status: {
        editor: 'select',
        schema: v.picklist(['a', 'b']),
        roles: ['admin'],
        get: (r) => r.status,
        options: (r) => [r.status, r.status === 'a' ? 'b' : 'a'],
      },
    },
  });
  const grid = () => {
    const store = new RowEdits<Row>({ def, send: async () => ({ saved: 0, refused: 0, results: [] }) });
    const x = {
      def,
      role: 'admin' as const,
      store,
      commit: () => {},
      lockText: String,
      describe: () => '',
      suppressed: () => false,
      words: (_f: string, value: unknown) => [String(value)],
      letterOpened: { cell: null as string | null },
    };
    return { x, col: editableColumn(x, { colId: 'status' }, 'status') };
  };
  const open = (col: ColDef<Row>, eventKey: string) =>
    (col.cellEditorSelector as (p: unknown) => unknown)({
      data: { id: 'r1', version: 1, status: 'a' },
      value: 'a',
      eventKey,
    });

  it('is known to its own grid only: another grid, or another render, starts with none', () => {
    const one = grid();
    const two = grid();
    open(one.col, 'b');
    expect(one.x.letterOpened.cell).toBe('r1:status');
    expect(two.x.letterOpened.cell).toBeNull();
    open(two.col, 'Enter');
    expect(one.x.letterOpened.cell).toBe('r1:status');
  });
});

describe('Ctrl+D over read-only cells', () => {
  interface Row {
    id: string;
    version: number;
    note: string;
    closed: boolean;
  }
  const def = defineCells<Row>({
    entity: 'row',
    cells: {
      note: {
        editor: 'text',
        schema: optText(20),
        roles: ['admin'],
        get: (r) => r.note,
        lockedBy: (r) => (r.closed ? 'final' : null),
      },
    },
  });
  const rows: Row[] = [
    { id: 'a', version: 1, note: 'from', closed: false },
    { id: 'b', version: 1, note: '', closed: true },
    { id: 'c', version: 1, note: '', closed: false },
  ];
  const api = (selected: Row[]) =>
    ({
      getSelectedNodes: () => selected.map((data) => ({ data, rowIndex: rows.indexOf(data) })),
      getDisplayedRowAtIndex: (i: number) => (rows[i] ? { data: rows[i] } : undefined),
    }) as unknown as GridApi<Row>;

  it('fills the open cells of a selection and counts the read-only ones, never targeting them', () => {
    const plan = fillPlan(api(rows), def, 'admin', { row: rows[0]!, field: 'note', rowIndex: 0 });
    expect(plan).toEqual({ value: 'from', targets: [rows[2]], locked: ['final'] });
  });

  it('fills from the row above when the cursor is on no row of the selection (as a spreadsheet)', () => {
    // a selection left on rows a and b, the cursor moved on to c: Ctrl+D is c's, not theirs
    const plan = fillPlan(api([rows[0]!, rows[1]!]), def, 'admin', {
      row: rows[2]!,
      field: 'note',
      rowIndex: 2,
    });
    expect(plan).toEqual({ value: '', targets: [rows[2]], locked: [] });
  });

  it('has no target when the cell under the one above is read-only, and nothing above the first row', () => {
    expect(fillPlan(api([]), def, 'admin', { row: rows[1]!, field: 'note', rowIndex: 1 })).toEqual({
      value: 'from',
      targets: [],
      locked: ['final'],
    });
    expect(fillPlan(api([]), def, 'admin', { row: rows[0]!, field: 'note', rowIndex: 0 })).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import type { ColDef } from 'ag-grid-community';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineCells } from '../../domain/cells.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import pinyinTable from '../../locales/zh.pinyin.json' with { type: 'json' };
import { labelPinyin, PINYIN_FILE, pinyinFile } from '../../server/cli/write-pinyin.ts';
import { newLetterRun, pickByRun, typeInRun } from '../../src/app/letterRun.ts';
import {
  editableColumn,
  newLetterOpened,
  typedChoice,
} from '../../src/components/ListPage/editing/editableColumns.ts';
import { RowEdits } from '../../src/components/ListPage/editing/rowEdits.ts';

const table: Record<string, readonly string[]> = pinyinTable;

describe('the pinyin of the choices', () => {
  it('locales/zh.pinyin.json is what npm run locales:pinyin writes', async () => {
    expect(readFileSync(PINYIN_FILE, 'utf8')).toBe(await pinyinFile());
  });

  it('has each Chinese label in its words reading, run together and as initials', () => {
    expect(labelPinyin('已付款')).toEqual(['yifukuan', 'yfk']);
    expect(labelPinyin('30天')).toEqual(['30tian', '30t']);
    // 重 is chóng in 重新, zhòng alone: a typist may know either
    expect(labelPinyin('重新发货')).toEqual(['chongxinfahuo', 'cxfh', 'zhongxinfahuo', 'zxfh']);
    expect(table.已付款).toEqual(['yifukuan', 'yfk']);
  });
});

describe('letters typed on an order payment status on a Chinese page', () => {
  // the order payment cell's labels, as the grid words them on a zh page (useCellEditing)
  const values = ['pending', 'paid', 'ccl'] as const;
  const words = (value: unknown) => {
    const k = value as (typeof values)[number];
    const shown = zh.live.paymentStatuses[k];
    return [shown, en.live.paymentStatuses[k], ...(table[shown] ?? [])];
  };

  it('picks 已付款 by its pinyin initial, its initials or its syllables', () => {
    expect(typedChoice(values, 'pending', 'y', words)).toBe('paid');
    expect(typedChoice(values, 'pending', 'yfk', words)).toBe('paid');
    expect(typedChoice(values, 'pending', 'yifu', words)).toBe('paid');
    expect(typedChoice(values, 'pending', 'yq', words)).toBe('ccl');
    expect(typedChoice(values, 'pending', 'yx', words)).toBeUndefined();
  });

  it('still picks by the English label', () => {
    expect(typedChoice(values, 'pending', 'P', words)).toBe('paid');
    expect(typedChoice(values, 'pending', 'c', words)).toBe('ccl');
  });

  it('walks the choices one letter starts when it is typed again', () => {
    // 已付款 and 已取消 both start "y"
    expect(typedChoice(values, 'paid', 'yy', words)).toBe('ccl');
    expect(typedChoice(values, 'ccl', 'y', words)).toBe('paid');
  });
});

describe('a run of letters', () => {
  it('goes on while the letters still start a choice, else starts again with the last one', () => {
    const labels = ['keyong', 'yifukuan', 'yiquxiao'];
    const starts = (i: number, p: string) => labels[i]!.startsWith(p);
    const run = newLetterRun();
    expect(typeInRun(run, 3, 0, 'Y', starts)).toBe(1);
    expect(typeInRun(run, 3, 1, 'i', starts)).toBe(1);
    expect(typeInRun(run, 3, 1, 'q', starts)).toBe(2);
    expect(run.text).toBe('yiq');
    // nothing starts "yiqk": "k" is a new search
    expect(typeInRun(run, 3, 2, 'k', starts)).toBe(0);
    expect(run.text).toBe('k');
  });

  it('keeps the chosen one while its letters still start it', () => {
    const labels = ['ma', 'mb', 'mab'];
    const starts = (i: number, p: string) => labels[i]!.startsWith(p);
    expect(pickByRun(3, 0, 'ma', starts)).toBe(0);
    expect(pickByRun(3, 0, 'mab', starts)).toBe(2);
    expect(pickByRun(3, 0, 'mm', starts)).toBe(1);
    expect(pickByRun(3, -1, 'm', starts)).toBe(0);
  });
});

describe('the select cell letters typed fast open', () => {
  interface Row {
    id: string;
    version: number;
    status: string;
  }
  const labels: Record<string, string[]> = {
    pending: ['待付款', 'Pending', 'daifukuan', 'dfk'],
    paid: ['已付款', 'Paid', 'yifukuan', 'yfk'],
    ccl: ['已取消', 'Cancelled', 'yiquxiao', 'yqx'],
  };
  const def = defineCells<Row>({
    entity: 'row',
    cells: {
      status: {
        editor: 'select',
        schema: v.picklist(['pending', 'paid', 'ccl']),
        roles: ['admin'],
        get: (r) => r.status,
        options: () => ['pending', 'paid', 'ccl'],
      },
    },
  });
  const x = {
    def,
    role: 'admin' as const,
    store: new RowEdits<Row>({ def, send: async () => ({ saved: 0, refused: 0, results: [] }) }),
    commit: () => {},
    lockText: String,
    describe: () => '',
    suppressed: () => false,
    words: (_f: string, value: unknown) => labels[String(value)] ?? [],
    letterOpened: newLetterOpened(),
  };
  const col: ColDef<Row> = editableColumn(x, { colId: 'status' }, 'status');
  // each letter on the open list starts the edit again on the row as it is, saying it goes on
  // the search (selectKeys.ts)
  const open = (eventKey: string, onList: boolean) => {
    x.letterOpened.goesOn = onList;
    return (col.cellEditorSelector as (p: unknown) => { params: { value?: unknown } })({
      data: { id: 'r1', version: 1, status: 'pending' },
      value: 'pending',
      eventKey,
    }).params.value;
  };

  it('narrow one search: "y" then "q" picks 已取消, as "yq" would', () => {
    expect(open('y', false)).toBe('paid');
    expect(open('q', true)).toBe('ccl');
    // a letter no choice starts keeps the pick
    expect(open('z', true)).toBe('ccl');
    expect(x.letterOpened.cell).toBe('r1:status');
    // on a closed cell again, "q" is a search of its own: nothing starts it
    expect(open('q', false)).toBeUndefined();
  });
});

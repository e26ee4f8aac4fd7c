import { describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import { formatYuan } from '../../../domain/money.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import type { Translate } from '../../../locales/keys.ts';
import { cellTypes } from '../../../src/grids/cell-types.ts';

/** i18next's lookup: a missing key is its `defaultValue` when one is given, else a test failure. */
function t(key: string, o?: { defaultValue?: string }): string {
  const v = key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string' && o?.defaultValue !== undefined) return o.defaultValue;
  if (typeof v !== 'string') throw new Error(`missing translation ${key}`);
  return v;
}
const cell = cellTypes(t as unknown as Translate);

describe('the cell types the lists share', () => {
  it('money: fen in yuan, right-aligned in tabular figures; nothing for no amount', () => {
    expect(cell.money.valueFormatter({ value: 123456 })).toBe(formatYuan(123456));
    expect(cell.money.valueFormatter({ value: null })).toBe('');
    expect(cell.money).toMatchObject({ cellClass: 'cpt-num', type: 'rightAligned' });
  });

  it('day: the business day of a date or an instant; nothing for no date', () => {
    expect(cell.day.valueFormatter({ value: '2026-03-18' })).toBe('2026-03-18');
    // 20:00 UTC is already the next day in Shanghai
    expect(cell.day.valueFormatter({ value: '2026-03-18T20:00:00Z' })).toBe('2026-03-19');
    expect(cell.day.valueFormatter({ value: null })).toBe('');
    expect(cell.dayTime.valueFormatter({ value: '' })).toBe('');
  });

  it('community: one id or a list, as names in the fixed community order; another text as typed', () => {
    expect(cell.community.valueFormatter({ value: COMMUNITY_IDS.garden })).toBe('Garden');
    expect(cell.community.valueFormatter({ value: [COMMUNITY_IDS.garden, COMMUNITY_IDS.kitchen] })).toBe(
      'Kitchen, Garden',
    );
    // a text typed or pasted into the cell and refused shows as it was typed
    expect(cell.community.valueFormatter({ value: 'Farmland' })).toBe('Farmland');
    expect(cell.community.valueFormatter({ value: undefined })).toBe('');
  });

  it('label and percent: a closed list translated, a rate with its sign', () => {
    expect(cell.label('live.channels').valueFormatter({ value: 'miniprogram' })).toBe(
      t('live.channels.miniprogram'),
    );
    expect(cell.label('live.channels').valueFormatter({ value: '' })).toBe('');
    expect(cell.percent.valueFormatter({ value: 12.5 })).toBe('12.5 %');
  });

  it('percent: a text typed into the cell and refused shows as typed (a VAT of "abc")', () => {
    expect(cell.percent.valueFormatter({ value: 'abc' })).toBe('abc');
    expect(cell.percent.valueFormatter({ value: null })).toBe('');
  });

  it('label: a text that is none of the values (pasted, refused) shows as typed, never as a key', () => {
    expect(cell.label('product.statuses').valueFormatter({ value: '可用' })).toBe('可用');
    expect(cell.label('suppliers.paymentTerms').valueFormatter({ value: 'foo' })).toBe('foo');
  });

  it('day: a day that does not exist (typed, refused) shows as typed, never luxon’s words', () => {
    expect(cell.day.valueFormatter({ value: '2026-02-30' })).toBe('2026-02-30');
    expect(cell.dayTime.valueFormatter({ value: '2026-02-30' })).toBe('2026-02-30');
  });

  it('money: a text that is no amount (typed, refused) shows as typed', () => {
    expect(cell.money.valueFormatter({ value: '1a' })).toBe('1a');
  });
});

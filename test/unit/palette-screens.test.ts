import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles.ts';
import { canOpen, SCREENS } from '../../domain/routes.ts';
import { paletteFor } from '../../src/app/menu.ts';
import { hasScreen } from '../../src/app/screens.ts';

type Dict = Record<string, unknown>;
const dict = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Dict;
const tr = (d: Dict, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Dict)[k], d) as string;
const dictionaries = { en: dict('en'), zh: dict('zh') };

/**
 * A create screen that only makes sense for a record the previous screen names: the voucher form
 * without its customer goes back home, so the palette, which names none, does not offer it.
 */
const NEEDS_A_RECORD = new Set(['/vouchers/create']);

const creates = SCREENS.filter((s) => s.path.endsWith('/create') && !NEEDS_A_RECORD.has(s.path));

describe('the Ctrl+K palette', () => {
  for (const role of ROLES) {
    it(`offers ${role} every create screen the role may open`, () => {
      const offered = new Set(paletteFor(role).map((l) => l.path.split('?')[0]));
      const may = creates.filter((s) => hasScreen(s.path) && canOpen(role, s.path)).map((s) => s.path);
      expect(may.filter((p) => !offered.has(p))).toEqual([]);
    });
  }

  // what the reader types is the screen's own title: 新建采购单 finds the purchase-order form
  it.each([
    ['/purchase/create', 'purchaseOrder.createTitle'],
    ['/daily-orders/create', 'dailyOrder.createTitle'],
  ])('names %s as its page does, in both languages', (path, titleKey) => {
    const leaf = paletteFor('super-admin').find((l) => l.path === path);
    for (const d of Object.values(dictionaries)) expect(leaf && tr(d, leaf.labelKey)).toBe(tr(d, titleKey));
  });
});

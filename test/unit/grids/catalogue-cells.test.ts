import { describe, expect, it } from 'vitest';
import { PRODUCT_CELLS } from '../../../domain/cells/products.ts';
import { SUPPLIER_CELLS } from '../../../domain/cells/suppliers.ts';
import { cellLock, cellRoles, type EditableList } from '../../../domain/cells.ts';
import type { ProductListRow } from '../../../domain/lists/products.ts';
import { PRODUCT_EDITORS, RECIPE_ROLES, SUPPLIER_EDITORS } from '../../../domain/role-groups.ts';
import type { Supplier } from '../../../domain/schemas/supplier.ts';
import { productsGrid } from '../../../grids/products.ts';
import { recipesGrid } from '../../../grids/recipes.ts';
import { inventoryGrid } from '../../../grids/stock.ts';
import { suppliersGrid } from '../../../grids/suppliers.ts';
import en from '../../../locales/en.json' with { type: 'json' };

function t(key: string): string {
  const v = key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string') throw new Error(`missing translation ${key}`);
  return v;
}
const tf = t as unknown as Parameters<typeof suppliersGrid.columns>[0];
const colId = (c: { colId?: string; field?: unknown }) => c.colId ?? String(c.field);
const ctx = { lang: 'en', Picture: () => null, Actions: () => null, tagName: (k: string) => k };

describe('catalogue lists edited in place', () => {
  const grids = [
    ['products', productsGrid],
    ['inventory', inventoryGrid],
    ['suppliers', suppliersGrid],
    ['recipes', recipesGrid],
  ] as const;

  it.each(grids)(
    '%s: every declared cell is a column of the grid, saved through its cells call',
    (_, grid) => {
      const def = grid.cells as EditableList<unknown>;
      const ids = grid.columns(tf, ctx as never).map(colId);
      for (const field of Object.keys(def.cells)) expect(ids).toContain(field);
      expect(grid.cellsPath).toMatch(/^[\w-]+\/cells$/);
    },
  );

  it('the cells calls are open to the roles of the single edits, no more', () => {
    expect(cellRoles(PRODUCT_CELLS).sort()).toEqual([...PRODUCT_EDITORS].sort());
    expect(cellRoles(SUPPLIER_CELLS).sort()).toEqual([...SUPPLIER_EDITORS].sort());
    expect(cellRoles(recipesGrid.cells as EditableList<unknown>).sort()).toEqual([...RECIPE_ROLES].sort());
  });

  it("a supplier's percentage is its type's: VAT for direct sales, commission for services", () => {
    const direct = { type: 'direct_sales' } as Supplier;
    const services = { type: 'services' } as Supplier;
    expect(cellLock(SUPPLIER_CELLS, 'vat', direct, 'admin')).toBeNull();
    expect(cellLock(SUPPLIER_CELLS, 'commission', direct, 'admin')).toBe('notEditable');
    expect(cellLock(SUPPLIER_CELLS, 'commission', services, 'finance')).toBeNull();
    expect(cellLock(SUPPLIER_CELLS, 'vat', services, 'finance')).toBe('notEditable');
    expect(cellLock(SUPPLIER_CELLS, 'name', direct, 'customer-hero')).toBe('role');
  });

  it('selects offer the current value first, then every other one', () => {
    const p = { status: 'discontinued', storageType: 'dry' } as ProductListRow;
    expect(PRODUCT_CELLS.cells.status!.options!(p, 'admin')).toEqual(['discontinued', 'available']);
    expect(PRODUCT_CELLS.cells.storageType!.options!(p, 'admin')).toEqual(['dry', 'none', 'fresh', 'frozen']);
    const s = { status: 'ongoing', paymentTerm: '60days' } as Supplier;
    expect(SUPPLIER_CELLS.cells.status!.options!(s, 'admin')).toEqual([
      'ongoing',
      'available',
      'discontinued',
    ]);
    expect(SUPPLIER_CELLS.cells.paymentTerm!.options!(s, 'admin')[0]).toBe('60days');
  });
});

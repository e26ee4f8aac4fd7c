import { describe, expect, it } from 'vitest';
import { cellLock, cellRoles, type EditableList } from '../../../domain/cells.ts';
import { PRODUCT_CELLS } from '../../../domain/products/cells.ts';
import type { ProductListRow } from '../../../domain/products/list.ts';
import type { Recipe } from '../../../domain/recipes/schema.ts';
import { PRODUCT_EDITORS, RECIPE_ROLES, SUPPLIER_EDITORS } from '../../../domain/role-groups.ts';
import type { ProductStockRow } from '../../../domain/stock/views.ts';
import { SUPPLIER_CELLS } from '../../../domain/suppliers/cells.ts';
import type { Supplier } from '../../../domain/suppliers/schema.ts';
import { type ProductsGridContext, productsGrid } from '../../../src/grids/products.ts';
import { recipesGrid } from '../../../src/grids/recipes.ts';
import { inventoryGrid } from '../../../src/grids/stock.ts';
import { suppliersGrid } from '../../../src/grids/suppliers.ts';

describe('catalogue lists edited in place', () => {
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

  it('the messages of a save name a row as the list shows it: product ID, supplier name, recipe name', () => {
    expect(productsGrid.rowName?.({ productId: 'P0004' } as ProductListRow, {} as ProductsGridContext)).toBe(
      'P0004',
    );
    expect(inventoryGrid.rowName?.({ productId: 'P0004' } as ProductStockRow, { lang: 'en' })).toBe('P0004');
    expect(suppliersGrid.rowName?.({ name: 'Green Farm' } as Supplier, undefined)).toBe('Green Farm');
    const recipe = { name: { en: 'Leek tart', zh: '韭葱挞' } } as Recipe;
    const ctx = (lang: string) => ({ lang, tagName: (k: string) => k });
    expect(recipesGrid.rowName?.(recipe, ctx('zh'))).toBe('韭葱挞');
    expect(recipesGrid.rowName?.(recipe, ctx('en'))).toBe('Leek tart');
  });
});

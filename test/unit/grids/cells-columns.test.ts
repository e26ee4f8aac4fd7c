import { describe, expect, it } from 'vitest';
import type { EditableList } from '../../../domain/cells.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { claimsGrid } from '../../../src/grids/claims.ts';
import { customersGrid } from '../../../src/grids/customers.ts';
import { templatesGrid } from '../../../src/grids/delivery.ts';
import { deliveryTrackingGrid } from '../../../src/grids/delivery-tracking.ts';
import { offersGrid } from '../../../src/grids/offers.ts';
import { directSalesOrdersGrid, servicesOrdersGrid } from '../../../src/grids/orders.ts';
import { productsGrid } from '../../../src/grids/products.ts';
import { invoicesGrid, purchaseOrdersGrid } from '../../../src/grids/purchase-orders.ts';
import { recipesGrid } from '../../../src/grids/recipes.ts';
import { refundsGrid } from '../../../src/grids/refunds.ts';
import { inventoryGrid } from '../../../src/grids/stock.ts';
import { suppliersGrid } from '../../../src/grids/suppliers.ts';
import type { GridDef } from '../../../src/grids/types.ts';
import { usersGrid } from '../../../src/grids/users.ts';

/** The English text of a key; a missing key fails the test that asks for it. */
function t(key: string): string {
  const v = key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string') throw new Error(`missing translation ${key}`);
  return v;
}
const colId = (c: { colId?: string; field?: unknown }) => c.colId ?? String(c.field);
/** every page's context at once: each grid reads the part it knows */
const ctx = {
  lang: 'en',
  role: 'admin',
  lines: [],
  bothChannels: false,
  areaName: () => '',
  refusals: new Map(),
  Picture: () => null,
  Actions: () => null,
  Status: () => null,
  Customer: () => null,
  tagName: (k: string) => k,
};

// every list whose cells are edited in place (docs/spreadsheet.md)
const GRIDS: [string, GridDef<never, never>][] = Object.entries({
  servicesOrdersGrid,
  directSalesOrdersGrid,
  deliveryTrackingGrid,
  productsGrid,
  inventoryGrid,
  suppliersGrid,
  recipesGrid,
  customersGrid,
  claimsGrid,
  refundsGrid,
  vouchersGrid: (await import('../../../src/grids/vouchers.ts')).vouchersGrid,
  usersGrid,
  offersGrid,
  templatesGrid,
  purchaseOrdersGrid,
  invoicesGrid,
}) as unknown as [string, GridDef<never, never>][];

/**
 * Declared cells a list does not show, on purpose: delivery tracking shows the payment as Paid
 * yes/no (logistics ships, it does not take payments) and the order's comment joined to the
 * address's, as its file has them (edited on the order lists); an invoice receives no stock.
 */
const NOT_SHOWN: Record<string, readonly string[]> = {
  deliveryTrackingGrid: ['paymentStatus', 'comment'],
  invoicesGrid: ['stock_status'],
};

describe('every editable list', () => {
  it.each(GRIDS)(
    '%s: every declared cell is a column of the grid, saved through a cells call',
    (name, grid) => {
      const def = grid.cells as EditableList<unknown> | undefined;
      expect(def, 'the grid declares its cells').toBeDefined();
      const ids = grid.columns(t as never, ctx as never).map(colId);
      for (const field of Object.keys(def!.cells))
        if (!NOT_SHOWN[name]?.includes(field)) expect(ids, field).toContain(field);
      expect(grid.cellsPath).toMatch(/^[\w-]+\/cells$/);
    },
  );
});

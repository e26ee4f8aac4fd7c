import { describe, expect, it } from 'vitest';
import type { StockMovementRow } from '../../../domain/stock/views.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { inventoryGrid, movementReference, movementsGrid } from '../../../src/grids/stock.ts';

function t(key: string, o?: Record<string, unknown>): string {
  const v = key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string') throw new Error(`missing translation ${key}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(o?.[k]));
}
const tf = t as unknown as Parameters<typeof inventoryGrid.columns>[0];
const colId = (c: { colId?: string; field?: unknown }) => c.colId ?? String(c.field);

describe('stock grids', () => {
  it('inventory: every stock figure of a product is a server-sortable, translated column', () => {
    const cols = inventoryGrid.columns(tf, { lang: 'en' });
    for (const id of [
      'stock',
      'freeStock',
      'purchasedStock',
      'onDeliveryStock',
      'totalStock',
      'totalValue',
      'forecastStock',
      'forecastValue',
    ]) {
      expect(cols.map(colId)).toContain(id);
      expect(inventoryGrid.spec.sorts).toContain(id);
    }
    for (const c of cols) expect(c.headerName).toBeTruthy();
  });

  it('movements: type, reference, date, comment, quantity and status, translated', () => {
    const cols = movementsGrid.columns(tf, { Reference: () => null });
    const byId = Object.fromEntries(cols.map((c) => [colId(c), c]));
    const fmt = (id: string, value: unknown) =>
      (byId[id]!.valueFormatter as (p: { value: unknown }) => string)({ value });
    expect(fmt('type', 'manual_remove')).toBe('Manual remove');
    expect(fmt('status', 'on_delivery')).toBe('On delivery');
    expect(fmt('movementStock', 5)).toBe('+5');
    expect(fmt('movementStock', -5)).toBe('-5');
    for (const id of ['date', 'type', 'reference', 'comment', 'movementStock', 'status'])
      expect(byId[id]).toBeTruthy();
  });

  it('names the order or purchase order of a movement', () => {
    const m = { customerOrder: { id: 'x', orderID: 100123 }, purchaseOrder: null } as StockMovementRow;
    expect(movementReference(m, tf)).toBe('Order 100123');
    expect(movementReference({ ...m, customerOrder: null }, tf)).toBe('');
    const po = {
      id: '4ce7b977-7dbb-44e9-b1e1-8758222c9501',
      poId: 'PO1003',
      stock_status: 'pending',
    } as const;
    expect(movementReference({ ...m, customerOrder: null, purchaseOrder: po }, tf)).toBe(
      'Purchase order PO1003',
    );
  });
});

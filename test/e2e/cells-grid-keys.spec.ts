import type { Page } from '@playwright/test';
import type { PurchaseOrderRecord, PurchaseOrderRow } from '../../domain/purchase-orders/list.ts';
import type { ProductStockRow } from '../../domain/stock/views.ts';
import { expect, test } from './csp.ts';
import { answered, cellsCalls } from './pages/cells-calls.ts';
import { arrowTo, focusedCol, pasteText, toFirstCell } from './pages/grid-cursor.ts';
import { stockRows } from './pages/inventory.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn, signInAt } from './pages/session.ts';

/**
 * The grid keys where they were left short (docs/keyboard.md): Ctrl+D over read-only cells, `g`
 * on a purchase order's lines, a stock figure saved only with its reason, and letters typed while
 * an open editor's cell holds the focus.
 */
const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

/** Logistic on `p`'s inventory row, its paid stock typed as `stock`, the editor closed after. */
async function typeFigure(page: Page, p: ProductStockRow, stock: number) {
  await signInAt(page, 'logistic', `/inventory?filter=${q({ productId: p.productId })}`);
  await toFirstCell(page);
  await arrowTo(page, 'stock');
  await page.keyboard.type(String(stock));
  // Tab opens the next cell, Escape closes it: the row keeps its figure, no editor is open
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(page.locator('.cpt-grid .ag-cell-inline-editing')).toHaveCount(0);
}

/** The reason's cell of an inventory row: its save's mark says when the page has its answer. */
const commentOf = (page: Page, id: string) =>
  page.locator(`.cpt-grid .ag-row[row-id="${id}"] [col-id="comment"]`);

/** `g` onto a purchase order's first line, once: pressed before the lines show, it waits for them. */
async function lineCursor(page: Page) {
  await page.keyboard.press('g');
  await expect.poll(() => focusedCol(page), { timeout: 30_000 }).toBe('product');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Ctrl+D onto a started offer’s cell fills nothing into it, sends nothing and says why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  // every live offer has started: each one's internal name is read-only
  await page.goto('/offers#tab=live');
  await toFirstCell(page);
  const calls = cellsCalls(page, 'offers/cells');
  await arrowTo(page, 'internalName');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedCol(page)).toBe('internalName');
  const cell = page.locator('.cpt-grid .ag-cell-focus');
  const before = await cell.textContent();
  const above = await page
    .locator('.cpt-grid .ag-row[row-index="0"] [col-id="internalName"]')
    .first()
    .textContent();
  expect(above).not.toBe(before);
  await page.keyboard.press('Control+d');
  await expect(page.getByText('The offer has started').first()).toBeVisible();
  await expect(cell).toHaveText(before!);
  await expect(cell).not.toHaveClass(/cpt-cell-refused/);
  expect(calls).toEqual([]);
});

test('g reaches a purchase order’s lines, whose grid Tab leaves', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('admin'));
  const [po] = await api.get<PurchaseOrderRow[]>(
    `/api/purchase-orders/details?filter=${q({ type: 'purchase_order' })}&range=[0,0]`,
  );
  await signInAt(page, 'admin', `/finance/${po!.id}`);
  await slow(page.locator('.cpt-po-lines .ag-row').first()).toBeVisible();
  await lineCursor(page);
  await expect(page.locator('.cpt-po-lines .ag-cell-focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedCol(page)).toBe('quantity');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedCol(page)).toBe('');
  await expect(page.locator('.cpt-po-lines :focus')).toHaveCount(0);
});

test('Ctrl+C copies a purchase order’s line cell, on a page opened straight at the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('admin'));
  const [row] = await api.get<PurchaseOrderRow[]>(
    `/api/purchase-orders/details?filter=${q({ type: 'purchase_order' })}&range=[0,0]`,
  );
  const po = await api.get<PurchaseOrderRecord>(`/api/purchase-orders/${row!.id}`);
  await signIn(page, 'admin');
  // no list opened before: the page holds only the lines' own grid
  await page.goto(`/finance/${po.id}`);
  await slow(page.locator('.cpt-po-lines .ag-row').first()).toBeVisible();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await lineCursor(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedCol(page)).toBe('quantity');
  await page.evaluate(() => {
    const w = window as unknown as { copiedText?: string };
    document.addEventListener(
      'copy',
      (e) => {
        w.copiedText = e.clipboardData?.getData('text/plain');
      },
      { once: true },
    );
  });
  await page.keyboard.press('Control+c');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText))
    .toBe(String(po.lines[0]!.quantity));
  expect(errors).toEqual([]);
});

test('inventory: a figure waits for its reason however long the pause between them, one save', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // the third from the end: cells-catalogue types on the last two
  const [p] = await stockRows(request, 'DESC', [2, 2]);
  const calls = cellsCalls(page, 'product-stocks/cells');
  await typeFigure(page, p!, p!.stock + 2);
  // longer than the row's typing pause (0.8 s): a figure alone must not be sent after it
  await page.waitForTimeout(2000);
  expect(calls).toEqual([]);
  await arrowTo(page, 'comment');
  const reason = `Found ${Date.now() % 10_000}`;
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/product-stocks/cells') && r.request().method() === 'POST',
  );
  await page.keyboard.type(reason);
  await page.keyboard.press('Enter');
  expect(await (await saved).json()).toMatchObject({
    saved: 1,
    refused: 0,
    results: [{ ok: true, row: { stock: p!.stock + 2, comment: reason } }],
  });
  expect(calls).toHaveLength(1);
  // back as it was, for the other tests reading this product, once the page has taken the answer
  await answered(commentOf(page, p!.id));
  const undone = page.waitForResponse((r) => r.url().endsWith('/api/product-stocks/cells'));
  await page.keyboard.press('Control+z');
  expect(await (await undone).json()).toMatchObject({ saved: 1 });
});

test('inventory: a new figure given the same reason as the last one is saved with it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // with a reason to give again, away from the products the other stock tests type on (the first
  // and the last three of the catalogue, P0004)
  const rows = await stockRows(request, 'ASC', [5, 60]);
  const p = rows.find((r) => r.comment && r.productId !== 'P0004')!;
  await typeFigure(page, p, p.stock + 1);
  await arrowTo(page, 'comment');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/product-stocks/cells') && r.request().method() === 'POST',
  );
  // typed as it stands: the grid gets no changed value, yet the figure waits for this one
  await page.keyboard.type(p.comment);
  await page.keyboard.press('Enter');
  expect(await (await saved).json()).toMatchObject({
    saved: 1,
    refused: 0,
    results: [{ ok: true, row: { stock: p.stock + 1, comment: p.comment } }],
  });
  await answered(commentOf(page, p.id));
  const undone = page.waitForResponse((r) => r.url().endsWith('/api/product-stocks/cells'));
  await page.keyboard.press('Control+z');
  expect(await (await undone).json()).toMatchObject({ saved: 1 });
});

test('inventory: the reason typed after a figure refused for want of one saves them both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // away from the products the other stock tests type on
  const [p] = await stockRows(request, 'ASC', [70, 70]);
  await signInAt(page, 'logistic', `/inventory?filter=${q({ productId: p!.productId })}`);
  await toFirstCell(page);
  await arrowTo(page, 'stock');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/product-stocks/cells'));
  // a paste is sent at once, without its reason: the server asks for one
  await pasteText(page, String(p!.stock + 3));
  expect(await (await refused).json()).toMatchObject({ saved: 0, refused: 1 });
  await arrowTo(page, 'comment');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/product-stocks/cells'));
  await page.keyboard.type('Recount');
  await page.keyboard.press('Enter');
  // the figure goes with the reason it was waiting for, not the reason alone (refused in turn)
  expect(await (await saved).json()).toMatchObject({
    saved: 1,
    results: [{ ok: true, row: { stock: p!.stock + 3, comment: 'Recount' } }],
  });
  await answered(commentOf(page, p!.id));
  const undone = page.waitForResponse((r) => r.url().endsWith('/api/product-stocks/cells'));
  await page.keyboard.press('Control+z');
  expect(await (await undone).json()).toMatchObject({ saved: 1 });
});

test('letters typed while a redraw holds the focus on an open editor’s cell reach its editor', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, 'product-manager', '/products#sort=productId:ASC');
  await toFirstCell(page);
  await arrowTo(page, 'comment');
  await page.keyboard.press('F2');
  const input = page.locator('.cpt-grid .ag-cell-inline-editing input');
  await expect(input).toBeFocused();
  const before = await input.inputValue();
  // what a redraw of the row while its cell is edited leaves: the cell focused, its editor open
  await page.evaluate(() => (document.activeElement?.closest('.ag-cell') as HTMLElement | null)?.focus());
  await expect(input).not.toBeFocused();
  await page.keyboard.type(' and more');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(`${before} and more`);
  // Escape leaves the row as it was: nothing of this test is saved
  await page.keyboard.press('Escape');
  await expect(page.locator('.cpt-grid .ag-cell-inline-editing')).toHaveCount(0);
});

/** What holds the keyboard: 'body' when nothing on the page does. */
const focusedPlace = (page: Page) =>
  page.evaluate(() => {
    const at = document.activeElement;
    if (!at || at === document.body) return 'body';
    if (at.closest('.cpt-toolbar')) return 'toolbar';
    if (at.closest('.cpt-pager')) return 'pager';
    return at.tagName.toLowerCase();
  });

test('Tab out of a one-page list’s grid wraps to its toolbar, never to the page’s body', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, 'admin', '/suppliers');
  const cell = page.locator('.ag-row[row-index="0"] .ag-cell').nth(1);
  await slow(cell).toBeVisible();
  // a single page: every button of the pager is disabled, nothing follows the grid
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await cell.focus();
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedPlace(page)).toBe('toolbar');
  await expect(page.locator('.cpt-grid :focus')).toHaveCount(0);
});

test('Tab out of a list’s grid with more pages: the pager’s first button that works', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, 'admin', '/products');
  const cell = page.locator('.ag-row[row-index="0"] .ag-cell').nth(1);
  await slow(cell).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
  await cell.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeFocused();
});

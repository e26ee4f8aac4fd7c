import { expect, test } from './csp.ts';
import { cellsCalls } from './pages/cells-calls.ts';
import { arrowTo, newestProducts, pasteText, productsNewestFirst } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail } from './pages/session.ts';

/**
 * A fill, a paste or a Set column of the values the cells already hold changes nothing: nothing
 * is sent and the toast says so, where it said "1 of 1 saved" and left nothing to undo.
 */
const _q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

test('Ctrl+D, Ctrl+V and Set column of a cell’s own value send nothing and say nothing changed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('product-manager'));
  const rows = await newestProducts(api, 0, 19);
  // a row whose status is the one above it: Ctrl+D there fills the value the cell holds
  const at = rows.findIndex((r, i) => i > 0 && r.status === rows[i - 1]!.status);
  expect(at).toBeGreaterThan(0);
  const status = rows[at]!.status;
  await page.setViewportSize({ width: 1440, height: 900 });
  await productsNewestFirst(page, 'product-manager', 'en');
  const calls = cellsCalls(page, 'products/cells');
  await arrowTo(page, 'status');
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
  await expect(
    page.locator(`.cpt-grid .ag-row[row-index="${at}"] .ag-cell-focus[col-id="status"]`),
  ).toHaveCount(1);

  await page.keyboard.press('Control+d');
  await expect(page.getByText('Filled down: nothing to change', { exact: false })).toBeVisible();
  await pasteText(page, status);
  await expect(page.getByText('Pasted: nothing to change', { exact: false })).toBeVisible();
  await page.keyboard.press('Alt+s');
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press(status[0]!);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Set: nothing to change', { exact: false })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Nothing to undo')).toBeVisible();
  expect(calls).toEqual([]);
  await expect(page.locator('.bp6-toast', { hasText: 'saved' })).toHaveCount(0);
});

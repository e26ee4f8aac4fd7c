import type { Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { signInAt } from './pages/session.ts';

// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });

/** Admin on `path`'s first row, its Actions cell focused with its menu button drawn. */
async function onActionsCell(page: Page, path: string) {
  await signInAt(page, 'admin', path);
  await slow(page.getByRole('gridcell').first()).toBeVisible();
  await page.keyboard.press('g');
  await expect(page.locator('.ag-cell-focus')).toBeFocused();
  await page.keyboard.press('End');
  const cell = page.locator('.ag-cell-focus[col-id="actions"]');
  await expect(cell).toBeFocused();
  // its menu button drawn first: Tab from a cell with no control yet leaves the grid
  const button = cell.getByRole('button', { name: 'Actions' });
  await slow(button).toBeVisible();
  return { cell, button, items: page.getByRole('menu').getByRole('menuitem') };
}

test("an order's row menu opened from the keyboard takes the arrows, and Escape gives the keyboard back to its button", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { button, items } = await onActionsCell(page, '/orders-services');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await slow(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('Enter on a row’s Actions cell opens its menu, as on its button', async ({ page }) => {
  test.setTimeout(180_000);
  const { button, items } = await onActionsCell(page, '/orders-direct-sales');
  await page.keyboard.press('Enter');
  await slow(items.first()).toBeFocused();
  // the row did not open: the list is still there
  await expect(page).toHaveURL(/\/orders-direct-sales/);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

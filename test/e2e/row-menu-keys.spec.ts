import { expect, test } from './csp.ts';
import { signIn } from './pages/session.ts';

// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });

test("an order's row menu opened from the keyboard takes the arrows, and Escape gives the keyboard back to its button", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.goto('/orders-services');
  await slow(page.getByRole('gridcell').first()).toBeVisible();
  await page.keyboard.press('g');
  await expect(page.locator('.ag-cell-focus')).toBeFocused();
  await page.keyboard.press('End');
  const cell = page.locator('.ag-cell-focus[col-id="actions"]');
  await expect(cell).toBeFocused();
  await page.keyboard.press('Tab');
  const button = cell.getByRole('button', { name: 'Actions' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitem');
  await slow(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
});

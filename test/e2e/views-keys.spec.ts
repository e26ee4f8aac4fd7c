import { expect, test } from './csp.ts';
import { focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';

/**
 * The saved views by keys alone: `v` opened the menu with the keyboard on the popover itself
 * (two Tabs to reach a view), and a view picked with Enter closed it with the keyboard on the
 * page's body, where `g`, the arrows and typing do nothing.
 */
test('inventory: v, Enter on the standard view, and the keyboard is back on the grid', async ({ page }) => {
  await signInAt(page, 'admin', '/inventory?filter=%7B%22name%22%3A%22a%22%7D');
  await toFirstCell(page);
  await page.keyboard.press('v');
  await expect(page.getByRole('button', { name: 'Standard view' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/filter=/);
  await expect.poll(() => focusedCol(page)).toBe('productId');
});

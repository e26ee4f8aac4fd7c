import { expect as base, test } from './csp.ts';
import { figure, signInPatiently as signIn } from './pages/inventory.ts';

// the figures come from several calls after a sign-in: room for a loaded machine
test.describe.configure({ timeout: 180_000 });
const expect = base.configure({ timeout: 30_000 });

// one reader that may not adjust, one that may, and one role refused: the permission table is
// checked for every role in test/unit and enforced by the server in test/server
const READERS = ['community-manager', 'logistic'];
const ADJUSTERS = new Set(['super-admin', 'admin', 'product-manager', 'logistic', 'finance']);

for (const role of READERS) {
  test(`${role} opens the inventory and a product's movements`, async ({ page }) => {
    await signIn(page, role);
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'P0004' })).toBeVisible();
    await page.getByRole('row').filter({ hasText: 'P0004' }).click();
    await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Sweet potatoes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add stock' })).toHaveCount(ADJUSTERS.has(role) ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Remove stock' })).toHaveCount(ADJUSTERS.has(role) ? 1 : 0);
  });
}

for (const role of ['designer']) {
  test(`${role} may not open the inventory: sent back to /`, async ({ page }) => {
    await signIn(page, role);
    await page.goto('/inventory');
    await expect(page).toHaveURL(/\/$/);
  });
}

test('logistic adds then removes stock from the dialog, keyboard only, and sees the figures move', async ({
  page,
}) => {
  await signIn(page, 'logistic');
  await page.goto('/inventory');
  const paidTotal = await figure(page, 'stock');
  // find the product with the keyboard: "/" focuses the search, Enter on the row opens it
  await page.keyboard.press('/');
  await page.keyboard.type('Sweet potatoes');
  const row = page.getByRole('row').filter({ hasText: 'P0004' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'P0019' })).toHaveCount(0);
  await row.locator('.ag-cell').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sweet potatoes' })).toBeVisible();
  const paid = await figure(page, 'stock');

  // add: "a" opens the dialog on the quantity; confirm is disabled at 0; the comment is required
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: 'Add stock' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await page.keyboard.type('7');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByText('Please add a comment')).toBeVisible();
  await expect(dialog.getByLabel('Comment')).toBeFocused();
  await page.keyboard.type('Found a crate in the cold room');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('dd[data-stat="stock"]')).toHaveText(String(paid + 7));
  // the newest movement is the grid's first row (AG Grid keeps DOM order apart from display order)
  // (the rows' container is ag-grid-scrolling-container since AG Grid 36.2, ag-center-cols-container before)
  const first = page.locator(
    ':is(.ag-grid-scrolling-container, .ag-center-cols-container) > .ag-row[row-index="0"]',
  );
  await expect(first).toContainText('Found a crate in the cold room');
  await expect(first).toContainText('+7');
  await expect(first).toContainText('Manual add');

  // remove: at most what the bucket holds; Enter in the quantity confirms
  await page.keyboard.press('r');
  const remove = page.getByRole('dialog', { name: 'Remove stock' });
  await expect(remove).toBeVisible();
  await expect(remove.getByText(`At most ${paid + 7}`)).toBeVisible();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Two bruised, one eaten');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Removed successfully')).toBeVisible();
  await expect(page.locator('dd[data-stat="stock"]')).toHaveText(String(paid + 4));
  await expect(first).toContainText('-3');
  await expect(first).toContainText('Manual remove');

  // the inventory shows the new figures, row and stats bar
  await page.goto('/inventory');
  await expect(page.locator('dd[data-stat="stock"]')).toHaveText(String(paidTotal + 4));
  await expect(page.getByRole('row').filter({ hasText: 'P0004' })).toContainText(String(paid + 4));
});

test("Escape on a product's stock page goes back to the inventory, on the row that opened it", async ({
  page,
}) => {
  await signIn(page, 'community-manager');
  await page.goto('/inventory');
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  await page.keyboard.press('g');
  const cell = page.locator('.ag-cell-focus');
  await expect(cell).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ag-row[row-index="1"] .ag-cell-focus')).toBeFocused();
  const product = (await cell.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
  // the page lands on its heading once drawn (the list's cell holds the focus until then)
  await expect(page.locator('h1.cpt-title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.locator('.ag-row[row-index="1"] .ag-cell-focus')).toBeFocused();
  await expect(page.locator('.ag-cell-focus')).toHaveText(product);
});

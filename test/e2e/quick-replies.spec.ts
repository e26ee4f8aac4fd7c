import { expect, type Page, test } from './csp.ts';
import { arrowTo, focusedCol } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';
import { saved } from './pages/toasts.ts';

/**
 * Quick replies, the main path by keyboard (docs/quick-replies.md): open the list, create a
 * reply (`c`, the fields, Ctrl+S from inside the text), edit its title in place, search it, copy
 * its text (Alt+C).
 */
const grid = (page: Page) => page.locator('.ag-grid-scrolling-container, .ag-center-cols-container');
// screens load lazily: on a busy machine the first paint of a chunk takes longer than 10 s
const slow = expect.configure({ timeout: 30_000 });
test.slow();

test('a quick reply is created, edited in place, found and copied, from the keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, 'customer-hero', '/quick-replies');
  await slow(page.getByRole('heading', { name: 'Quick replies' })).toBeVisible();
  await slow(grid(page).getByText('Payment reminder').first()).toBeVisible();

  // "c" creates, the title has the focus; the community is asked (two of them), the language is the console's
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/quick-replies\/create$/);
  await slow(page.locator('#field-title')).toBeFocused();
  await page.keyboard.type('Fridge pick-up 冰箱自提');
  await page.locator('#field-community').focus();
  await page.keyboard.press('g');
  await expect(page.locator('#field-community')).not.toHaveValue('');
  await expect(page.locator('#field-language')).toHaveValue('en');
  await page.locator('#field-category').focus();
  await page.keyboard.press('d');
  await expect(page.locator('#field-category')).toHaveValue('delivery');
  await page.locator('#field-body').focus();
  await page.keyboard.type('Your chilled items wait in the lobby fridge.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Please collect them before 21:00.');
  await page.keyboard.press('Control+s');
  await saved(page);
  await expect(page).toHaveURL(/\/quick-replies(\?|#|$)/);

  // "/" searches title and text
  await page.keyboard.press('/');
  await page.keyboard.type('lobby fridge');
  const row = grid(page).getByRole('row').filter({ hasText: 'Fridge pick-up' });
  await slow(row).toHaveCount(1);
  await expect(grid(page).getByRole('row')).toHaveCount(1);
  await expect(row).toContainText('Delivery');

  // the title edited in place: the grid key, the cell, typed, Enter, saved by the cells call
  await grid(page).getByRole('gridcell').first().focus();
  await expect.poll(() => focusedCol(page)).not.toBe('');
  await arrowTo(page, 'title', 'ArrowLeft');
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/quick-replies/cells') && r.request().method() === 'POST',
  );
  await page.keyboard.type('Lobby fridge pick-up');
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(200);
  await expect(grid(page).getByRole('row').filter({ hasText: 'Lobby fridge pick-up' })).toHaveCount(1);

  // found again by its new title after a reload
  await page.goto('/quick-replies');
  await slow(grid(page).getByText('Payment reminder').first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.type('lobby fridge pick');
  await expect(page.getByPlaceholder('Search title or text')).toHaveValue('lobby fridge pick');
  await slow(grid(page).getByRole('row').filter({ hasText: 'Lobby fridge pick-up' })).toHaveCount(1);
  await expect(grid(page).getByRole('row')).toHaveCount(1);

  // Alt+C copies the focused row's whole text, its line break kept
  await grid(page).getByRole('gridcell').first().focus();
  await page.keyboard.press('Alt+c');
  await expect(page.getByText('“Lobby fridge pick-up” copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Your chilled items wait in the lobby fridge.\nPlease collect them before 21:00.',
  );
});

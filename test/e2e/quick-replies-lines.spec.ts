import { expect, type Page, test } from './csp.ts';
import { arrowTo, focusedCol } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';

/**
 * A reply's text keeps its line breaks (docs/quick-replies.md): the list's text cell edits one
 * line, so a text of several lines is read-only there and says where to edit it; a typo fixed in
 * that cell used to save the message on one line.
 */
const grid = (page: Page) => page.locator('.ag-grid-scrolling-container, .ag-center-cols-container');
const slow = expect.configure({ timeout: 30_000 });
test.slow();

test('a text of several lines is not edited in its one-line cell: the list says to use the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, 'customer-hero', '/quick-replies');
  await slow(grid(page).getByText('Payment reminder').first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.type('friendly reminder');
  await slow(grid(page).getByRole('row')).toHaveCount(2);
  await grid(page).getByRole('gridcell').first().focus();
  await expect.poll(() => focusedCol(page)).not.toBe('');
  await arrowTo(page, 'body', 'ArrowLeft');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/quick-replies/cells')) saves.push(r.postData() ?? '');
  });
  // a letter typed on it opens no editor and says why; Enter opens the reply's form, where it is edited
  await page.keyboard.type('x');
  await slow(page.getByText('Several lines: edit this text in the form').first()).toBeVisible();
  await expect(page.locator('.ag-cell-inline-editing')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await slow(page.locator('#field-body')).toHaveValue(/not paid yet\.\nPlease pay/);
  expect(saves).toEqual([]);
});

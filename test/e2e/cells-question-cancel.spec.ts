import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';

/**
 * A choice whose question is answered No (Escape) saves nothing: the cursor stays on the row it
 * was chosen on. The Enter that picked it had moved the cursor a row down before the question, and
 * the cancelled row was left behind, as if the change had been made.
 */
test('purchase orders: P Enter on a payment, Escape at the question, the cursor on that row', async ({
  page,
}) => {
  await signInAt(page, 'admin', `/finance?filter=${encodeURIComponent('{"payment_status":"unpaid"}')}`);
  await toFirstCell(page);
  await arrowTo(page, 'payment_status');
  const rowId = () => page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id'));
  const first = await rowId();
  await page.keyboard.press('p');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(rowId).toBe(first);
  expect(await focusedCol(page)).toBe('payment_status');
});

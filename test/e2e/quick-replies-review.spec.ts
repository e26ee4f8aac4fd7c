import { expect, type Page, test } from './csp.ts';
import { arrowTo, focusedCol } from './pages/grid-cursor.ts';
import { signIn } from './pages/session.ts';

/**
 * A reply's text keeps its line breaks (docs/quick-replies.md: the copy keeps the lines as
 * written): opening the text cell of a multi-line reply and pressing Enter must not save it on one
 * line.
 */
const grid = (page: Page) => page.locator('.ag-grid-scrolling-container, .ag-center-cols-container');
const slow = expect.configure({ timeout: 30_000 });
test.slow();

test('Enter, Enter on a multi-line text cell keeps its line breaks', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'customer-hero');
  await page.goto('/quick-replies');
  await slow(grid(page).getByText('Payment reminder').first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.type('friendly reminder');
  await slow(grid(page).getByRole('row')).toHaveCount(2);
  await grid(page).getByRole('gridcell').first().focus();
  await expect.poll(() => focusedCol(page)).not.toBe('');
  await arrowTo(page, 'body', 'ArrowLeft');
  const save = page
    .waitForRequest((r) => r.url().endsWith('/api/quick-replies/cells') && r.method() === 'POST', {
      timeout: 15_000,
    })
    .catch(() => null);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ag-cell-inline-editing input')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ag-cell-inline-editing')).toHaveCount(0);
  const r = await save;
  // no save at all is right too: nothing was changed
  if (r)
    expect((r.postDataJSON() as { rows: { set: { body?: string } }[] }).rows[0]!.set.body).toContain('\n');
});

test('a typo fixed in a multi-line text cell keeps its line breaks', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'customer-hero');
  await page.goto('/quick-replies');
  await slow(grid(page).getByText('Payment reminder').first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.type('friendly reminder');
  await slow(grid(page).getByRole('row')).toHaveCount(2);
  await grid(page).getByRole('gridcell').first().focus();
  await expect.poll(() => focusedCol(page)).not.toBe('');
  await arrowTo(page, 'body', 'ArrowLeft');
  const save = page
    .waitForResponse((r) => r.url().endsWith('/api/quick-replies/cells') && r.request().method() === 'POST', {
      timeout: 15_000,
    })
    .catch(() => null);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ag-cell-inline-editing input')).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ag-cell-inline-editing')).toHaveCount(0);
  const r = await save;
  expect(r).not.toBeNull();
  const saved = (await r!.json()) as { results: { ok: boolean; row?: { body: string } }[] };
  expect(saved.results[0]).toMatchObject({ ok: true });
  expect(saved.results[0]!.row!.body).toContain('\n');
});

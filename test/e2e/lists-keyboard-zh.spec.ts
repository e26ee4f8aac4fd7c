import type { Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';

/**
 * The lists as a back-office member uses them, in Chinese and by keyboard only (docs/keyboard.md,
 * docs/spreadsheet.md): what such a member met on the catalogue, service and team lists.
 */
const slow = expect.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem('comptoir.lang', 'zh'));
});

/** The id of the row the keyboard is on ('' when no cell has it). */
const focusedRow = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id') ?? '');

test('Alt+→ and Alt+← turn the page and leave the cursor in its column', async ({ page }) => {
  await signInAt(page, 'admin', '/products');
  await toFirstCell(page);
  await arrowTo(page, 'supplier');
  const first = await focusedRow(page);

  await page.keyboard.press('Alt+ArrowRight');
  await slow(page.getByText(/^第 81–160 条/)).toBeVisible();
  await expect.poll(() => focusedRow(page)).not.toBe(first);
  expect(await focusedCol(page)).toBe('supplier');

  await page.keyboard.press('Alt+ArrowLeft');
  await slow(page.getByText(/^第 1–80 条/)).toBeVisible();
  await expect.poll(() => focusedRow(page)).toBe(first);
  expect(await focusedCol(page)).toBe('supplier');
});

test('a yes/no cell drawn empty when no (a recipe not pinned) offers both choices by name', async ({
  page,
}) => {
  await signInAt(page, 'admin', '/recipes');
  await toFirstCell(page);
  await arrowTo(page, 'pinTop');
  await page.keyboard.press('Enter');
  const choices = page.locator('.ag-select-list .ag-list-item');
  await expect(choices).toHaveCount(2);
  await expect(choices).toHaveText(['已置顶', '否']);
  await page.keyboard.press('Escape');
  await expect(choices).toHaveCount(0);
});

test('the status line names a refused row as it is stored, not by the name typed over it', async ({
  page,
}) => {
  await signInAt(page, 'admin', '/suppliers');
  await toFirstCell(page);
  await arrowTo(page, 'name');
  const nameAt = (i: number) => page.locator(`.cpt-grid .ag-row[row-index="${i}"] [col-id="name"]`).first();
  const taken = ((await nameAt(0).textContent()) ?? '').trim();
  const own = ((await nameAt(1).textContent()) ?? '').trim();
  // the second supplier given the first one's name: the duplicate rule refuses it
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('F2');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(taken);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.cpt-cells-why')).toHaveText(`${own} 未保存：供应商已存在`);
  await page.keyboard.press('Escape');
  await expect(page.locator('.cpt-cells-why')).toHaveCount(0);
});

test('the side menu shows the entry of the list open, however far down it is', async ({ page }) => {
  await signInAt(page, 'admin', '/refunds');
  const entry = page.getByRole('navigation', { name: '主菜单' }).locator('[aria-current="page"]');
  await expect(entry).toHaveText(/退款/);
  await expect(entry).toBeInViewport({ ratio: 1 });
});

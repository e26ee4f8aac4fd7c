import type { Page } from '@playwright/test';
import { toYuanString } from '../../domain/money.ts';
import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, newestProducts, pasteText, productsNewestFirst } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail } from './pages/session.ts';

/**
 * Ctrl+C on a list's cells (docs/keyboard.md): AG Grid's community grid copies nothing, so a
 * member who copied a price pasted whatever the clipboard held before. The focused cell, or its
 * column on the selected rows, goes to the clipboard as a spreadsheet's text, which the list's own
 * paste reads back.
 */
const _q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

/** Presses Ctrl+C and answers the text the copy put on the clipboard ('' when none). */
async function copied(page: Page): Promise<string> {
  await page.evaluate(() => {
    const w = window as unknown as { copiedText?: string };
    w.copiedText = '';
    document.addEventListener(
      'copy',
      (e) => {
        w.copiedText = e.clipboardData?.getData('text/plain') ?? '';
      },
      { once: true },
    );
  });
  await page.keyboard.press('Control+c');
  return page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText ?? '');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('products (zh): Ctrl+C copies the cell, and its column on the rows selected with Shift+↓', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('product-manager'));
  // the last products: the first ones are the other cell specs' (run alongside)
  const rows = await newestProducts(api, 0, 2);
  await productsNewestFirst(page, 'product-manager', 'zh');
  await arrowTo(page, 'price');

  // an amount as plain yuan, which a spreadsheet reads as a number
  expect(await copied(page)).toBe(toYuanString(rows[0]!.price));
  await expect(page.getByText('已复制到剪贴板（1 个单元格）')).toBeVisible();

  // a label in the page's language, as the cell shows it
  await arrowTo(page, 'status');
  expect(await copied(page)).toBe(rows[0]!.status === 'available' ? '在售' : '已停售');

  // Shift+↓ twice selects three rows: the column of those rows, one line each
  await arrowTo(page, 'price', 'ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.locator('.cpt-grid .ag-row-selected[row-id]')).not.toHaveCount(0);
  await expect.poll(() => focusedCol(page)).toBe('price');
  expect(await copied(page)).toBe(`${rows.map((r) => toYuanString(r.price)).join('\r\n')}\r\n`);
  await expect(page.getByText('已复制到剪贴板（3 个单元格）')).toBeVisible();
});

test('products (zh): a pasted block whose second column falls on a read-only one says it was not pasted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('product-manager'));
  const rows = await newestProducts(api, 3, 4);
  await productsNewestFirst(page, 'product-manager', 'zh');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // the retail price, then the weight the list does not edit: the block's weights go nowhere
  await arrowTo(page, 'retailPrice');
  const block = rows
    .map((r) => `${r.retailPrice == null ? '' : toYuanString(r.retailPrice)}\t999`)
    .join('\r\n');
  // the prices they hold: nothing to save, nothing changed for the other specs, and said so
  await pasteText(page, block);
  await expect(
    page.getByText('已粘贴：无需更改，单元格已是这些值 · 不能直接编辑、未粘贴的列：1'),
  ).toBeVisible();
});

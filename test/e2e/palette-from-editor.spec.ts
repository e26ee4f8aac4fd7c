import { expect, test } from './csp.ts';
import { arrowTo, focusedCol, productsNewestFirst } from './pages/grid-cursor.ts';

/**
 * Ctrl+K typed while a cell is being edited, then Escape: the palette gave the focus back to the
 * editor's input, gone with the edit it closed, so the keyboard fell on the page's body.
 */
test('products: Ctrl+K from an open editor, Escape, and the keyboard is back on the cell', async ({
  page,
}) => {
  await productsNewestFirst(page, 'admin', 'en');
  await arrowTo(page, 'comment');
  await page.keyboard.press('F2');
  await expect(page.locator('.cpt-grid .ag-cell-inline-editing')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.cpt-palette input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(() => focusedCol(page)).toBe('comment');
});

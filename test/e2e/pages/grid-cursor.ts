import { expect, type Page } from '@playwright/test';
import type { ProductListRow } from '../../../domain/products/list.ts';
import type { Api } from './live-typing.ts';
import { signIn } from './session.ts';

/** The column of the grid cell that has the focus ('' when no cell has it). */
export const focusedCol = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('col-id') ?? '');

/** Where the grid cell with the focus is: its column, its place in the row, and where `col` is. */
const cursorAt = (page: Page, col: string) =>
  page.evaluate((target) => {
    const cell = document.activeElement;
    const grid = cell?.closest('[role="grid"], [role="treegrid"]');
    const place = (e: Element | null | undefined) => Number(e?.getAttribute('aria-colindex') ?? 0);
    return {
      col: cell?.getAttribute('col-id') ?? '',
      index: place(cell),
      last: Number(grid?.getAttribute('aria-colcount') ?? 0),
      // a header is drawn only while its column is in view: 0 when it is not
      target: place(grid?.querySelector(`[role="columnheader"][col-id="${CSS.escape(target)}"]`)),
    };
  }, col);

/**
 * Arrow keys along the focused row until the cursor is on `col` (the grid draws only the columns
 * in view), one step at a time, each seen to land: on a slow machine a key pressed before the last
 * move shows would overshoot the column. The way is read from the columns' places (aria-colindex)
 * when `col`'s header is drawn; else the walk goes `key`-wards and turns round at the row's end.
 */
export async function arrowTo(page: Page, col: string, key: 'ArrowRight' | 'ArrowLeft' = 'ArrowRight') {
  let towards = key;
  let turned = false;
  for (let i = 0; i < 60; i++) {
    const at = await cursorAt(page, col);
    if (at.col === col) return;
    if (at.target) towards = at.target > at.index ? 'ArrowRight' : 'ArrowLeft';
    else if (
      (towards === 'ArrowRight' && at.index === at.last) ||
      (towards === 'ArrowLeft' && at.index === 1)
    ) {
      if (turned) break;
      turned = true;
      towards = towards === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    }
    await page.keyboard.press(towards);
    try {
      await expect.poll(() => focusedCol(page), { timeout: 10_000 }).not.toBe(at.col);
    } catch (err) {
      // a row's end the places did not show (a grid without them): the key did not move
      if (turned) throw err;
      turned = true;
      towards = towards === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    }
  }
  await expect.poll(() => focusedCol(page)).toBe(col);
}

/**
 * On a cell of a closed list: Enter opens its choices, ArrowDown `steps` times moves from the
 * current one, Enter picks. The list opens a moment after the editor does; keys pressed before
 * it shows go to the grid instead and nothing is picked (seen on a loaded machine).
 */
export async function chooseBelow(page: Page, steps = 1) {
  await page.keyboard.press('Enter');
  await expect(page.locator('.ag-select-list').first()).toBeVisible();
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The list's rows drawn, then `g`: the cursor on the grid's first cell, seen there. */
export async function toFirstCell(page: Page) {
  await expect(page.locator('.cpt-grid .ag-row').first()).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('g');
  await expect.poll(() => focusedCol(page)).not.toBe('');
}

/** Pastes `text` on the focused cell, as Ctrl+V with a spreadsheet's copy on the clipboard does. */
export async function pasteText(page: Page, text: string) {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Signs in as `role` and opens the products list in `lang`, newest product IDs first, cursor on its first cell. */
export async function productsNewestFirst(page: Page, role: string, lang: 'en' | 'zh') {
  await signIn(page, role);
  await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
  await page.goto('/products#sort=productId:DESC');
  await toFirstCell(page);
}

/** The products `from`..`to` (inclusive) of the list sorted as productsNewestFirst shows it. */
export const newestProducts = (api: Api, from: number, to: number) =>
  api.get<ProductListRow[]>(
    `/api/products/details?sort=${encodeURIComponent(JSON.stringify(['productId', 'DESC']))}&range=[${from},${to}]`,
  );

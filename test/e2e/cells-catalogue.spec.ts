import type { Page } from '@playwright/test';
import { formatYuan } from '../../domain/money.ts';
import type { ProductListRow } from '../../domain/products/list.ts';
import type { Recipe } from '../../domain/recipes/schema.ts';
import type { ProductStockRow } from '../../domain/stock/views.ts';
import type { Supplier } from '../../domain/suppliers/schema.ts';
import { expect, test } from './csp.ts';
import { arrowTo, focusedCol } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

/**
 * The catalogue lists edited in place (docs/spreadsheet.md): on each list, by keyboard only, a
 * cell reached from the grid key and the arrows, typed, Enter, saved, read back after a reload;
 * once in English and once in Chinese.
 */
const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));
const LANGS = ['en', 'zh'] as const;

/** The answer of the list's cells call. */
const saved = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/${path}`) && r.request().method() === 'POST');

/**
 * Opens `url` in `lang` with the row `id` shown, puts the cursor on its first cell with the grid
 * key; answers the row's cell locator.
 */
async function openRow(page: Page, lang: (typeof LANGS)[number], url: string, id: string) {
  await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
  await page.goto(url);
  const row = page.locator(`.cpt-grid .ag-row[row-id="${id}"]`);
  await slow(row.first()).toBeVisible();
  await page.keyboard.press('g');
  await expect.poll(() => focusedCol(page)).not.toBe('');
  return (col: string) => row.locator(`[col-id="${col}"]`);
}

/** Reloads the list and reads a cell again, brought into view by the cursor. */
async function readBack(
  page: Page,
  cell: (col: string) => ReturnType<Page['locator']>,
  col: string,
  text: string,
) {
  await page.reload();
  await slow(cell(col).or(cell('name')).first()).toBeVisible();
  await page.keyboard.press('g');
  await arrowTo(page, col);
  await expect(cell(col)).toContainText(text);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('products: a price typed by keyboard is saved and read back, in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('product-manager'));
  const rows = await api.get<ProductListRow[]>(
    `/api/products/details?filter=${q({ status: 'available' })}&sort=${q(['productId', 'ASC'])}&range=[0,1]`,
  );
  await signIn(page, 'product-manager');
  for (const [i, lang] of LANGS.entries()) {
    const p = rows[i]!;
    const [price, fen] = lang === 'en' ? ['123.45', 12_345] : ['67.80', 6780];
    const cell = await openRow(page, lang, `/products?filter=${q({ productId: p.productId })}`, p.id);
    await arrowTo(page, 'price');
    const answer = saved(page, 'products/cells');
    await page.keyboard.type(price);
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect(cell('price')).toHaveText(formatYuan(fen));
    await readBack(page, cell, 'price', formatYuan(fen));
  }
  const after = await api.get<ProductListRow[]>(
    `/api/products/details?filter=${q({ productId: rows[0]!.productId })}`,
  );
  expect(after.find((p) => p.id === rows[0]!.id)?.price).toBe(12_345);
});

test('inventory: a paid stock typed with its comment is a movement, read back, in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('logistic'));
  const rows = await api.get<ProductStockRow[]>(
    `/api/product-stocks/details?sort=${q(['productId', 'DESC'])}&range=[0,1]`,
  );
  await signIn(page, 'logistic');
  for (const [i, lang] of LANGS.entries()) {
    const p = rows[i]!;
    const stock = String(p.stock + 7);
    const comment = lang === 'en' ? `Recount ${Date.now() % 10_000}` : `盘点 ${Date.now() % 10_000}`;
    const cell = await openRow(page, lang, `/inventory?filter=${q({ productId: p.productId })}`, p.id);
    await arrowTo(page, 'stock');
    const answer = saved(page, 'product-stocks/cells');
    // the figure (in English typed on the cell, in Chinese after Enter opens it), Tab across the
    // free stock to the comment, its reason, Enter: one save of the row. Each editor opens a
    // moment after its key (a render later); the letters typed at once must all reach it
    if (lang === 'zh') await page.keyboard.press('Enter');
    await page.keyboard.type(stock);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(lang === 'en' ? comment : 'x');
    if (lang === 'zh') {
      // an input method writes into the field that has the focus
      await expect(cell('comment').locator('input')).toBeFocused();
      await expect(cell('comment').locator('input')).toHaveValue('x');
      await page.keyboard.press('Control+a');
      await page.keyboard.insertText(comment);
    }
    await page.keyboard.press('Enter');
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ saved: 1, refused: 0 });
    await expect(cell('stock')).toHaveText(stock);
    await expect(cell('comment')).toHaveText(comment);
    await readBack(page, cell, 'stock', stock);
    await arrowTo(page, 'comment');
    await expect(cell('comment')).toHaveText(comment);
  }
});

test('suppliers: a phone typed by keyboard is saved and read back, in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  const rows = await api.get<Supplier[]>(`/api/suppliers/details?sort=${q(['name', 'ASC'])}&range=[0,1]`);
  await signIn(page, 'admin');
  for (const [i, lang] of LANGS.entries()) {
    const s = rows[i]!;
    const phone = `021 6${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const cell = await openRow(page, lang, `/suppliers?filter=${q({ name: s.name })}`, s.id);
    await arrowTo(page, 'phone');
    const answer = saved(page, 'suppliers/cells');
    await page.keyboard.type(phone);
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect(cell('phone')).toHaveText(phone);
    await readBack(page, cell, 'phone', phone);
  }
});

test('recipes: calories typed by keyboard are saved and read back, in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('designer'));
  const rows = await api.get<Recipe[]>(`/api/recipes?sort=${q(['createdAt', 'ASC'])}&range=[0,1]`);
  await signIn(page, 'designer');
  for (const [i, lang] of LANGS.entries()) {
    const r = rows[i]!;
    const calories = lang === 'en' ? '432' : '567';
    const cell = await openRow(page, lang, `/recipes?filter=${q({ name: r.name.en })}`, r.id);
    await arrowTo(page, 'calories');
    const answer = saved(page, 'recipes/cells');
    await page.keyboard.type(calories);
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect(cell('calories')).toHaveText(calories);
    await readBack(page, cell, 'calories', calories);
  }
});

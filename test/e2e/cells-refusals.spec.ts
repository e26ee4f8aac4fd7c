import type { Page } from '@playwright/test';
import type { OfferListRow } from '../../domain/offers/list.ts';
import type { ProductListRow } from '../../domain/products/list.ts';
import { expect, test } from './csp.ts';
import { answered } from './pages/cells-calls.ts';
import { arrowTo, newestProducts, pasteText, toFirstCell } from './pages/grid-cursor.ts';
import { stockRows } from './pages/inventory.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

/**
 * What a member on the keyboard sees of the saves the grid or the server refuse
 * (docs/spreadsheet.md): an undo of a row's cells saved together, a paste partly saved, a text
 * that is no value kept as typed with its reason said, a read-only cell's own reason.
 */
const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

const cellsCall = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/${path}`) && r.request().method() === 'POST');

/** Opens `url` in `lang` and puts the cursor on the grid's first cell. */
async function open(page: Page, lang: 'en' | 'zh', url: string) {
  await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
  await page.goto(url);
  await toFirstCell(page);
}

const cellOf = (page: Page, id: string, col: string) =>
  page.locator(`.cpt-grid .ag-row[row-id="${id}"] [col-id="${col}"]`);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('inventory: a figure, the free stock and their reason saved together are undone together, in one save', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [p] = await stockRows(request, 'ASC', [0, 0]);
  await signIn(page, 'logistic');
  await open(page, 'en', `/inventory?filter=${q({ productId: p!.productId })}`);
  await arrowTo(page, 'stock');
  const typed = cellsCall(page, 'product-stocks/cells');
  await page.keyboard.type(String(p!.stock + 5));
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(p!.freeStock + 1));
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Recount ${Date.now() % 10_000}`);
  await page.keyboard.press('Enter');
  expect(await (await typed).json()).toMatchObject({ saved: 1, refused: 0 });
  // undone only once the page has taken the save's answer (else "Still saving", and no call)
  await answered(cellOf(page, p!.id, 'comment'));

  const undos: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/product-stocks/cells')) undos.push(r.url());
  });
  const undone = cellsCall(page, 'product-stocks/cells');
  await page.keyboard.press('Control+z');
  expect(await (await undone).json()).toMatchObject({ saved: 1, refused: 0 });
  await expect(page.getByText('Undone: 1 of 1 saved')).toBeVisible();
  await expect(cellOf(page, p!.id, 'stock')).toHaveText(String(p!.stock));
  expect(undos).toHaveLength(1);
  const [after] = await stockRows(request, 'ASC', [0, 0]);
  expect(after).toMatchObject({ stock: p!.stock, freeStock: p!.freeStock });
});

test('products: a paste partly saved says so, and a word that is no choice shows as typed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('product-manager'));
  const rows = await api.get<ProductListRow[]>(
    `/api/products/details?sort=${q(['productId', 'ASC'])}&range=[0,2]`,
  );
  await signIn(page, 'product-manager');
  // the whole list: a row made discontinued by the paste stays in view
  await open(page, 'zh', '/products#sort=productId:ASC');
  await slow(cellOf(page, rows[0]!.id, 'productId')).toBeVisible();
  await arrowTo(page, 'storageType');
  const pasted = cellsCall(page, 'products/cells');
  await pasteText(page, '冷冻\t可用\n干货\t已停售\nFresh\tfoo');
  try {
    expect(await (await pasted).json()).toMatchObject({ refused: 0 });
    // a row whose storage was already the pasted one saved nothing: refused, not partly saved
    const storages = ['frozen', 'dry', 'fresh'];
    const named = (partly: boolean) =>
      rows
        .filter((r, i) => (r.storageType !== storages[i]) === partly)
        .map((r) => r.productId)
        .join(', ');
    await expect(page.getByText(`已粘贴：3 行中 0 行已保存 · 部分保存`)).toBeVisible();
    await expect(page.getByText(`部分保存，有单元格被拒绝（红色标记）：${named(true)}`)).toBeVisible();
    if (named(false))
      await expect(
        page.getByText(`被拒绝（红色标记；光标移到红色单元格即显示原因）：${named(false)}`),
      ).toBeVisible();
    await expect(cellOf(page, rows[0]!.id, 'status')).toContainText('可用');
    await expect(cellOf(page, rows[1]!.id, 'storageType')).toContainText('干货');
    await expect(page.locator('.cpt-grid')).not.toContainText('product.');
  } finally {
    // the paste made the second product discontinued: sold again, for the offers other tests copy
    const [second] = await api.get<ProductListRow[]>(
      `/api/products/details?filter=${q({ productId: rows[1]!.productId })}`,
    );
    const restored = await request.post('/api/products/cells', {
      headers: { Authorization: `Bearer ${api.token}` },
      data: { rows: [{ id: second!.id, version: second!.version, set: { status: 'available' } }] },
    });
    expect(restored.status()).toBe(200);
  }
});

for (const lang of ['en', 'zh'] as const)
  test(`products (${lang}): a retail price that is no amount stays as typed and its reason is said`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await apiAs(request, demoEmail('product-manager'));
    const [p] = await newestProducts(api, 0, 0);
    await signIn(page, 'product-manager');
    await open(page, lang, `/products?filter=${q({ productId: p!.productId })}`);
    await arrowTo(page, 'retailPrice');
    await page.keyboard.type('1a');
    await page.keyboard.press('Enter');
    await expect(cellOf(page, p!.id, 'retailPrice')).toContainText('1a');
    const why = lang === 'en' ? 'Not an amount in yuan' : '不是以元计的金额';
    await expect(page.getByText(new RegExp(`${p!.productId}.*${why}`)).first()).toBeVisible();
    // the toast goes; the status line says it again whenever the cursor is on the red cell
    const said = new RegExp(`^${p!.productId}${lang === 'en' ? ' not saved: ' : ' 未保存：'}${why}`);
    const status = page.locator('.cpt-cells-why');
    await expect(status).toHaveText(said);
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(said);
  });

// a read-only cell is left as it is, whether emptied or pasted over (as Ctrl+D leaves it)
const onReadOnly: [string, (page: Page) => Promise<void>][] = [
  ['Delete', (page) => page.keyboard.press('Delete')],
  ['a paste', (page) => pasteText(page, 'Pasted over a started offer')],
];
for (const [what, act] of onReadOnly)
  test(`offers: ${what} on a started offer’s cell says why, sends nothing and keeps the value`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await apiAs(request, demoEmail('admin'));
    const [offer] = await api.get<OfferListRow[]>(
      `/api/offers/details?filter=${q({ timing: 'live' })}&range=[0,0]`,
    );
    await signIn(page, 'admin');
    await open(page, 'en', `/offers?filter=${q({ offerID: offer!.offerID })}#tab=live`);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/offers/cells')) calls.push(r.url());
    });
    await arrowTo(page, 'internalName');
    await act(page);
    await expect(page.getByText('The offer has started').first()).toBeVisible();
    await expect(page.getByText('This cell cannot be emptied')).toHaveCount(0);
    await expect(cellOf(page, offer!.id, 'internalName')).toHaveText(offer!.internalName);
    await expect(cellOf(page, offer!.id, 'internalName')).not.toHaveClass(/cpt-cell-refused/);
    expect(calls).toEqual([]);
  });

import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './csp.ts';
import {
  apiAs,
  keyWalkInWithArea,
  liveOffer,
  offerOrders,
  openLive,
  press,
  slow,
  typeText,
} from './pages/live-typing.ts';
import { ownLiveOffer } from './pages/own-offer.ts';

const EMAIL = 'customer-hero@demo.comptoir';
test.setTimeout(1_200_000);

/** Keys walk-in orders of one B each, without waiting; resolves once all reached the grid. */
async function keyWalkIns(page: Page, names: string[]): Promise<void> {
  for (const n of names) {
    await typeText(page, n);
    for (let k = 0; k < 3; k++) await press(page, 'Tab');
    await press(page, '1');
    await press(page, 'Enter');
  }
  for (const n of names) await slow(customerCell(page, n)).toHaveCount(1);
}

/**
 * The customer cell of the order keyed for `name`, once the server made it: a row of the grid's
 * body. The entry row's editor is no cell, and an attempt on its way is a pinned row under the
 * entry row whose id is the attempt's key, not the order's, and which leaves once it is sent.
 */
const customerCell = (page: Page, name: string) =>
  page.locator('.cpt-live-grid .ag-row:not(.ag-row-pinned) .ag-cell[col-id="customer"]', { hasText: name });
const rowId = (page: Page, name: string) =>
  customerCell(page, name).locator('xpath=ancestor::div[@row-id][1]').getAttribute('row-id');
const focusedRowId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id') ?? null);
const focusedColId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.ag-cell')?.getAttribute('col-id') ?? null);

test('cancel from the keyboard, then ↓ and ctrl+b change the next order; the menu and the session stay', async ({
  browser,
  request,
}) => {
  const api = await apiAs(request, EMAIL);
  // an offer of its own: another file's order on a shared one would come first and move these rows
  const offer = await ownLiveOffer(request);
  const page = await (await browser.newContext()).newPage();
  await openLive(page, EMAIL, offer.id);
  const tag = Date.now() % 100_000;
  const [x1, x2, x3] = [`Kx1 ${tag}`, `Kx2 ${tag}`, `Kx3 ${tag}`];
  await keyWalkIns(page, [x1, x2, x3]);
  const [id1, id2, id3] = [await rowId(page, x1), await rowId(page, x2), await rowId(page, x3)];

  // down onto the newest order (x3), to its payment method, and cancel it
  await slow(page.locator(`.ag-row[row-id="${id3}"]`)).toHaveAttribute('row-index', '0');
  await page.keyboard.press('ArrowDown');
  await slow.poll(() => focusedRowId(page)).toBe(id3);
  await page.keyboard.press('Control+Delete');
  await slow(page.getByText('Do you really want to cancel this order?')).toBeVisible();
  await page.keyboard.press('Enter');
  await slow(page.locator(`.ag-row[row-id="${id3}"]`)).toHaveCount(0);
  // the cursor is on the next order, same column
  await slow.poll(() => focusedRowId(page)).toBe(id2);
  const col = await focusedColId(page);
  await page.keyboard.press('ArrowDown');
  await slow.poll(() => focusedRowId(page)).toBe(id1);
  expect(await focusedColId(page)).toBe(col);
  await page.keyboard.press('Control+b');
  await slow(page.locator(`.ag-row[row-id="${id1}"] [col-id="paymentMethod"]`)).toHaveText('Alipay');
  await slow
    .poll(async () => (await offerOrders(api, offer.id)).find((o) => o.id === id1)?.paymentMethod)
    .toBe('alipay');
  // the side menu did not fold and nobody was signed out
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.cpt-topbar')).toBeVisible();
  expect(page.url()).toContain(`/offers/${offer.id}/orders`);
});

test('keyboard only: select 10 orders and mark them paid, export the grid, create a customer from a walk-in', async ({
  browser,
  request,
}) => {
  const api = await apiAs(request, EMAIL);
  const offer = await liveOffer(api);
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await openLive(page, EMAIL, offer.id);
  const tag = Date.now() % 100_000;
  const names = Array.from({ length: 10 }, (_, i) => `Pay${i} ${tag}`);
  await keyWalkIns(page, names);
  const ids = await Promise.all(names.map((n) => rowId(page, n)));

  // the 10 orders just keyed: Space selects, ↓ moves; ctrl+m marks the selection paid
  // each key seen to land before the next: on a loaded machine a Space pressed before the last
  // move shows would toggle the row before it a second time. Another file may key an order on
  // the same offer meanwhile: its row, among ours, is passed over, not selected.
  await page.keyboard.press('ArrowDown');
  for (let chosen = 0, i = 0; chosen < 10 && i < 30; i++) {
    const at = await focusedRowId(page);
    const selected = page.locator(`.cpt-live-grid .ag-row-selected[row-id="${at}"]`);
    if (at && ids.includes(at) && (await selected.count()) === 0) {
      await press(page, 'Space');
      await expect(selected.first()).toBeAttached();
      chosen++;
    }
    if (chosen < 10) {
      await press(page, 'ArrowDown');
      await expect.poll(() => focusedRowId(page)).not.toBe(at);
    }
  }
  await slow(page.locator('.cpt-live-grid .ag-row-selected .ag-cell[col-id="customer"]')).toHaveCount(10);
  await page.keyboard.press('Control+m');
  await slow
    .poll(async () => {
      const rows = await offerOrders(api, offer.id);
      return ids.map((id) => rows.find((o) => o.id === id)?.paymentStatus);
    })
    .toEqual(ids.map(() => 'paid'));

  // the grid's orders as CSV
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+Shift+E');
  const file = await (await download).path();
  const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Customer');
  for (const n of names) expect(csv).toContain(n);

  // a walk-in with phone, address and area, keyed; then alt+c, Enter: a customer
  await page.keyboard.press('Control+Home');
  await slow.poll(() => focusedRowId(page)).toBe('__entry__');
  await slow.poll(() => focusedColId(page)).toBe('customer');
  const walkIn = `Nora ${tag}`;
  await keyWalkInWithArea(page, walkIn);
  await slow(customerCell(page, walkIn)).toHaveCount(1);
  const id = await rowId(page, walkIn);
  await page.keyboard.press('ArrowDown');
  await slow.poll(() => focusedRowId(page)).toBe(id);
  await page.keyboard.press('Alt+c');
  await slow(page.getByRole('dialog')).toContainText('13800001111');
  await page.keyboard.press('Enter');
  await slow
    .poll(async () => (await offerOrders(api, offer.id)).find((o) => o.id === id)?.customer?.id ?? null)
    .not.toBeNull();
});

import type { Page } from '@playwright/test';
import type { OrderView } from '../../domain/live-views.ts';
import { expect, test } from './csp.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

/** Pending, available service orders (each editable by an admin): the first `n` of them. */
async function pendingOrders(api: Awaited<ReturnType<typeof apiAs>>, n: number, skip = 0) {
  const rows = await api.get<OrderView[]>(
    `/api/orders/details?filter=${q({ type: 'service', paymentStatus: 'pending', status: 'available' })}&range=[${skip},${skip + n - 1}]`,
  );
  expect(rows.length).toBe(n);
  return rows;
}

const focusedCol = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('col-id') ?? '');

/** Arrow keys along the focused row until the cursor is on `col` (the grid draws only the columns in view). */
async function arrowTo(page: Page, col: string, key: 'ArrowRight' | 'ArrowLeft') {
  for (let i = 0; i < 30 && (await focusedCol(page)) !== col; i++) await page.keyboard.press(key);
  await expect.poll(() => focusedCol(page)).toBe(col);
}

const saved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/orders/cells') && r.request().method() === 'POST');

test('on the services list, by keyboard only: a comment and a payment status saved and read back after a reload, in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = await apiAs(request, demoEmail('admin'));
  const orders = await pendingOrders(api, 2);
  await signIn(page, 'admin');
  for (const [i, lang] of (['en', 'zh'] as const).entries()) {
    const order = orders[i]!;
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/orders-services?filter=${q({ orderID: order.orderID })}`);
    const row = page.locator(`.cpt-grid .ag-row[row-id="${order.id}"]`);
    const cell = (col: string) => row.locator(`[col-id="${col}"]`);
    await slow(cell('orderID')).toHaveText(String(order.orderID));

    // g: the grid's first cell, from anywhere on the page
    await page.keyboard.press('g');
    await expect(cell('orderID')).toBeFocused();
    await arrowTo(page, 'comment', 'ArrowRight');
    const comment =
      lang === 'en' ? `Call before noon ${Date.now() % 10_000}` : `中午前打电话 ${Date.now() % 10_000}`;
    const commentSaved = saved(page);
    // typing starts the edit (the first key is kept); Enter keeps it
    await page.keyboard.type(lang === 'en' ? comment : 'x');
    if (lang === 'zh') {
      await page.keyboard.press('Control+a');
      await page.keyboard.insertText(comment);
    }
    await page.screenshot({ path: `/tmp/cells-editing-${lang}.png` });
    await page.keyboard.press('Enter');
    expect((await commentSaved).status()).toBe(200);
    await expect(cell('comment')).toHaveText(comment);

    // the payment status: Enter opens its choices (the moves the payment machine allows)
    await arrowTo(page, 'paymentStatus', 'ArrowLeft');
    const paidSaved = saved(page);
    await page.keyboard.press('Enter');
    await page.screenshot({ path: `/tmp/cells-select-${lang}.png` });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect((await paidSaved).status()).toBe(200);
    const paid = lang === 'en' ? 'Paid' : '已付款';
    await expect(cell('paymentStatus')).toHaveText(paid);

    await page.reload();
    await slow(cell('paymentStatus')).toHaveText(paid);
    // the grid draws the columns in view: the cursor takes the comment into view
    await page.keyboard.press('g');
    await arrowTo(page, 'comment', 'ArrowRight');
    await expect(cell('comment')).toHaveText(comment);
  }
  for (const o of orders) {
    const after = await api.get<OrderView>(`/api/orders/${o.id}/details`);
    expect(after.paymentStatus).toBe('paid');
    console.log(`total before ${o.totalAmount}, after ${after.totalAmount}`);
  }
});

import { expect, test } from './csp.ts';
import { apiAs, liveOffer, offerOrders, openLive, slow } from './pages/live-typing.ts';

const EMAIL = 'admin@demo.comptoir';

/** Alt+H on an order of the live grid opens its history; Escape closes it, back on the order. */
test('the history of the focused order of the live grid opens with Alt+H', async ({ page, request }) => {
  test.setTimeout(300_000);
  const api = await apiAs(request, EMAIL);
  const offer = await liveOffer(api);
  // the newest order still in the grid: the grid lists newest first and draws only the rows in
  // view, so an old order of a busy offer has no row on screen
  const order = (await offerOrders(api, offer.id)).reverse().find((o) => o.status === 'available');
  if (!order) throw new Error('the live offer has orders');
  const full = await api.get<{ version: number; paymentMethod: string }>(`/api/orders/${order.id}/details`);
  // a change the history will show: the payment method, by the admin
  const put = await request.put(`/api/orders/${order.id}`, {
    headers: { Authorization: `Bearer ${api.token}` },
    data: { version: full.version, paymentMethod: full.paymentMethod === 'wechat' ? 'alipay' : 'wechat' },
  });
  expect(put.ok()).toBe(true);

  await openLive(page, EMAIL, offer.id);
  const cell = page.locator(`.ag-row[row-id="${order.id}"] .ag-cell[col-id="orderNumber"]`);
  await slow(cell).toBeVisible();
  await cell.click();
  await page.keyboard.press('Alt+h');
  const drawer = page.locator('.cpt-history');
  await slow(drawer.getByRole('heading', { name: /edited/ }).first()).toBeVisible();
  await expect(drawer).toContainText('王芳');
  await expect(drawer).toContainText(/Payment/);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await slow
    .poll(() => page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id')))
    .toBe(order.id);

  // listed in the shortcuts sheet (`?` on the grid would start an order: the button opens it)
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByText('Open the history of the order of the row')).toBeVisible();
  // the long run of clipboard keys (Alt+1 … Alt+0) wraps: nothing is pushed out of the dialog
  const body = page.getByRole('region', { name: 'Keyboard shortcuts' });
  expect(await body.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

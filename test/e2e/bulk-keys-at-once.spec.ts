import { expect, test } from './csp.ts';
import { dailyOrderMaker, productInStock } from './pages/daily-orders.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signInAt } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

/**
 * A practised typist selects a row and marks it paid in one go: Space and Shift+P reach the page
 * before React has drawn the selection. The keys are dispatched in one task here, so the page
 * cannot draw between them: the bulk keys must read the grid's selection as it is, not as drawn.
 */
test('Space then Shift+P typed at once marks the row just selected paid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('admin'));
  const tag = `一气${Date.now() % 100_000}`;
  const order = await (await dailyOrderMaker(request, api, await productInStock(request)))(tag, {
    quantity: 1,
    price: 300,
  });
  await signInAt(page, 'admin', `/orders-direct-sales?filter=${q({ customerName: tag })}`);
  const row = page.locator(`.cpt-grid .ag-row[row-id="${order.id}"]`);
  await slow(row.locator('[col-id="paymentStatus"]')).toHaveText('Pending');
  await row.locator('[col-id="ag-Grid-SelectionColumn"]').focus();
  await page.evaluate(() => {
    const at = document.activeElement ?? document.body;
    // as Chromium sends a typed key: keydown, keypress (the shortcuts of characters listen there), keyup
    const key = (k: string, code: string, keyCode: number, shiftKey = false) => {
      const init = { key: k, code, keyCode, which: keyCode, shiftKey, bubbles: true, cancelable: true };
      at.dispatchEvent(new KeyboardEvent('keydown', init));
      at.dispatchEvent(new KeyboardEvent('keypress', { ...init, charCode: keyCode }));
      at.dispatchEvent(new KeyboardEvent('keyup', init));
    };
    key(' ', 'Space', 32);
    key('P', 'KeyP', 80, true);
  });
  await slow(page.getByText('Set: 1 of 1 saved')).toBeVisible();
  await expect(row.locator('[col-id="paymentStatus"]')).toHaveText('Paid');
  const back = await api.get<{ paymentStatus: string }>(`/api/orders/${order.id}/details`);
  expect(back.paymentStatus).toBe('paid');
});

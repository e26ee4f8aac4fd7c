import { readFile } from 'node:fs/promises';
import type { Request, Route } from '@playwright/test';
import { pdfText } from '../support/pdf-text.ts';
import { expect, test } from './csp.ts';
import { dailyOrderMaker, productInStock } from './pages/daily-orders.ts';
import { arrowTo } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

test("a row's PDF asked for while its typed cell is still saving prints the typed value: it waits for the save", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, demoEmail('admin'));
  const order = await (await dailyOrderMaker(request, api, await productInStock(request)))('PDF after edit', {
    quantity: 1,
    price: 1200,
  });
  await signIn(page, 'admin');
  // the save of the typed date is held until the test lets it go: a slow network, made certain
  let held: Route | undefined;
  const heldSave = new Promise<void>((resolve) => {
    void page.route('**/api/orders/cells', (route) => {
      held = route;
      resolve();
    });
  });
  const asked: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes(`/api/orders/${order.id}/pdf`)) asked.push(held ? 'pdf' : 'pdf-before-save');
  });
  await page.goto(`/orders-direct-sales?filter=${q({ orderID: order.orderID })}`);
  const cell = (col: string) => page.locator(`.cpt-grid .ag-row[row-id="${order.id}"] [col-id="${col}"]`);
  await slow(cell('orderID')).toHaveText(String(order.orderID));
  await page.keyboard.press('g');
  await arrowTo(page, 'deliveryDate', 'ArrowRight');
  await page.keyboard.press('F2');
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText('2098-03-04');
  await page.keyboard.press('Enter');
  // the row's menu, on the same row (staying on it does not send the save by itself)
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'Download PDF (English)' });
  await slow(item).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await heldSave;
  // nothing asked for the PDF while its row's save had no answer
  expect(asked).toEqual([]);
  await held!.continue();
  const text = (await pdfText(await readFile((await (await download).path())!))).join('\n');
  expect(asked).toEqual(['pdf']);
  expect(text).toContain('2098-03-04');
  expect((await api.get<{ deliveryDate: string }>(`/api/orders/${order.id}/details`)).deliveryDate).toBe(
    '2098-03-04',
  );
});

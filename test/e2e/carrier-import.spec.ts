import ExcelJS from 'exceljs';
import { expect, test } from './csp.ts';
import { fileChooserArmed } from './pages/files.ts';
import { signIn } from './pages/live.ts';
import { type Api, apiAs, liveOffer } from './pages/live-typing.ts';

interface Row {
  id: string;
  orderID: number;
  version: number;
  trackingStatus: string;
  deliveryTrackingID: string;
}

const LOGISTIC = 'logistic@demo.comptoir';
const SORT = '["orderNumber","DESC"]';

test.use({ viewport: { width: 1440, height: 900 } });

/** The first page of the offer's delivery-tracking screen, as its grid asks for it. */
const deliveryRows = (api: Api, offerId: string) =>
  api.get<Row[]>(
    `/api/orders/details?sort=${encodeURIComponent(SORT)}&range=[0,79]&filter=${encodeURIComponent(
      JSON.stringify({ offer: offerId, status: 'available', paymentStatus: ['paid'] }),
    )}`,
  );

async function xlsx(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Shipments');
  for (const r of rows) ws.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Logistics imports a carrier's workbook on delivery tracking, keyboard only: three lines are
 * ready, two are refused with their reason; Ctrl+Enter (pressed twice) applies the three once,
 * and the tracking numbers are there after a reload. The same screen in Chinese reads a CSV
 * with Chinese headers.
 */
test('a carrier file with two bad lines: preview, apply once, numbers read back after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, LOGISTIC);
  const offer = await liveOffer(api);
  const rows = await deliveryRows(api, offer.id);
  const open = rows.filter((r) => r.trackingStatus !== 'delivered');
  const targets = open.slice(0, 3);
  const badStatus = open[3]!;
  expect(targets).toHaveLength(3);
  const stamp = Date.now().toString(36).toUpperCase();
  const numbers = targets.map((_, i) => `SF${stamp}${i}`);
  const file = await xlsx([
    ['Order ID', 'Recipient', 'Tracking number', 'Status'],
    [targets[0]!.orderID, 'A', numbers[0]!, 'Prepared'],
    [999_999_999, 'B', 'SF-NOPE', ''],
    [targets[1]!.orderID, 'C', numbers[1]!, ''],
    [badStatus.orderID, 'D', 'SF-BAD', 'Lost in space'],
    [targets[2]!.orderID, 'E', numbers[2]!, ''],
  ]);

  await signIn(page, LOGISTIC);
  await page.goto(`/offers/${offer.id}/delivery#sort=orderNumber:DESC`);
  await expect(page.locator('.cpt-grid .ag-row').first()).toBeVisible({ timeout: 60_000 });

  // Alt+I opens the file picker; the preview is the server's reading of the file
  const { chooser } = await fileChooserArmed(page);
  await page.keyboard.press('Alt+i');
  await (await chooser).setFiles({
    name: 'carrier.xlsx',
    mimeType: 'application/octet-stream',
    buffer: file,
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('3 to apply')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('2 refused')).toBeVisible();
  await expect(dialog.getByText('Not read: Recipient')).toBeVisible();
  const line = (n: number) => dialog.locator(`.ag-row[row-id="${n}"]`);
  await expect(line(3).locator('[col-id="check"]')).toHaveText('Order ID: No such order');
  await expect(line(5).locator('[col-id="check"]')).toHaveText('Status: Unknown status "Lost in space"');
  await expect(line(3)).toHaveClass(/cpt-import-refused/);
  await expect(line(2).locator('[col-id="check"]')).toHaveText('Ready');
  const apply = dialog.getByRole('button', { name: 'Apply 3 row(s)' });
  await expect(apply).toBeFocused();
  await page.screenshot({ path: '/tmp/import-en.png' });

  // pressed twice: one cells call is answered, the other never leaves (or is the same key's answer)
  const cells = page.waitForResponse((r) => r.url().endsWith('/api/orders/cells'));
  await page.keyboard.press('Control+Enter');
  await page.keyboard.press('Control+Enter');
  expect((await cells).status()).toBe(200);
  await expect(dialog.getByText('3 order(s) updated')).toBeVisible();
  for (const n of [2, 4, 6]) await expect(line(n).locator('[col-id="check"]')).toHaveText('Saved');
  const after = new Map((await deliveryRows(api, offer.id)).map((r) => [r.id, r]));
  for (const [i, tg] of targets.entries()) {
    expect(after.get(tg.id)!.deliveryTrackingID).toBe(numbers[i]);
    // applied once: one new version per order
    expect(after.get(tg.id)!.version).toBe(tg.version + 1);
  }
  expect(after.get(badStatus.id)!.deliveryTrackingID).toBe(badStatus.deliveryTrackingID);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.reload();
  for (const [i, tg] of targets.entries())
    await expect(
      page.locator(`.cpt-grid .ag-row[row-id="${tg.id}"] [col-id="deliveryTrackingID"]`),
    ).toHaveText(numbers[i]!, { timeout: 30_000 });

  // in Chinese: a CSV with Chinese headers, previewed (not applied)
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.reload();
  await expect(page.locator('.cpt-grid .ag-row').first()).toBeVisible({ timeout: 60_000 });
  const csv = [
    '订单号,收件人,运单号,状态',
    `${targets[0]!.orderID},王,YT${stamp}0,已发货`,
    `${targets[1]!.orderID},李,${numbers[1]},`,
    '999999999,张,YT-NOPE,',
    `${badStatus.orderID},赵,YT${stamp}3,丢失`,
  ].join('\r\n');
  const { chooser: chooserZh } = await fileChooserArmed(page);
  await page.getByRole('button', { name: '导入快递文件' }).click();
  await (await chooserZh).setFiles({
    name: '运单.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`),
  });
  await expect(dialog.getByText('1 行待应用')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('1 行无变化')).toBeVisible();
  await expect(dialog.getByText('2 行被拒绝')).toBeVisible();
  await expect(line(4).locator('[col-id="check"]')).toHaveText('订单号列：订单不存在');
  await page.screenshot({ path: '/tmp/import-zh.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

import { expect, test } from './csp.ts';
import { signIn } from './pages/live.ts';
import { type Api, apiAs, liveOffer, openLive, slow } from './pages/live-typing.ts';

interface Row {
  id: string;
  orderID: number;
  channel: string;
  trackingStatus: string;
}

const LOGISTIC = 'logistic@demo.comptoir';
// newest first, as the live page lists them: the orders are on its first screen
const SORT = '["orderNumber","DESC"]';

/** The first page of the delivery-tracking screen, as its grid asks for it (newest first). */
const deliveryRows = (api: Api, offerId: string) =>
  api.get<Row[]>(
    `/api/orders/details?sort=${encodeURIComponent(SORT)}&range=[0,79]&filter=${encodeURIComponent(
      JSON.stringify({ offer: offerId, status: 'available', paymentStatus: ['paid'] }),
    )}`,
  );

/**
 * Logistics ships from the keyboard: three selected orders go on the way at once, a tracking
 * number is typed in one row; a colleague's open live page shows both within a second.
 */
test('logistics sets three orders on the way and types a tracking number; the live page follows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await apiAs(request, LOGISTIC);
  const offer = await liveOffer(api);
  const rows = await deliveryRows(api, offer.id);
  // WeChat-group orders (the live page's opening tab) that can still go on the way
  const targets = rows
    .map((r, index) => ({ ...r, index }))
    .filter((r) => r.channel === 'wechat_group' && !['delivered', 'on_the_way'].includes(r.trackingStatus))
    .slice(0, 3);
  expect(targets).toHaveLength(3);

  // a colleague watches the live page, every column shown, on a screen wide enough for them all
  const other = await browser.newContext({ viewport: { width: 2600, height: 1400 } });
  await other.addInitScript(() => localStorage.setItem('comptoir.columns.live', '[]'));
  const live = await other.newPage();
  await openLive(live, 'admin@demo.comptoir', offer.id);
  const liveCell = (id: string, col: string) => live.locator(`.ag-row[row-id="${id}"] [col-id="${col}"]`);
  await slow(liveCell(targets[0]!.id, 'trackingStatus')).toBeVisible();

  await signIn(page, LOGISTIC);
  await page.goto(`/offers/${offer.id}/delivery#sort=orderNumber:DESC`);
  const cell = (id: string, col: string) =>
    page.locator(`.cpt-grid .ag-row[row-id="${id}"] [col-id="${col}"]`);
  await slow(cell(targets[0]!.id, 'orderNumber')).toBeVisible();

  // the cursor on the first order, then Space selects and arrows walk down to the next ones
  await cell(targets[0]!.id, 'orderNumber').click();
  let at = targets[0]!.index;
  for (const target of targets) {
    for (; at < target.index; at++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.locator(`.cpt-grid .ag-row[row-id="${target.id}"]`).first()).toHaveClass(
      /ag-row-selected/,
    );
  }
  // Set column (Alt+S) on the status, the first cell the list declares that it shows
  await page.keyboard.press('Alt+s');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const onTheWay = menu.getByRole('menuitem', { name: 'On the way' });
  for (let i = 0; i < 4 && !(await onTheWay.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(onTheWay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Set: 3 of 3 saved')).toBeVisible({ timeout: 30_000 });
  for (const target of targets) {
    await expect(cell(target.id, 'trackingStatus')).toHaveText('On the way');
    await expect(liveCell(target.id, 'trackingStatus')).toHaveText('On the way', { timeout: 15_000 });
  }

  // the cursor is back in the grid, on the row it left: the arrow walks right to the tracking number
  const last = targets[2]!;
  await expect(cell(last.id, 'orderNumber')).toBeFocused();
  const focusedCol = () => page.evaluate(() => document.activeElement?.getAttribute('col-id') ?? '');
  for (let i = 0; i < 40 && (await focusedCol()) !== 'deliveryTrackingID'; i++)
    await page.keyboard.press('ArrowRight');
  await expect(cell(last.id, 'deliveryTrackingID')).toBeFocused();
  const number = `SF${Date.now() % 10_000_000_000}`;
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders/cells') && r.request().method() === 'POST',
  );
  await page.keyboard.type(number, { delay: 40 });
  await page.keyboard.press('Enter');
  await expect(cell(last.id, 'deliveryTrackingID')).toHaveText(number);
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ saved: 1, results: [{ id: last.id, ok: true }] });
  await expect(liveCell(last.id, 'deliveryTrackingID')).toHaveText(number, { timeout: 15_000 });
  await other.close();
});

/** The screen at 1440x900 in both languages (looked at by a person, kept as attachments). */
test('delivery tracking at 1440x900, English and Chinese', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = await apiAs(request, LOGISTIC);
  const offer = await liveOffer(api);
  await signIn(page, LOGISTIC);
  for (const lang of ['en', 'zh'] as const) {
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/offers/${offer.id}/delivery`);
    await slow(page.locator('.cpt-grid .ag-row').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      lang === 'zh' ? '配送跟踪' : 'Delivery tracking',
    );
    await page.screenshot({ path: info.outputPath(`delivery-tracking-${lang}.png`) });
  }
  await page.keyboard.press('Alt+p');
  await expect(page.getByRole('dialog')).toContainText('拣货单');
  await page.screenshot({ path: info.outputPath('packing-dialog-zh.png') });
  // opened directly (no screen of the app before it): Back goes to the offers list, not away
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/offers$/);
});

import { expect, type Page, test } from './csp.ts';
import { LivePageObject } from './pages/live.ts';
import { apiAs, keyWalkInWithArea, lookup, openLive, slow } from './pages/live-typing.ts';
import { orderOnOffer, ownLiveOffer } from './pages/own-offer.ts';

const EMAIL = 'customer-hero@demo.comptoir';
test.setTimeout(600_000);

const customerCell = (page: Page, name: string) =>
  page.locator('.cpt-live-grid .ag-row:not(.ag-row-pinned) .ag-cell[col-id="customer"]', { hasText: name });

/**
 * On a slow machine the keys typed while a popup editor opens are held and replayed
 * (src/features/live/typeahead.ts). Chromium's CPU throttling makes this page eight times slower,
 * so the ↓ Enter Enter typed into the area cell arrive before its editor is drawn: replayed in one
 * go, the Enters were lost and the editor stayed open (4 rounds of 5 before the replay went one
 * key per task).
 */
test('on a page eight times slower, keys typed while the area editor opens are all taken', async ({
  browser,
  request,
}) => {
  const offer = await ownLiveOffer(request);
  const page = await (await browser.newContext()).newPage();
  await openLive(page, EMAIL, offer.id);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  // three walk-ins: before the fix, one round in three lost its Enters at this rate
  for (let round = 0; round < 3; round++) {
    const walkIn = `Slow${round} ${Date.now() % 100_000}`;
    await keyWalkInWithArea(page, walkIn);
    await slow(customerCell(page, walkIn)).toHaveCount(1);
    await expect(page.locator('.cpt-live-suggest-input')).toHaveCount(0);
    await page.keyboard.press('Control+Home');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

/**
 * The cursor never moves by itself: ↓ onto an order and ctrl+b at once, on a page eight times
 * slower. AG Grid tells the page where its cursor went a task later; ctrl+b's own row update,
 * applied before that, put the cursor back on the order it had just left, and the ↑ after it
 * landed on the entry row instead of the order above (the live-orders file, once in a whole run).
 */
test('on a page eight times slower, ctrl+b typed right after ↓ leaves the cursor on its order', async ({
  browser,
  request,
}) => {
  const offer = await ownLiveOffer(request);
  const api = await apiAs(request, EMAIL);
  const [first, second] = await lookup(api, 'a');
  const older = await orderOnOffer(request, api, offer.id, first!.id);
  const newer = await orderOnOffer(request, api, offer.id, second!.id);
  const page = await (await browser.newContext()).newPage();
  await openLive(page, EMAIL, offer.id);
  const grid = new LivePageObject(page);
  const cursorOn = (id: string) => page.locator(`.cpt-live-grid .ag-row[row-id="${id}"] .ag-cell-focus`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (let round = 0; round < 3; round++) {
    // from the entry row: ↓ the newest order, ↓ the one below it, as the typist sees the cursor go
    await page.keyboard.press('ArrowDown');
    await expect(cursorOn(newer.id)).toHaveCount(1);
    const was = (await grid.cell(older.id, 'paymentMethod').textContent()) ?? '';
    // a typist's pace: ctrl+b follows ↓ without a look at the screen, and acts on the order ↓ reached
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+b');
    await expect(grid.cell(older.id, 'paymentMethod')).not.toHaveText(was);
    await expect(cursorOn(older.id)).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await expect(cursorOn(newer.id)).toHaveCount(1);
    // back to the entry row for the next round
    await page.keyboard.press('ArrowUp');
    await expect(cursorOn('__entry__')).toHaveCount(1);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderView } from '../../domain/live-views.ts';
import { expect, test } from './csp.ts';
import { answered } from './pages/cells-calls.ts';
import { arrowTo, chooseBelow, focusedCol } from './pages/grid-cursor.ts';
import { type Api, apiAs, findCustomer, lookup } from './pages/live-typing.ts';
import { orderOnOffer, ownLiveOffer } from './pages/own-offer.ts';
import { demoEmail, signIn, signInAt } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

/**
 * Pending, available service orders of an offer of the test's own: the newest pending orders of
 * the shared data are those other files are keying, paying or repricing at the same moment.
 */
async function pendingOrders(request: APIRequestContext, api: Api, n: number) {
  const offer = await ownLiveOffer(request);
  const customer = await findCustomer(api, ['a', 'e', 'o'], () => true);
  const rows: OrderView[] = [];
  for (let i = 0; i < n; i++) {
    const made = await orderOnOffer(request, api, offer.id, customer.id);
    rows.push(await api.get<OrderView>(`/api/orders/${made.id}/details`));
  }
  return rows;
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
  const orders = await pendingOrders(request, api, 2);
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

    // the payment status: Enter opens its choices (the moves the payment machine allows); one
    // Escape cancels the edit, and the next key is the page's again
    await arrowTo(page, 'paymentStatus', 'ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.locator('.ag-select-list').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ag-cell-inline-editing')).toHaveCount(0);
    await expect(cell('paymentStatus')).toBeFocused();
    const paidSaved = saved(page);
    await chooseBelow(page);
    expect((await paidSaved).status()).toBe(200);
    const paid = lang === 'en' ? 'Paid' : '已付款';
    await expect(cell('paymentStatus')).toHaveText(paid);

    // Set column on the focused row (nothing selected): the payment's choices, Escape gives the cell back
    await page.keyboard.press('Alt+s');
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
    // the popover has finished appearing (the picture is of the menu, not of its animation)
    await expect(page.locator('.bp6-popover-appear-active')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/cells-setcolumn-${lang}.png` });
    // a letter goes to the choice it begins, in English on a Chinese page too (C: Cancelled)
    await page.keyboard.press('c');
    await expect(page.getByRole('menuitem', { name: lang === 'en' ? 'Cancelled' : '已取消' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cell('paymentStatus')).toBeFocused();

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
    // what the customer was asked stays: marking paid or a comment never reprices an order
    expect(after.totalAmount).toBe(o.totalAmount);
  }
});

test('on the direct-sales list, by keyboard only: a comment saved and read back after a reload, in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, demoEmail('admin'));
  const orders = await api.get<OrderView[]>(
    `/api/orders/details?filter=${q({ channel: 'daily', status: 'available' })}&range=[0,1]`,
  );
  expect(orders.length).toBe(2);
  await signIn(page, 'admin');
  for (const [i, lang] of (['en', 'zh'] as const).entries()) {
    const order = orders[i]!;
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/orders-direct-sales?filter=${q({ orderID: order.orderID })}`);
    const cell = (col: string) => page.locator(`.cpt-grid .ag-row[row-id="${order.id}"] [col-id="${col}"]`);
    await slow(cell('orderID')).toHaveText(String(order.orderID));
    await page.keyboard.press('g');
    await arrowTo(page, 'comment', 'ArrowRight');
    const comment =
      lang === 'en' ? `Leave at the door ${Date.now() % 10_000}` : `放在门口 ${Date.now() % 10_000}`;
    const commentSaved = saved(page);
    // F2 opens the editor on the cell's text; Ctrl+A, the new text, Enter saves it
    await page.keyboard.press('F2');
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(comment);
    await page.keyboard.press('Enter');
    expect((await commentSaved).status()).toBe(200);
    await page.reload();
    await slow(cell('orderID')).toHaveText(String(order.orderID));
    await page.keyboard.press('g');
    await arrowTo(page, 'comment', 'ArrowRight');
    await expect(cell('comment')).toHaveText(comment);
    expect((await api.get<OrderView>(`/api/orders/${order.id}/details`)).comment).toBe(comment);
  }
});

test('a conflict in two browsers keeps both values in sight, and the user keeps his', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, demoEmail('admin'));
  const [order] = await pendingOrders(request, api, 1);
  const url = `/orders-services?filter=${q({ orderID: order!.orderID })}`;
  const other = await browser.newContext();
  const theirPage = await other.newPage();
  await signIn(theirPage, 'super-admin');
  await signIn(page, 'admin');
  for (const p of [page, theirPage]) {
    await p.goto(url);
    await slow(p.locator(`.cpt-grid .ag-row[row-id="${order!.id}"] [col-id="orderID"]`)).toBeVisible();
    await p.keyboard.press('g');
    await arrowTo(p, 'comment', 'ArrowRight');
  }
  const mine = `mine ${Date.now() % 100_000}`;
  const theirs = `theirs ${Date.now() % 100_000}`;
  // I start typing; meanwhile a colleague saves the same cell
  await page.keyboard.type(mine);
  const theirSave = saved(theirPage);
  await theirPage.keyboard.type(theirs);
  await theirPage.keyboard.press('Enter');
  expect((await theirSave).status()).toBe(200);

  const myCell = page.locator(`.cpt-grid .ag-row[row-id="${order!.id}"] [col-id="comment"]`);
  const mySave = saved(page);
  await page.keyboard.press('Enter');
  const answer = await (await mySave).json();
  expect(answer.results[0]).toMatchObject({ ok: false, status: 409 });
  // both values in the cell: mine, and theirs beside it
  await expect(myCell).toHaveClass(/cpt-cell-conflict/);
  await expect(myCell.locator('.cpt-cell-mine')).toHaveText(mine);
  await expect(myCell.locator('.cpt-cell-theirs')).toHaveText(theirs);
  await page.screenshot({ path: '/tmp/cells-conflict-en.png' });

  // Enter on the cell: the two values to choose from, mine first; Enter keeps it
  await expect(myCell).toBeFocused();
  await page.keyboard.press('Enter');
  const keep = page.getByRole('button', { name: `Keep mine: ${mine}` });
  await expect(keep).toBeFocused();
  await expect(page.getByRole('button', { name: `Take theirs: ${theirs}` })).toBeVisible();
  await page.screenshot({ path: '/tmp/cells-conflict-choice-en.png' });
  const kept = saved(page);
  await page.keyboard.press('Enter');
  expect((await (await kept).json()).results[0]).toMatchObject({ ok: true });
  await expect(myCell).toHaveText(mine);
  await expect(myCell).not.toHaveClass(/cpt-cell-conflict/);
  expect((await api.get<OrderView>(`/api/orders/${order!.id}/details`)).comment).toBe(mine);
  // the colleague's list follows
  await expect(theirPage.locator(`.cpt-grid .ag-row[row-id="${order!.id}"] [col-id="comment"]`)).toHaveText(
    mine,
    { timeout: 15_000 },
  );
  await other.close();
});

test('Ctrl+Z undoes the last saved edit with a new save, Ctrl+Shift+Z redoes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  const [order] = await pendingOrders(request, api, 1);
  await signInAt(page, 'admin', `/orders-services?filter=${q({ orderID: order!.orderID })}`);
  const cell = page.locator(`.cpt-grid .ag-row[row-id="${order!.id}"] [col-id="comment"]`);
  await slow(page.locator(`.cpt-grid .ag-row[row-id="${order!.id}"] [col-id="orderID"]`)).toBeVisible();
  await page.keyboard.press('g');
  await arrowTo(page, 'comment', 'ArrowRight');
  const typed = `undo me ${Date.now() % 10_000}`;
  const first = saved(page);
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  expect((await first).status()).toBe(200);
  await expect(cell).toHaveText(typed);
  await expect(cell).toBeFocused();
  // undone only once the page has taken the save's answer (else "Still saving", and no call)
  await answered(cell);

  const undo = saved(page);
  await page.keyboard.press('Control+z');
  const undone = await (await undo).json();
  expect(undone.results[0]).toMatchObject({ ok: true });
  await expect(page.getByText('Undone: 1 of 1 saved')).toBeVisible();
  await expect(cell).toHaveText(order!.comment);
  expect((await api.get<OrderView>(`/api/orders/${order!.id}/details`)).comment).toBe(order!.comment);

  const redo = saved(page);
  await page.keyboard.press('Control+Shift+z');
  expect((await (await redo).json()).results[0]).toMatchObject({ ok: true });
  await expect(cell).toHaveText(typed);
  expect((await api.get<OrderView>(`/api/orders/${order!.id}/details`)).comment).toBe(typed);

  // Delete empties a clearable cell (saved when the row is left or after the pause)
  const cleared = saved(page);
  await page.keyboard.press('Delete');
  expect((await (await cleared).json()).results[0]).toMatchObject({ ok: true });
  await expect(cell).toHaveText('');
  expect((await api.get<OrderView>(`/api/orders/${order!.id}/details`)).comment).toBe('');

  // Tab leaves the grid for the page's next control (not the next cell)
  await expect(cell).toBeFocused();
  await page.keyboard.press('Tab');
  const after = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.cpt-grid')), after).toBe(false);
});

test('an undo refused for an order that left the tab names it by its number with why, and stays to undo', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  const orders = await pendingOrders(request, api, 2);
  await signInAt(
    page,
    'admin',
    `/orders-services?tabState=pending&filter=${q({ orderID: orders.map((o) => o.orderID) })}`,
  );
  await slow(page.locator('.cpt-grid .ag-row')).toHaveCount(2);
  // the first row, cancelled with Set column, leaves the pending tab; the other keeps the cursor
  await page.keyboard.press('g');
  await arrowTo(page, 'paymentStatus', 'ArrowRight');
  const cancelled = saved(page);
  await page.keyboard.press('Alt+s');
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('c');
  await page.keyboard.press('Enter');
  expect((await cancelled).status()).toBe(200);
  // said once the page has taken the answer, which the undo below waits for (the row may leave
  // the tab before, on the list's own refresh)
  await slow(page.getByText(/^Set: 1 of 1 saved/)).toBeVisible();
  await slow(page.locator('.cpt-grid .ag-row')).toHaveCount(1);
  await expect(page.locator('.ag-row .ag-cell:focus')).toHaveCount(1);
  // the payment machine has no way back to pending: the undo is refused, and the order is named
  // as its users know it, not by its id
  const states = await Promise.all(orders.map((o) => api.get<OrderView>(`/api/orders/${o.id}/details`)));
  // a pending order cancelled is discontinued (shown as Cancelled: domain shownPaymentStatus)
  const gone = states.find((o) => o.status === 'discontinued')!;
  const said = page.getByText(
    new RegExp(
      `^Undone: 0 of 1 saved · not undone, the cells show what is stored \\(Ctrl\\+Z tries again\\): #${gone.orderID}: \\S`,
    ),
  );
  const refusedUndo = saved(page);
  await page.keyboard.press('Control+z');
  expect(await (await refusedUndo).json()).toMatchObject({ saved: 0, refused: 1 });
  await slow(said).toBeVisible();
  await expect(said).not.toContainText(/\b(errors|cells)\./);
  expect((await api.get<OrderView>(`/api/orders/${gone.id}/details`)).status).toBe('discontinued');
  // the refused undo is still the one to undo: nothing went to the redo stack
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByText('Nothing to redo')).toBeVisible();
  const again = saved(page);
  await page.keyboard.press('Control+z');
  expect(await (await again).json()).toMatchObject({ saved: 0, refused: 1 });
});

test('Ctrl+D fills the selected rows from the first, Ctrl+Enter sets the typed value on all of them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  const pending = await api.get<OrderView[]>(
    `/api/orders/details?filter=${q({ type: 'service', channel: 'miniprogram', paymentStatus: 'pending', status: 'available' })}&range=[0,999]`,
  );
  const byOffer = new Map<string, OrderView[]>();
  for (const o of pending) byOffer.set(o.offerId!, [...(byOffer.get(o.offerId!) ?? []), o]);
  const [offerId] = [...byOffer].find(([, os]) => os.length >= 3)!;
  await signInAt(
    page,
    'admin',
    `/orders-services?tabState=pending&filter=${q({ offer: offerId, channel: 'miniprogram' })}`,
  );
  await slow(page.locator('.cpt-grid .ag-row[row-index="2"]').first()).toBeVisible();
  const ids = await page
    .locator(
      '.cpt-grid .ag-row[row-index="0"], .cpt-grid .ag-row[row-index="1"], .cpt-grid .ag-row[row-index="2"]',
    )
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('row-id')!))]);
  expect(ids).toHaveLength(3);
  const comments = async () =>
    Promise.all(ids.map(async (id) => (await api.get<OrderView>(`/api/orders/${id}/details`)).comment));

  // the three first rows selected (Shift+↓), back to the first, on its comment
  await page.keyboard.press('g');
  // g waits for the rows to show before it takes the cursor there: the next keys wait for it too
  await expect.poll(() => focusedCol(page)).not.toBe('');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  // the three rows are selected and the cursor is on the third before it goes back up
  const selectedRows = () =>
    page
      .locator('.cpt-grid .ag-row.ag-row-selected, .cpt-grid .ag-row[aria-selected="true"]')
      .evaluateAll((els) => new Set(els.map((e) => e.getAttribute('row-id'))).size);
  await expect.poll(selectedRows).toBe(3);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-index')))
    .toBe('2');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-index')))
    .toBe('0');
  await arrowTo(page, 'comment', 'ArrowRight');
  const first = `fill me ${Date.now() % 10_000}`;
  const typed = saved(page);
  await page.keyboard.type(first);
  await page.keyboard.press('Enter');
  expect((await typed).status()).toBe(200);

  const filled = saved(page);
  await page.keyboard.press('Control+d');
  expect((await (await filled).json()).saved).toBe(2);
  await expect(page.getByText('Filled down: 2 of 2 saved')).toBeVisible();
  expect(await comments()).toEqual([first, first, first]);

  const all = `all of them ${Date.now() % 10_000}`;
  const set = saved(page);
  await page.keyboard.type(all);
  await page.keyboard.press('Control+Enter');
  expect((await (await set).json()).saved).toBe(3);
  await expect(page.getByText('Set: 3 of 3 saved')).toBeVisible();
  expect(await comments()).toEqual([all, all, all]);
});

test('200 tracking numbers copied from a spreadsheet are pasted into the delivery tracking grid and saved', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(420_000);
  const api = await apiAs(request, demoEmail('admin'));
  const auth = { Authorization: `Bearer ${api.token}` };
  const offers = await api.get<{ id: string; internalName: string; channel: string }[]>(
    `/api/offers/details?filter=${q({ timing: 'live' })}`,
  );
  const offer = offers.find((o) => o.internalName.startsWith('Coffee bourse'))!;
  const details = await api.get<{ wechatGroup: { packs: LineLeft[]; singleItems: LineLeft[] } }>(
    `/api/offers/${offer.id}/details`,
  );
  // a customer's 200 new orders of a WeChat-group offer (its delivery tracking ships pending orders
  // too), one unit each of whichever line has stock left; cancelled at the end, so the other
  // tests' lists start with the orders they know
  const [customer] = await lookup(api, 'e', '[0,0]');
  const lines = [...details.wechatGroup.packs, ...details.wechatGroup.singleItems].map((l) => ({ ...l }));
  const made: string[] = [];
  for (let i = 0; i < 200; i += 10) {
    const batch = Array.from({ length: 10 }, () => {
      const line = lines.reduce((a, b) => (b.actualStock > a.actualStock ? b : a));
      line.actualStock--;
      const kind = details.wechatGroup.packs.some((p) => p.id === line.id) ? 'packs' : 'singleItems';
      return request.post('/api/orders', {
        headers: auth,
        data: {
          offer: offer.id,
          channel: 'wechat_group',
          customer: customer!.id,
          [kind]: [{ id: line.id, quantity: 1 }],
        },
      });
    });
    for (const r of await Promise.all(batch)) {
      expect(r.status(), await r.text()).toBe(201);
      made.push(((await r.json()) as { id: string }).id);
    }
  }
  const mine = async () =>
    (
      await api.get<OrderView[]>(
        `/api/orders/details?filter=${q({ offer: offer.id, customer: customer!.id })}&sort=${q(['orderNumber', 'DESC'])}&range=[0,999]`,
      )
    ).filter((o) => made.includes(o.id));

  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'logistic');
    // the customer's orders, newest first: the 200 new ones are the first rows
    await page.goto(
      `/offers/${offer.id}/delivery?filter=${q({ customerName: customer!.name })}#sort=orderNumber:DESC`,
    );
    await slow(page.locator('.cpt-grid .ag-row[row-index="0"] [col-id="orderNumber"]')).toBeVisible();
    const numbers = Array.from({ length: 200 }, (_, i) => `SF${String(7_300_000_000 + i * 7)}`);
    // as Excel copies a column: CRLF line ends, the last one included
    const tsv = `${numbers.join('\r\n')}\r\n`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), tsv);

    // g: the first cell; Ctrl+→: the row's last cell, the tracking number; Ctrl+V
    await page.keyboard.press('g');
    await expect.poll(() => focusedCol(page)).not.toBe('');
    await page.keyboard.press('Control+ArrowRight');
    await expect.poll(() => focusedCol(page)).toBe('deliveryTrackingID');
    const pasted = saved(page);
    await page.keyboard.press('Control+v');
    const answer = await (await pasted).json();
    expect(answer).toMatchObject({ saved: 200, refused: 0 });
    await expect(page.getByText('Pasted: 200 of 200 saved')).toBeVisible({ timeout: 30_000 });

    // read back: each order, newest first, has its line of the column
    const rows = await mine();
    expect(rows).toHaveLength(200);
    expect(rows.map((r) => r.deliveryTrackingID)).toEqual(numbers);
    await page.reload();
    await expect(page.locator('.cpt-grid .ag-row[row-index="0"] [col-id="deliveryTrackingID"]')).toHaveText(
      numbers[0]!,
      { timeout: 60_000 },
    );
  } finally {
    const rows = await mine();
    const cancel = await request.post('/api/orders/cells', {
      headers: auth,
      data: { rows: rows.map((o) => ({ id: o.id, version: o.version, set: { paymentStatus: 'ccl' } })) },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);
  }
});

interface LineLeft {
  id: string;
  actualStock: number;
}

import { expect, test } from './csp.ts';
import { LivePageObject, signIn } from './pages/live.ts';
import {
  apiAs,
  findCustomer,
  type LookupRow,
  lookup,
  offerOrders,
  openLive,
  press,
  slow,
  typeText,
} from './pages/live-typing.ts';
import { ownLiveOffer } from './pages/own-offer.ts';

const EMAIL = 'customer-hero@demo.comptoir';

/**
 * Keyboard only, as customer-hero, three orders keyed on a live offer of
 * Kitchen are seen by a second signed-in page within a second; the summary stock drops; a
 * quantity edit, ctrl+b and a cancellation reach the other page too.
 */
test('live order entry from the keyboard, seen live by a second page', async ({ browser, request }) => {
  // two signed-in pages, three keyed orders and debounced edits: near 60 s on a loaded 2-core CI box
  test.setTimeout(150_000);
  // an offer of the test's own: the stock it reads moves only with its own orders
  const offer = await ownLiveOffer(request);

  const a = new LivePageObject(await (await browser.newContext()).newPage());
  const b = new LivePageObject(await (await browser.newContext()).newPage());
  await signIn(a.page, EMAIL);
  await signIn(b.page, EMAIL);
  await a.open(offer.id);
  await b.open(offer.id);

  const family = await a.leftCount('Family pack');
  const gourmet = await a.leftCount('Gourmet pack');

  // 1: a looked-up customer, one B (Tab: group, A, B)
  await a.keyOrder('Anna Becker', [null, null, '1']);
  await expect(b.bodyRow(0)).toContainText('Anna Becker', { timeout: 15_000 });
  // 2: another customer, group 3, two C
  await a.keyOrder('Daniel Kim', ['3', null, null, '2']);
  await expect(b.bodyRow(0)).toContainText('Daniel Kim', { timeout: 15_000 });
  // 3: a walk-in name (no customer record), one B and one C
  const walkIn = `Walk-in ${Date.now() % 100_000}`;
  await a.keyOrder(walkIn, [null, null, '1', '1'], false);
  await expect(b.bodyRow(0)).toContainText(walkIn, { timeout: 15_000 });

  // the summary follows on both pages
  await expect(b.left('Family pack')).toHaveText(String(family - 2));
  await expect(b.left('Gourmet pack')).toHaveText(String(gourmet - 3));
  await expect(a.left('Gourmet pack')).toHaveText(String(gourmet - 3));

  // page a's own rows, not page b's: its socket update may come after b's
  await expect(a.bodyRow(0)).toContainText(walkIn);
  await expect(a.bodyRow(1)).toContainText('Daniel Kim');
  const walkInId = (await a.bodyRow(0).getAttribute('row-id'))!;
  const danielId = (await a.bodyRow(1).getAttribute('row-id'))!;

  // edit a quantity: down into the orders, right to B, type 2, Enter (saved after 1.5 s)
  await a.page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3; i++) await a.page.keyboard.press('ArrowRight');
  const focused = a.page.locator(`.ag-row[row-id="${walkInId}"] .ag-cell-focus`);
  await expect(focused).toHaveAttribute('col-id', /^pack:/);
  const colB = (await focused.getAttribute('col-id'))!;
  await a.page.keyboard.type('2');
  await a.page.keyboard.press('Enter');
  await expect(b.cell(walkInId, colB)).toHaveText('2');
  await expect(b.left('Family pack')).toHaveText(String(family - 3));

  // ctrl+b on the row below switches WeChat to Alipay
  await a.page.keyboard.press('ArrowDown');
  // each row key waits for the cursor to land on its row: a key pressed before acts on the row left
  await expect(a.page.locator(`.ag-row[row-id="${danielId}"] .ag-cell-focus`)).toHaveCount(1);
  await expect(a.cell(danielId, 'paymentMethod')).toHaveText('WeChat');
  await a.page.keyboard.press('Control+b');
  await expect(a.cell(danielId, 'paymentMethod')).toHaveText('Alipay');
  await expect(b.cell(danielId, 'paymentMethod')).toHaveText('Alipay');

  // cancel the walk-in's order: ctrl+delete asks, Enter confirms; a cancelled pending order leaves
  await a.page.keyboard.press('ArrowUp');
  await expect(a.page.locator(`.ag-row[row-id="${walkInId}"] .ag-cell-focus`)).toHaveCount(1);
  await a.page.keyboard.press('Control+Delete');
  await expect(a.page.getByText('Do you really want to cancel this order?')).toBeVisible();
  await a.page.keyboard.press('Enter');
  await expect(b.page.locator(`.ag-row[row-id="${walkInId}"]`)).toHaveCount(0);
  await expect(a.page.locator(`.ag-row[row-id="${walkInId}"]`)).toHaveCount(0);
  await expect(b.left('Family pack')).toHaveText(String(family - 1));
  await expect(b.left('Gourmet pack')).toHaveText(String(gourmet - 2));
});

/**
 * In Chinese, from the keyboard: an address and a phone typed on the entry row without an area
 * are sent with the order; on an order already in the grid an address, then a phone, are each
 * saved as typed (docs/live-page.md: an order keeps a partial address); and a voucher of the
 * order's customer is applied to it once sent (amount within the order's total,
 * unexpired, this community, validated).
 */
test('in Chinese: partial addresses are kept, a voucher is applied to a sent order', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await apiAs(request, EMAIL);
  const offer = await ownLiveOffer(request);
  const details = await api.get<{
    community: string;
    wechatGroup: { packs: { id: string; price: number }[] };
  }>(`/api/offers/${offer.id}/details`);
  const pack = details.wechatGroup.packs[0]!;
  // the lookup lists validated, unexpired vouchers: those of this community within the order's total
  const usable = (c: LookupRow) =>
    c.vouchers.filter((v) => v.communities.includes(details.community) && v.amount <= 5000);
  // a voucher of the test's own: the files running beside it use the seeded customers' vouchers
  const found = await findCustomer(api, ['a', 'e', 'o', 'i', 'u', '王', '李', '张'], () => true);
  // vouchers are validated by an admin
  const headers = { Authorization: `Bearer ${(await apiAs(request, 'admin@demo.comptoir')).token}` };
  const gift = await request.post('/api/vouchers', {
    headers,
    data: {
      customer: found.id,
      reason: 'gift',
      amount: 1000,
      expirationDate: '2099-12-31',
      communities: [details.community],
    },
  });
  expect(gift.status(), await gift.text()).toBe(201);
  const voucher = (await gift.json()) as { id: string; version: number };
  const validated = await request.post(`/api/vouchers/${voucher.id}/validate`, {
    headers,
    data: { version: voucher.version },
  });
  expect(validated.status(), await validated.text()).toBe(200);
  const customer = (await lookup(api, found.name, '[0,49]')).find((c) => c.id === found.id)!;
  expect(usable(customer).map((v) => v.id)).toContain(voucher.id);
  // an order of the customer made elsewhere, worth more than any of his vouchers
  const made = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${api.token}` },
    data: {
      offer: offer.id,
      channel: 'wechat_group',
      customer: customer.id,
      packs: [{ id: pack.id, quantity: Math.ceil(5000 / pack.price) }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as { id: string };
  const before = Math.max(0, ...(await offerOrders(api, offer.id)).map((o) => o.orderNumber));

  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await openLive(page, EMAIL, offer.id);
  const grid = new LivePageObject(page);
  await slow(grid.entryCell('customer')).toBeFocused();
  const editor = (label: string) => page.locator(`.cpt-live-text-editor input[aria-label="${label}"]`);

  // entry row: a walk-in, one B (Tab: group, A, B), Tab to the address (C, eggs, strawberries,
  // loaf, fee, address), the address, Tab, the phone, Enter: no area, nothing dropped
  const walkIn = `地址未完 ${Date.now() % 100_000}`;
  await typeText(page, walkIn);
  for (let k = 0; k < 3; k++) await press(page, 'Tab');
  await press(page, '1');
  for (let k = 0; k < 6; k++) await press(page, 'Tab');
  await slow(editor('地址')).toBeFocused();
  await page.keyboard.type('12 Julu Road');
  await press(page, 'Tab');
  await slow(editor('电话')).toBeFocused();
  await page.keyboard.type('13911112222');
  await press(page, 'Enter');
  const keyed = async () => (await offerOrders(api, offer.id)).find((o) => o.orderNumber > before);
  await slow
    .poll(async () => (await keyed())?.customerAddress)
    .toMatchObject({ area: null, detailedAddress: '12 Julu Road', phone: '13911112222' });
  // the grid has it too, in its body, and no attempt is pinned on its way any more: until then
  // the rows below move (the pinned attempt leaves, the order comes in on top) and a click may
  // land on another row than the one aimed at
  const keyedRow = page.locator(`.cpt-live-grid .ag-row[row-id="${(await keyed())!.id}"]`).first();
  await slow(keyedRow).toHaveAttribute('row-index', '0');
  await expect(page.locator('.cpt-live-grid .cpt-live-pending')).toHaveCount(0);

  // the order made elsewhere: its address, Tab, its phone, Enter; each part saved as typed
  const stored = async () => (await offerOrders(api, offer.id)).find((o) => o.id === order.id);
  await grid.cell(order.id, 'detailedAddress').click();
  await expect(grid.cell(order.id, 'detailedAddress')).toBeFocused();
  await page.keyboard.type('8 Wulumuqi Road');
  await press(page, 'Tab');
  await slow(editor('电话')).toBeFocused();
  await page.keyboard.type('13800001111');
  await press(page, 'Enter');
  await slow
    .poll(async () => (await stored())?.customerAddress)
    .toMatchObject({ detailedAddress: '8 Wulumuqi Road', phone: '13800001111' });
  await expect(grid.cell(order.id, 'detailedAddress')).toHaveText('8 Wulumuqi Road');
  await expect(grid.cell(order.id, 'phone')).toHaveText('13800001111');

  // its vouchers cell: F2 lists the customer's vouchers, Space ticks the first, Enter keeps it
  await grid.cell(order.id, 'vouchers').click();
  await press(page, 'F2');
  const list = page.locator('.cpt-live-vouchers');
  // the customer's usable vouchers, ours among them (another file may use one of the others meanwhile)
  await slow(list.locator('.bp6-checkbox').first()).toBeVisible();
  expect(await list.locator('.bp6-checkbox').count()).toBeLessThanOrEqual(usable(customer).length);
  await expect(list).not.toContainText('没有可用的优惠券');
  await press(page, ' ');
  await press(page, 'Enter');
  await slow.poll(async () => (await stored())?.vouchers.length).toBe(1);
  expect(usable(customer).map((v) => v.id)).toContain((await stored())!.vouchers[0]!.id);
});

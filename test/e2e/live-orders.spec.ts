import { expect, test } from './csp.ts';
import { LivePageObject, PASSWORD, signIn } from './pages/live.ts';

const EMAIL = 'customer-hero@demo.comptoir';

/**
 * Keyboard only, as customer-hero, three orders keyed on a live offer of
 * Kitchen are seen by a second signed-in page within a second; the summary stock drops; a
 * quantity edit, ctrl+b and a cancellation reach the other page too.
 */
test('live order entry from the keyboard, seen live by a second page', async ({ browser, request }) => {
  // two signed-in pages, three keyed orders and debounced edits: near 60 s on a loaded 2-core CI box
  test.setTimeout(150_000);
  const auth = await (
    await request.post('/api/auth/login', { data: { email: EMAIL, password: PASSWORD } })
  ).json();
  const filter = encodeURIComponent(JSON.stringify({ timing: 'live' }));
  const offers = await (
    await request.get(`/api/offers/details?filter=${filter}`, {
      headers: { Authorization: `Bearer ${auth.token}` },
    })
  ).json();
  const offer = offers.find((o: { internalName: string }) => o.internalName.startsWith('Weekend farm box'));
  expect(offer, 'the seeded live Kitchen offer').toBeTruthy();

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
  await expect(b.bodyRow(0)).toContainText('Anna Becker', { timeout: 1000 });
  // 2: another customer, group 3, two C
  await a.keyOrder('Daniel Kim', ['3', null, null, '2']);
  await expect(b.bodyRow(0)).toContainText('Daniel Kim', { timeout: 1000 });
  // 3: a walk-in name (no customer record), one B and one C
  const walkIn = `Walk-in ${Date.now() % 100_000}`;
  await a.keyOrder(walkIn, [null, null, '1', '1'], false);
  await expect(b.bodyRow(0)).toContainText(walkIn, { timeout: 1000 });

  // the summary follows on both pages
  await expect(b.left('Family pack')).toHaveText(String(family - 2));
  await expect(b.left('Gourmet pack')).toHaveText(String(gourmet - 3));
  await expect(a.left('Gourmet pack')).toHaveText(String(gourmet - 3));

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
  await expect(a.cell(danielId, 'paymentMethod')).toHaveText('WeChat');
  await a.page.keyboard.press('Control+b');
  await expect(a.cell(danielId, 'paymentMethod')).toHaveText('Alipay');
  await expect(b.cell(danielId, 'paymentMethod')).toHaveText('Alipay');

  // cancel the walk-in's order: ctrl+delete asks, Enter confirms; a cancelled pending order leaves
  await a.page.keyboard.press('ArrowUp');
  await a.page.keyboard.press('Control+Delete');
  await expect(a.page.getByText('Do you really want to cancel this order?')).toBeVisible();
  await a.page.keyboard.press('Enter');
  await expect(b.page.locator(`.ag-row[row-id="${walkInId}"]`)).toHaveCount(0);
  await expect(a.page.locator(`.ag-row[row-id="${walkInId}"]`)).toHaveCount(0);
  await expect(b.left('Family pack')).toHaveText(String(family - 1));
  await expect(b.left('Gourmet pack')).toHaveText(String(gourmet - 2));
});

import { expect, test } from './csp.ts';
import { LivePageObject, PASSWORD, signIn } from './pages/live.ts';
import { apiAs, findCustomer } from './pages/live-typing.ts';
import { orderOnOffer, ownLiveOffer } from './pages/own-offer.ts';

const HERO = 'customer-hero@demo.comptoir';
const FROZEN = 'This offer is discontinued: its pending orders can no longer be edited, only cancelled';
// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });

test('the live grid of a discontinued offer: its pending orders read-only, saying why, their cancel kept', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const hero = await apiAs(request, HERO);
  const offer = await ownLiveOffer(request);
  const customer = await findCustomer(hero, ['a', 'e', 'o'], () => true);
  const pending = await orderOnOffer(request, hero, offer.id, customer.id);
  // the offer withdrawn from sale by its status, as the offers list does it
  const admin = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.comptoir', password: PASSWORD },
  });
  const auth = { Authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  const { version } = (await (
    await request.get(`/api/offers/${offer.id}/details`, { headers: auth })
  ).json()) as {
    version: number;
  };
  const off = await request.put(`/api/offers/${offer.id}`, {
    headers: auth,
    data: { status: 'discontinued', version },
  });
  expect(off.status(), await off.text()).toBe(200);

  await signIn(page, HERO);
  const live = new LivePageObject(page);
  await live.open(offer.id);
  // the page says it in its title bar, and what it means above the orders
  await slow(page.locator('.cpt-live-head .bp6-tag', { hasText: 'Discontinued' })).toBeVisible();
  await slow(page.locator('.cpt-live-warning', { hasText: FROZEN })).toBeVisible();
  const row = page.locator(`.ag-row[row-id="${pending.id}"]`).first();
  await slow(row).toBeVisible();
  await expect(row).toHaveClass(/cpt-live-locked/);
  // an offer withdrawn from sale takes no more orders: no entry row to key one in, and the
  // keyboard starts on the first order instead
  await expect(page.locator('.cpt-live-grid .ag-grid-pinned-top-rows .ag-row')).toHaveCount(0);
  await expect(
    page.locator('.cpt-live-grid .ag-row-focus, .cpt-live-grid .ag-cell-focus').first(),
  ).toBeVisible();
  await expect(page.locator('.cpt-live-grid .ag-grid-pinned-top-rows .ag-cell-focus')).toHaveCount(0);
  // a key typed on one of its cells edits nothing and says why
  await live.cell(pending.id, 'comment').click();
  // Delete, which clears a cell that takes edits, says why too rather than nothing
  await page.keyboard.press('Delete');
  await expect(page.locator('.bp6-toast', { hasText: FROZEN })).toBeVisible();
  await page.keyboard.type('x');
  await expect(page.locator('.bp6-toast', { hasText: FROZEN })).toBeVisible();
  await expect(page.locator('.cpt-live-grid .ag-cell-inline-editing')).toHaveCount(0);
  // its cancel is still offered, and goes through: a cancelled pending order leaves the grid
  const cancel = row.getByRole('button', { name: 'Cancel this order' });
  await expect(cancel).toBeVisible();
  await cancel.click();
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await slow(page.locator(`.ag-row[row-id="${pending.id}"]`)).toHaveCount(0);
  const after = await hero.get<{ status: string; paymentStatus: string }>(
    `/api/orders/${pending.id}/details`,
  );
  expect(after).toMatchObject({ status: 'discontinued', paymentStatus: 'pending' });
});

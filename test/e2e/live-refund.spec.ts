import { expect, test } from './csp.ts';
import { LivePageObject, PASSWORD, signIn } from './pages/live.ts';
import { apiAs, findCustomer } from './pages/live-typing.ts';
import { orderOnOffer, ownLiveOffer } from './pages/own-offer.ts';

const HERO = 'customer-hero@demo.comptoir';
// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });

test("the live grid's refund option on a paid order opens the refund form; its save shows refund pending", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const login = await request.post('/api/auth/login', { data: { email: HERO, password: PASSWORD } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const get = async <T>(path: string) => (await (await request.get(path, { headers: auth })).json()) as T;
  // a paid order of the test's own, on an offer of its own: no other file refunds it meanwhile
  const hero = await apiAs(request, HERO);
  const offer = await ownLiveOffer(request);
  const customer = await findCustomer(hero, ['a', 'e', 'o'], () => true);
  const made = await orderOnOffer(request, hero, offer.id, customer.id);
  const mine = await get<{ version: number }>(`/api/orders/${made.id}/details`);
  const paidPut = await request.put(`/api/orders/${made.id}`, {
    headers: auth,
    data: { version: mine.version, paymentStatus: 'paid' },
  });
  expect(paidPut.status(), await paidPut.text()).toBe(200);

  await signIn(page, HERO);
  const live = new LivePageObject(page);
  await live.open(offer.id);
  // a paid order the grid shows: its payment status cell, from the keyboard
  const paid = page.locator('.cpt-live-grid .ag-row [col-id="paymentStatus"].cpt-live-pay-paid').first();
  await slow(paid).toBeVisible();
  const id = (await paid.locator('xpath=ancestor::div[@row-id][1]').getAttribute('row-id'))!;
  const order = await get<{ orderID: number; paymentStatus: string }>(`/api/orders/${id}/details`);
  expect(order.paymentStatus).toBe('paid');
  // its fee is read-only: a figure typed on it says why, as its hover does
  await live.cell(id, 'deliveryFee').click();
  await page.keyboard.type('5');
  await slow(
    page.getByText('This order is paid: its delivery fee is the one it was paid with'),
  ).toBeVisible();
  await paid.click();
  await page.keyboard.press('Enter');
  const choices = page.getByRole('listbox', { name: 'Status' });
  await slow(choices).toBeVisible();
  await expect(choices.getByRole('option', { name: 'Refund…' })).toBeVisible();
  await page.keyboard.type('R');
  await page.keyboard.press('Enter');

  // the refund form, for that order
  await slow(page).toHaveURL(new RegExp(`/refunds/create\\?order=${id}`));
  await slow(page.getByTestId('picked-order')).toContainText(`#${order.orderID}`);
  await page.getByLabel(/^Responsibility/).selectOption({ label: 'Delivery' });
  await page.getByLabel(/^Issue( \*)?$/).selectOption({ label: 'Item missing' });
  await page.getByLabel(/^Action ETA/).fill('2026-12-31');
  await page.getByLabel(/^Refund amount/).fill('5');
  await page.getByLabel(/^Refund amount/).press('Control+s');
  await slow(page.getByText('Successfully saved')).toBeVisible();

  // the order is refund pending, on the server and on the live page, with the amount on hover
  expect((await get<{ paymentStatus: string }>(`/api/orders/${id}/details`)).paymentStatus).toBe('refunding');
  await live.open(offer.id);
  await slow(live.cell(id, 'paymentStatus')).toHaveText('Refund pending');
  await live.cell(id, 'paymentStatus').hover();
  await slow(page.getByText('Refund pending 5,00')).toBeVisible();
});

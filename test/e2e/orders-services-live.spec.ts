import type { OrderView } from '../../domain/live-views.ts';
import { expect, test } from './csp.ts';
import { apiAs, findCustomer } from './pages/live-typing.ts';
import { orderOnOffer, ownLiveOffer } from './pages/own-offer.ts';
import { demoEmail, signInAt } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

test('/orders-services shows a payment or tracking change made elsewhere within a second', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  // a pending order of an offer of the test's own: the files running beside it pay the first
  // pending orders of the seeded offers, and a paid one would never show 'Pending' here
  const offer = await ownLiveOffer(request);
  const customer = await findCustomer(api, ['a', 'e', 'o'], () => true);
  const made = await orderOnOffer(request, api, offer.id, customer.id);
  const order = await api.get<OrderView>(`/api/orders/${made.id}/details`);
  await signInAt(page, 'finance', `/orders-services?filter=${q({ orderID: order.orderID })}`);
  const row = page.locator(`.cpt-grid .ag-row[row-id="${order.id}"]`);
  await slow(row.locator('[col-id="paymentStatus"]')).toHaveText('Pending');
  // the list's change feed follows the orders before the change is made
  await expect(page.locator('html')).toHaveAttribute('data-watching', /\borders\b/);

  const put = await request.put(`/api/orders/${order.id}`, {
    headers: { Authorization: `Bearer ${api.token}` },
    data: { version: order.version, paymentStatus: 'paid' },
  });
  expect(put.status(), await put.text()).toBe(200);
  await expect(row.locator('[col-id="paymentStatus"]')).toHaveText('Paid', { timeout: 15_000 });

  const paid = (await put.json()) as OrderView;
  const tracked = await request.put(`/api/orders/${order.id}/tracking`, {
    headers: { Authorization: `Bearer ${api.token}` },
    data: { version: paid.version, trackingStatus: 'on_the_way' },
  });
  expect(tracked.status(), await tracked.text()).toBe(200);
  await expect(row.locator('[col-id="trackingStatus"]')).toHaveText('On the way', { timeout: 15_000 });
});

test('a cancelled pending order is under the Cancelled tab, not under Pending, tabs chosen by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  // a pending order of its own: a shared one may be among those another file is about to mark paid
  const offer = await ownLiveOffer(request);
  const customer = await findCustomer(api, ['a', 'e', 'o'], () => true);
  const made = await orderOnOffer(request, api, offer.id, customer.id);
  const order = await api.get<OrderView>(`/api/orders/${made.id}/details`);
  const put = await request.put(`/api/orders/${order.id}`, {
    headers: { Authorization: `Bearer ${api.token}` },
    data: { version: order.version, status: 'discontinued' },
  });
  expect(put.status(), await put.text()).toBe(200);

  await signInAt(page, 'finance', `/orders-services?filter=${q({ orderID: order.orderID })}`);
  const row = page.locator(`.cpt-grid .ag-row[row-id="${order.id}"]`);
  await slow(row.locator('[col-id="paymentStatus"]')).toHaveText('Cancelled');

  // the status strip selects as the arrows move the focus (TabStrip); names are matched whole, as
  // 'Pending' is also a part of 'Refund pending'
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tab('All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Pending')).toBeFocused();
  await expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
  await slow(page.getByText('Total: 0', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Cancelled')).toBeFocused();
  await expect(tab('Cancelled')).toHaveAttribute('aria-selected', 'true');
  await slow(row.locator('[col-id="paymentStatus"]')).toHaveText('Cancelled');
});

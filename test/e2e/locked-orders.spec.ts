import type { APIRequestContext } from '@playwright/test';
import type { OrderView } from '../../domain/live-views.ts';
import { expect, test } from './csp.ts';
import { dailyOrderMaker, productInStock } from './pages/daily-orders.ts';
import { LivePageObject, signIn } from './pages/live.ts';
import { type Api, apiAs, findCustomer } from './pages/live-typing.ts';
import { orderOnOffer, ownLiveOffer } from './pages/own-offer.ts';

const ADMIN = 'admin@demo.comptoir';
const LOCKED =
  'This order is locked (cancelled or refunded): it can no longer be edited; only an admin can change its status';
// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });

/** Paid, then cancelled: a ccl order, locked. */
async function cancelAfterPaying(request: APIRequestContext, api: Api, id: string): Promise<OrderView> {
  const put = async (body: Record<string, unknown>) => {
    const { version } = await api.get<OrderView>(`/api/orders/${id}/details`);
    const r = await request.put(`/api/orders/${id}`, {
      headers: { Authorization: `Bearer ${api.token}` },
      data: { version, ...body },
    });
    expect(r.status(), await r.text()).toBe(200);
    return (await r.json()) as OrderView;
  };
  await put({ paymentStatus: 'paid' });
  return put({ paymentStatus: 'ccl' });
}

test('a cancelled order on the live grid: read-only to an admin, saying why, but its status', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiAs(request, ADMIN);
  const offer = await ownLiveOffer(request);
  // without vouchers: a cancelled order paid with some is never paid again (they went back)
  const customer = await findCustomer(admin, ['a', 'e', 'o'], (c) => c.vouchers.length === 0);
  const made = await orderOnOffer(request, admin, offer.id, customer.id);
  const ccl = await cancelAfterPaying(request, admin, made.id);

  await signIn(page, ADMIN);
  const live = new LivePageObject(page);
  await live.open(offer.id);
  const row = page.locator(`.ag-row[row-id="${ccl.id}"]`).first();
  await slow(row).toBeVisible();
  await expect(row).toHaveClass(/cpt-live-locked/);
  await live.cell(ccl.id, 'comment').click();
  await page.keyboard.type('x');
  await expect(page.locator('.bp6-toast', { hasText: LOCKED })).toBeVisible();
  await expect(page.locator('.cpt-live-grid .ag-cell-inline-editing')).toHaveCount(0);
  // its payment status is the admin's to move: paid again
  await live.cell(ccl.id, 'paymentStatus').first().click();
  await page.keyboard.press('Enter');
  const choices = page.getByRole('listbox', { name: 'Status' });
  await slow(choices).toBeVisible();
  await choices.getByRole('option', { name: 'Paid' }).click();
  await slow(live.cell(ccl.id, 'paymentStatus').first()).toHaveText('Paid');
  await expect(page.locator(`.ag-row[row-id="${ccl.id}"]`).first()).not.toHaveClass(/cpt-live-locked/);
  const after = await admin.get<OrderView>(`/api/orders/${ccl.id}/details`);
  expect(after).toMatchObject({ paymentStatus: 'paid', comment: ccl.comment });
});

test("a cancelled daily order's form: its fields disabled for an admin, saying why, its Mark paid kept", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, ADMIN);
  const product = await productInStock(request);
  const made = await (await dailyOrderMaker(request, admin, product))(`锁定${Date.now() % 10_000}`, {
    quantity: 1,
    price: 900,
  });
  const ccl = await cancelAfterPaying(request, admin, made.id);

  await signIn(page, ADMIN);
  await page.goto(`/daily-orders/${ccl.id}`);
  await slow(page.getByTestId('daily-locked')).toHaveText(LOCKED);
  await expect(page.getByLabel(/^Comment/)).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /^Customer name/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await slow(page.getByTestId('daily-locked')).toHaveCount(0);
  await expect(page.getByLabel(/^Comment/)).toBeEnabled();
  expect((await admin.get<OrderView>(`/api/orders/${ccl.id}/details`)).paymentStatus).toBe('paid');
});

test('a pending daily order cancelled says Cancelled on its form, not Pending, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, ADMIN);
  const made = await (await dailyOrderMaker(request, admin, await productInStock(request)))(
    `取消${Date.now() % 10_000}`,
    { quantity: 1, price: 900 },
  );
  const r = await request.put(`/api/orders/${made.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { version: made.version, paymentStatus: 'ccl' },
  });
  expect(r.status(), await r.text()).toBe(200);
  expect(((await r.json()) as OrderView).paymentStatus).toBe('pending');
  await signIn(page, ADMIN);
  for (const [lang, text] of [
    ['en', 'Payment: Cancelled'],
    ['zh', '付款：已取消'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/daily-orders/${made.id}`);
    await slow(page.getByTestId('daily-locked')).toBeVisible();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
});

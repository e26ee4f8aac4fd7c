import { readFile } from 'node:fs/promises';
import type { OrderView } from '../../domain/live-views.ts';
import { expect, test } from './csp.ts';
import { dailyOrderMaker, productInStock, unitsGivenBack } from './pages/daily-orders.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

test('a daily order is marked paid or cancelled from its own page; cancelling gives its stock back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('customer-hero'));
  const product = await productInStock(request);
  const order = await dailyOrderMaker(request, api, product);
  const make = (name: string) => order(name, { quantity: 2, price: 900, deliveryFee: 1000 });

  await signIn(page, 'customer-hero');
  const toPay = await make(`付款${Date.now() % 10_000}`);
  // an edit of a walk-in's order saves without asking again to create the customer
  await page.goto(`/daily-orders/${toPay.id}`);
  await slow(page.getByTestId('payment-qr')).toBeVisible();
  await page.getByLabel(/^Comment/).fill('ring twice');
  await page.keyboard.press('Control+s');
  await slow(page).toHaveURL(/\/orders-direct-sales/);
  await expect(page.getByText('Create the customer?')).toHaveCount(0);
  const [edited] = await api.get<OrderView[]>(`/api/orders/details?filter=${q({ orderID: toPay.orderID })}`);
  expect(edited!.comment).toBe('ring twice');

  // mark paid: the product section turns read-only, the QR code goes
  await page.goto(`/daily-orders/${toPay.id}`);
  await slow(page.getByTestId('payment-qr')).toBeVisible();
  // the QR card downloads as a PNG: background and code drawn together, 240 px square
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe(`order-${toPay.orderID}-qr.png`);
  const bytes = await readFile((await png.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([240, 240]);
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await slow(page.getByTestId('daily-lines-readonly')).toBeVisible();
  await expect(page.getByTestId('payment-qr')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  // the fee it was paid with stays: the field is disabled and says why, to a screen reader too
  const fee = page.getByRole('textbox', { name: 'Delivery fee' });
  await expect(fee).toBeDisabled();
  await expect(fee).toHaveAccessibleDescription(/paid/i);

  // cancel a pending one: asked first (Enter says yes), then its units come back
  const toCancel = await make(`取消${Date.now() % 10_000}`);
  const since = new Date().toISOString();
  await page.goto(`/daily-orders/${toCancel.id}`);
  await slow(page.getByTestId('payment-qr')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await slow(page.getByText('Do you really want to cancel this order?')).toBeVisible();
  await page.keyboard.press('Enter');
  await slow(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
  const [after] = await api.get<OrderView[]>(
    `/api/orders/details?filter=${q({ orderID: toCancel.orderID })}`,
  );
  expect(after).toMatchObject({ status: 'discontinued', paymentStatus: 'pending', ticketAmount: 0 });
  expect(await unitsGivenBack(request, product, since)).toEqual([2]);
});

import { expect, test } from './csp.ts';
import { dailyOrderMaker, productInStock } from './pages/daily-orders.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signInAt } from './pages/session.ts';

const slow = expect.configure({ timeout: 60_000 });
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

test('the order date range of /orders-direct-sales is typed as YYYY-MM-DD, filters the rows and stays in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, demoEmail('admin'));
  const product = await productInStock(request);
  const tag = `区间${Date.now() % 100_000}`;
  const order = await dailyOrderMaker(request, api, product);
  const make = (suffix: string, orderDate: string) =>
    order(`${tag}${suffix}`, { quantity: 1, price: 500, orderDate });
  await make('一月', '2026-01-05');
  await make('三月', '2026-03-09');

  await signInAt(page, 'admin', `/orders-direct-sales?filter=${q({ customerName: tag })}`);
  const names = page.locator('.cpt-grid .ag-row [col-id="customerName"]');
  await slow(names).toHaveCount(2);

  await page.getByLabel('Order date from').fill('2026-01-01');
  await page.getByLabel('Order date to').fill('2026-01-31');
  await page.keyboard.press('Escape');
  await slow(names).toHaveCount(1);
  await expect(names.first()).toHaveText(`${tag}一月`);
  await expect(page).toHaveURL(/2026-01-01/);
  await expect(page).toHaveURL(/2026-01-31/);

  // the URL is the filter: a reload (or a shared link) shows the same rows and the typed bounds
  await page.reload();
  await slow(names).toHaveCount(1);
  await expect(page.getByLabel('Order date from')).toHaveValue('2026-01-01');
  await expect(page.getByLabel('Order date to')).toHaveValue('2026-01-31');

  // a day that does not exist is not sent, and the field says so once left
  const to = page.getByLabel('Order date to');
  await to.fill('2026-02-30');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/2026-01-31/);
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAttribute('title', 'Not a date (YYYY-MM-DD)');

  // the calendar by keyboard: ↓ opens it on the day typed, the arrows move, Enter takes the day
  await to.fill('2026-01-31');
  await to.press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.locator('.rdp-day_selected')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(to).toBeFocused();
  await expect(to).toHaveValue('2026-01-30');
  await expect(page).toHaveURL(/2026-01-30/);
  // Escape closes it and leaves the keyboard in the field; Tab goes on past it
  await to.press('ArrowDown');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(to).toBeFocused();
  await expect(to).toHaveValue('2026-01-30');

  // a click opens the calendar without taking the field's keyboard; Tab goes on to the next field
  // and stays there once the calendar is gone
  const from = page.getByLabel('Order date from');
  await from.click();
  await expect(calendar).toBeVisible();
  await expect(from).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(calendar).toBeHidden();
  await expect(to).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2026-01-29');
  await expect(page).toHaveURL(/2026-01-29/);
  await expect(from).toHaveValue('2026-01-01');
});

test("Enter on a calendar day picks it in a form's day field too (the form's Enter guard leaves it alone)", async ({
  page,
}) => {
  await signInAt(page, 'admin', '/offers/create');
  const start = page.getByRole('combobox', { name: 'Starts day' });
  await start.press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.locator('.rdp-day_today')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(start).toBeFocused();
  await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
});

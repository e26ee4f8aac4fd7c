import { expect, test } from './csp.ts';
import { PASSWORD, signIn } from './pages/live.ts';
import { servicesRowMenu } from './pages/services.ts';

const HERO = 'customer-hero@demo.comptoir';
// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

test('a claim opened from the services list row menu, from the keyboard, is saved and listed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const login = await request.post('/api/auth/login', { data: { email: HERO, password: PASSWORD } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  type Row = { id: string; orderID: number; order?: string };
  const get = async (path: string) => (await (await request.get(path, { headers: auth })).json()) as Row[];
  const paid = await get(
    `/api/orders/details?filter=${q({ type: 'service', paymentStatus: 'paid' })}&range=[0,49]`,
  );
  const claimed = new Set((await get('/api/claims/details?range=[0,499]')).map((c) => c.order));
  // the demo data comes with claims and refunds, so these screens are not empty on a fresh start
  expect(claimed.size).toBeGreaterThan(0);
  expect((await get('/api/refunds/details?range=[0,499]')).length).toBeGreaterThan(0);
  const order = paid.find((o) => !claimed.has(o.id));
  expect(order, 'a paid service order without a claim').toBeTruthy();

  await signIn(page, HERO);
  await servicesRowMenu(page, order!, 'Open a claim');

  await slow(page).toHaveURL(new RegExp(`/claims/create\\?order=${order!.id}`));
  const form = page.locator('.bp6-drawer');
  await slow(form.getByTestId('picked-order')).toContainText(`#${order!.orderID}`);
  await form.getByLabel(/^Responsibility/).selectOption({ label: 'Delivery' });
  await form.getByLabel(/^Issue( \*)?$/).selectOption({ label: 'Item missing' });
  await form.getByLabel(/^Action( \*)?$/).selectOption({ label: 'Resend' });
  await form.getByLabel(/^Action ETA/).fill('2026-12-31');
  await form.getByLabel(/^Action ETA/).press('Control+s');
  await slow(page.getByText('Successfully saved')).toBeVisible();
  await slow(page).toHaveURL(/\/claims(\?|#|$)/);
  const listed = page.getByRole('row').filter({ hasText: String(order!.orderID) });
  await slow(listed).toHaveCount(1);
  await expect(listed).toContainText('New');

  // the server has it, on that order, opened by customer-hero's team
  const mine = (await get('/api/claims/details?range=[0,499]')).filter((c) => c.order === order!.id);
  expect(mine).toHaveLength(1);
});

import { expect, test } from './csp.ts';
import { signIn } from './pages/live.ts';
import { apiAs, findCustomer } from './pages/live-typing.ts';
import { orderOnOffer, ownLiveOffer } from './pages/own-offer.ts';

// the first load of the screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });
/** how long the refund page's reads of the claim and the order are held back */
const HELD_MS = 1_500;

/**
 * A refund made from a claim takes the claim's values and the order's, read after the page opens.
 * On a loaded machine those reads come late: a form shown before them is empty, and Ctrl+S
 * pressed as soon as it shows was refused ("Please fix the errors"), the errors then cleared by the
 * values arriving. The form shows once they are there, so a save from it is the claim's refund.
 */
test('a refund from a claim shows filled: Ctrl+S as soon as it shows saves it, though the claim and order are read late', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await apiAs(request, 'admin@demo.comptoir');
  const headers = { Authorization: `Bearer ${api.token}` };
  // a paid order of the test's own, and a refund claim of 10 on it
  const offer = await ownLiveOffer(request);
  const customer = await findCustomer(api, ['a', 'e', 'o'], () => true);
  const made = await orderOnOffer(request, api, offer.id, customer.id);
  const pending = await (await request.get(`/api/orders/${made.id}/details`, { headers })).json();
  const paid = await request.put(`/api/orders/${made.id}`, {
    headers,
    data: { version: pending.version, paymentMethod: 'alipay', paymentStatus: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const created = await request.post('/api/claims', {
    headers,
    data: {
      order: made.id,
      resp: 'delivery',
      issue: 'item_missing',
      action: 'refund',
      actionETA: '2099-01-15',
      refundAmount: 1000,
      paymentMethod: 'alipay',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const claim = (await created.json()) as { id: string };

  const hero = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(hero, 'customer-hero@demo.comptoir');
  const held = (path: string) =>
    path.startsWith(`/api/claims/${claim.id}`) || path.startsWith(`/api/orders/${made.id}`);
  await hero.route(
    (u) => held(u.pathname),
    async (route) => {
      await new Promise((r) => setTimeout(r, HELD_MS));
      await route.continue();
    },
  );
  await hero.goto(`/refunds/create?order=${made.id}&claim=${claim.id}`);
  const amount = hero.locator('.cpt-form-page').getByLabel(/^Refund amount/);
  await slow(amount).toBeVisible();
  // what was read is where the form starts, not an edit of the member's
  await expect(hero.locator('.cpt-form-page .cpt-dirty')).toHaveCount(0);
  const answered = hero.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/refunds',
    { timeout: 30_000 },
  );
  const refused = hero.locator('.bp6-toast.bp6-intent-danger').first();
  await amount.press('Control+s');
  const first = await Promise.race([answered, refused.waitFor({ timeout: 30_000 }).then(() => null)]);
  expect(first, `refused: ${first ? '' : await refused.textContent()}`).not.toBeNull();
  expect(first!.status(), await first!.text()).toBe(201);
  expect(await first!.json()).toMatchObject({ order: made.id, refundAmount: 1000, issue: 'item_missing' });
});

test('a claim opened from a link whose order cannot be read says so, and starts empty at the order field', async ({
  page,
}) => {
  await signIn(page, 'customer-hero@demo.comptoir');
  await page.goto('/claims/create?order=00000000-0000-4000-8000-000000000000');
  await slow(
    page.getByText('The order in the link could not be read: find it by its order ID'),
  ).toBeVisible();
  await expect(page.locator('#field-order')).toBeFocused();
  await expect(page.locator('#field-order')).toHaveValue('');
});

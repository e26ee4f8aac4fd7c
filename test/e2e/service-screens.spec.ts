import type { APIRequestContext } from '@playwright/test';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { formatDate } from '../../domain/dates.ts';
import { expect, test } from './csp.ts';
import { chooseBelow } from './pages/grid-cursor.ts';
import { PASSWORD, signIn } from './pages/live.ts';

// the first load of each screen's chunk on a loaded machine: generous, these waits are not about speed
const slow = expect.configure({ timeout: 60_000 });
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

test('claims list marks urgent rows and does not open final ones; a claim gives a claim voucher', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const login = await request.post('/api/auth/login', {
    data: { email: 'customer-hero@demo.comptoir', password: PASSWORD },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  type Row = { id: string; claimNumber: number; status: string; urgent: boolean; customer: string | null };
  const claims = (await (
    await request.get('/api/claims/details?range=[0,199]', { headers: auth })
  ).json()) as Row[];
  const urgent = claims.find((c) => c.urgent);
  const solved = claims.find((c) => c.status === 'solved');
  const open = claims.find((c) => !c.urgent && c.customer && (c.status === 'new' || c.status === 'ongoing'));
  expect(urgent && solved && open, 'the demo claims').toBeTruthy();

  await signIn(page, 'customer-hero@demo.comptoir');
  // without a customer the voucher form has nothing to give to: back to /
  await page.goto('/vouchers/create');
  await slow(page).toHaveURL(/\/$/);

  await page.goto('/claims');
  // a row is drawn in parts (the claim number is pinned apart): each carries the row's class
  const row = (c: Row) => page.locator(`.ag-row[row-id="${c.id}"]`).last();
  await slow(row(urgent!)).toHaveClass(/cpt-row-urgent/);
  await expect(row(solved!)).not.toHaveClass(/cpt-row-urgent/);
  // a solved claim's row does not open
  await row(solved!).click();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bp6-drawer')).toHaveCount(0);
  await expect(page).toHaveURL(/\/claims(\?|$)/);

  // an open claim: "Give a voucher" opens the voucher form for its customer, reason Claim (not fixed)
  await row(open!).click();
  await slow(page.getByTestId('claim-steps')).toBeVisible();
  await page.getByRole('button', { name: 'Give a voucher' }).click();
  await slow(page).toHaveURL(new RegExp(`/vouchers/create\\?customer=${open!.customer}`));
  const reason = page.getByLabel(/^Reason/);
  await slow(reason).toHaveValue('claim');
  await expect(reason).toBeEnabled();

  // the Urgent filter, chosen from the keyboard, is sent as the boolean it is: urgent rows only
  await page.goto('/claims');
  await slow(row(solved!)).toBeVisible();
  const urgentSelect = page.getByRole('combobox', { name: 'Urgent' });
  await urgentSelect.focus();
  await page.keyboard.press('ArrowDown');
  await expect(urgentSelect).toHaveValue('true');
  await slow(row(solved!)).toHaveCount(0);
  await expect(row(urgent!)).toHaveClass(/cpt-row-urgent/);
  await expect(page.getByText('Oops something went wrong.')).toHaveCount(0);
});

/** The admin's API headers and the demo customer Anna Becker. */
async function adminAndAnna(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.comptoir', password: PASSWORD },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const found = (await (
    await request.get(`/api/customers/details?filter=${q({ name: 'Anna Becker' })}`, { headers: auth })
  ).json()) as { id: string; name: string }[];
  return { auth, anna: found.find((c) => c.name === 'Anna Becker')! };
}

test("logistic sees a customer's vouchers without the create button", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { anna } = await adminAndAnna(request);
  await signIn(page, 'logistic@demo.comptoir');
  await page.goto(`/customers/${anna.id}?tabState=vouchers`);
  await slow(page.getByRole('tab', { name: /Vouchers/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Create a voucher' })).toHaveCount(0);
  // and the form's route is not his
  await page.goto(`/vouchers/create?customer=${anna.id}`);
  await slow(page).toHaveURL(/\/$/);
});

test("a refund's detail gives a refund voucher, which joins the refund's vouchers", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const login = await request.post('/api/auth/login', {
    data: { email: 'customer-hero@demo.comptoir', password: PASSWORD },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  type Refund = { id: string; customer: string | null; community: string; refundVouchers: string[] };
  const get = async <T>(path: string) => (await (await request.get(path, { headers: auth })).json()) as T;
  const refunds = await get<Refund[]>(`/api/refunds/details?range=[0,199]&filter=${q({ status: 'new' })}`);
  const refund = refunds.find((r) => r.customer && r.refundVouchers.length === 0);
  expect(refund, 'a new refund of a known customer').toBeTruthy();

  await signIn(page, 'customer-hero@demo.comptoir');
  await page.goto(`/refunds/${refund!.id}`);
  await page.getByRole('button', { name: 'Give a refund voucher' }).click();
  await slow(page).toHaveURL(/\/vouchers\/create\?customer=.*&refund=/);
  const reason = page.getByLabel(/^Reason/);
  await slow(reason).toHaveValue('refund');
  await expect(reason).toBeDisabled();
  await page.getByLabel(/^Amount/).fill('3');
  // the refunded order's community is ticked already
  await page.getByLabel(/^Amount/).press('Control+s');
  await slow(page.getByText('Successfully saved').first()).toBeVisible();
  await expect
    .poll(async () => (await get<Refund>(`/api/refunds/${refund!.id}/details`)).refundVouchers.length)
    .toBe(1);
  await page.goto(`/refunds/${refund!.id}`);
  await slow(page.getByText('Refund vouchers given: 1')).toBeVisible();
});

test('admin cancels a validated voucher from the keyboard, after saying yes to the question', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { auth, anna } = await adminAndAnna(request);
  const made = await request.post('/api/vouchers', {
    headers: auth,
    data: {
      customer: anna.id,
      reason: 'gift',
      amount: 1234,
      expirationDate: '2099-12-31',
      communities: [COMMUNITY_IDS.kitchen],
    },
  });
  expect(made.status()).toBe(201);
  const voucher = (await made.json()) as { id: string; voucherID: number; version: number };
  // a move names the version it is made from
  const validated = await request.post(`/api/vouchers/${voucher.id}/validate`, {
    headers: auth,
    data: { version: voucher.version },
  });
  expect(validated.status(), await validated.text()).toBe(200);
  const statusOf = async () => {
    const mine = (await (
      await request.get(`/api/vouchers/details?filter=${q({ customer: anna.id })}&range=[0,199]`, {
        headers: auth,
      })
    ).json()) as { id: string; status: string }[];
    return mine.find((v) => v.id === voucher.id)?.status;
  };

  await signIn(page, 'admin@demo.comptoir');
  // Anna's vouchers, newest first: this one on the first row
  await page.goto(`/vouchers?filter=${q({ customer: anna.id })}`);
  const row = page.locator(`.cpt-grid .ag-row[row-id="${voucher.id}"]`);
  const status = row.locator('[col-id="status"]');
  await slow(row.locator('[col-id="voucherID"]')).toHaveText(String(voucher.voucherID));
  // g: the grid's first cell; down to this voucher's row (another test may give Anna a newer one
  // meanwhile), the arrows along it to the status, Enter opens its choices
  const focused = (attr: string) =>
    page.evaluate((a) => document.activeElement?.closest(`[${a}]`)?.getAttribute(a) ?? '', attr);
  // each key waits for the focus it moves: on a loaded machine a check made before the grid had
  // acted on a key saw the old cell, and one key too many went past the row
  const press = async (key: string, attr: string) => {
    const before = await focused(attr);
    await page.keyboard.press(key);
    await expect.poll(() => focused(attr)).not.toBe(before);
  };
  await press('g', 'row-id');
  for (let i = 0; i < 20 && (await focused('row-id')) !== voucher.id; i++) await press('ArrowDown', 'row-id');
  for (let i = 0; i < 12 && (await focused('col-id')) !== 'status'; i++) await press('ArrowRight', 'col-id');
  await expect(status).toBeFocused();
  const cancel = () => chooseBelow(page);
  // Cancelled is asked first; Escape keeps the voucher as it was
  await cancel();
  const question = page.getByRole('dialog');
  await slow(question).toContainText('Cancel this voucher?');
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(status).toHaveText('Validated');
  expect(await statusOf()).toBe('validated');
  // again, and yes (the answer's button has the focus): the voucher is cancelled
  await status.focus();
  await cancel();
  await slow(question).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/vouchers/cells'));
  await page.keyboard.press('Enter');
  expect((await (await saved).json()).results[0]).toMatchObject({ ok: true, row: { status: 'ccl' } });
  await slow(status).toHaveText('Cancelled');
  expect(await statusOf()).toBe('ccl');
});

test('the used vouchers show the day each was used', async ({ page, request }) => {
  const { auth } = await adminAndAnna(request);
  const used = (await (
    await request.get(`/api/vouchers/details?filter=${q({ used: true })}&range=[0,0]`, { headers: auth })
  ).json()) as { id: string; usedAt: string | null }[];
  const v = used[0]!;
  expect(v.usedAt).not.toBeNull();
  await signIn(page, 'admin@demo.comptoir');
  await page.goto('/vouchers');
  await page.getByRole('tab', { name: 'Used', exact: true }).click();
  const row = page.locator(`.cpt-grid .ag-row[row-id="${v.id}"]`);
  const usedAt = row.locator('[col-id="usedAt"]');
  await slow(usedAt).toHaveText(formatDate(v.usedAt!));
  // the list opens on the unused tab, where the column is empty: its day is still shown whole
  expect(await usedAt.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
});

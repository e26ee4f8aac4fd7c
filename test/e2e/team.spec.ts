import { expect, test } from './csp.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signInAt } from './pages/session.ts';

test('admin creates and edits a team member, with validation errors shown', async ({ page }) => {
  await signInAt(page, 'admin', '/users');
  await page.getByRole('button', { name: 'Create team member' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);

  // save with the keyboard on an empty form: every required field says so
  await page.getByLabel(/^Name/).press('Control+s');
  await expect(page.getByText('Field required').first()).toBeVisible();

  await page.getByLabel(/^Name/).fill('Zhou Xin 周鑫');
  await page.getByLabel(/^E-mail/).fill('zhou.xin@');
  await page.getByLabel(/^E-mail/).press('Control+s');
  await expect(page.getByText('Not a valid e-mail')).toBeVisible();

  await page.getByLabel(/^E-mail/).fill('zhou.xin@demo.comptoir');
  await page.getByLabel(/^Role/).selectOption({ label: 'Customer hero' });
  await page.getByLabel('Kitchen').press('Space');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Password/).press('Control+s');
  await expect(page.getByText('The password needs at least 8 characters')).toBeVisible();
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByLabel(/^Password/).press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();

  // the list finds the new member by name, and Enter opens it
  await page.goto('/users');
  await page.getByRole('searchbox').first().fill('Zhou');
  const row = page.getByRole('row').filter({ hasText: 'Zhou Xin 周鑫' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Admin' })).toHaveCount(0);
  await row.click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Zhou Xin 周鑫');
  await page.getByLabel(/^Name/).fill('Zhou Xin 周鑫 (Garden)');
  await page.getByLabel('Garden').press('Space');
  await page.getByLabel(/^Name/).press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();
  // saving returns to the list; the row shows the new name and reopens with both communities
  await expect(page).toHaveURL(/\/users(\?|#|$)/);
  await page.getByRole('row').filter({ hasText: 'Zhou Xin 周鑫 (Garden)' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Zhou Xin 周鑫 (Garden)');
  await expect(page.getByLabel('Kitchen')).toBeChecked();
  await expect(page.getByLabel('Garden')).toBeChecked();
});

test('a duplicate e-mail is refused by the server and shown on the field', async ({ page }) => {
  await signInAt(page, 'admin', '/users/create');
  await page.getByLabel(/^Name/).fill('Someone');
  await page.getByLabel(/^E-mail/).fill('finance@demo.comptoir');
  await page.getByLabel(/^Role/).selectOption({ label: 'Finance' });
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByLabel(/^Password/).press('Control+s');
  await expect(page.getByText('This e-mail is already used by a team member').first()).toBeVisible();
});

test('a product-manager is offered only the roles within his own rights', async ({ page }) => {
  await signInAt(page, 'product-manager', '/users/create');
  const options = page.getByLabel(/^Role/).locator('option:not([value=""])');
  await expect(options).toHaveText(['Product manager', 'Logistics', 'Designer']);
});

test('a product-manager sees a finance member read-only, with the reason', async ({ page, request }) => {
  const api = await apiAs(request, demoEmail('product-manager'));
  const [finance] = await api.get<{ id: string }[]>(
    `/api/users/details?filter=${encodeURIComponent(JSON.stringify({ name: 'finance@demo' }))}`,
  );
  await signInAt(page, 'product-manager', `/users/${finance!.id}`);
  await expect(
    page.getByText("Only a member holding all of this member's rights can change this account."),
  ).toBeVisible();
  for (const label of [/^Name/, /^E-mail/, /^Role/, /^City/])
    await expect(page.getByLabel(label)).toBeDisabled();
});

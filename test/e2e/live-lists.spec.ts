import { expect, test } from './csp.ts';
import { apiAs } from './pages/live-typing.ts';
import { demoEmail, signInAt } from './pages/session.ts';

interface Template {
  id: string;
  name: string;
  status: string;
  areas: unknown[];
  version: number;
}

/**
 * Live lists: a template edited by one member shows in another member's open Delivery list
 * within a second, without losing the row that list had selected.
 */
test("another member's edit shows in an open list, the selection kept", async ({ page, request }) => {
  await signInAt(page, 'admin', '/delivery?tabState=templates');
  const api = await apiAs(request, demoEmail('product-manager'));
  const [tpl] = await api.get<Template[]>('/api/delivery-templates/details?range=[0,0]');
  const row = page.locator('.ag-row', { hasText: tpl!.name }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  // select it (Space on its first cell) and remember what is selected
  await row
    .locator('.ag-cell')
    .first()
    .click({ modifiers: ['Control'] });
  await expect(row).toHaveClass(/ag-row-selected/);

  {
    const renamed = `${tpl!.name} · live`;
    const r = await request.put(`/api/delivery-templates/${tpl!.id}`, {
      headers: { Authorization: `Bearer ${api.token}` },
      data: { name: renamed, status: tpl!.status, areas: tpl!.areas, version: tpl!.version },
    });
    expect(r.ok()).toBe(true);
    const changed = page.locator('.ag-row', { hasText: renamed }).first();
    await expect(changed).toBeVisible({ timeout: 2000 });
    await expect(changed).toHaveClass(/ag-row-selected/);
  }
});

/**
 * A member another admin adds would push the Team list (newest first) down under the reader: it
 * waits behind "1 new — press r"; R shows it, the selection kept.
 */
test('a row added by someone else waits behind "n new — press r"', async ({ page, request }) => {
  await signInAt(page, 'admin', '/users');
  const first = page.locator('.cpt-grid .ag-row[row-index="0"]').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const firstId = await first.getAttribute('row-id');
  await first
    .locator('.ag-cell')
    .first()
    .click({ modifiers: ['Control'] });
  await expect(first).toHaveClass(/ag-row-selected/);

  const api = await apiAs(request, demoEmail('super-admin'));
  const name = `Fresh ${Date.now() % 100_000}`;
  const r = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${api.token}` },
    data: {
      name,
      email: `fresh.${Date.now()}@demo.comptoir`,
      role: 'designer',
      city: 'All',
      communities: [],
      password: 'a-long-password',
    },
  });
  expect(r.status()).toBe(201);
  const banner = page.getByRole('button', { name: '1 new — press r' });
  await expect(banner).toBeVisible({ timeout: 5000 });
  await expect(page.locator('.ag-row', { hasText: name })).toHaveCount(0);
  await expect(page.locator(`.cpt-grid .ag-row[row-id="${firstId}"]`).first()).toHaveAttribute(
    'row-index',
    '0',
  );

  await page.getByRole('heading', { name: 'Team' }).click();
  await page.keyboard.press('r');
  await expect(page.locator('.ag-row', { hasText: name }).first()).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.locator(`.cpt-grid .ag-row[row-id="${firstId}"]`).first()).toHaveClass(/ag-row-selected/);
});

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './csp.ts';
import { demoEmail, PASSWORD, signInWithAt } from './pages/session.ts';

// a second browser loads every chunk anew: on a loaded machine that is more than 10 s, and a default view waits for the views to arrive
const expect = baseExpect.configure({ timeout: 60_000 });
const header = (page: Page, colId: string) => page.locator(`.ag-header-cell[col-id="${colId}"]`);
const viewsButton = (page: Page) => page.getByRole('button', { name: /^(Views|View: .*)$/ });

/**
 * A saved view is the member's, on the server: saved on the Team list with a filter and a hidden
 * column, it is there from another browser (a new context, nothing stored locally), opens the
 * list as its default, is picked from the keyboard, renamed and deleted.
 */
test('save a view of the Team list, find it from another browser, pick, rename and delete it', async ({
  page,
  browser,
}) => {
  // two browsers and a dozen steps: more than the default minute on a busy machine
  test.setTimeout(400_000);
  // an admin of the test's own: the view it makes the list's default opens the Team list of no
  // other test (team.spec searched the list under it, filtered to Finance)
  const credentials = {
    email: `views-${randomUUID().slice(0, 8)}@example.com`,
    password: 'a long enough one',
  };
  const boss = await page.request.post('/api/auth/login', {
    data: { email: demoEmail('admin'), password: PASSWORD },
  });
  const made = await page.request.post('/api/users', {
    headers: { Authorization: `Bearer ${((await boss.json()) as { token: string }).token}` },
    data: { name: 'Views Admin', role: 'admin', communities: [], ...credentials },
  });
  expect(made.status(), await made.text()).toBe(201);
  await signInWithAt(page, credentials, '/users');
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Finance' });
  await expect(page.getByText('Total: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox', { name: 'E-mail' }).focus();
  await page.keyboard.press('Space');
  await expect(header(page, 'email')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // V opens the menu from anywhere in the list; the name is typed and Enter saves
  await expect(page.getByRole('button', { name: 'Columns' })).toBeFocused();
  await page.keyboard.press('v');
  await page.getByRole('textbox', { name: 'Name of the view' }).fill('Finance people');
  await page.getByRole('checkbox', { name: 'Open the list with it' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: 'Name of the view' }).press('Enter');
  await expect(page.getByText('View saved')).toBeVisible();
  await expect(viewsButton(page)).toHaveText('View: Finance people');

  // another browser: no local state; the default view opens the list, filter and columns applied
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signInWithAt(page2, credentials, '/users');
  await expect(viewsButton(page2)).toHaveText('View: Finance people');
  await expect(page2).toHaveURL(/filter=.*finance/);
  await expect(page2.getByRole('row').filter({ hasText: 'finance@demo.comptoir' })).toHaveCount(0);
  await expect(header(page2, 'email')).toHaveCount(0);
  await expect(page2.getByText('Total: 2')).toBeVisible();
  await expect(page2.getByRole('row').filter({ hasText: 'Admin' })).toHaveCount(0);

  // the standard view, then the saved one again, with the keyboard only
  await page2.getByRole('heading', { name: 'Team' }).click();
  // the menu puts the keyboard on the view shown once it has opened: focused by a script before
  // that, the first view took the focus back from where ↓ had moved it (failed under load)
  await page2.keyboard.press('v');
  await expect(page2.getByRole('button', { name: 'Finance people', exact: true })).toBeFocused();
  await page2.keyboard.press('ArrowUp');
  await expect(page2.getByRole('button', { name: 'Standard view' })).toBeFocused();
  await page2.keyboard.press('Enter');
  await expect(header(page2, 'email')).toBeVisible();
  await expect(page2).not.toHaveURL(/filter=/);
  await expect(viewsButton(page2)).toHaveText('Views');
  await page2.keyboard.press('v');
  await expect(page2.getByRole('button', { name: 'Standard view' })).toBeFocused();
  await page2.keyboard.press('ArrowDown');
  await expect(page2.getByRole('button', { name: 'Finance people', exact: true })).toBeFocused();
  await page2.keyboard.press('Enter');
  await expect(page2).toHaveURL(/filter=.*finance/);
  await expect(header(page2, 'email')).toHaveCount(0);

  // a changed filter is no longer the view; reload keeps the URL's own choice over the default
  await page2.getByLabel('Role', { exact: true }).selectOption({ label: 'Logistics' });
  await expect(viewsButton(page2)).toHaveText('Views');
  await page2.reload();
  await expect(page2).toHaveURL(/filter=.*logistic/);

  // rename, then delete
  await page2.getByRole('heading', { name: 'Team' }).click();
  await page2.keyboard.press('v');
  await page2.getByRole('button', { name: 'Rename “Finance people”' }).click();
  await page2.getByRole('textbox', { name: 'Rename' }).fill('Finance team');
  await page2.getByRole('textbox', { name: 'Rename' }).press('Enter');
  await expect(page2.getByRole('button', { name: 'Finance team', exact: true })).toBeVisible();
  await page2.getByRole('button', { name: 'Delete “Finance team”' }).click();
  await expect(page2.getByText('View “Finance team” deleted')).toBeVisible();
  await expect(page2.getByRole('button', { name: 'Finance team', exact: true })).toHaveCount(0);
  await other.close();

  // gone for the first browser too: the bare list opens unfiltered
  await page.goto('/users');
  await expect(viewsButton(page)).toHaveText('Views');
  await expect(page.getByRole('row').filter({ hasText: 'Admin' }).first()).toBeVisible();
});

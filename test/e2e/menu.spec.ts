import { canOpen } from '../../domain/routes.ts';
import { expect, test } from './csp.ts';
import { mainMenu, signIn, signInAt } from './pages/session.ts';

// The menu is derived from domain/routes.ts; these entries have screens today.
const ENTRIES = [
  { label: 'Team', path: '/users' },
  { label: 'Delivery templates', path: '/delivery' },
  { label: 'Offer list', path: '/offers' },
  { label: 'Recipes', path: '/recipes' },
];

// the menu of every role comes from one table (test/unit checks it role by role); these four
// roles between them see each entry and miss each entry at least once
for (const role of ['super-admin', 'logistic', 'designer', 'finance'] as const) {
  test(`${role} signs in and sees only the menu entries the role may open`, async ({ page }) => {
    await signIn(page, role);
    await expect(page.getByText(`${role}@demo.comptoir`)).toBeVisible();
    const menu = mainMenu(page);
    for (const entry of ENTRIES) {
      const link = menu.getByRole('link', { name: entry.label, exact: true });
      if (canOpen(role, entry.path)) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
  });
}

test('a role that may not open a screen is sent back to /', async ({ page }) => {
  await signInAt(page, 'designer', '/delivery');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('designer@demo.comptoir')).toBeVisible();
});

test('a wrong password shows Wrong credentials', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('admin@demo.comptoir');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong credentials')).toBeVisible();
});

import { expect, test } from './csp.ts';
import { mainMenu, signIn, signInAt } from './pages/session.ts';

test('the language toggle survives a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: '中文' }).first().click();
  await expect(mainMenu(page).getByRole('link', { name: '团队', exact: true })).toBeVisible();
  await page.reload();
  await expect(mainMenu(page).getByRole('link', { name: '团队', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'EN' }).first().click();
  await expect(mainMenu(page).getByRole('link', { name: 'Team', exact: true })).toBeVisible();
});

test('a 401 from the API clears the session and returns to login', async ({ page, request }) => {
  await signIn(page, 'admin');
  // the home screen's own first calls (the avatar among them) must be answered before the session
  // ends, or one of them meets the 401 first and the menu is gone before the click
  await page.waitForLoadState('networkidle');
  // end the session on the server, as a logout from another tab or a deactivation would
  const stored = await page.evaluate(() => localStorage.getItem('comptoir.session'));
  const { refreshToken } = JSON.parse(stored ?? '{}') as { refreshToken: string };
  expect((await request.post('/api/auth/logout', { data: { refreshToken } })).status()).toBe(204);
  // the next call meets the 401: the menu's, or one the page makes on its own (a badge's refresh)
  // if that comes first, and then the menu is already gone: the click is made only if it is there
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('nav[aria-label="Main menu"] a[href="/users"]')?.click(),
  );
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('comptoir.session'))).toBeNull();
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signInAt(page, 'admin', '/users/create');
  await page.getByLabel(/^Name/).fill('Half typed');
  await mainMenu(page).getByRole('link', { name: 'Delivery templates', exact: true }).click();
  const dialog = page
    .getByRole('alertdialog')
    .filter({ hasText: 'Are you sure you want to leave this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Half typed');
  await mainMenu(page).getByRole('link', { name: 'Delivery templates', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/delivery/);
});

test('the log-out button keeps its name while its countdown ticks; the end of the session is its description', async ({
  page,
}) => {
  await signIn(page, 'admin');
  for (const [lang, name, described] of [
    ['en', 'Log out', /^Session ends at /],
    ['zh', '退出登录', /^会话将于 .+ 结束$/],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.reload();
    const logout = page.getByRole('button', { name, exact: true });
    const countdown = logout.locator('.cpt-countdown');
    const shown = await countdown.textContent();
    // the name is read while the visible countdown moves on: the same name, a second later
    await expect(countdown).not.toHaveText(shown ?? '');
    await expect(logout).toHaveAccessibleName(name);
    await expect(logout).toHaveAccessibleDescription(described);
  }
  // and it is a button of the keyboard: Enter signs out
  await page.getByRole('button', { name: '退出登录', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^(Sign in|登录)$/ })).toBeVisible();
});

import { expect, test } from './csp.ts';
import { signInAt } from './pages/session.ts';

/**
 * The own-password drawer asks before its typed text is thrown away, as every form drawer does:
 * it lives on the profile's own path (`/?password=edit`), and the unsaved-changes question only
 * stopped a move to another path, so Escape closed it at once. Nothing is saved here.
 */
const STRINGS = {
  en: {
    open: 'Change password',
    title: 'My password',
    field: /^Current password/,
    stay: 'Stay',
    leave: 'Leave',
  },
  zh: { open: '修改密码', title: '我的密码', field: /^当前密码/, stay: '留下', leave: '离开' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test(`Escape in the password drawer after typing asks first; Stay keeps the text, Leave closes (${lang})`, async ({
    page,
  }) => {
    const s = STRINGS[lang];
    await page.addInitScript((l) => localStorage.setItem('comptoir.lang', l), lang);
    await signInAt(page, 'admin', '/');
    const open = page.getByRole('button', { name: s.open });
    await expect(open).toBeVisible({ timeout: 60_000 });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.bp6-drawer').filter({ has: page.getByRole('heading', { name: s.title }) });
    const field = drawer.getByLabel(s.field);
    await expect(field).toBeFocused();
    await page.keyboard.type('half typed');

    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog');
    await expect(question).toBeVisible();
    // Stay has the keyboard: Enter keeps the drawer, its text and its field
    await expect(question.getByRole('button', { name: s.stay })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/\?password=edit$/);
    await expect(field).toHaveValue('half typed');
    await expect(field).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(question.getByRole('button', { name: s.stay })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(question.getByRole('button', { name: s.leave })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/password=edit/);

    // opened again, it starts empty and closes with Escape alone: nothing typed, nothing asked
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(question).toBeHidden();
  });
}

import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from './csp.ts';
import { demoEmail, mainMenu, PASSWORD } from './pages/session.ts';

const OLD = 'the old password';

/** A fresh logistic member (through the API, as the admin): the demo accounts stay as they are. */
async function freshMember(page: Page): Promise<string> {
  const admin = await page.request.post('/api/auth/login', {
    data: { email: demoEmail('admin'), password: PASSWORD },
  });
  const { token } = (await admin.json()) as { token: string };
  const email = `${randomBytes(5).toString('hex')}@example.com`;
  const made = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Keyboard Member', email, role: 'logistic', password: OLD },
  });
  expect(made.status()).toBe(201);
  return email;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(mainMenu(page)).toBeVisible({ timeout: 60_000 });
}

const STRINGS = {
  en: {
    open: 'Change password',
    title: 'My password',
    wrong: 'This is not your current password',
    differ: 'The two new passwords differ',
    saved: 'Password changed; your other sessions are signed out',
  },
  zh: {
    open: '修改密码',
    title: '我的密码',
    wrong: '当前密码不正确',
    differ: '两次输入的新密码不一致',
    saved: '密码已修改，您的其他会话已退出',
  },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test(`a logistic member changes his own password by keyboard (${lang}) and signs in with it`, async ({
    page,
  }, info) => {
    test.setTimeout(240_000);
    const s = STRINGS[lang];
    const email = await freshMember(page);
    await page.goto('/');
    await signInAs(page, email, OLD);
    if (lang === 'zh') await page.getByRole('button', { name: '中文' }).first().click();
    // the profile is the landing page; a loaded machine may take a while for its first load
    await expect(page.getByRole('button', { name: s.open })).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: s.open }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.bp6-drawer').filter({ has: page.getByRole('heading', { name: s.title }) });
    await expect(drawer).toBeVisible();
    // the current password field has the focus: typed, then Tab to each new-password field
    await page.keyboard.type('not the old one');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a new password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a new passwort');
    await page.keyboard.press('Control+s');
    await expect(drawer.getByText(s.differ)).toBeVisible();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('d');
    await page.keyboard.press('Control+s');
    await expect(drawer.getByText(s.wrong)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`password-${lang}.png`) });
    await drawer.getByLabel(lang === 'zh' ? /^当前密码/ : /^Current password/).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(OLD);
    await page.keyboard.press('Control+s');
    await expect(page.getByText(s.saved)).toBeVisible();
    await expect(drawer).toBeHidden();

    // a fresh browser session: the old password is refused, the new one signs in
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    // (the language is kept in the cleared storage: the login screen is back in English)
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(OLD);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByText('Wrong credentials')).toBeVisible({ timeout: 60_000 });
    await signInAs(page, email, 'a new password');
  });
}

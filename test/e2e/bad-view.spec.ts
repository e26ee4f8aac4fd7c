import { expect, test } from '@playwright/test';
import { signIn } from './pages/session.ts';

test('a link whose filter the server refuses says so and resets the filters from the keyboard', async ({
  page,
}) => {
  await signIn(page, 'admin');
  for (const [lang, title, reset] of [
    ['en', "This view's filter is not valid", 'Reset filters'],
    ['zh', '此视图的筛选条件无效', '重置筛选'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    await page.goto(`/claims?filter=${encodeURIComponent('{"orderID":"not a number"}')}`);
    // the first screen after sign-in may take a while on a loaded machine
    await expect(page.getByText(title)).toBeVisible({ timeout: 30_000 });
    // the way out has the focus: Enter takes it
    await expect(page.locator('.bp6-non-ideal-state').getByRole('button', { name: reset })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(title)).toBeHidden();
    await expect(page.getByRole('gridcell').first()).toBeVisible();
    expect(new URL(page.url()).searchParams.get('filter')).toBeNull();
  }
});

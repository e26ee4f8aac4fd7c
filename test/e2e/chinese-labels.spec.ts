import { expect, test } from './csp.ts';
import { signIn } from './pages/session.ts';

// Blueprint writes a few labels of its own in English (a dialog's and a toast's close button, the
// calendar and its month controls); on a Chinese page a screen reader must hear them in Chinese
test('the close buttons and the calendar speak Chinese on a Chinese page', async ({ page }) => {
  await signIn(page, 'super-admin');
  await page.getByRole('button', { name: '中文', exact: true }).click();
  // the choice is stored once the dictionary has come: a page opened before would still be English
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.goto('/offers/create');
  await page.getByRole('combobox', { name: '开始时间 日期' }).press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: '日历' });
  await expect(calendar).toBeVisible();
  for (const name of ['上个月', '下个月']) await expect(calendar.getByRole('button', { name })).toBeVisible();
  for (const name of ['月份', '年份']) await expect(calendar.getByRole('combobox', { name })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/users');
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: '键盘快捷键' });
  await sheet.getByRole('button', { name: '关闭' }).press('Enter');
  await expect(sheet).toBeHidden();

  // the CSV export says in a toast that it is done
  await page.getByRole('gridcell').first().click();
  await page.keyboard.press('Control+Shift+E');
  const toast = page.locator('.bp6-toast', { hasText: '已导出' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: '关闭' })).toBeVisible();
  await expect(page.locator('[aria-label="Close"], [aria-label="date picker"]')).toHaveCount(0);
});

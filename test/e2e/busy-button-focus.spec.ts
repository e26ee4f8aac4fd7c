import { expect, test } from './csp.ts';
import { toFirstCell } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';

/**
 * A button that works a while (an export) keeps the keyboard: Blueprint's `loading` disabled it
 * while it ran, the browser dropped the focus to the page's body, and the next Tab started again
 * from the top of the page.
 */
for (const lang of ['en', 'zh'] as const) {
  test(`the list's CSV export pressed with Enter keeps the keyboard on its button (${lang})`, async ({
    page,
  }) => {
    await signInAt(page, 'admin', '/suppliers');
    if (lang === 'zh') {
      await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
      await page.reload();
    }
    const name = lang === 'en' ? 'Export CSV' : '导出 CSV';
    await toFirstCell(page);
    await page.keyboard.press('Shift+Tab');
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await download;
    await expect(
      page.locator('.bp6-toast', { hasText: lang === 'en' ? 'Exported' : '已导出' }),
    ).toBeVisible();
    await expect(button).toBeFocused();
    // and the keyboard goes on from there: Tab back into the list
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ag-root'))).toBe(true);
  });
}

import { expect, test } from './csp.ts';
import { signInAt } from './pages/session.ts';

test.describe.configure({ timeout: 180_000 });

/**
 * A list's own keys act on the list, not through a drawer opened over it: on a button of a
 * product's drawer, `Alt+N` (and `c`) opened a new product in place of the one being read, `Alt+→`
 * turned the list's page behind the drawer, and `g` sent the keyboard to the grid behind, from
 * where the drawer's focus trap threw it to its own edge. Nothing is saved here.
 */
for (const lang of ['en', 'zh'] as const) {
  test(`a list's keys do nothing from inside a drawer over it (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('comptoir.lang', l), lang);
    await signInAt(page, 'admin', '/products');
    await expect(page.locator('.ag-row').first()).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('g');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ag-cell'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const at = page.url();
    const drawer = page.locator('.bp6-drawer');
    const name = (en: string, zh: string) => ({ name: lang === 'en' ? en : zh, exact: true });
    const cancel = drawer.getByRole('button', name('Cancel', '取消'));
    const save = drawer.getByRole('button', name('Save', '保存'));
    await expect(cancel).toBeVisible({ timeout: 30_000 });
    for (const key of ['Alt+n', 'c', 'Alt+ArrowRight', 'g', 'v', '/']) {
      await cancel.focus();
      await page.keyboard.press(key);
      // keys are handled in order: once Shift+Tab has moved on from Cancel, the key before it was
      await page.keyboard.press('Shift+Tab');
      await expect(save).toBeFocused();
      await expect(page).toHaveURL(at);
    }
    await expect(drawer).toBeVisible();
  });
}

import { expect, test } from './csp.ts';
import { signIn } from './pages/session.ts';

test.describe.configure({ timeout: 180_000 });

/**
 * The offers list exports an offer's recap workbook from its row,
 * in the interface's language, for every role that sees the list (finance included, whose rows
 * otherwise open only the analytics).
 */
for (const [role, lang, label, fileName] of [
  ['product-manager', 'en', 'Export recap', /^Offer recap \d+\.xlsx$/],
  ['finance', 'zh', '导出汇总', /^团购汇总 \d+\.xlsx$/],
] as const) {
  test(`a row of the offers list downloads its recap (${role}, ${lang})`, async ({ page }) => {
    await signIn(page, role);
    if (lang === 'zh') {
      await page.getByRole('button', { name: '中文' }).click();
      // the choice is stored once its dictionary is in: a page opened before is English
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    }
    await page.goto('/offers');
    const button = page.getByRole('button', { name: label }).first();
    await expect(button).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(fileName);
    expect(await file.path()).toBeTruthy();
    // the button downloads, it does not open the row
    await expect(page).toHaveURL(/\/offers(\?[^#]*)?(#.*)?$/);
  });
}

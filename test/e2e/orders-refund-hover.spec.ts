import { expect, test } from './csp.ts';
import { signInAt } from './pages/session.ts';

test.describe.configure({ timeout: 180_000 });

/**
 * A refunded order shows its refund amount on hover: on the order lists'
 * payment column as on the live grid, in both languages.
 */
for (const [lang, tab, hover] of [
  ['en', 'Refunded', /^Refunded \d[\d\s\u202f]*,\d\d[\s\u202f]¥/],
  ['zh', '已退款', /^已退款 \d[\d\s\u202f]*,\d\d[\s\u202f]¥/],
] as const) {
  test(`a refunded order's payment cell shows the refund amount on hover (services list, ${lang})`, async ({
    page,
  }) => {
    await signInAt(page, 'admin', '/orders-services');
    if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const cell = page.locator('[role="gridcell"][col-id="paymentStatus"]').first();
    await expect(cell).toHaveText(tab, { timeout: 30_000 });
    await cell.hover();
    await expect(page.locator('.ag-tooltip')).toHaveText(hover, { timeout: 10_000 });
  });
}

import { expect, test } from './csp.ts';
import { signIn } from './pages/session.ts';

/**
 * A list draws its page without waiting for its total, which comes from a call of its own and is
 * counted once per filter set (docs/api.md, "Totals"): a page turn asks for rows only. The demo's
 * 160 customers fill the first page, so the page cannot show its own total.
 */
test('the customers list: rows first, the total counted once; a page turn does not count again', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/customers/details' && r.method() === 'GET')
      calls.push(url.searchParams.get('total') ?? 'with');
  });
  await signIn(page, 'admin');
  await page.goto('/customers');
  await expect(page.getByText('Total: 160', { exact: true })).toBeVisible();
  await expect(page.getByText('1–80 of 160', { exact: true })).toBeVisible();
  await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
  expect(calls).toEqual(['later', 'only']);

  // Alt+→ from the grid: the next page's rows, and the total kept
  await page.locator('.ag-cell').first().focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByText('81–160 of 160', { exact: true })).toBeVisible();
  await expect(page.getByText('Total: 160', { exact: true })).toBeVisible();
  expect(calls).toEqual(['later', 'only', 'later']);

  // in Chinese, the same figures in its words
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.reload();
  await expect(page.getByText('共 160 条', { exact: true })).toBeVisible();
  await expect(page.getByText('第 81–160 条，共 160 条', { exact: true })).toBeVisible();
});

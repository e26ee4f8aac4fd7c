import type { OrderView } from '../../domain/live-views.ts';
import type { ProductAnalytics } from '../../domain/products/list.ts';
import { expect, test } from './csp.ts';
import { apiAs, liveOffer } from './pages/live-typing.ts';
import { demoEmail, signIn } from './pages/session.ts';

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

const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

// a name only an English page should show, or Blueprint's own English label of a tag's ×
test('a daily order’s known customer and a product’s sales per city are named in Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, demoEmail('admin'));
  const daily = await api.get<OrderView[]>(`/api/orders/details?filter=${q({ type: 'daily' })}&range=[0,20]`);
  const known = daily.find((o) => o.customer !== null)!;
  const products = await api.get<{ id: string }[]>('/api/products/details?range=[0,20]');
  let sold: string | undefined;
  for (const p of products) {
    const a = await api.get<ProductAnalytics>(`/api/products/${p.id}/analytics`);
    if (a.byCity.some((c) => c.city === 'Shanghai')) {
      sold = p.id;
      break;
    }
  }
  await signIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));

  await page.goto(`/daily-orders/${known.id}`);
  const tag = page.locator('.cpt-daily-customer');
  await expect(tag).toContainText('客户：');
  await expect(tag.getByRole('button', { name: /^取消关联客户/ })).toBeVisible();
  await expect(page.locator('[aria-label="Remove tag"]')).toHaveCount(0);

  await page.goto(`/products/${sold}/analytics`);
  await expect(page.getByText('各城市销售额')).toBeVisible();
  await expect(page.locator('main')).toContainText('上海');
  await expect(page.locator('main')).not.toContainText('Shanghai');
});

// the seeded orders were taken under add-on short names the offer has since changed ('Sourdough
// loaf', now 'loaf'): their sales are the line's, named in Chinese, not an old English label
test('an offer’s sales per product name its lines in Chinese after a short name changed', async ({
  page,
  request,
}) => {
  const offer = await liveOffer(await apiAs(request, demoEmail('admin')));
  await signIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.goto(`/offers/${offer.id}/orders?tabState=analytics`);
  const table = page.locator('.cpt-live-products');
  await expect(table.getByRole('row', { name: /微信群 酸面包/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /微信群 散养鸡蛋/ })).toHaveCount(1);
  await expect(table).not.toContainText('Sourdough loaf');
  await expect(table).not.toContainText('Free-range eggs');
});

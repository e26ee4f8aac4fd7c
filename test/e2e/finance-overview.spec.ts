import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { FinanceOverview } from '../../domain/finance/analytics.ts';
import { formatYuan, toYuanString } from '../../domain/money.ts';
import { expect as baseExpect, test } from './csp.ts';
import { signIn } from './pages/session.ts';

// a shared machine under load: waits are longer than the suite's default
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** A call of the API with the page's session. */
async function apiCall<T>(page: Page, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const session = JSON.parse(localStorage.getItem('comptoir.session') ?? '{}');
      const r = await fetch(`/api/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: await r.json() };
    },
    { path, body },
  );
}

const block = (page: Page, title: string) =>
  page.locator('.bp6-card', { has: page.getByRole('heading', { name: title }) });

test('the money overview shows the refunds waiting by state, in both languages, with CSV and links', async ({
  page,
}) => {
  // the demo data has no refunds: an admin asks one of 12.34 on a paid order
  await signIn(page, 'admin');
  const paid = await apiCall<{ id: string }[]>(
    page,
    `orders/details?range=[0,0]&filter=${encodeURIComponent('{"paymentStatus":"paid"}')}`,
  );
  const created = await apiCall(page, 'refunds', {
    order: paid.body[0]!.id,
    resp: 'delivery',
    issue: 'item_missing',
    actionETA: '2026-12-01',
    refundAmount: 1234,
    paymentMethod: 'wechat',
  });
  expect(created.status).toBe(201);
  const o = (await apiCall<FinanceOverview>(page, 'finance/overview')).body;
  expect(o.refunds.map((r) => r.status)).toEqual(['new', 'validated']);
  expect(o.refunds[0]!.count).toBeGreaterThan(0);
  expect(o.refunds[0]!.amount).toBeGreaterThanOrEqual(1234);
  await page.goto('/overview');
  const refunds = block(page, 'Refunds waiting');
  await expect(refunds).toBeVisible();
  for (const r of o.refunds) {
    const row = refunds.locator(`[data-refund-state="${r.status}"]`);
    await expect(row.locator('td').nth(1)).toHaveText(String(r.count));
    await expect(row.locator('td').nth(2)).toHaveText(formatYuan(r.amount));
  }
  const total = o.refunds.reduce((s, r) => s + r.amount, 0);
  await expect(refunds.locator('.cpt-overview-big')).toHaveText(formatYuan(total));

  const download = page.waitForEvent('download');
  await refunds.getByRole('button', { name: 'CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv).toContain(`New,${o.refunds[0]!.count},${toYuanString(o.refunds[0]!.amount)}`);
  expect(csv).toContain(`Validated,${o.refunds[1]!.count},${toYuanString(o.refunds[1]!.amount)}`);

  // a state opens the refunds list filtered to it
  await refunds.getByRole('link', { name: 'Validated' }).click();
  await expect(page).toHaveURL(/\/refunds\?/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('validated');

  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.goto('/overview');
  const zh = block(page, '待处理退款');
  await expect(zh).toBeVisible();
  await expect(zh.getByRole('link', { name: '新建' })).toBeVisible();
  await expect(zh.getByRole('link', { name: '已批准' })).toBeVisible();
});

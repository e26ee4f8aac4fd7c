import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { toFirstCell } from './pages/grid-cursor.ts';
import { apiAs } from './pages/live-typing.ts';
import { onDemoDatabase } from './pages/own-offer.ts';
import { demoEmail, signInAt } from './pages/session.ts';

/**
 * A list draws its page without waiting for its total, which comes from a call of its own and is
 * counted once per filter set (docs/api.md, "Totals"): a page turn or a sort asks for rows only,
 * and a change to the list counts again. The test's own 170 customers, found by a name no one
 * else has, fill two pages and part of a third whatever other tests add meanwhile.
 */
const totalCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/customers/details' && r.method() === 'GET')
      calls.push(url.searchParams.get('total') ?? 'with');
  });
  return calls;
};

/** `n` customers of the test's own, named `name 001`, `name 002`, … (no one else's name). */
const ownCustomers = (name: string, n: number) =>
  onDemoDatabase(
    `INSERT INTO customers (name) SELECT $1 || ' ' || lpad(g::text, 3, '0') FROM generate_series(1, $2::int) g`,
    [name, n],
  );

test('a list: rows first, the total counted once; page turns and a sort do not count again, R does', async ({
  page,
  request,
}) => {
  const name = `Count later ${Date.now().toString(36)}`;
  await ownCustomers(name, 170);
  const calls = totalCalls(page);
  await signInAt(page, 'admin', `/customers?filter=${encodeURIComponent(JSON.stringify({ name }))}`);
  await expect(page.getByText('Total: 170', { exact: true })).toBeVisible();
  await expect(page.getByText('1–80 of 170', { exact: true })).toBeVisible();
  await expect(page.getByText('Page 1 of 3', { exact: true })).toBeVisible();

  // Alt+→ twice from the grid, reached by its key (a cell focused by a script is no cell the grid
  // knows of: its page turn had nowhere to put the cursor back): the second page (full: it
  // cannot show the total) and the last
  await toFirstCell(page);
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByText('81–160 of 170', { exact: true })).toBeVisible();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByText('161–170 of 170', { exact: true })).toBeVisible();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByText('81–160 of 170', { exact: true })).toBeVisible();
  expect(calls.filter((c) => c === 'only')).toHaveLength(1);
  expect(calls.filter((c) => c !== 'later' && c !== 'only')).toEqual([]);

  // someone adds one: it waits behind "1 new — press r"; R shows it and counts again
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByText('1–80 of 170', { exact: true })).toBeVisible();
  const admin = await apiAs(request, demoEmail('admin'));
  const made = await request.post('/api/customers', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { name: `${name} new`, wechatGroups: [] },
  });
  expect(made.status(), await made.text()).toBe(201);
  await expect(page.getByRole('button', { name: '1 new — press r' })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByText('Total: 171', { exact: true })).toBeVisible();
  await expect(page.getByText('1–80 of 171', { exact: true })).toBeVisible();

  // in Chinese, the same figures in its words
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.reload();
  await expect(page.getByText('共 171 条', { exact: true })).toBeVisible();
  await expect(page.getByText('第 1–80 条，共 171 条', { exact: true })).toBeVisible();
});

test('an export started while the total is counted says so, then counts the rows it writes', async ({
  page,
}) => {
  const name = `Export uncounted ${Date.now().toString(36)}`;
  await ownCustomers(name, 90);
  // the count, and the export's first chunk (which carries the total), are held until the export
  // has said it started; the page itself (`total=later`) is not
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(
    (u) => u.pathname === '/api/customers/details' && u.searchParams.get('total') !== 'later',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await signInAt(page, 'admin', `/customers?filter=${encodeURIComponent(JSON.stringify({ name }))}`);
  await expect(page.getByText('Counting…', { exact: true })).toBeVisible();
  await expect(page.locator('.ag-row').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+Shift+e');
  // not "0 / 81": the 81 rows the page proves are not the list's total
  await expect(page.getByText('Exporting… counting the rows')).toBeVisible();
  release();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(91);
  await expect(page.getByText('90 rows exported')).toBeVisible();
  await expect(page.getByText('Total: 90', { exact: true })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { DELIVERY_AREAS } from '../../domain/delivery/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { expect, test } from './csp.ts';
import { describe, scan } from './pages/a11y.ts';
import { focusedCol, toFirstCell } from './pages/grid-cursor.ts';
import { signInAt } from './pages/session.ts';

/**
 * A Chinese reader who only uses the keyboard, through the forms: the keyboard is never dropped
 * on the page's body (a row added or removed, a delivery day taken back, the search left before
 * its rows came, the unsaved-changes question), and every control says what it does in Chinese.
 */
const AREAS = `/${apiUrl(DELIVERY_AREAS.ops.tree, {})}`;
const DAY = 86_400_000;
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

async function inChinese(page: Page, url: string) {
  await page.addInitScript(() => localStorage.setItem('comptoir.lang', 'zh'));
  await signInAt(page, 'admin', url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}

const press = async (page: Page, name: string, key = 'Enter') => {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press(key);
};

test('offer form (zh): the keyboard follows each fee area added or removed and each delivery day taken back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the areas held until the first area row is drawn: its picker shows a spinner, not a control
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(
    (u) => u.pathname === AREAS,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await inChinese(page, '/offers/create');
  await expect(page.getByRole('heading', { name: '创建团购' })).toBeVisible();

  // the first area: its own picker takes the keyboard once it can, not its rules' Add button
  await press(page, '添加区域');
  await expect(page.getByRole('group', { name: '运费区域 1' })).toBeVisible();
  release();
  const area = (i: number) => page.locator(`#field-fees-${i}-area`);
  await expect(area(0)).toBeFocused();
  await press(page, '添加区域');
  await expect(area(1)).toBeFocused();

  // removed from the keyboard: the row that takes its place, then the Add button
  await press(page, '移除区域 1');
  await expect(page.getByRole('group', { name: /^运费区域/ })).toHaveCount(1);
  await expect(area(0)).toBeFocused();
  await press(page, '移除区域 1');
  await expect(page.getByRole('group', { name: /^运费区域/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '添加区域', exact: true })).toBeFocused();

  // the area search's clear button is named in Chinese
  await page.keyboard.press('Enter');
  await expect(area(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Lujiazui');
  await expect(page.getByRole('button', { name: '清除搜索' })).toBeVisible();
  await expect(page.locator('[aria-label="Clear filter query"], [title="Clear filter query"]')).toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');

  // a delivery day: its remove button names the day in Chinese, and gives the keyboard back to the day field
  const adder = page.getByRole('combobox', { name: '添加配送日期' });
  await adder.focus();
  await page.keyboard.type(day(7));
  const remove = page.getByRole('button', { name: `移除配送日期 ${day(7)}` });
  await expect(remove).toBeVisible();
  await expect(page.locator('[aria-label="Remove tag"]')).toHaveCount(0);
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(remove).toHaveCount(0);
  await expect(adder).toBeFocused();
});

test('daily order (zh): Enter on the known customer’s × takes him off, and the keyboard goes back to the name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await inChinese(page, '/daily-orders/create');
  const name = page.getByRole('textbox', { name: /^客户姓名/ });
  await expect(name).toBeFocused();
  // a demo customer's whole name: he is attached by himself
  await page.keyboard.type('李娜');
  const detach = page.getByRole('button', { name: '取消关联客户 李娜' });
  await expect(detach).toBeVisible();
  await detach.focus();
  await page.keyboard.press('Enter');
  await expect(detach).toHaveCount(0);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('李娜');
});

test('products (zh): ↓ from the search box while its rows are on the way lands on the first row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await inChinese(page, '/products');
  await toFirstCell(page);

  // the searched rows held until ↓ is pressed: the grid has none to give the cursor meanwhile
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(
    (u) =>
      u.pathname.startsWith('/api/products/details') && (u.searchParams.get('filter') ?? '').includes('鸡蛋'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: '名称', exact: true })).toBeFocused();
  const asked = page.waitForRequest((r) => decodeURIComponent(r.url()).includes('鸡蛋'));
  await page.keyboard.type('鸡蛋');
  await asked;
  await page.keyboard.press('ArrowDown');
  release();
  await expect(page.locator('.cpt-grid .ag-row[row-index="0"]').first()).toContainText('鸡蛋');
  await expect.poll(() => focusedCol(page)).not.toBe('');
  await expect(page.locator('.cpt-grid .ag-row[row-index="0"] .ag-cell:focus')).toHaveCount(1);
});

test('product drawer (zh): the unsaved-changes question is named, and takes the keyboard on Stay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await inChinese(page, '/products');
  await toFirstCell(page);
  await page.keyboard.press('Enter');
  const name = page.getByRole('textbox', { name: /^英文名称/ });
  await expect(name).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' X');

  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await expect(question).toHaveAccessibleName('确定要离开此页面吗？所有修改都将丢失');
  const findings = await scan(page, 'unsaved-changes question', '.bp6-alert');
  expect(findings, describe(findings)).toEqual([]);
  await expect(question.getByRole('button', { name: '留下' })).toBeFocused();

  // Enter stays, in the field as it was left
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(/ X$/);

  // Escape, then the other button: the drawer goes, the keyboard is back on the list
  await page.keyboard.press('Escape');
  await expect(question.getByRole('button', { name: '留下' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: '离开' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bp6-drawer')).toBeHidden();
  await expect.poll(() => focusedCol(page)).not.toBe('');
});

import type { Page } from '@playwright/test';
import { can } from '../../domain/actions.ts';
import { formatCount } from '../../domain/money.ts';
import { ROLES } from '../../domain/roles.ts';
import { formatWeight } from '../../domain/stock/rules.ts';
import { expect as baseExpect, test } from './csp.ts';
import { signIn, signInAt } from './pages/session.ts';
import { saved } from './pages/toasts.ts';

// a shared machine under load: waits are longer than the suite's default, the steps the same
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

// a real 1×1 PNG, as a browser would send a picked file
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const drawer = (page: Page) => page.locator('.bp6-drawer');
const upload = (page: Page, path: string, name: string) =>
  drawer(page)
    .getByTestId(`field-${path.replaceAll('.', '-')}-input`)
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });

/**
 * One role for each combination of the two rights the screen shows: the buttons follow the
 * permission table, which test/unit checks for every role, and the server refuses the rest
 * (test/server); a role per combination shows the screen reads it, at a fraction of the time.
 */
const ONE_ROLE_PER_RIGHTS = [
  ...new Map(ROLES.map((r) => [`${can(r, 'product.create')}/${can(r, 'product.analytics')}`, r])).values(),
];

test('a role of each kind of rights: the list opens; create and analytics follow the role rules, a disallowed route goes to /', async ({
  page,
}) => {
  test.setTimeout(600_000);
  for (const role of ONE_ROLE_PER_RIGHTS) {
    await signInAt(page, role, '/products');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('row').nth(2)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create product' })).toHaveCount(
      can(role, 'product.create') ? 1 : 0,
    );
    await expect(page.getByRole('button', { name: 'Analytics' }).first()).toHaveCount(
      can(role, 'product.analytics') ? 1 : 0,
    );
    await page.goto('/products/create');
    if (can(role, 'product.create')) await expect(drawer(page).getByText('New product')).toBeVisible();
    else await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await page.getByRole('button', { name: /^Log out/ }).click();
  }
});

test('a product editor creates a product with both cover pictures, meets the duplicate name, edits it', async ({
  page,
}) => {
  await signInAt(page, 'product-manager', '/products');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/products\/create$/);
  const d = drawer(page);

  // saving an empty form: the required fields and 'Please set main pictures'
  await d.getByLabel(/^English name/).press('Control+s');
  await expect(d.getByText('Please set main pictures')).toBeVisible();
  await expect(d.getByText('Field required').first()).toBeVisible();

  await d.getByLabel(/^English name/).fill('Tomme de Savoie');
  await d.getByLabel(/^Chinese name/).fill('萨瓦汤姆奶酪');
  await d.getByLabel(/^English description/).fill('A mild mountain cheese');
  await d.getByLabel(/^Chinese description/).fill('温和的山地奶酪');
  await d.getByLabel(/^Supplier/).selectOption({ label: 'Shanghai Fresh Co.' });
  await d.getByLabel(/^Product type/).selectOption({ label: 'Cheese' });
  await d.getByLabel(/^Unit price/).fill('88,50');
  await d.getByLabel(/^Weight per unit/).fill('250');
  await d.getByLabel(/^Unit \*/).selectOption({ label: 'g' });
  await d.getByLabel(/^Storage/).selectOption({ label: 'Fresh' });
  await upload(page, 'mainPicture.en', 'tomme-en.png');
  await upload(page, 'mainPicture.zh', 'tomme-zh.png');
  await expect(d.getByRole('button', { name: /^Open tomme-en\.png/ })).toBeVisible();
  await expect(d.getByRole('button', { name: /^Open tomme-zh\.png/ })).toBeVisible();
  await expect(d.getByText('Please set main pictures')).toHaveCount(0);
  await d.getByLabel(/^English name/).press('Control+s');
  await saved(page, 30_000);
  await expect(page).toHaveURL(/\/products(\?|$)/);

  // the same name again, in other letters' case: refused by the server, shown on the field
  await page.getByRole('button', { name: 'Create product' }).click();
  await d.getByLabel(/^English name/).fill('TOMME de savoie');
  await d.getByLabel(/^Chinese name/).fill('另一个');
  await d.getByLabel(/^English description/).fill('x');
  await d.getByLabel(/^Chinese description/).fill('x');
  await d.getByLabel(/^Supplier/).selectOption({ label: 'Shanghai Fresh Co.' });
  await d.getByLabel(/^Product type/).selectOption({ label: 'Cheese' });
  await d.getByLabel(/^Unit price/).fill('1');
  await d.getByLabel(/^Unit \*/).selectOption({ label: 'g' });
  await upload(page, 'mainPicture.en', 'a.png');
  await upload(page, 'mainPicture.zh', 'b.png');
  await expect(d.getByRole('button', { name: /^Open b\.png/ })).toBeVisible();
  await d.getByLabel(/^English name/).press('Control+s');
  await expect(d.getByText('Product already exists')).toBeVisible();
  await d.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/products(\?|$)/);

  // the list finds it by either name, as its search box says; Enter on the row opens the form
  // with what was saved; edit and save
  const search = page.getByRole('searchbox', { name: 'Name', exact: true });
  await search.fill('萨瓦汤姆');
  await expect(page.getByRole('row').filter({ hasText: 'Tomme de Savoie' })).toBeVisible();
  await search.fill('Tomme de');
  const row = page.getByRole('row').filter({ hasText: 'Tomme de Savoie' });
  await expect(row).toBeVisible();
  await row.click();
  await expect(d.getByLabel(/^English name/)).toHaveValue('Tomme de Savoie');
  await expect(d.getByLabel(/^Unit price/)).toHaveValue('88,50');
  await expect(d.getByRole('button', { name: /^Open tomme-zh\.png/ })).toBeVisible();
  await d.getByLabel(/^Unit price/).fill('92');
  await d.getByLabel('Gluten-free').press('Space');
  await d.getByLabel(/^English name/).press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/products(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: 'Tomme de Savoie' })).toContainText('92,00');
});

test('the analytics page shows the totals and charts of a sold product', async ({ page }) => {
  await signInAt(page, 'finance', '/products');
  await page.getByRole('searchbox', { name: 'Name', exact: true }).fill('Avocados');
  const row = page.getByRole('row').filter({ hasText: 'Avocados' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics · Avocados' })).toBeVisible();
  const totals = page.getByTestId('product-analytics-totals');
  await expect(totals).toContainText('Total orders');
  await expect(totals).toContainText('¥');
  await expect(page.getByText('Sales-channel ratio')).toBeVisible();
  await expect(page.getByText('Sales per city')).toBeVisible();
  // a range without sales says so
  await page.goto(`${page.url()}?dateStart=2001-01-01&dateEnd=2001-01-31`);
  await expect(page.getByText('No sales in this period')).toBeVisible({ timeout: 90_000 });
});

test('the analytics page writes the total weight as every figure is written (fr-FR)', async ({ page }) => {
  await signInAt(page, 'finance', '/products');
  await page.getByRole('searchbox', { name: 'Name', exact: true }).fill('Pu-erh tea cake');
  const row = page.getByRole('row').filter({ hasText: 'Pu-erh tea cake' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\/analytics$/);
  const id = new URL(page.url()).pathname.split('/')[2];
  const grams = await page.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('comptoir.session') ?? '{}');
    const r = await fetch(`/api/products/${id}/analytics`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    return ((await r.json()) as { totalWeight: number | null }).totalWeight;
  }, id);
  const w = formatWeight(grams ?? 0);
  // a weight in kg with decimals, where the English "32.13" and fr-FR "32,13" differ
  expect(w.unit).toBe('kg');
  expect(Number.isInteger(w.value)).toBe(false);
  const tile = page
    .getByTestId('product-analytics-totals')
    .locator('.cpt-analytics-tile')
    .filter({ hasText: 'Total weight' });
  await expect(tile).toContainText(`${formatCount(w.value)} kg`);
});

test('a form closed from the keyboard gives the focus back to the button that opened it', async ({
  page,
}) => {
  await signIn(page, 'super-admin');
  for (const [lang, forms] of [
    [
      'en',
      [
        ['/products', 'Create product'],
        ['/claims', 'New claim'],
        ['/direct-sales', 'New purchase order'],
        ['/offers', 'Create an offer'],
      ],
    ],
    [
      'zh',
      [
        ['/products', '新建商品'],
        ['/claims', '新建投诉'],
        ['/direct-sales', '新建采购单'],
        ['/offers', '创建团购'],
      ],
    ],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('comptoir.lang', l), lang);
    for (const [list, create] of forms) {
      await page.goto(list);
      const opener = page.getByRole('button', { name: create, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/create/);
      // nothing edited: Escape leaves without asking
      await expect(page.locator('form.cpt-form')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).not.toHaveURL(/\/create/);
      await expect(opener).toBeFocused();
    }
  }
});
